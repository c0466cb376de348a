import sharp from 'sharp';
import { textOutline } from './watermark-font';

/**
 * The preview's watermark: diagonal, repeated, semi-transparent text, rendered once per
 * photo size and text, then blended into each preview's pixels.
 *
 * Blending is done here rather than with libvips' composite: the text covers a small part
 * of the picture, and touching only those pixels takes ~5 ms per 1600 px preview where a
 * full-frame composite took ~45 ms — a sixth of a photo's whole processing (bench/ingest).
 */

/**
 * Diagonal, repeated, semi-transparent text: visible on any part of the photo, hard to crop
 * out. The text is one outline (the shipped typeface, `watermark-font.ts`) placed again and
 * again with <use>, so the renderer needs no font and the tiles are spaced by its real width.
 */
export function watermarkSvg(width: number, height: number, text: string): Buffer {
  const size = Math.max(18, Math.round(Math.min(width, height) / 14));
  const outline = textOutline(text, size);
  const stepX = outline.width + size * 3;
  const stepY = size * 4;
  const tiles: string[] = [];
  for (let y = -height; y < height * 2; y += stepY) {
    for (let x = -width; x < width * 2; x += stepX) {
      tiles.push(`<use xlink:href="#mark" x="${Math.round(x)}" y="${Math.round(y)}"/>`);
    }
  }
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${width}" height="${height}">
      <defs><path id="mark" d="${outline.pathData}"/></defs>
      <g transform="rotate(-30 ${width / 2} ${height / 2})"
         fill="#ffffff" fill-opacity="0.38" stroke="#000000" stroke-opacity="0.18" stroke-width="1">
        ${tiles.join('')}
      </g></svg>`,
  );
}

/** The watermark's visible pixels only: where, how opaque, and what colour. */
type SparseOverlay = { pixels: Uint32Array; alpha: Uint8Array; colour: Uint8Array };

// Most photos of an event share a size, so the rendered watermark is kept per size and text.
const CACHE_SIZE = 16;
const overlays = new Map<string, Promise<SparseOverlay>>();

async function renderSparse(width: number, height: number, text: string): Promise<SparseOverlay> {
  const rgba = await sharp(watermarkSvg(width, height, text))
    .ensureAlpha()
    .raw()
    .toBuffer();
  let visible = 0;
  for (let i = 3; i < rgba.length; i += 4) if (rgba[i]! > 0) visible++;
  const overlay: SparseOverlay = {
    pixels: new Uint32Array(visible),
    alpha: new Uint8Array(visible),
    colour: new Uint8Array(visible * 3),
  };
  let n = 0;
  for (let p = 0; p < width * height; p++) {
    const a = rgba[p * 4 + 3]!;
    if (a === 0) continue;
    overlay.pixels[n] = p;
    overlay.alpha[n] = a;
    overlay.colour.set(rgba.subarray(p * 4, p * 4 + 3), n * 3);
    n++;
  }
  return overlay;
}

function sparseOverlay(width: number, height: number, text: string): Promise<SparseOverlay> {
  const key = `${width}x${height}:${text}`;
  let overlay = overlays.get(key);
  if (!overlay) {
    overlay = renderSparse(width, height, text);
    if (overlays.size >= CACHE_SIZE) overlays.delete(overlays.keys().next().value!);
    overlays.set(key, overlay);
    overlay.catch(() => overlays.delete(key));
  }
  return overlay;
}

/**
 * Blends the watermark into `pixels` (RGB or RGBA rows of `width`×`height`) in place
 * ("over" with the overlay's straight alpha, rounded): no copy of a 5 MB frame per photo.
 */
export async function blendWatermark(
  pixels: Buffer,
  image: { width: number; height: number; channels: number },
  text: string,
): Promise<Buffer> {
  const overlay = await sparseOverlay(image.width, image.height, text);
  const out = pixels;
  const { channels } = image;
  for (let i = 0; i < overlay.pixels.length; i++) {
    const base = overlay.pixels[i]! * channels;
    const a = overlay.alpha[i]!;
    const keep = 255 - a;
    for (let c = 0; c < 3; c++) {
      out[base + c] = (out[base + c]! * keep + overlay.colour[i * 3 + c]! * a + 127) / 255;
    }
  }
  return out;
}
