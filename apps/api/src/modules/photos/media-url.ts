import { DERIVATIVE_VARIANTS } from './photo-derivatives';

/** Public files of an item: a photo's derivatives, and a movie's preview clip besides them. */
export const MEDIA_VARIANTS = [...DERIVATIVE_VARIANTS, 'clip.mp4'] as const;
export type MediaVariant = (typeof MEDIA_VARIANTS)[number];

/** Public address of a derivative; immutable for a media key (see photos.routes). */
export const mediaUrl = (mediaKey: string, variant: MediaVariant) => `/media/${mediaKey}/${variant}`;

/** Storage key of a derivative. */
export const mediaKeyOf = (mediaKey: string, variant: MediaVariant) => `media/${mediaKey}/${variant}`;
