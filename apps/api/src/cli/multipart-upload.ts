import { randomBytes } from 'node:crypto';
import { open, stat } from 'node:fs/promises';
import http from 'node:http';
import https from 'node:https';

export type FileToSend = { path: string; name: string };

// Big reads: a batch of 12 MP photos is ~50 MB, sent in ~50 socket writes instead of ~800.
const READ_CHUNK = 1024 * 1024;
const CRLF = Buffer.from('\r\n');
/** No progress for this long (nothing sent or received) fails the request. */
const IDLE_TIMEOUT_MS = 120_000;

/** How browsers write a file name in a form part (WHATWG multipart/form-data encoding). */
export const quoteName = (name: string) =>
  name.replace(/"/g, '%22').replace(/\r/g, '%0D').replace(/\n/g, '%0A');

/**
 * POSTs files as one multipart/form-data body streamed from disk, with its length known in
 * advance. `fetch` with a FormData copies every photo through the heap and encodes it in
 * small pieces: on the 1.4 GB of bench/ingest that cost 10 CPU-seconds against ~1 here,
 * which matters when the uploader shares a machine with the server (a local import).
 */
export async function postFiles(
  url: string,
  headers: Record<string, string>,
  field: string,
  files: FileToSend[],
): Promise<{ status: number; body: string }> {
  const boundary = `----omoide${randomBytes(12).toString('hex')}`;
  const parts = await Promise.all(
    files.map(async (file) => ({
      file,
      size: (await stat(file.path)).size,
      head: Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${quoteName(file.name)}"\r\n` +
          'Content-Type: application/octet-stream\r\n\r\n',
      ),
    })),
  );
  const tail = Buffer.from(`--${boundary}--\r\n`);
  const length = parts.reduce((n, p) => n + p.head.length + p.size + 2, tail.length);

  const target = new URL(url);
  const request = (target.protocol === 'https:' ? https : http).request(target, {
    method: 'POST',
    headers: {
      ...headers,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': String(length),
    },
  });
  // A server that stops reading or answering (a half-open connection) fails the batch
  // instead of leaving the import waiting for ever.
  request.setTimeout(IDLE_TIMEOUT_MS, () => request.destroy(new Error('the server stopped answering')));
  let bodySent = false;
  const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
    request.on('error', reject);
    request.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        // An answer before the whole body went (a refusal): stop sending, free the connection.
        if (!bodySent) request.destroy();
        resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') });
      });
      res.on('error', reject);
    });
  });
  // One buffer for the whole body, reused once the socket has taken each piece: a new
  // buffer per read made the uploader's garbage collector the bulk of its work (~3.6 of its
  // ~5 CPU-seconds for 1.4 GB in bench/ingest).
  const buffer = Buffer.allocUnsafe(READ_CHUNK);
  // The server may answer (and close) before the whole body is sent, e.g. a wrong key:
  // the answer matters, not the write that failed after it.
  const sent = (async () => {
    for (const part of parts) {
      await written(request, part.head);
      await sendFile(request, part.file.path, part.size, buffer);
      await written(request, CRLF);
    }
    request.end(tail);
    bodySent = true;
  })();
  sent.catch((error) => request.destroy(error));
  return response;
}

/**
 * Streams one file into the request through `buffer`, a piece at a time: exactly the `size`
 * the body's length was counted with, so a file changed meanwhile cannot corrupt the body.
 */
async function sendFile(request: http.ClientRequest, file: string, size: number, buffer: Buffer) {
  const handle = await open(file, 'r');
  try {
    for (let left = size; left > 0; ) {
      const { bytesRead } = await handle.read(buffer, 0, Math.min(buffer.length, left), null);
      if (bytesRead === 0) throw new Error(`${file} became shorter while it was being sent`);
      left -= bytesRead;
      await written(request, buffer.subarray(0, bytesRead));
    }
  } finally {
    await handle.close();
  }
}

/**
 * Writes `data` and resolves once the socket has taken it (then a reused buffer is free), or
 * rejects when the request is destroyed or closes first: a write to a socket already going
 * away may never call back.
 */
function written(request: http.ClientRequest, data: Buffer): Promise<void> {
  if (request.destroyed) return Promise.reject(new Error('the connection closed while sending'));
  return new Promise((resolve, reject) => {
    const onClose = () => reject(new Error('the connection closed while sending'));
    request.once('close', onClose);
    request.write(data, (error) => {
      request.off('close', onClose);
      if (error) reject(error);
      else resolve();
    });
  });
}
