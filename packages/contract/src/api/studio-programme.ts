import { z } from 'zod';

/**
 * Sort by programme (issue 29): an event's day as time slots, each feeding a sub-category.
 * Photos uploaded into the event's tray land in the slot of their capture time (EXIF
 * DateTimeOriginal plus their camera's clock offset); the rest stay in the tray.
 */

/** `HH:MM`, 00:00–24:00. */
export const clockTimeSchema = z.string().regex(/^([01]?\d|2[0-3]):[0-5]\d$|^24:00$/, 'HH:MM');

/** `PUT /api/studio/events/{event_id}/programme`: the programme as typed or pasted. */
export const programmeBodySchema = z.object({
  /** One slot a line: start, end and sub-category name, tab-separated (a spreadsheet's paste). */
  text: z.string().max(20_000),
});
export type ProgrammeBody = z.infer<typeof programmeBodySchema>;

export const programmeSlotSchema = z.object({
  start: z.string(),
  end: z.string(),
  category_id: z.number().int(),
  name: z.string(),
});
export const cameraClockSchema = z.object({
  camera: z.string(),
  offset_seconds: z.number().int(),
  photo_count: z.number().int(),
});
export const programmeAnswerSchema = z.object({
  slots: z.array(programmeSlotSchema),
  /** The sub-category to upload into for sorting; also where unplaced photos wait. */
  tray_category_id: z.number().int(),
  cameras: z.array(cameraClockSchema),
  /** The programme as text, to edit it again. */
  text: z.string(),
});
export type ProgrammeAnswer = z.infer<typeof programmeAnswerSchema>;

/**
 * `HH:MM` or `HH:MM:SS`, 00:00–23:59:59: when a reference photo was really taken. Seconds
 * matter: a reference read off a clock at 08:50:04 and typed as 08:50 puts that camera 4 s
 * out, enough to move a photo taken at a slot's edge into the wrong slot.
 */
export const referenceTimeSchema = z
  .string()
  .regex(/^([01]?\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, 'HH:MM or HH:MM:SS');

/** `POST /api/studio/photos/{item_id}/clock_reference`: "this photo was taken at 09:05:04". */
export const clockReferenceBodySchema = z.object({ taken_at: referenceTimeSchema });
export const clockReferenceAnswerSchema = z.object({
  camera: z.string(),
  offset_seconds: z.number().int(),
  /** Photos of that camera placed again, by where they went (tray included). */
  moved: z.number().int(),
});
export type ClockReferenceAnswer = z.infer<typeof clockReferenceAnswerSchema>;
