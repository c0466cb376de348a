import { type ImageItem, PHOTO_PAGE_SIZE, type PhotoDetail, type PhotoList } from '@omoide/contract';
import type { Database } from '../../db/client';
import { AppError } from '../../platform/errors';
import { mediaUrl } from '../../platform/media/media-url';
import { perDatabase } from '../../platform/per-database';
import { assertMaySeeEvent, type Buyer } from '../events/event-access';
import { type ListedPhoto, listingOf, readyPhotosOf } from './photo-list-cache';
import { photoMessages as m } from './photos.messages';
import { findCategory, findReadyItemCategory } from './photos.repo';

const epochOrNull = (date: Date | null) => (date ? Math.floor(date.getTime() / 1000) : null);

export function toImageItem(photo: ListedPhoto): ImageItem {
  const key = photo.mediaKey!;
  return {
    id: photo.id,
    category_id: photo.categoryId,
    event_id: photo.eventId,
    expiration_of_info_t: epochOrNull(photo.expirationOfInfo),
    captured_t: epochOrNull(photo.capturedAt),
    width: photo.width,
    height: photo.height,
    placeholder: photo.placeholder,
    thumb_url: mediaUrl(key, 'thumb.webp'),
    thumb_url_jpeg: mediaUrl(key, 'thumb.jpg'),
    preview_url: mediaUrl(key, 'preview.jpg'),
    media_type: photo.mediaType,
    duration_ms: photo.durationMs,
    preview_clip_url: photo.mediaType === 'movie' ? mediaUrl(key, 'clip.mp4') : null,
  };
}

// Category → event is fixed once created: remembered so a page needs no lookup.
const categoryEvents = perDatabase<number, number>();

async function eventOfCategory(db: Database, categoryId: number): Promise<number> {
  const cache = categoryEvents(db);
  const known = cache.get(categoryId);
  if (known !== undefined) return known;
  const category = await findCategory(db, categoryId);
  if (!category) throw new AppError(404, 'CATEGORY-404', m['category.not_found']);
  cache.set(categoryId, category.eventId);
  return category.eventId;
}

/** Serialised pages kept per category listing: every page start of 10,000 photos, and some. */
const MAX_CACHED_PAGES = 256;

/**
 * One page of a category's photos from `index` (spec §3 "Photo list by category") as JSON
 * text: `next_index` is where the next page starts, `next_page` whether there is one. Each
 * page is serialised once per cached listing (the hot path of the catalogue).
 */
export async function getPhotoPageJson(
  db: Database,
  buyer: Buyer,
  categoryId: number,
  index: number,
): Promise<string> {
  const eventId = await eventOfCategory(db, categoryId);
  await assertMaySeeEvent(db, buyer, eventId);
  const listing = listingOf(db, categoryId);
  const photos = await listing.items;
  const cached = listing.pages.get(index);
  if (cached) return cached;
  const json = JSON.stringify(pageOf(photos, index));
  // Clients ask for the `next_index` values they were given (page starts), plus the odd
  // restored position: a bound keeps made-up indexes from growing the cache without end.
  if (listing.pages.size < MAX_CACHED_PAGES) listing.pages.set(index, json);
  return json;
}

function pageOf(photos: ListedPhoto[], index: number): PhotoList {
  const page = photos.slice(index, index + PHOTO_PAGE_SIZE);
  const end = index + page.length;
  const more = end < photos.length;
  return {
    next_page: more,
    next_index: more ? end : null,
    total: photos.length,
    data: page.map((photo) => ({ image_item: toImageItem(photo) })),
  };
}

/**
 * One photo with its neighbours in category order, for the item page (swipe to previous and
 * next) and deep links. A photo not ready, or of an event the buyer may not see, is "not found".
 */
export async function getPhotoDetail(db: Database, buyer: Buyer, itemId: number): Promise<PhotoDetail> {
  const categoryId = await findReadyItemCategory(db, itemId);
  if (categoryId === null) throw new AppError(404, 'PHOTO-404', m['photo.not_found']);
  await assertMaySeeEvent(db, buyer, await eventOfCategory(db, categoryId));
  const photos = await readyPhotosOf(db, categoryId);
  const index = photos.findIndex((p) => p.id === itemId);
  if (index < 0) throw new AppError(404, 'PHOTO-404', m['photo.not_found']);
  return {
    image_item: toImageItem(photos[index]!),
    index,
    total: photos.length,
    prev_item_id: photos[index - 1]?.id ?? null,
    next_item_id: photos[index + 1]?.id ?? null,
  };
}
