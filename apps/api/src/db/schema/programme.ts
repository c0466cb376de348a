import { integer, pgTable, primaryKey, serial, smallint, text } from 'drizzle-orm/pg-core';
import { categories, events, imageItems } from './catalogue';
import { createdAt } from './columns';

/**
 * An event's programme (issue 29 "sort by programme"): a sub-category per time slot of the
 * day, in minutes after midnight of the organisation's time zone; [start, end).
 */
export const programmeSlots = pgTable('programme_slots', {
  id: serial('id').primaryKey(),
  eventId: integer('event_id')
    .notNull()
    .references(() => events.id, { onDelete: 'cascade' }),
  categoryId: integer('category_id')
    .notNull()
    .references(() => categories.id, { onDelete: 'cascade' }),
  startMinute: smallint('start_minute').notNull(),
  endMinute: smallint('end_minute').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

/**
 * How far a camera body's clock was off on an event's day: seconds added to its photos'
 * capture times, learnt from one reference photo whose real time the operator gave.
 */
export const cameraClockOffsets = pgTable(
  'camera_clock_offsets',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    camera: text('camera').notNull(),
    offsetSeconds: integer('offset_seconds').notNull(),
    referenceItemId: integer('reference_item_id').references(() => imageItems.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.camera] })],
);
