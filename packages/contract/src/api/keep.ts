import { z } from 'zod';
import { imageItemSchema } from './events.js';

const id = z.number().int().positive().max(2_147_483_647);
const idParam = z.coerce.number().int().positive().max(2_147_483_647);

/**
 * Photos a buyer (member or guest) keeps to decide on later: "keep" of the spec §9 warning
 * list. Kept photos are per buyer and per photo; a buyer keeps at most `KEEP_MAX_ITEMS`
 * over all events (the database refuses more).
 */
export const KEEP_MAX_ITEMS = 500;

/** `POST /api/keep`: keeps one photo of an event (keeping a kept photo changes nothing). */
export const keepPostBodySchema = z.object({ event_id: id, image_info_id: id });
export type KeepPostBody = z.infer<typeof keepPostBodySchema>;

/** `GET /api/keep/list/{event_id}`. */
export const keepEventParamsSchema = z.object({ event_id: idParam });

/** `DELETE /api/keep/{event_id}/{image_info_id}`: lets go of a kept photo (a repeat is a no-op). */
export const keepItemParamsSchema = z.object({ event_id: idParam, image_info_id: idParam });

/** One kept photo: the photo as the grid shows it, and when it was kept. */
export const keptItemSchema = z.object({
  image_item: imageItemSchema,
  kept_t: z.number().int(),
  /** False once the photo's sale ended (`expiration_of_info_t` passed): shown, not buyable. */
  is_available: z.boolean(),
});
export type KeptItem = z.infer<typeof keptItemSchema>;

/**
 * Every answer of the keep calls: the buyer's kept photos of one event, newest first, and
 * how many the buyer keeps over all events against the limit.
 */
export const keepListSchema = z.object({
  event_id: z.number().int(),
  items: z.array(keptItemSchema),
  kept_count: z.number().int(),
  max_items: z.number().int(),
});
export type KeepList = z.infer<typeof keepListSchema>;
