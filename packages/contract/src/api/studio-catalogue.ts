import { z } from 'zod';
import { langTextSchema } from './content.js';

/**
 * The catalogue in the studio (issue #15): an organisation's settings and its events — names
 * per language, dates, publication, currency, shipping, downloads, face search, event code,
 * and a preview as a buyer sees it. Epoch seconds in `_t` fields, as everywhere on the wire.
 */

const shortText = (max: number) => z.string().trim().max(max);

/** `PATCH /api/studio/organizations/{organization_id}` (owners). */
/** An IANA time zone the runtime knows (Asia/Tokyo, Asia/Taipei, Asia/Ho_Chi_Minh …). */
export const timeZoneSchema = z
  .string()
  .trim()
  .max(64)
  .refine((zone) => {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: zone });
      return zone.length > 0;
    } catch {
      return false;
    }
  }, 'not a time zone');
export const organizationPatchSchema = z
  .object({
    name: shortText(120).min(1).optional(),
    watermark_text: shortText(60).min(1).optional(),
    /** The organisation's day (issue 29): CSV exports and the studio's dates and times. */
    time_zone: timeZoneSchema.optional(),
  })
  .refine(
    (body) => body.name !== undefined || body.watermark_text !== undefined || body.time_zone !== undefined,
    {
      message: 'nothing to change',
    },
  );
/** `POST /api/studio/organizations`: any signed-in operator, who becomes its owner. */
export const organizationCreateSchema = z.object({
  name: shortText(120).min(1),
  watermark_text: shortText(60).min(1).optional(),
});
export const studioOrganizationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  watermark_text: z.string(),
  time_zone: z.string(),
  /**
   * After a watermark change (issue 29): earlier photos re-rendered so far, of how many; null
   * when every photo carries the current watermark.
   */
  watermark_rerender: z.object({ total: z.number().int(), done: z.number().int() }).nullable(),
});
export type StudioOrganization = z.infer<typeof studioOrganizationSchema>;
export const studioOrganizationAnswerSchema = z.object({ organization: studioOrganizationSchema });

/** An event's name in each buyer language; an empty one falls back to the default `name`. */
export const eventNamesSchema = z.object({ ja: shortText(120), hant: shortText(120), vi: shortText(120) });
export type EventNames = z.infer<typeof eventNamesSchema>;
/** The face-search consent text shown to parents, per language; all empty = the standard text. */
export const consentTextSchema = z.object({
  ja: shortText(2000),
  hant: shortText(2000),
  vi: shortText(2000),
  'en-US': shortText(2000),
});
export type ConsentText = z.infer<typeof consentTextSchema>;

/** Where an event stands for buyers: a draft is seen by nobody; a published one in its window. */
export const EVENT_STATES = ['draft', 'scheduled', 'open', 'closed'] as const;
export const eventStateSchema = z.enum(EVENT_STATES);
export type EventState = (typeof EVENT_STATES)[number];

const epochSeconds = z.number().int().min(0).max(4_102_444_800);
// A real calendar day (2026-02-30 is refused here, not by the database as a 500).
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD')
  .refine((v) => {
    const day = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(v);
  }, 'not a calendar day');

const eventFields = {
  name: shortText(120).min(1),
  name_lang: eventNamesSchema,
  event_date: isoDate,
  published_from_t: epochSeconds,
  published_until_t: epochSeconds,
  currency_type_id: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
  shipping_type_id: z.union([z.literal(1), z.literal(2)]),
  /** Null: downloads last a number of days after each purchase. */
  downloads_until_t: epochSeconds.nullable(),
  face_search_enabled: z.boolean(),
  face_consent_text: consentTextSchema,
};

const windowInOrder = (body: { published_from_t?: number; published_until_t?: number }) =>
  body.published_from_t === undefined ||
  body.published_until_t === undefined ||
  body.published_from_t < body.published_until_t;
const windowIssue = {
  message: 'published_until_t must be after published_from_t',
  path: ['published_until_t'],
};

/** `POST /api/studio/organizations/{organization_id}/events`: a new draft with a new code. */
export const eventCreateSchema = z
  .object({
    ...eventFields,
    name_lang: eventNamesSchema.default({ ja: '', hant: '', vi: '' }),
    currency_type_id: eventFields.currency_type_id.default(1),
    shipping_type_id: eventFields.shipping_type_id.default(1),
    downloads_until_t: eventFields.downloads_until_t.default(null),
    face_search_enabled: z.boolean().default(true),
    face_consent_text: consentTextSchema.default({ ja: '', hant: '', vi: '', 'en-US': '' }),
  })
  .refine(windowInOrder, windowIssue);
export type EventCreate = z.input<typeof eventCreateSchema>;

/** `PATCH /api/studio/events/{event_id}`: any of the fields. */
export const eventPatchSchema = z.object(eventFields).partial().refine(windowInOrder, windowIssue);
export type EventPatch = z.infer<typeof eventPatchSchema>;

/** One event in the studio's list. */
export const studioEventRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  event_date: z.string(),
  event_code1: z.string(),
  event_code2: z.string(),
  state: eventStateSchema,
  photo_count: z.number().int(),
});
export type StudioEventRow = z.infer<typeof studioEventRowSchema>;
export const studioEventListSchema = z.object({ events: z.array(studioEventRowSchema) });

/** `GET /api/studio/events/{event_id}`: everything the edit page shows. */
export const studioEventSchema = z.object({
  id: z.number().int(),
  organization_id: z.number().int(),
  ...eventFields,
  event_code1: z.string(),
  event_code2: z.string(),
  state: eventStateSchema,
  published_at_t: z.number().int().nullable(),
  photo_count: z.number().int(),
  /** Orders exist: the currency can no longer change. */
  has_orders: z.boolean(),
  /** A price table exists: the event may be published. */
  has_prices: z.boolean(),
  /**
   * The event's name as the studio shows it in each language (issue 29: one name on every
   * screen): its own name in that language — English included, which the demo seed and
   * imports set and the form has no field for — else the default name.
   */
  display_names: langTextSchema,
});
export type StudioEvent = z.infer<typeof studioEventSchema>;
export const studioEventAnswerSchema = z.object({ event: studioEventSchema });

/** `POST /api/studio/events/{event_id}/preview`: a one-time link into the buyers' site. */
export const eventPreviewAnswerSchema = z.object({ url: z.string(), expires_t: z.number().int() });
export type EventPreviewAnswer = z.infer<typeof eventPreviewAnswerSchema>;
