import type { PhotoList } from '@omoide/contract';
import { describe, expect, it } from 'vitest';
import { imageItem, photoPage } from '@/test/event-fixtures';
import {
  gridColumns,
  gridTotal,
  hasExpiredPage,
  isPageExpired,
  itemsOf,
  nextPageParam,
  photoPagePath,
  shouldFetchNextPage,
} from './photo-pages';

const page = photoPage;

describe('photo list paging (spec §3, §6, §7)', () => {
  it('asks members for the first page without an index, guests with index 0', () => {
    expect(photoPagePath('member', 7, null)).toBe('/api/event/photo_list/category/7');
    expect(photoPagePath('guest', 7, null)).toBe('/api/event/photo_list/category/7/0');
  });

  it('asks for later pages by next_index', () => {
    expect(photoPagePath('member', 7, 60)).toBe('/api/event/photo_list/category/7/60');
    expect(photoPagePath('guest', 7, 120)).toBe('/api/event/photo_list/category/7/120');
  });

  it('follows next_index until the list ends', () => {
    expect(nextPageParam(page([1], 60, 130))).toBe(60);
    expect(nextPageParam(page([1], 120, 130))).toBe(120);
    expect(nextPageParam(page([1], null, 130))).toBeUndefined();
    // A page that says "more" without an index cannot be followed.
    expect(nextPageParam({ ...page([1], null, 130), next_page: true })).toBeUndefined();
  });

  it('flattens pages in order', () => {
    expect(itemsOf([page([1, 2], 2, 4), page([3, 4], null, 4)]).map((item) => item.id)).toEqual([1, 2, 3, 4]);
  });

  it('sizes the grid by the list total, the category count before the first page', () => {
    expect(gridTotal(undefined, 24)).toBe(24);
    expect(gridTotal([page([1, 2, 3], 3, 130)], 24)).toBe(130);
    // At the end of the list, exactly the photos there are (no trailing placeholders).
    expect(gridTotal([page([1, 2], 2, 5), page([3, 4], null, 5)], 24)).toBe(4);
  });

  it('fetches the next page when the visible cells near the loaded end', () => {
    const base = { loadedCount: 60, hasNextPage: true, isFetching: false, threshold: 6 };
    expect(shouldFetchNextPage({ ...base, lastVisibleIndex: 20 })).toBe(false);
    expect(shouldFetchNextPage({ ...base, lastVisibleIndex: 54 })).toBe(true);
    expect(shouldFetchNextPage({ ...base, lastVisibleIndex: 80 })).toBe(true);
    expect(shouldFetchNextPage({ ...base, lastVisibleIndex: 80, hasNextPage: false })).toBe(false);
    expect(shouldFetchNextPage({ ...base, lastVisibleIndex: 80, isFetching: true })).toBe(false);
  });

  it.each([
    [320, 3],
    [479, 3],
    [480, 4],
    [700, 5],
    [960, 6],
  ])('lays %i px out in %i columns', (width, columns) => {
    expect(gridColumns(width)).toBe(columns);
  });
});

describe('spec §4: a cached category page goes once any photo has expired', () => {
  const now = 1_800_000_000;
  it('keeps pages whose photos are still open or have no expiry', () => {
    expect(isPageExpired(page([1, 2], null, 2, { expiration_of_info_t: now + 1 }), now)).toBe(false);
    expect(isPageExpired(page([1, 2], null, 2), now)).toBe(false);
  });

  it('discards a page as soon as one photo reaches its expiration', () => {
    const mixed: PhotoList = {
      ...page([1], null, 2),
      data: [
        { image_item: imageItem(1, { expiration_of_info_t: now + 100 }) },
        { image_item: imageItem(2, { expiration_of_info_t: now }) },
      ],
    };
    expect(isPageExpired(mixed, now)).toBe(true);
    expect(hasExpiredPage([page([3], 1, 3), mixed], now)).toBe(true);
    expect(hasExpiredPage([page([3], null, 1)], now)).toBe(false);
    expect(hasExpiredPage(undefined, now)).toBe(false);
  });
});
