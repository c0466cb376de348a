/**
 * Responsive image files beside a photo's `thumb.webp`, `thumb.jpg` and `preview.jpg`
 * (docs/decisions/035): a smaller thumbnail for grids on screens of low density, and a
 * phone-sized watermarked preview. Same media key, same folder, so the web app names them
 * from the URLs an image item already carries; the server makes them at ingest, and for
 * photos processed before they existed, on their first request.
 */
export const RESPONSIVE_VARIANTS = ['thumb-240.webp', 'preview-960.webp'] as const;
export type ResponsiveVariant = (typeof RESPONSIVE_VARIANTS)[number];

/** Longest side in pixels of each responsive file (never enlarged beyond its source). */
export const RESPONSIVE_SIZES: Record<ResponsiveVariant, number> = {
  'thumb-240.webp': 240,
  'preview-960.webp': 960,
};
/** The thumbnail's and the preview's own longest side (decision 004). */
export const THUMB_LONG_SIDE = 400;
export const PREVIEW_LONG_SIDE = 1600;

/** `/media/<key>/thumb.webp` → `/media/<key>/thumb-240.webp`: a sibling file of the same processing. */
export function mediaSiblingUrl(url: string, variant: ResponsiveVariant): string {
  return url.replace(/[^/]*$/, variant);
}

/**
 * The width in pixels of a file whose longest side is `longSide`, for a photo of
 * `width` × `height` (a `w` descriptor of `srcset`); the file is never larger than the photo.
 */
export function widthAtLongSide(longSide: number, width: number, height: number): number {
  const scale = Math.min(1, longSide / Math.max(width, height));
  return Math.max(1, Math.round(width * scale));
}
