import { readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../apps/api/src/app-deps';
import { imageItems } from '../../apps/api/src/db/schema/index';
import { startSession } from '../../apps/api/src/modules/auth/auth.service';
import { insertOrder } from '../../apps/api/test/paid-orders';
import { createCatalogue } from '../lib/catalogue-fixture';

/** The zip benchmark's pieces: its orders, one download, the readings. */
export const MIB = 1024 * 1024;

export type Photo = { file: string; size: number; crc32: number };

/**
 * A member's paid orders of downloads, one per size in `orders` (the first N photos), with
 * every photo's delivery copy recorded as photo processing records it (key = the original's,
 * size, CRC-32), so the zip needs only the stored files. `place` puts a file at its key.
 */
export async function prepareOrders(
  deps: AppDeps,
  photos: Photo[],
  orders: number[],
  place: (key: string, file: string) => Promise<void>,
) {
  const { memberId, eventId } = await createCatalogue(deps, photos.length);
  const items = await deps.db
    .select({ id: imageItems.id, storageKey: imageItems.storageKey })
    .from(imageItems)
    .where(eq(imageItems.eventId, eventId))
    .orderBy(imageItems.sortOrder);
  for (const [i, item] of items.entries()) {
    const photo = photos[i]!;
    await place(item.storageKey, photo.file);
    await deps.db
      .update(imageItems)
      .set({ deliveryKey: item.storageKey, deliverySize: photo.size, deliveryCrc32: photo.crc32 })
      .where(eq(imageItems.id, item.id));
  }
  const buyer = { kind: 'member' as const, subject: String(memberId) };
  const orderIds: number[] = [];
  for (const size of orders) {
    const order = await insertOrder(deps.db, {
      buyer,
      eventId,
      downloads: items.slice(0, size).map((item) => item.id),
    });
    orderIds.push(order.id);
  }
  // The JWT secret is in the data folder: the server process accepts this token.
  const { token } = await startSession(deps, { kind: 'member', id: String(memberId) });
  return { eventId, orderIds, token };
}

export type Download = { bytes: number; seconds: number; firstByteMs: number };

/**
 * One zip, read to its end over a fresh connection: bytes, time, time to the first body
 * byte. Fails unless it is complete (as long as `Content-Length`) and, for a zip (`entries`
 * > 0), ends with the zip's end record listing that many files.
 */
export function download(port: number, urlPath: string, token: string, entries: number): Promise<Download> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const request = http.get(
      { host: '127.0.0.1', port, path: urlPath, headers: { authorization: `Bearer ${token}` }, agent: false },
      (res) => {
        if (res.statusCode !== 200) {
          let text = '';
          res.on('data', (c: Buffer) => (text += c.toString()));
          res.on('end', () => reject(new Error(`${urlPath}: HTTP ${res.statusCode} ${text.slice(0, 300)}`)));
          return;
        }
        const contentLength = Number(res.headers['content-length']);
        let firstByte = 0;
        let bytes = 0;
        let tail = Buffer.alloc(0);
        res.on('data', (chunk: Buffer) => {
          if (bytes === 0) firstByte = performance.now();
          bytes += chunk.length;
          tail = Buffer.concat([tail, chunk.subarray(-22)]).subarray(-22);
        });
        res.on('error', reject);
        res.on('end', () => {
          const seconds = (performance.now() - started) / 1000;
          if (!res.complete || bytes !== contentLength)
            return reject(new Error(`${urlPath}: ${bytes} bytes read, Content-Length ${contentLength}`));
          // End of central directory: signature, then the entry count at offset 10 (0xffff: zip64).
          const count = tail.readUInt16LE(10);
          if (entries > 0 && (tail.readUInt32LE(0) !== 0x06054b50 || (count !== entries && count !== 0xffff)))
            return reject(new Error(`${urlPath}: no zip end record for ${entries} entries`));
          resolve({ bytes, seconds, firstByteMs: firstByte - started });
        });
      },
    );
    request.on('error', reject);
  });
}

/** Reads streams one after the other to their end, as the zip does: bytes and time. */
export async function readSequentially(open: (() => Promise<Readable>)[]) {
  const started = performance.now();
  let bytes = 0;
  for (const next of open) for await (const chunk of await next()) bytes += (chunk as Buffer).length;
  return { bytes, seconds: (performance.now() - started) / 1000 };
}

export const rssMb = (pid: number) => {
  const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  return Math.round(kb / 1024);
};

/** Resets a process's VmHWM to its current RSS (Linux `clear_refs` 5), so the peak is the downloads'. */
export function resetPeak(pid: number): boolean {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

export const round1 = (n: number) => Number(n.toFixed(1));
export const round3 = (n: number) => Number(n.toFixed(3));
export const rate = (r: { bytes: number; seconds: number }) => r.bytes / MIB / r.seconds;
