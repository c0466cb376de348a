import { MOVIE_PREVIEW_SECONDS } from '@omoide/contract';

/** Largest upload accepted per file: a 12 MP camera JPEG is 5–12 MB; RAW files are not photos we sell. */
export const MAX_PHOTO_BYTES = 50 * 1024 * 1024;
/** Decompression-bomb guard: 100 MP covers every camera we expect (a 61 MP full frame fits). */
export const MAX_PHOTO_PIXELS = 100_000_000;
export const THUMB_SIZE = 400;
export const PREVIEW_SIZE = 1600;
/** Pixels the BlurHash placeholder is computed from: more adds time, not quality. */
export const PLACEHOLDER_SIZE = 32;
export const ACCEPTED_FORMATS = ['jpeg', 'png', 'webp', 'heif', 'tiff'] as const;
/**
 * Largest movie accepted: a school play filmed in 4K on a phone is ~1 GB for 10 minutes;
 * more belongs in several files. Separate from photos' limit, since a movie is only known by
 * its bytes (the `ftyp` box), never by its name.
 */
export const MAX_MOVIE_BYTES = 2 * 1024 * 1024 * 1024;
/** The preview clip: the first seconds of the movie, low resolution, watermarked. */
export const CLIP_SECONDS = MOVIE_PREVIEW_SECONDS;
export const CLIP_MAX_HEIGHT = 480;
