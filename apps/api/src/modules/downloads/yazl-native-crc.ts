import { createRequire } from 'node:module';
import { crc32 } from 'node:zlib';

type BufferCrc32 = { unsigned(buffer: Buffer, previous?: number): number };

/**
 * yazl checks every byte of a zip entry with `buffer-crc32`, a byte-at-a-time JavaScript loop
 * (~150 MiB/s here, measured by bench/zip: 42% of the server's CPU for a zip). Node's own
 * `zlib.crc32` computes the same CRC-32 an order of magnitude faster, so yazl's copy of
 * buffer-crc32 is pointed at it — same function, same results (tested against the original).
 * It is the very module object yazl required, so nothing else changes.
 */
const yazlRequire = createRequire(createRequire(import.meta.url).resolve('yazl'));
const bufferCrc32 = yazlRequire('buffer-crc32') as BufferCrc32;

/** The JavaScript implementation yazl came with (kept for the equivalence test). */
export const originalUnsignedCrc32 = bufferCrc32.unsigned;

bufferCrc32.unsigned = (buffer: Buffer, previous?: number) => crc32(buffer, previous ?? 0);
