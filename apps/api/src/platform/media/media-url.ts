import { createHash } from 'node:crypto';
import { RESPONSIVE_VARIANTS } from '@omoide/contract';

// Thumbnails fill grids by the dozen, so they come as WebP with a JPEG fallback; the preview
// is shown one at a time and comes as JPEG only (docs/decisions/004: ingest speed). Smaller
// WebP files for phones and low-density screens come beside them (responsive-variants.ts,
// decision 035).
const BASE_VARIANTS = ['thumb.webp', 'thumb.jpg', 'preview.jpg'] as const;
export type DerivativeVariant = (typeof BASE_VARIANTS)[number];
export const DERIVATIVE_VARIANTS = [...BASE_VARIANTS, ...RESPONSIVE_VARIANTS] as const;

/** Public files of an item: a photo's derivatives, and a movie's preview clip besides them. */
export const MEDIA_VARIANTS = [...DERIVATIVE_VARIANTS, 'clip.mp4'] as const;
export type MediaVariant = (typeof MEDIA_VARIANTS)[number];

/**
 * Public address of a derivative; immutable for a media key (see photos.routes). A platform
 * piece: events (covers), photos, downloads, orders and fulfilment all name media files.
 */
export const mediaUrl = (mediaKey: string, variant: MediaVariant) => `/media/${mediaKey}/${variant}`;

/** Storage key of a derivative. */
export const mediaKeyOf = (mediaKey: string, variant: MediaVariant) => `media/${mediaKey}/${variant}`;

/**
 * The media key of a photo's next derivatives: new on each processing (a public address is
 * immutable), yet the same for every attempt of one processing — a worker killed after storing
 * some files leaves none behind, its retry writes over them. From the item, its original's
 * storage key (a random name never shown to buyers) and the key it replaces: not guessable.
 * A UUID in form (version 8), as the media routes take.
 */
export function nextMediaKey(item: { id: number; storageKey: string; mediaKey: string | null }): string {
  const hex = createHash('sha256')
    .update(`${item.id}\n${item.storageKey}\n${item.mediaKey ?? ''}`)
    .digest('hex')
    .slice(0, 32);
  const variant = ((Number.parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20)}`;
}
