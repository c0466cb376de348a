import { z } from 'zod';

/**
 * An event's photos and movies in the studio (issue #15 "Uploads"): what was uploaded into
 * which sub-category, its processing and face-indexing state, and the operator's changes to
 * it (retry, delete, move, reorder, cover). Uploading itself is the resumable upload API
 * (`/api/admin/uploads`).
 */

const id = z.coerce.number().int().positive().max(2_147_483_647);

export const STUDIO_ITEM_STATES = ['pending', 'ready', 'failed'] as const;
export type StudioItemState = (typeof STUDIO_ITEM_STATES)[number];

/** One uploaded photo or movie as the studio lists it. */
export const studioPhotoItemSchema = z.object({
  id: z.number().int(),
  category_id: z.number().int(),
  file_name: z.string().nullable(),
  media_type: z.enum(['photo', 'movie']),
  status: z.enum(STUDIO_ITEM_STATES),
  /** The server's translated reason when `failed`. */
  failure_reason: z.string().nullable(),
  sort_order: z.number().int(),
  /** Its small preview once processed (`/media/…/thumb.jpg`), else null. */
  thumbnail_url: z.string().nullable(),
  /** Face indexing of a ready photo: null before it is queued (movies are not indexed). */
  faces: z.object({ status: z.enum(['pending', 'indexed', 'failed']), count: z.number().int() }).nullable(),
  /** Bought at least once: it can be moved but never deleted. */
  ordered: z.boolean(),
});
export type StudioPhotoItem = z.infer<typeof studioPhotoItemSchema>;

/** A sub-category photos go into, named with its category. */
export const studioPhotoCategorySchema = z.object({
  category_id: z.number().int(),
  name: z.string(),
  parent_name: z.string().nullable(),
});
export type StudioPhotoCategory = z.infer<typeof studioPhotoCategorySchema>;

/** `GET /api/studio/events/{event_id}/photos`. */
export const studioEventPhotosSchema = z.object({
  event: z.object({
    event_id: z.number().int(),
    name: z.string(),
    cover_image_item_id: z.number().int().nullable(),
  }),
  categories: z.array(studioPhotoCategorySchema),
  /** In each sub-category's display order. */
  items: z.array(studioPhotoItemSchema),
  /** The largest chunk `PATCH /api/admin/uploads/{id}` accepts. */
  max_chunk_bytes: z.number().int(),
});
export type StudioEventPhotos = z.infer<typeof studioEventPhotosSchema>;

/** `PATCH /api/studio/photos/{item_id}`: move to another sub-category and/or a position (0 = first). */
export const studioPhotoPatchSchema = z
  .object({
    category_id: id.optional(),
    sort_order: z.number().int().min(0).max(1_000_000).optional(),
  })
  .strict()
  .refine((body) => body.category_id !== undefined || body.sort_order !== undefined, {
    message: 'category_id or sort_order',
  });
export type StudioPhotoPatch = z.infer<typeof studioPhotoPatchSchema>;

/** `POST /api/studio/events/{event_id}/cover`: a ready photo of the event, or null for none. */
export const studioCoverBodySchema = z.object({ image_item_id: id.nullable() }).strict();
export const studioCoverAnswerSchema = z.object({ cover_image_item_id: z.number().int().nullable() });
