import { hasEnded, type ImageItem, type PhotoList } from '@omoide/contract';
import type { Area } from '@/shared/routing/area';

/**
 * Paging of a category's photo list (spec §3 "Photo list by category", §6, §7) and the
 * cache rule of spec §4, as pure functions.
 */

/** `null` asks for the first page. */
export type PhotoPageParam = number | null;

/**
 * Members read the first page from `/photo_list/category/{id}`; guests may only use the
 * indexed call, so their first page is `/{id}/0` (spec §6). Later pages are `/{id}/{next_index}`.
 */
export function photoPagePath(area: Area, categoryId: number, pageParam: PhotoPageParam): string {
  const base = `/api/event/photo_list/category/${categoryId}`;
  if (pageParam === null) return area === 'member' ? base : `${base}/0`;
  return `${base}/${pageParam}`;
}

/** The next page's index, or undefined at the end of the list. */
export function nextPageParam(last: PhotoList): number | undefined {
  return last.next_page && last.next_index !== null ? last.next_index : undefined;
}

export function itemsOf(pages: readonly PhotoList[]): ImageItem[] {
  return pages.flatMap((page) => page.data.map((entry) => entry.image_item));
}

/** How many photos the grid shows: the list's total once known, else the category's count. */
export function gridTotal(pages: readonly PhotoList[] | undefined, fallback: number): number {
  const last = pages?.at(-1);
  if (!last) return fallback;
  // Never fewer cells than photos already loaded, and no placeholders after the end.
  const loaded = itemsOf(pages ?? []).length;
  return last.next_page ? Math.max(last.total, loaded) : loaded;
}

/** Spec §4: a cached page goes when any of its photos' `expiration_of_info_t` has passed. */
export function isPageExpired(page: PhotoList, now_t: number): boolean {
  return page.data.some(({ image_item }) => hasEnded(image_item.expiration_of_info_t, now_t));
}

export function hasExpiredPage(pages: readonly PhotoList[] | undefined, now_t: number): boolean {
  return (pages ?? []).some((page) => isPageExpired(page, now_t));
}

/** Whether a photo is past its `expiration_of_info_t`. */
export function isItemExpired(item: Pick<ImageItem, 'expiration_of_info_t'>, now_t: number): boolean {
  return hasEnded(item.expiration_of_info_t, now_t);
}

/**
 * Infinite scroll: fetch the next page once the visible cells come within `threshold` of
 * the photos loaded so far, unless the list has ended or a page is already on its way.
 */
export function shouldFetchNextPage(input: {
  lastVisibleIndex: number;
  loadedCount: number;
  hasNextPage: boolean;
  isFetching: boolean;
  threshold: number;
}): boolean {
  const { lastVisibleIndex, loadedCount, hasNextPage, isFetching, threshold } = input;
  return hasNextPage && !isFetching && lastVisibleIndex >= loadedCount - threshold;
}

/** Columns of the photo grid for its width in CSS pixels: 3 on phones, up to 6 on desktops. */
export function gridColumns(width: number): number {
  if (width >= 900) return 6;
  if (width >= 640) return 5;
  if (width >= 480) return 4;
  return 3;
}
