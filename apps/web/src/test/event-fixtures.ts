import type { EventInfo, ImageItem, PhotoDetail, PhotoList } from '@omoide/contract';
import { fireEvent } from '@testing-library/react';

/** For tests only: an event like the demo's sports day, its photos and their pages. */

/** 2026-11-20 00:00 UTC: the moment the tests stand at. */
export const NOW = 1_795_132_800;
const DAY = 86_400;

export function imageItem(id: number, overrides: Partial<ImageItem> = {}): ImageItem {
  return {
    id,
    category_id: 2,
    event_id: 1,
    expiration_of_info_t: null,
    captured_t: null,
    width: 1800,
    height: 1200,
    placeholder: 'L~IZhioej?oy%QoJj?j[RPjYj?js',
    thumb_url: `/media/${id}/thumb.webp`,
    thumb_url_jpeg: `/media/${id}/thumb.jpg`,
    preview_url: `/media/${id}/preview.jpg`,
    ...overrides,
  };
}

export function photoPage(
  ids: readonly number[],
  next: number | null,
  total: number,
  overrides: Partial<ImageItem> = {},
): PhotoList {
  return {
    next_page: next !== null,
    next_index: next,
    total,
    data: ids.map((id) => ({ image_item: imageItem(id, overrides) })),
  };
}

export const range = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);

export const EVENT_INFO: EventInfo = {
  info: {
    event: {
      id: 1,
      name: '2026 秋の運動会',
      event_date: '2026-10-10',
      organization_id: 1,
      organization_name: 'さくら幼稚園',
      shipping_type_id: 1,
      currency_type_id: 1,
      published_until_t: NOW + 3 * DAY,
      cover_thumb_url: '/media/1/thumb.webp',
    },
    categories: [
      {
        id: 1,
        name: 'かけっこ',
        photo_count: 16,
        long_run_sub_info: {
          expired_time_t: null,
          expired_append_cost_in_tax: 0,
          discount_end_time_t: null,
          discount_cost_in_tax: 0,
        },
        sub_categories: [
          {
            id: 2,
            name: '年少',
            photo_count: 8,
            long_run_sub_info: {
              expired_time_t: NOW + 30 * DAY,
              expired_append_cost_in_tax: 100,
              discount_end_time_t: NOW + 2 * DAY,
              discount_cost_in_tax: 50,
            },
          },
          {
            id: 3,
            name: '年中',
            photo_count: 8,
            long_run_sub_info: {
              expired_time_t: NOW - DAY,
              expired_append_cost_in_tax: 100,
              discount_end_time_t: null,
              discount_cost_in_tax: 0,
            },
          },
        ],
      },
      {
        id: 5,
        name: 'ダンス',
        photo_count: 8,
        long_run_sub_info: {
          expired_time_t: null,
          expired_append_cost_in_tax: 0,
          discount_end_time_t: null,
          discount_cost_in_tax: 0,
        },
        sub_categories: [
          {
            id: 6,
            name: '全体',
            photo_count: 8,
            long_run_sub_info: {
              expired_time_t: NOW + 4 * DAY + 3600,
              expired_append_cost_in_tax: 100,
              discount_end_time_t: null,
              discount_cost_in_tax: 0,
            },
          },
        ],
      },
    ],
    prices: [
      { price_type_id: 2, size_id: 3, unit_price: 400 },
      { price_type_id: 1, size_id: 1, unit_price: 330 },
      { price_type_id: 2, size_id: 2, unit_price: 180 },
      { price_type_id: 2, size_id: 11, unit_price: 1200 },
    ],
  },
};

/** Photo `id` of sub-category 2 (ids 1…8), with its neighbours. */
export function photoDetail(id: number, total = 8, first = 1): PhotoDetail {
  const index = id - first;
  return {
    image_item: imageItem(id),
    index,
    total,
    prev_item_id: index > 0 ? id - 1 : null,
    next_item_id: index < total - 1 ? id + 1 : null,
  };
}

/**
 * A one-finger stroke on the photo's gesture box (the image's parent) from (startX, 200) to
 * (endX, endY): what a sideways swipe or a scroll sends as pointer events.
 */
export function swipe(image: HTMLElement, startX: number, endX: number, endY: number, pointerId = 1): void {
  const box = image.parentElement as HTMLElement;
  const touch = { pointerId, pointerType: 'touch', isPrimary: true };
  fireEvent.pointerDown(box, { ...touch, clientX: startX, clientY: 200 });
  fireEvent.pointerMove(box, { ...touch, clientX: (startX + endX) / 2, clientY: (200 + endY) / 2 });
  fireEvent.pointerUp(box, { ...touch, clientX: endX, clientY: endY });
}
