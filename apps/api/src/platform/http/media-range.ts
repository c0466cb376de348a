import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { errorBody } from '../errors';
import { platformMessages } from '../i18n/messages';
import type { ObjectStorage } from '../storage/object-storage';

/**
 * One byte range of a `Range: bytes=…` header, clipped to the file's size; 'unsatisfiable'
 * when it starts past the end; null when there is no usable single range (the whole file is
 * sent then, as RFC 9110 allows for several ranges or a malformed header).
 */
export function parseRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | 'unsatisfiable' | null {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return null;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start >= size) return 'unsatisfiable';
  if (end < start) return null;
  return { start, end };
}

/**
 * Sends a stored file with `Range` support: Safari plays `<video>` only from a server that
 * answers ranges with 206, and every browser seeks that way. A local file is read from disk
 * in the range asked; from S3 the clip (a few MB) is fetched and sliced. Null when missing.
 */
export async function sendRanged(
  reply: FastifyReply,
  storage: ObjectStorage,
  key: string,
  contentType: string,
  rangeHeader: string | undefined,
): Promise<FastifyReply | null> {
  const local = storage.localPath(key);
  let size: number;
  let body: (range: { start: number; end: number } | null) => Readable;
  if (local) {
    const info = await stat(local).catch(() => null);
    if (!info?.isFile()) return null;
    size = info.size;
    body = (range) => createReadStream(local, range ?? {});
  } else {
    const bytes = await storage.get(key);
    if (!bytes) return null;
    size = bytes.length;
    body = (range) => Readable.from([range ? bytes.subarray(range.start, range.end + 1) : bytes]);
  }
  reply.header('accept-ranges', 'bytes').type(contentType);
  const range = parseRange(rangeHeader, size);
  if (range === 'unsatisfiable') {
    // An error like any other (spec §8), so a player or the web app can show why.
    return reply
      .code(416)
      .header('content-range', `bytes */${size}`)
      .type('application/json; charset=utf-8')
      .send(errorBody(platformMessages['request.range_invalid'], reply.request.lang, 'MEDIA-RANGE-416'));
  }
  if (!range) return reply.header('content-length', size).send(body(null));
  return reply
    .code(206)
    .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
    .header('content-length', range.end - range.start + 1)
    .send(body(range));
}
