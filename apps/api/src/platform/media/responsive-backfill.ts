import type { ObjectStorage } from '../storage/object-storage';
import { mediaKeyOf } from './media-url';
import {
  RESPONSIVE_SOURCE,
  RESPONSIVE_VARIANTS,
  type ResponsiveVariant,
  responsiveFromSource,
} from './responsive-variants';

/** Files being made right now, so a grid's burst of requests makes each only once. */
const making = new Map<string, Promise<Buffer | null>>();

export const isResponsiveVariant = (variant: string): variant is ResponsiveVariant =>
  (RESPONSIVE_VARIANTS as readonly string[]).includes(variant);

/**
 * A responsive file of a photo processed before they existed (docs/decisions/035): made on its
 * first request from the public file it is resized from (`RESPONSIVE_SOURCE`: the thumbnail,
 * or the preview that carries the watermark, never the original), stored under the same media
 * key, so every later request is a plain read. Null when the media key has no such source
 * (an unknown or replaced key, or a movie poster of another shape): the route answers 404.
 */
export async function backfillResponsive(
  storage: ObjectStorage,
  mediaKey: string,
  variant: ResponsiveVariant,
): Promise<Buffer | null> {
  const key = mediaKeyOf(mediaKey, variant);
  let pending = making.get(key);
  if (!pending) {
    pending = make(storage, mediaKey, variant).finally(() => making.delete(key));
    making.set(key, pending);
  }
  return pending;
}

async function make(
  storage: ObjectStorage,
  mediaKey: string,
  variant: ResponsiveVariant,
): Promise<Buffer | null> {
  const source = await storage.get(mediaKeyOf(mediaKey, RESPONSIVE_SOURCE[variant]));
  if (!source) return null;
  // Our own derivative, decoded by our own encoder: a failure here is a damaged store, which
  // the buyer sees as a missing image (the BlurHash stays), never as a server error.
  const body = await responsiveFromSource(variant, source).catch(() => null);
  if (!body) return null;
  await storage.put(mediaKeyOf(mediaKey, variant), body, 'image/webp');
  return body;
}
