import type { PhotoCustom } from '@omoide/contract';
import { readJson, removeItem, writeItem } from '@/shared/storage/safe-storage';

/**
 * What the buyer has chosen for one photo, kept in sessionStorage while they move between
 * the item page and the trim page: the quantity per size, and the crop (`photo_custom`)
 * per print size. Keys start with "event", so a change of identity clears them with the
 * other event caches (shared/auth/session-reset).
 */

const quantitiesKey = (itemId: number) => `eventItemChoice:${itemId}`;
const cropKey = (itemId: number, sizeId: number) => `eventCrop:${itemId}:${sizeId}`;

export type Quantities = Record<number, number>;

export function readQuantities(itemId: number): Quantities {
  const stored = readJson('session', quantitiesKey(itemId));
  if (typeof stored !== 'object' || stored === null) return {};
  const out: Quantities = {};
  for (const [size, quantity] of Object.entries(stored)) {
    if (/^\d+$/.test(size) && Number.isInteger(quantity) && (quantity as number) > 0) {
      out[Number(size)] = quantity as number;
    }
  }
  return out;
}

export function writeQuantities(itemId: number, quantities: Quantities): void {
  const chosen = Object.fromEntries(Object.entries(quantities).filter(([, quantity]) => quantity > 0));
  if (Object.keys(chosen).length === 0) removeItem('session', quantitiesKey(itemId));
  else writeItem('session', quantitiesKey(itemId), JSON.stringify(chosen));
}

function isPhotoCustom(value: unknown): value is PhotoCustom {
  if (typeof value !== 'object' || value === null) return false;
  const crop = value as Record<string, unknown>;
  return ['size_id', 'x', 'y', 'width', 'height'].every((key) => typeof crop[key] === 'number');
}

export function readCrop(itemId: number, sizeId: number): PhotoCustom | null {
  const stored = readJson('session', cropKey(itemId, sizeId));
  return isPhotoCustom(stored) && stored.size_id === sizeId ? stored : null;
}

export function writeCrop(itemId: number, crop: PhotoCustom): void {
  writeItem('session', cropKey(itemId, crop.size_id), JSON.stringify(crop));
}

export function removeCrop(itemId: number, sizeId: number): void {
  removeItem('session', cropKey(itemId, sizeId));
}

/** After the photo went into the cart: the next visit starts from an empty choice. */
export function clearItemChoice(itemId: number, sizeIds: readonly number[]): void {
  removeItem('session', quantitiesKey(itemId));
  for (const sizeId of sizeIds) removeCrop(itemId, sizeId);
}
