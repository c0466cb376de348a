import {
  customType,
  index,
  integer,
  pgTable,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { categories, events, imageItems } from './catalogue';
import { createdAt } from './columns';
import { children } from './identity';
import { members } from './members';

/** Raw bytes: descriptors (128 float32, little-endian) and small thumbnails. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** A face box as fractions (0–1) of the image's width and height. */
const boxColumns = {
  boxX: real('box_x').notNull(),
  boxY: real('box_y').notNull(),
  boxWidth: real('box_width').notNull(),
  boxHeight: real('box_height').notNull(),
};

/**
 * Face indexing state of one photo: `pending` → `indexed` | `failed`. Kept apart from the
 * catalogue row so indexing never contends with buyers' reads of `image_items`.
 */
export const photoFaceIndex = pgTable(
  'photo_face_index',
  {
    imageItemId: integer('image_item_id')
      .primaryKey()
      .references(() => imageItems.id, { onDelete: 'cascade' }),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['pending', 'indexed', 'failed'] })
      .notNull()
      .default('pending'),
    faceCount: integer('face_count').notNull().default(0),
    failureReason: text('failure_reason'),
    indexedAt: timestamp('indexed_at', { withTimezone: true }),
  },
  (t) => [index('photo_face_index_event_idx').on(t.eventId, t.status)],
);

/** Every face found in an event photo: where it is, how sure, and its descriptor. */
export const photoFaces = pgTable(
  'photo_faces',
  {
    id: serial('id').primaryKey(),
    imageItemId: integer('image_item_id')
      .notNull()
      .references(() => imageItems.id, { onDelete: 'cascade' }),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    ...boxColumns,
    score: real('score').notNull(),
    /** Face width in pixels of the analysed image (small faces match less reliably). */
    faceSize: integer('face_size').notNull(),
    descriptor: bytea('descriptor').notNull(),
  },
  (t) => [index('photo_faces_event_idx').on(t.eventId), index('photo_faces_item_idx').on(t.imageItemId)],
);

/**
 * A registered face image of a child (at most 3, spec §5). The image is private (storage
 * key); only the owner sees its thumbnail. Deleting the child deletes these rows.
 */
export const childFaceImages = pgTable(
  'child_face_images',
  {
    id: serial('id').primaryKey(),
    childId: integer('child_id')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    thumbnail: bytea('thumbnail').notNull(),
    ...boxColumns,
    score: real('score').notNull(),
    descriptor: bytea('descriptor').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('child_face_images_child_idx').on(t.childId)],
);

/**
 * A parent's verdict on a photo found for their child. Rejected photos stay out of that
 * child's results; a confirmed photo's face joins the child's reference descriptors (kept
 * here, so re-indexing the photo does not lose it).
 */
export const childFaceFeedback = pgTable(
  'child_face_feedback',
  {
    id: serial('id').primaryKey(),
    childId: integer('child_id')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    imageItemId: integer('image_item_id')
      .notNull()
      .references(() => imageItems.id, { onDelete: 'cascade' }),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    verdict: text('verdict', { enum: ['confirmed', 'rejected'] }).notNull(),
    /** The confirmed face's descriptor; null for a rejection. */
    descriptor: bytea('descriptor'),
    /**
     * The model and rule (`ruleVersion` in face-matching.ts) the descriptor was picked under;
     * null before versions were recorded. Another version is re-decided in the background.
     */
    ruleVersion: text('rule_version'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('child_face_feedback_uq').on(t.childId, t.imageItemId)],
);

/**
 * The model and rule under which an event's matches were last decided for the "new photos"
 * alerts. A deployment with another rule (a threshold, the margin, a new model) finds the
 * events decided under an old one and re-decides them in the background (decision 032).
 */
export const eventFaceRules = pgTable('event_face_rules', {
  eventId: integer('event_id')
    .primaryKey()
    .references(() => events.id, { onDelete: 'cascade' }),
  ruleVersion: text('rule_version').notNull(),
  decidedAt: timestamp('decided_at', { withTimezone: true }).notNull().defaultNow(),
});
