import { open } from 'node:fs/promises';
import { AppError } from '../../platform/errors';
import { type MovieProbe, probeMovie } from '../../platform/media/ffmpeg';
import { MAX_MOVIE_BYTES } from './photo-limits';
import { photoMessages as m } from './photos.messages';

export type MovieContainer = 'mp4' | 'mov';
export type InspectedMovie = { container: MovieContainer; probe: MovieProbe };

// HEIC and AVIF photos are ISO-BMFF files too, with an `ftyp` box naming image brands: those
// stay photos (sharp reads them).
const IMAGE_BRANDS = new Set([
  'mif1',
  'msf1',
  'heic',
  'heix',
  'heim',
  'heis',
  'hevc',
  'hevx',
  'avif',
  'avis',
]);

/**
 * The container of a movie from its first bytes (an ISO-BMFF `ftyp` box: MP4, MOV, M4V,
 * 3GP), or null when the file is something else. The name of a file is never trusted.
 */
export function sniffMovie(head: Buffer): MovieContainer | null {
  if (head.length < 12 || head.toString('latin1', 4, 8) !== 'ftyp') return null;
  const boxSize = head.readUInt32BE(0);
  if (boxSize < 12) return null;
  const brand = head.toString('latin1', 8, 12);
  if (IMAGE_BRANDS.has(brand)) return null;
  return brand === 'qt  ' ? 'mov' : 'mp4';
}

export async function readHead(source: Buffer | { file: string; size: number }, bytes = 64): Promise<Buffer> {
  if (Buffer.isBuffer(source)) return source.subarray(0, bytes);
  const handle = await open(source.file, 'r');
  try {
    const head = Buffer.alloc(Math.min(bytes, source.size));
    await handle.read(head, 0, head.length, 0);
    return head;
  } finally {
    await handle.close();
  }
}

/**
 * Walks the file's top-level boxes by their headers (a few reads, whatever the size): a box
 * reaching past the end means an interrupted upload or copy; no `moov` means nothing to play.
 */
async function checkBoxes(file: string, size: number): Promise<'ok' | 'truncated' | 'no_moov'> {
  const handle = await open(file, 'r');
  try {
    const header = Buffer.alloc(16);
    let offset = 0;
    let moov = false;
    while (offset < size) {
      if (size - offset < 8) return 'truncated';
      await handle.read(header, 0, 16, offset);
      let boxSize = header.readUInt32BE(0);
      const type = header.toString('latin1', 4, 8);
      if (boxSize === 1) {
        if (size - offset < 16) return 'truncated';
        boxSize = Number(header.readBigUInt64BE(8));
      } else if (boxSize === 0) {
        boxSize = size - offset; // "to the end of the file"
      }
      if (boxSize < 8) return 'truncated';
      if (type === 'moov') moov = true;
      if (offset + boxSize > size) return 'truncated';
      offset += boxSize;
    }
    return moov ? 'ok' : 'no_moov';
  } finally {
    await handle.close();
  }
}

/**
 * The checks made before a movie is accepted: size, container, complete top-level boxes,
 * and a video stream with a duration (ffmpeg reads the headers only: an immediate answer).
 */
export async function inspectMovie(
  file: string,
  size: number,
  container: MovieContainer,
): Promise<InspectedMovie> {
  if (size > MAX_MOVIE_BYTES) {
    throw new AppError(413, 'MOVIE-TOO-LARGE', m['movie.too_large'], { maxGb: MAX_MOVIE_BYTES / 1024 ** 3 });
  }
  const boxes = await checkBoxes(file, size);
  if (boxes === 'truncated') throw new AppError(400, 'MOVIE-TRUNCATED', m['movie.truncated']);
  if (boxes === 'no_moov') throw new AppError(400, 'MOVIE-CORRUPT', m['movie.corrupt']);
  const probe = await probeMovie(file);
  if (!probe) throw new AppError(400, 'MOVIE-CORRUPT', m['movie.corrupt']);
  return { container, probe };
}
