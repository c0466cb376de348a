import { crc32 } from 'node:zlib';
import type { Database } from '../../db/client';
import type { ObjectStorage } from '../../platform/storage/object-storage';
import { setDeliveryCopy } from './downloads.repo';
import { stripLocation } from './strip-location';

export type DeliveryCopy = { key: string; size: number; crc32: number };

type DeliverableItem = {
  id: number;
  mediaType: 'photo' | 'movie';
  storageKey: string;
  deliveryKey: string | null;
  deliverySize: number | null;
  deliveryCrc32: number | null;
};

/** The delivery copy of an item when it is recorded already. */
export function recordedDeliveryCopy(item: DeliverableItem): DeliveryCopy | null {
  return item.deliveryKey !== null && item.deliverySize !== null && item.deliveryCrc32 !== null
    ? { key: item.deliveryKey, size: item.deliverySize, crc32: item.deliveryCrc32 }
    : null;
}

/**
 * What a buyer downloads of a photo: the original with its location metadata removed and
 * nothing else changed (docs/decisions/008). The stored original itself is rewritten without
 * the location — nobody needs where a school is, and one file per photo keeps storage as it
 * was — so the delivery copy is the original's key. Photo processing makes it; a photo
 * processed before delivery existed gets it on its first download. Movies get theirs from
 * the movie pipeline (a remux without metadata), so for them this only reads what is recorded.
 */
export async function ensureDeliveryCopy(
  deps: { db: Database; storage: ObjectStorage },
  item: DeliverableItem,
): Promise<DeliveryCopy | null> {
  const recorded = recordedDeliveryCopy(item);
  if (recorded || item.mediaType !== 'photo') return recorded;
  const original = await deps.storage.get(item.storageKey);
  if (!original) return null;
  return writeDeliveryCopy(deps, item.id, item.storageKey, original);
}

/** Strips the location from an original in hand, stores it back if anything changed, records it. */
export async function writeDeliveryCopy(
  deps: { db: Database; storage: ObjectStorage },
  imageItemId: number,
  storageKey: string,
  original: Buffer,
  contentType = contentTypeOf(storageKey),
): Promise<DeliveryCopy> {
  const stripped = stripLocation(original);
  if (stripped.removed) await deps.storage.put(storageKey, stripped.data, contentType);
  const copy = { key: storageKey, size: stripped.data.length, crc32: crc32(stripped.data) };
  await setDeliveryCopy(deps.db, imageItemId, copy);
  return copy;
}

const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  heic: 'image/heic',
  heif: 'image/heif',
  tif: 'image/tiff',
  tiff: 'image/tiff',
  mp4: 'video/mp4',
  m4v: 'video/mp4',
  mov: 'video/quicktime',
};

export const extensionOf = (key: string) => key.slice(key.lastIndexOf('.') + 1).toLowerCase();

export const contentTypeOf = (key: string) => CONTENT_TYPES[extensionOf(key)] ?? 'application/octet-stream';
