import { z } from 'zod';

/** An event as lists and the event page show it (spec §3 Event info `info.event`). */
export const eventSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  event_date: z.string(),
  organization_id: z.number().int(),
  organization_name: z.string(),
  shipping_type_id: z.number().int(),
  currency_type_id: z.number().int(),
  published_until_t: z.number().int(),
  cover_thumb_url: z.string().nullable(),
  /** Whether the organisation offers face search for this event (absent: offered). */
  face_search_enabled: z.boolean().optional(),
  /** The organisation's own consent text for face search, in the buyer's language; null: none. */
  face_consent_text: z.string().nullable().optional(),
});
export type EventSummary = z.infer<typeof eventSummarySchema>;

/** Purchase period of a sub-category (spec §3 `long_run_sub_info`), epoch seconds. */
export const longRunSubInfoSchema = z.object({
  expired_time_t: z.number().int().nullable(),
  expired_append_cost_in_tax: z.number().int(),
  discount_end_time_t: z.number().int().nullable(),
  discount_cost_in_tax: z.number().int(),
});

/**
 * `photo_count` counts every item a buyer sees (photos and movies: the grid's length);
 * `movie_count` how many of them are movies (optional for clients written before movies).
 */
export const subCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  photo_count: z.number().int(),
  movie_count: z.number().int().optional(),
  long_run_sub_info: longRunSubInfoSchema,
});
export const categorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  photo_count: z.number().int(),
  movie_count: z.number().int().optional(),
  long_run_sub_info: longRunSubInfoSchema,
  sub_categories: z.array(subCategorySchema),
});
export type Category = z.infer<typeof categorySchema>;

export const priceSchema = z.object({
  price_type_id: z.number().int(),
  size_id: z.number().int(),
  unit_price: z.number().int(),
});

/** `GET /api/event/info/{event_id}` (spec §3 Event info, §7). */
export const eventInfoSchema = z.object({
  info: z.object({
    event: eventSummarySchema,
    categories: z.array(categorySchema),
    prices: z.array(priceSchema),
  }),
});
export type EventInfo = z.infer<typeof eventInfoSchema>;

export const eventListSchema = z.object({ events: z.array(eventSummarySchema) });
export const organizationEventListSchema = z.object({
  organizations: z.array(
    z.object({ id: z.number().int(), name: z.string(), events: z.array(eventSummarySchema) }),
  ),
});

/** One photo in a category page (spec §3 "Photo list by category": `data[].image_item`). */
export const imageItemSchema = z.object({
  id: z.number().int(),
  category_id: z.number().int(),
  event_id: z.number().int(),
  expiration_of_info_t: z.number().int().nullable(),
  captured_t: z.number().int().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  placeholder: z.string().nullable(),
  thumb_url: z.string(),
  thumb_url_jpeg: z.string(),
  /** The watermarked preview (JPEG: see docs/decisions/004); for a movie, its poster frame. */
  preview_url: z.string(),
  /**
   * A photo or a movie (the same values as `MEDIA_TYPES` of mypage). Optional for clients
   * written before movies: absent means a photo; the server always sends it.
   */
  media_type: z.enum(['photo', 'movie']).optional(),
  /** A movie's length in milliseconds; null for photos. */
  duration_ms: z.number().int().nullable().optional(),
  /** A movie's short, low-resolution, watermarked preview clip (MP4, `Range`); null for photos. */
  preview_clip_url: z.string().nullable().optional(),
});
export type ImageItem = z.infer<typeof imageItemSchema>;
/** Length of a movie's preview clip (its first seconds), shown to buyers beside the player. */
export const MOVIE_PREVIEW_SECONDS = 15;

/** `GET /api/event/photo_list/category/{category_id}[/{next_index}]`. */
export const photoListSchema = z.object({
  next_page: z.boolean(),
  next_index: z.number().int().nullable(),
  total: z.number().int(),
  data: z.array(z.object({ image_item: imageItemSchema })),
});
export type PhotoList = z.infer<typeof photoListSchema>;
export const PHOTO_PAGE_SIZE = 60;

const id = z.coerce.number().int().positive().max(2_147_483_647);
export const eventIdParamsSchema = z.object({ event_id: id });
export const categoryIdParamsSchema = z.object({ category_id: id });
export const photoPageParamsSchema = z.object({
  category_id: id,
  next_index: z.coerce.number().int().min(0).max(10_000_000),
});

/** Operator upload answer: one result per file, so one bad file never sinks the batch. */
export const photoUploadResultSchema = z.object({
  results: z.array(
    z.object({
      file_name: z.string(),
      ok: z.boolean(),
      id: z.number().int().optional(),
      status: z.string().optional(),
      display_code: z.string().optional(),
      display_message: z.string().optional(),
    }),
  ),
});

/** `GET /api/event/photo/{item_id}`: one photo with its place in its category (item detail, deep links). */
export const photoDetailSchema = z.object({
  image_item: imageItemSchema,
  index: z.number().int(),
  total: z.number().int(),
  prev_item_id: z.number().int().nullable(),
  next_item_id: z.number().int().nullable(),
});
export type PhotoDetail = z.infer<typeof photoDetailSchema>;
export const itemIdParamsSchema = z.object({ item_id: id });
