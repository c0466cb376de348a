import { open } from 'node:fs/promises';
import sharp, { type Metadata } from 'sharp';
import { AppError } from '../../platform/errors';
import { ACCEPTED_FORMATS, MAX_PHOTO_BYTES, MAX_PHOTO_PIXELS } from './photo-limits';
import { photoMessages as m } from './photos.messages';

export type InspectedPhoto = { format: (typeof ACCEPTED_FORMATS)[number]; width: number; height: number };

const refuse = (status: number, code: string, key: keyof typeof m, params?: Record<string, number>) =>
  new AppError(status, code, m[key], params);

/** True when a JPEG or PNG stops before its end marker (an interrupted upload or copy). */
export function looksTruncated(bytes: Buffer, format: string): boolean {
  if (format === 'jpeg') {
    let end = bytes.length;
    while (end > 2 && bytes[end - 1] === 0x00) end--; // some cameras pad after EOI
    return !(bytes[end - 2] === 0xff && bytes[end - 1] === 0xd9);
  }
  if (format === 'png') return bytes.subarray(-8, -4).toString('latin1') !== 'IEND';
  return false;
}

// Enough of a file's end for its end marker, after the zero padding some cameras add.
const TAIL_BYTES = 64 * 1024;

async function tailOf(file: string, size: number): Promise<Buffer> {
  const handle = await open(file, 'r');
  try {
    const length = Math.min(size, TAIL_BYTES);
    const tail = Buffer.alloc(length);
    await handle.read(tail, 0, length, size - length);
    return tail;
  } finally {
    await handle.close();
  }
}

/**
 * The checks made before a photo is accepted, all from headers and the file's last bytes —
 * no full decode, so an upload answers at once: size, image format, pixel count
 * (decompression bombs) and truncation. Damage inside the data is found by processing and
 * recorded on the photo. The photo is in memory, or in a file on disk (an upload streamed
 * there), which is then never read whole.
 */
export async function inspectPhoto(source: Buffer | { file: string; size: number }): Promise<InspectedPhoto> {
  const size = Buffer.isBuffer(source) ? source.length : source.size;
  if (size > MAX_PHOTO_BYTES) {
    throw refuse(413, 'PHOTO-TOO-LARGE', 'photo.too_large', { maxMb: MAX_PHOTO_BYTES / 1024 / 1024 });
  }
  let meta: Metadata;
  try {
    meta = await sharp(Buffer.isBuffer(source) ? source : source.file, {
      limitInputPixels: false,
    }).metadata();
  } catch {
    throw refuse(415, 'PHOTO-NOT-IMAGE', 'photo.not_image');
  }
  const format = meta.format as InspectedPhoto['format'];
  if (!ACCEPTED_FORMATS.includes(format) || !meta.width || !meta.height) {
    throw refuse(415, 'PHOTO-NOT-IMAGE', 'photo.not_image');
  }
  if (meta.width * meta.height > MAX_PHOTO_PIXELS) {
    throw refuse(400, 'PHOTO-TOO-MANY-PIXELS', 'photo.too_many_pixels', {
      maxMp: MAX_PHOTO_PIXELS / 1_000_000,
    });
  }
  const tail = Buffer.isBuffer(source) ? source : await tailOf(source.file, source.size);
  if (looksTruncated(tail, format)) throw refuse(400, 'PHOTO-TRUNCATED', 'photo.truncated');
  return { format, width: meta.width, height: meta.height };
}
