import { z } from 'zod';

/**
 * Issue 29, flag the unsellable before publishing: photos flagged at ingest as blurred or
 * with a face's eyes closed, shown beside their neighbours by capture time, hidden from
 * buyers in bulk or kept.
 */

export const reviewPhotoSchema = z.object({
  id: z.number().int(),
  file_name: z.string().nullable(),
  thumbnail_url: z.string().nullable(),
  captured_at: z.string().nullable(),
});
export type ReviewPhoto = z.infer<typeof reviewPhotoSchema>;

export const flaggedPhotoSchema = reviewPhotoSchema.extend({
  category_id: z.number().int(),
  blurred: z.boolean(),
  eyes_closed: z.boolean(),
  /** The measure behind the blur flag (higher is sharper), or null before processing. */
  sharpness: z.number().nullable(),
  hidden: z.boolean(),
  /** The photos taken just before and after it in the event (by capture time, then upload). */
  previous: reviewPhotoSchema.nullable(),
  next: reviewPhotoSchema.nullable(),
});
export type FlaggedPhoto = z.infer<typeof flaggedPhotoSchema>;

/** `GET /api/studio/events/{event_id}/review`: flagged photos not yet kept. */
export const reviewAnswerSchema = z.object({
  photos: z.array(flaggedPhotoSchema),
  counts: z.object({ blurred: z.number().int(), eyes_closed: z.number().int(), hidden: z.number().int() }),
});
export type ReviewAnswer = z.infer<typeof reviewAnswerSchema>;

/** `POST /api/studio/events/{event_id}/review`: hide, show again, or keep (unflag) photos. */
export const reviewActionBodySchema = z.object({
  action: z.enum(['hide', 'show', 'keep']),
  photo_ids: z.array(z.number().int().positive().max(2_147_483_647)).min(1).max(1000),
});
export type ReviewActionBody = z.infer<typeof reviewActionBodySchema>;
export const reviewActionAnswerSchema = z.object({ changed: z.number().int() });
