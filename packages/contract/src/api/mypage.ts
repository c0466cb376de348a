import { z } from 'zod';
import { eventSummarySchema } from './events.js';
import { ORDER_STATUSES } from './orders.js';

/**
 * Spec §7 Mypage: what a buyer has paid for and how they receive it (issue: delivery).
 * Response shapes are not shown in the spec; these are ours. Download URLs are signed and
 * expiring (`/api/download/...`), so they work without the bearer header — a phone hands a
 * download to another app, which has no token.
 */

export const MEDIA_TYPES = ['photo', 'movie'] as const;
export type MediaType = (typeof MEDIA_TYPES)[number];

/** A print bought of an item, with where it stands (the order's state). */
export const purchasedPrintSchema = z.object({
  order_id: z.number().int(),
  order_code: z.string(),
  status: z.enum(ORDER_STATUSES),
  size_id: z.number().int(),
  name: z.string(),
  quantity: z.number().int(),
  /** A cropped print's crop id (`photoCustomId` of the library item route), else null. */
  photo_custom_id: z.number().int().nullable(),
});

/** One purchased photo or movie. */
export const purchasedItemSchema = z.object({
  image_item_id: z.number().int(),
  event_id: z.number().int(),
  media_type: z.enum(MEDIA_TYPES),
  thumb_url: z.string().nullable(),
  /** The watermarked preview (photos: 1600 px JPEG; movies: the short preview clip). */
  preview_url: z.string().nullable(),
  placeholder: z.string().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  duration_ms: z.number().int().nullable(),
  captured_t: z.number().int().nullable(),
  /** The name the download is saved under (readable, sorts by capture time). */
  file_name: z.string(),
  /** Bytes of the download (known once the delivery copy exists), else null. */
  byte_size: z.number().int().nullable(),
  /** Bought as a download (data) in at least one paid order. */
  is_download: z.boolean(),
  /**
   * Signed URL of the full-resolution original (location metadata removed) or the movie,
   * with `Range` support; null when not bought as a download or past the download deadline.
   */
  download_url: z.string().nullable(),
  /** Until when `download_url` works (epoch seconds); fetch the list again for a new one. */
  download_url_expires_t: z.number().int().nullable(),
  prints: z.array(purchasedPrintSchema),
});
export type PurchasedItem = z.infer<typeof purchasedItemSchema>;

/** Downloads of one event: until when, and whether that has passed. */
export const downloadDeadlineSchema = z.object({
  /** Null when nothing of the event was bought as a download. */
  download_until_t: z.number().int().nullable(),
  is_download_expired: z.boolean(),
});

/** `GET /api/mypage/buyed/list/event`: events the member bought from, newest purchase first. */
export const purchasedEventSchema = downloadDeadlineSchema.extend({
  event: eventSummarySchema,
  photo_count: z.number().int(),
  movie_count: z.number().int(),
  print_count: z.number().int(),
  last_purchased_t: z.number().int(),
  cover_thumb_url: z.string().nullable(),
});
export type PurchasedEvent = z.infer<typeof purchasedEventSchema>;
export const purchasedEventListSchema = z.object({ events: z.array(purchasedEventSchema) });
export type PurchasedEventList = z.infer<typeof purchasedEventListSchema>;

/** A paid order of an event, with its zip. */
export const purchasedOrderSchema = z.object({
  id: z.number().int(),
  order_code: z.string(),
  status: z.enum(ORDER_STATUSES),
  paid_t: z.number().int().nullable(),
  download_count: z.number().int(),
});

/** `GET /api/mypage/buyed/event/detail/{event_id}`: the library of one event (404 when none). */
export const purchasedEventDetailSchema = downloadDeadlineSchema.extend({
  event: eventSummarySchema,
  orders: z.array(purchasedOrderSchema),
  items: z.array(purchasedItemSchema),
});
export type PurchasedEventDetail = z.infer<typeof purchasedEventDetailSchema>;

/** `GET /api/mypage/buyed/list/child`: children whose photos were bought. */
export const purchasedChildSchema = z.object({
  /** The member's registered child, or null for a name given only on an order. */
  child_id: z.number().int().nullable(),
  child_name: z.string(),
  item_count: z.number().int(),
  events: z.array(z.object({ event_id: z.number().int(), event_name: z.string(), event_date: z.string() })),
});
export const purchasedChildListSchema = z.object({ children: z.array(purchasedChildSchema) });
export type PurchasedChildList = z.infer<typeof purchasedChildListSchema>;

/** `GET /api/mypage/buyed/list/movie_at_event[?event_id=]`: movies bought, per event. */
export const movieAtEventQuerySchema = z.object({
  event_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});
export const movieAtEventListSchema = z.object({
  events: z.array(downloadDeadlineSchema.extend({ event: eventSummarySchema, movies: z.array(purchasedItemSchema) })),
});
export type MovieAtEventList = z.infer<typeof movieAtEventListSchema>;

export const orderEventParamsSchema = z.object({
  order_id: z.coerce.number().int().positive().max(2_147_483_647),
  event_id: z.coerce.number().int().positive().max(2_147_483_647),
});

/** The zip of an order's downloads of one event. */
export const orderZipSchema = z.object({
  file_name: z.string(),
  /** Exact `Content-Length` of the zip. */
  size: z.number().int(),
  item_count: z.number().int(),
});

/**
 * `GET /api/mypage/order/downloads/{order_id}` (ours; member, guest or the order's pass):
 * what the order's download page shows — the zip and each item to save on its own.
 */
export const orderDownloadsSchema = downloadDeadlineSchema.extend({
  order_id: z.number().int(),
  order_code: z.string(),
  event: eventSummarySchema,
  /** Null when the order bought no downloads. */
  zip: orderZipSchema.nullable(),
  items: z.array(purchasedItemSchema),
});
export type OrderDownloads = z.infer<typeof orderDownloadsSchema>;

/** `GET /api/mypage/order/zip_dl_url/{order_id}/{event_id}`: a signed link to the zip. */
export const zipDownloadUrlSchema = orderZipSchema.extend({
  url: z.string(),
  expires_t: z.number().int(),
});
export type ZipDownloadUrl = z.infer<typeof zipDownloadUrlSchema>;
