import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  real,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, langText, updatedAt } from './columns';

/** An organisation (school, nursery, club) that holds events; its watermark goes on previews. */
export const organizations = pgTable('organizations', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  watermarkText: text('watermark_text').notNull().default('Omoide SAMPLE'),
  /** IANA zone of the organisation's day (issue 29): CSV exports and studio screens use it. */
  timeZone: text('time_zone').notNull().default('Asia/Tokyo'),
  /**
   * Photos whose watermarked derivatives were to be made again at the last watermark change
   * (issue 29): the re-render's progress is this minus those still carrying another text.
   */
  watermarkRerenderTotal: integer('watermark_rerender_total').notNull().default(0),
  createdAt: createdAt(),
});

/**
 * An event (sports day, graduation). Buyers reach it by its two 5-character codes (spec §5,
 * §7 event_code1/event_code2) or through their organisation; it is on sale in its window.
 */
export const events = pgTable(
  'events',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    nameLang: langText('name_lang'),
    eventCode1: text('event_code1').notNull(),
    eventCode2: text('event_code2').notNull(),
    eventDate: date('event_date', { mode: 'string' }).notNull(),
    publishedFrom: timestamp('published_from', { withTimezone: true }).notNull(),
    publishedUntil: timestamp('published_until', { withTimezone: true }).notNull(),
    currencyTypeId: smallint('currency_type_id').notNull().default(1),
    shippingTypeId: smallint('shipping_type_id').notNull().default(1),
    coverImageItemId: integer('cover_image_item_id'),
    /** Bumped whenever the event's faces change, so every process's in-memory face
     * gallery of the event knows to reload (DESIGN §7). */
    faceIndexVersion: integer('face_index_version').notNull().default(0),
    /** Until when buyers may download what they bought; null means a number of days after
     * each purchase (`DOWNLOAD_DAYS`). */
    downloadsUntil: timestamp('downloads_until', { withTimezone: true }),
    /** When an operator published it; null = a draft no buyer sees, even inside its window.
     * The default keeps rows written before the studio (demo, fixtures) published; the studio
     * creates drafts explicitly. */
    publishedAt: timestamp('published_at', { withTimezone: true }).defaultNow(),
    /** Whether buyers may search this event's photos by their children's faces. */
    faceSearchEnabled: boolean('face_search_enabled').notNull().default(true),
    /** The consent text shown to parents before face search, per language; null = the standard text. */
    faceConsentText: langText('face_consent_text'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('events_codes_uq').on(t.eventCode1, t.eventCode2),
    index('events_org_idx').on(t.organizationId),
    check('events_code1_len', sql`char_length(${t.eventCode1}) = 5`),
    check('events_code2_len', sql`char_length(${t.eventCode2}) = 5`),
    check('events_window', sql`${t.publishedFrom} < ${t.publishedUntil}`),
  ],
);

/**
 * Categories and sub-categories in one table (a sub-category has a parent). Photos belong to
 * a sub-category; its purchase period (`long_run_sub_info`, spec §3) lives on that row:
 * extra cost after `expired_time`, discount before `discount_end_time`.
 */
export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id').references((): AnyPgColumn => categories.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    nameLang: langText('name_lang'),
    sortOrder: integer('sort_order').notNull().default(0),
    expiredTime: timestamp('expired_time', { withTimezone: true }),
    expiredAppendCostInTax: integer('expired_append_cost_in_tax').notNull().default(0),
    discountEndTime: timestamp('discount_end_time', { withTimezone: true }),
    discountCostInTax: integer('discount_cost_in_tax').notNull().default(0),
    /** Bumped whenever the category's sellable photos change, so processes holding its
     * photo list can tell with one cheap read whether theirs is current. */
    listingVersion: integer('listing_version').notNull().default(0),
    /** The sort-by-programme tray (issue 29): its photos await sorting; buyers never see it. */
    isTray: boolean('is_tray').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('categories_event_idx').on(t.eventId, t.sortOrder),
    index('categories_parent_idx').on(t.parentId),
  ],
);

/** One photo offered for sale (spec §3 image_item). Derivatives are keyed by `storageKey`. */
export const imageItems = pgTable(
  'image_items',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    originalName: text('original_name'),
    width: integer('width'),
    height: integer('height'),
    byteSize: bigint('byte_size', { mode: 'number' }),
    capturedAt: timestamp('captured_at', { withTimezone: true }),
    /** The camera body (EXIF Make, Model, BodySerialNumber) and whether the programme placed it. */
    camera: text('camera'),
    autoSorted: boolean('auto_sorted').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    expirationOfInfo: timestamp('expiration_of_info', { withTimezone: true }),
    /** A photo, or a movie (sold as a download, previewed by a short watermarked clip). */
    mediaType: text('media_type', { enum: ['photo', 'movie'] })
      .notNull()
      .default('photo'),
    /** Length of a movie, in milliseconds; null for photos. */
    durationMs: integer('duration_ms'),
    /**
     * The file a buyer downloads: the original's very bytes of image (or movie) data with
     * location metadata removed (no recompression). Made with the derivatives, or on first
     * download for items processed before it existed. Size and CRC-32 let a zip's layout
     * and length be known before its first byte.
     */
    deliveryKey: text('delivery_key'),
    deliverySize: bigint('delivery_size', { mode: 'number' }),
    deliveryCrc32: bigint('delivery_crc32', { mode: 'number' }),
    /** pending → ready | failed; only ready photos are listed to buyers. */
    status: text('status', { enum: ['pending', 'ready', 'failed'] })
      .notNull()
      .default('pending'),
    failureReason: text('failure_reason'),
    /** A BlurHash of the photo, painted while the thumbnail loads. */
    placeholder: text('placeholder'),
    /** Names the public derivatives (`/media/{mediaKey}/…`); new on each processing, so
     * derivative URLs can be cached forever. Null until processed. */
    mediaKey: text('media_key'),
    /** The watermark text its current derivatives carry (a change re-renders the others). */
    watermarkText: text('watermark_text'),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    /**
     * Issue 29, flags set at ingest for the operator to review before publishing: the
     * sharpness measured on the decoded photo (platform/media/sharpness.ts; null until
     * derived), whether it is under the blur threshold, and whether a face found in it has
     * both eyes closed (face-analysis/eye-openness.ts). `flagsKeptAt`: the operator looked and kept it.
     */
    sharpness: real('sharpness'),
    blurred: boolean('blurred').notNull().default(false),
    eyesClosed: boolean('eyes_closed').notNull().default(false),
    flagsKeptAt: timestamp('flags_kept_at', { withTimezone: true }),
    /** Hidden by the operator: not listed, sold, kept or matched (paid orders still deliver it). */
    hidden: boolean('hidden').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('image_items_category_idx').on(t.categoryId, t.sortOrder, t.id),
    index('image_items_event_idx').on(t.eventId),
  ],
);

/** Price table of an event per price type (1 data, 2 print) and size (spec §3 size_and_price). */
export const prices = pgTable(
  'prices',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    priceTypeId: smallint('price_type_id').notNull(),
    sizeId: smallint('size_id').notNull(),
    unitPrice: integer('unit_price').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    uniqueIndex('prices_event_type_size_uq').on(t.eventId, t.priceTypeId, t.sizeId),
    check('prices_unit_price_nonneg', sql`${t.unitPrice} >= 0`),
  ],
);

/**
 * A resumable upload of one photo (operator API): the client sends chunks at an offset and
 * may resume after a broken connection by asking for the offset received so far. The bytes
 * so far live in `<DATA_DIR>/uploads/<id>.part` on the process that received them.
 */
export const photoUploads = pgTable('photo_uploads', {
  id: text('id').primaryKey(),
  categoryId: integer('category_id')
    .notNull()
    .references(() => categories.id, { onDelete: 'cascade' }),
  fileName: text('file_name').notNull(),
  size: bigint('size', { mode: 'number' }).notNull(),
  received: bigint('received', { mode: 'number' }).notNull().default(0),
  imageItemId: integer('image_item_id'),
  createdAt: createdAt(),
});
