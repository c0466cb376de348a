import os from 'node:os';
import { encode as encodeBlurhash } from 'blurhash';
import sharp from 'sharp';
import { decodingImage } from '../../platform/media/image-decode';
import type { DerivativeVariant } from '../../platform/media/media-url';
import { makeResponsiveFiles, type ResponsiveVariant } from '../../platform/media/responsive-variants';
import { measureSharpness } from '../../platform/media/sharpness';
import { tagJpegAsSrgb } from '../../platform/media/srgb-tag';
import { blendWatermark } from '../../platform/media/watermark';
import { MAX_PHOTO_PIXELS, PLACEHOLDER_SIZE, PREVIEW_SIZE, THUMB_SIZE } from './photo-limits';

export type Derivatives = {
  width: number;
  height: number;
  previewWidth: number;
  previewHeight: number;
  files: { variant: DerivativeVariant | ResponsiveVariant; body: Buffer; contentType: string }[];
  /** A BlurHash (~30 characters) the web app paints while the thumbnail loads. */
  placeholder: string;
  /** How sharp the photo is (platform/media/sharpness.ts), from the same decode. */
  sharpness: number;
};

// Every photo is decoded once and never again: libvips' operation cache would only hold
// memory (the ingest benchmark's peak), so it is off.
sharp.cache(false);

/**
 * Gives each of `parallelPhotos` photos processed at once its share of the cores. libvips
 * otherwise runs every image on as many threads as there are cores, so two photos at once on
 * two cores ran four busy threads: measured on 200 × 12 MP, processing took 50.5 CPU-seconds
 * that way against 42.9 with one thread per photo (bench/ingest, docs/decisions/004).
 */
export function shareCoresBetween(parallelPhotos: number): void {
  sharp.concurrency(Math.max(1, Math.floor(os.availableParallelism() / Math.max(1, parallelPhotos))));
}

/**
 * Makes every public derivative of one photo from a single decode: the original is decoded
 * once (JPEG shrink-on-load), oriented by its EXIF tag, converted to sRGB and flattened onto
 * white at preview size; thumbnail and placeholder are made from that buffer. Outputs carry
 * no metadata but an sRGB colour profile (no GPS, camera or EXIF data leaves the server).
 */
/** `original` is the photo's bytes or the path of its file. */
export async function makeDerivatives(
  original: Buffer | string,
  watermarkText: string,
): Promise<Derivatives> {
  // failOn 'warning' (sharp's default): libjpeg's "corrupt data" warnings mean a damaged photo we must not sell.
  // A failure here is the photo's (an ImageDecodeError); the encodes below are ours.
  const { data, info } = await decodingImage(() =>
    sharp(original, { limitInputPixels: MAX_PHOTO_PIXELS, failOn: 'warning' })
      .rotate()
      .resize(PREVIEW_SIZE, PREVIEW_SIZE, { fit: 'inside', withoutEnlargement: true })
      .toColourspace('srgb')
      .flatten({ background: '#ffffff' })
      .raw()
      .toBuffer({ resolveWithObject: true }),
  );
  const meta = await decodingImage(() => sharp(original, { limitInputPixels: MAX_PHOTO_PIXELS }).metadata());
  const oriented = (meta.orientation ?? 1) >= 5;
  const width = oriented ? (meta.height ?? info.height) : (meta.width ?? info.width);
  const height = oriented ? (meta.width ?? info.width) : (meta.height ?? info.height);

  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } } as const;
  // The thumbnail is resized once and encoded twice; the placeholder comes from it too.
  const thumbPixels = await sharp(data, raw)
    .resize(THUMB_SIZE, THUMB_SIZE, { fit: 'inside', withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const thumbRaw = {
    raw: {
      width: thumbPixels.info.width,
      height: thumbPixels.info.height,
      channels: thumbPixels.info.channels,
    },
  } as const;
  const thumb = () => sharp(thumbPixels.data, thumbRaw).withIccProfile('srgb');
  // Measured before the watermark's sharp edges are drawn in (issue 29's blur flag).
  const sharpness = await measureSharpness(data, info);
  // The thumbnail is made: the decoded frame can now take the watermark in place.
  const previewPixels = await blendWatermark(data, info, watermarkText);

  const [previewJpeg, thumbWebp, thumbJpeg, small, responsive] = await Promise.all([
    // Baseline (not progressive): half the encoding time, and the BlurHash already shows
    // while it loads (decision 004).
    sharp(previewPixels, raw).jpeg({ quality: 82 }).toBuffer().then(tagJpegAsSrgb),
    thumb().webp({ quality: 72, effort: 2 }).toBuffer(),
    thumb().jpeg({ quality: 75 }).toBuffer(),
    sharp(thumbPixels.data, thumbRaw)
      .resize(PLACEHOLDER_SIZE, PLACEHOLDER_SIZE, { fit: 'inside' })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true }),
    makeResponsiveFiles(thumbPixels, { data: previewPixels, info }),
  ]);
  // 4×3 components: enough for the light and colour layout of a photo in ~28 characters,
  // small enough that a page of 60 photos carries its placeholders in under 2 KB.
  const placeholder = encodeBlurhash(
    new Uint8ClampedArray(small.data),
    small.info.width,
    small.info.height,
    4,
    3,
  );
  return {
    width,
    height,
    previewWidth: info.width,
    previewHeight: info.height,
    files: [
      { variant: 'thumb.webp', body: thumbWebp, contentType: 'image/webp' },
      { variant: 'thumb.jpg', body: thumbJpeg, contentType: 'image/jpeg' },
      { variant: 'preview.jpg', body: previewJpeg, contentType: 'image/jpeg' },
      ...responsive,
    ],
    placeholder,
    sharpness,
  };
}
