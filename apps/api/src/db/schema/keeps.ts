import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { events, imageItems } from './catalogue';
import { createdAt } from './columns';

/**
 * A photo a buyer keeps ("keep" of spec §9): per buyer (the token's kind and subject, as the
 * cart) and per photo, once.
 */
export const keeps = pgTable(
  'keeps',
  {
    id: serial('id').primaryKey(),
    buyerKind: text('buyer_kind', { enum: ['member', 'guest'] }).notNull(),
    buyerSubject: text('buyer_subject').notNull(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    imageItemId: integer('image_item_id')
      .notNull()
      .references(() => imageItems.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('keeps_buyer_event_idx').on(t.buyerKind, t.buyerSubject, t.eventId),
    // One keep per buyer and photo: a double tap or two tabs land on one row.
    uniqueIndex('keeps_buyer_item_uq').on(t.buyerKind, t.buyerSubject, t.imageItemId),
  ],
);

/**
 * How many photos a buyer keeps, recounted from `keeps` in the transaction that adds one.
 * The row is locked first, so concurrent keeps of one buyer (two API processes) queue on it,
 * and the CHECK makes the database itself refuse a keep past the limit (KEEP_MAX_ITEMS).
 */
export const keepTallies = pgTable(
  'keep_tallies',
  {
    buyerKind: text('buyer_kind', { enum: ['member', 'guest'] }).notNull(),
    buyerSubject: text('buyer_subject').notNull(),
    kept: integer('kept').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.buyerKind, t.buyerSubject] }),
    check('keep_tallies_limit', sql`${t.kept} <= 500`),
  ],
);
