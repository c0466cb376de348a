import { encode as encodeBlurhash } from 'blurhash';
import sharp from 'sharp';
import { MAX_PHOTO_PIXELS, PLACEHOLDER_SIZE, PREVIEW_SIZE, THUMB_SIZE } from './photo-limits';

export type Derivatives = {
  width: number;
  height: number;
  previewWidth: number;
  previewHeight: number;
  files: { variant: DerivativeVariant; body: Buffer; contentType: string }[];
  /** A BlurHash (~30 characters) the web app paints while the thumbnail loads. */
  placeholder: string;
};

// Thumbnails fill grids by the dozen, so they come as WebP with a JPEG fallback; the preview
// is shown one at a time and comes as JPEG only (docs/decisions/004: ingest speed).
export const DERIVATIVE_VARIANTS = ['thumb.webp', 'thumb.jpg', 'preview.jpg'] as const;
export type DerivativeVariant = (typeof DERIVATIVE_VARIANTS)[number];

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

// Every photo is decoded once and never again: libvips' operation cache would only hold
// memory (the ingest benchmark's peak), so it is off.
sharp.cache(false);

// Most photos of an event share a size, so the rendered watermark is kept per size and text
// instead of rendering its SVG for every photo.
const WATERMARK_CACHE_SIZE = 16;
const watermarks = new Map<string, Promise<Buffer>>();

function renderedWatermark(width: number, height: number, text: string): Promise<Buffer> {
  const key = `${width}x${height}:${text}`;
  let overlay = watermarks.get(key);
  if (!overlay) {
    overlay = sharp(watermarkSvg(width, height, text))
      .png({ compressionLevel: 0 })
      .toBuffer();
    if (watermarks.size >= WATERMARK_CACHE_SIZE) watermarks.delete(watermarks.keys().next().value!);
    watermarks.set(key, overlay);
    overlay.catch(() => watermarks.delete(key));
  }
  return overlay;
}

/** Diagonal, repeated, semi-transparent text: visible on any part of the photo, hard to crop out. */
export function watermarkSvg(width: number, height: number, text: string): Buffer {
  const size = Math.max(18, Math.round(Math.min(width, height) / 14));
  const stepX = size * (text.length * 0.62 + 3);
  const stepY = size * 4;
  const rows: string[] = [];
  for (let y = -height; y < height * 2; y += stepY) {
    for (let x = -width; x < width * 2; x += stepX) {
      rows.push(`<text x="${Math.round(x)}" y="${Math.round(y)}">${escapeXml(text)}</text>`);
    }
  }
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
      <g transform="rotate(-30 ${width / 2} ${height / 2})" font-family="sans-serif" font-weight="700"
         font-size="${size}" fill="#ffffff" fill-opacity="0.38" stroke="#000000" stroke-opacity="0.18" stroke-width="1">
        ${rows.join('')}
      </g></svg>`,
  );
}

/**
 * Makes every public derivative of one photo from a single decode: the original is decoded
 * once (JPEG shrink-on-load), oriented by its EXIF tag, converted to sRGB and flattened onto
 * white at preview size; thumbnail and placeholder are made from that buffer. Outputs carry
 * no metadata but an sRGB colour profile (no GPS, camera or EXIF data leaves the server).
 */
export async function makeDerivatives(original: Buffer, watermarkText: string): Promise<Derivatives> {
  // failOn 'warning' (sharp's default): libjpeg's "corrupt data" warnings mean a damaged photo we must not sell.
  const source = sharp(original, { limitInputPixels: MAX_PHOTO_PIXELS, failOn: 'warning' });
  const { data, info } = await source
    .rotate()
    .resize(PREVIEW_SIZE, PREVIEW_SIZE, { fit: 'inside', withoutEnlargement: true })
    .toColourspace('srgb')
    .flatten({ background: '#ffffff' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const meta = await sharp(original, { limitInputPixels: MAX_PHOTO_PIXELS }).metadata();
  const oriented = (meta.orientation ?? 1) >= 5;
  const width = oriented ? (meta.height ?? info.height) : (meta.width ?? info.width);
  const height = oriented ? (meta.width ?? info.width) : (meta.height ?? info.height);

  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } } as const;
  const overlay = await renderedWatermark(info.width, info.height, watermarkText);
  const thumb = () =>
    sharp(data, raw)
      .resize(THUMB_SIZE, THUMB_SIZE, { fit: 'inside', withoutEnlargement: true })
      .withIccProfile('srgb');

  const [previewJpeg, thumbWebp, thumbJpeg, small] = await Promise.all([
    sharp(data, raw)
      .composite([{ input: overlay }])
      .withIccProfile('srgb')
      .jpeg({ quality: 82, progressive: true })
      .toBuffer(),
    thumb().webp({ quality: 72 }).toBuffer(),
    thumb().jpeg({ quality: 75 }).toBuffer(),
    sharp(data, raw)
      .resize(PLACEHOLDER_SIZE, PLACEHOLDER_SIZE, { fit: 'inside' })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true }),
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
    ],
    placeholder,
  };
}
