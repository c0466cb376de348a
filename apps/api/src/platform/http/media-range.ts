import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import rangeParser from 'range-parser';
import { errorBody } from '../errors';
import { platformMessages } from '../i18n/messages';
import type { ObjectStorage } from '../storage/object-storage';

export type ByteWindow = { start: number; end: number };

/**
 * `bytes=-N` asks for the last N bytes; when N is more than the file, that is the whole file
 * (RFC 9110 §14.1.2), but range-parser judges the negative start unsatisfiable (416). Clip
 * each suffix length to the size before handing the header over.
 */
export function clipSuffixRanges(header: string, size: number): string {
  return header.replace(
    /(^\s*bytes\s*=\s*|,\s*)-(\d+)/g,
    (_all, lead: string, n: string) => `${lead}-${Number(n) > size ? size : n}`,
  );
}

/** RFC 9110 §14.1.1: a range whose last position is before its first makes the header invalid. */
const hasBackwardRange = (header: string) =>
  header
    .slice(header.indexOf('=') + 1)
    .split(',')
    .some((spec) => {
      const match = /^\s*(\d+)\s*-\s*(\d+)\s*$/.exec(spec);
      return match !== null && Number(match[2]) < Number(match[1]);
    });

/**
 * The one byte range a `Range` header asks for, clipped to the file's size (range-parser,
 * overlapping or adjacent ranges combined); 'unsatisfiable' when it starts past the end (and
 * for any range of an empty file); null when there is no usable single range: no header, a
 * malformed one, another unit, or several ranges — the whole file is sent then, as RFC 9110
 * allows (download managers and players ask for one range). Every ranged answer of the API
 * (media clips, downloads, zips) reads its header here.
 */
export function parseRange(header: string | undefined, size: number): ByteWindow | 'unsatisfiable' | null {
  if (!header) return null;
  const trimmed = header.trim();
  if (!/^bytes=/.test(trimmed) || hasBackwardRange(trimmed)) return null;
  const parsed = rangeParser(size, clipSuffixRanges(trimmed, size), { combine: true });
  if (parsed === -2) return null; // malformed: ignored, as the RFC allows
  if (parsed === -1) return 'unsatisfiable';
  if (parsed.length !== 1) return null;
  return { start: parsed[0]!.start, end: parsed[0]!.end };
}

/** Status and headers of an answer of `size` bytes, whole or one window of it. */
export function rangeHeaders(
  size: number,
  window: ByteWindow | null,
): { status: number; headers: Record<string, string> } {
  if (!window) return { status: 200, headers: { 'content-length': String(size), 'accept-ranges': 'bytes' } };
  return {
    status: 206,
    headers: {
      'content-length': String(window.end - window.start + 1),
      'content-range': `bytes ${window.start}-${window.end}/${size}`,
      'accept-ranges': 'bytes',
    },
  };
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
