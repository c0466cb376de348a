import type {
  EventSummary,
  OrderDownloads,
  PurchasedEvent,
  PurchasedEventDetail,
  PurchasedItem,
  ZipDownloadUrl,
} from '@omoide/contract';

/** For tests only: answers of the Mypage delivery calls, at a fixed moment. */

export const NOW = 1_795_132_800; // 2026-11-20 00:00 UTC
const DAY = 86_400;

export const EVENT: EventSummary = {
  id: 1,
  name: '2026 秋の運動会',
  event_date: '2026-10-10',
  organization_id: 1,
  organization_name: 'さくら幼稚園',
  shipping_type_id: 1,
  currency_type_id: 1,
  published_until_t: 4_102_444_800,
  cover_thumb_url: '/media/11/thumb.jpg',
};

export function purchasedItem(id: number, overrides: Partial<PurchasedItem> = {}): PurchasedItem {
  return {
    image_item_id: id,
    event_id: 1,
    media_type: 'photo',
    thumb_url: `/media/${id}/thumb.jpg`,
    preview_url: `/media/${id}/preview.jpg`,
    placeholder: null,
    width: 1800,
    height: 1200,
    duration_ms: null,
    captured_t: NOW - 40 * DAY,
    file_name: `20261010-0930-${id}.jpg`,
    byte_size: 2_400_000,
    is_download: true,
    download_url: `/api/download/item/${id}?sig=abc`,
    download_url_expires_t: NOW + DAY,
    view_url: `/api/download/view/${id}?sig=abc`,
    prints: [],
    ...overrides,
  };
}

export const MOVIE = purchasedItem(21, {
  media_type: 'movie',
  file_name: '20261010-1100-21.mp4',
  duration_ms: 65_000,
  width: 1920,
  height: 1080,
  byte_size: 48_000_000,
  preview_url: '/media/21/preview.mp4',
  download_url: '/api/download/item/21?sig=abc',
  view_url: '/api/download/view/21?sig=abc',
});

export const PRINTED = purchasedItem(12, {
  is_download: false,
  download_url: null,
  download_url_expires_t: null,
  view_url: null,
  prints: [
    {
      order_id: 42,
      order_code: 'OM7K2QX9',
      status: 'in_production',
      size_id: 2,
      name: 'L判',
      quantity: 2,
      photo_custom_id: null,
    },
    {
      order_id: 43,
      order_code: 'OM8P3RT1',
      status: 'shipped',
      size_id: 3,
      name: '2L判',
      quantity: 1,
      photo_custom_id: 7,
    },
  ],
});

export function orderDownloads(overrides: Partial<OrderDownloads> = {}): OrderDownloads {
  return {
    order_id: 42,
    order_code: 'OM7K2QX9',
    event: EVENT,
    download_until_t: NOW + 30 * DAY,
    is_download_expired: false,
    zip: { file_name: 'omoide-OM7K2QX9.zip', size: 12_400_000, item_count: 2 },
    items: [purchasedItem(11), MOVIE],
    ...overrides,
  };
}

export function eventDetail(overrides: Partial<PurchasedEventDetail> = {}): PurchasedEventDetail {
  return {
    event: EVENT,
    download_until_t: NOW + 30 * DAY,
    is_download_expired: false,
    orders: [
      {
        id: 42,
        order_code: 'OM7K2QX9',
        status: 'paid',
        paid_t: NOW - 2 * DAY,
        has_downloads: true,
        download_count: 0,
      },
    ],
    items: [purchasedItem(11), PRINTED, MOVIE],
    ...overrides,
  };
}

export function purchasedEvent(id: number, overrides: Partial<PurchasedEvent> = {}): PurchasedEvent {
  return {
    event: { ...EVENT, id, name: `イベント ${id}` },
    photo_count: 3,
    movie_count: 1,
    print_count: 0,
    last_purchased_t: NOW - id * DAY,
    cover_thumb_url: `/media/${id}/thumb.jpg`,
    download_until_t: NOW + 30 * DAY,
    is_download_expired: false,
    ...overrides,
  };
}

export const ZIP_URL: ZipDownloadUrl = {
  url: '/api/download/zip/42/1?sig=zip',
  expires_t: NOW + 7 * DAY,
  file_name: 'omoide-OM7K2QX9.zip',
  size: 12_400_000,
  item_count: 2,
};

export { DAY };

/** A response streaming `chunks` with an exact Content-Length (or the one given). */
export function byteResponse(
  chunks: Uint8Array[],
  contentLength?: number,
  type = 'application/zip',
): Response {
  const total = contentLength ?? chunks.reduce((sum, chunk) => sum + chunk.byteLength, 0);
  let index = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const chunk = chunks[index++];
      if (chunk) controller.enqueue(chunk);
      else controller.close();
    },
  });
  return new Response(body, {
    status: 200,
    headers: { 'content-length': String(total), 'content-type': type },
  });
}
