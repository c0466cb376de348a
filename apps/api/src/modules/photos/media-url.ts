import type { DerivativeVariant } from './photo-derivatives';

/** Public address of a photo derivative; immutable for a media key (see photos.routes). */
export const mediaUrl = (mediaKey: string, variant: DerivativeVariant) => `/media/${mediaKey}/${variant}`;
