import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { events, imageItems } from './catalogue';
import { createdAt, updatedAt } from './columns';
import { guests } from './identity';

/** A print's crop as fractions of the photo (the `photo_custom` of spec §7 `POST /api/cart`). */
export type StoredCrop = { size_id: number; x: number; y: number; width: number; height: number };

/**
 * One cart item of a buyer (member or guest: the token's kind and subject): a photo, and
 * for a cropped print its crop. Carts are per buyer and per event (DESIGN §6); an uncropped
 * item is unique per photo, a cropped one is its own row (its id is the `photoCustomId`).
 */
export const cartItems = pgTable(
  'cart_items',
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
    crop: jsonb('crop').$type<StoredCrop>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('cart_items_buyer_idx').on(t.buyerKind, t.buyerSubject, t.eventId),
    uniqueIndex('cart_items_uncropped_uq')
      .on(t.buyerKind, t.buyerSubject, t.imageItemId)
      .where(sql`${t.crop} IS NULL`),
  ],
);

/** Quantity per size of a cart item; a size with quantity 0 has no row. */
export const cartItemSizes = pgTable(
  'cart_item_sizes',
  {
    cartItemId: integer('cart_item_id')
      .notNull()
      .references(() => cartItems.id, { onDelete: 'cascade' }),
    sizeId: smallint('size_id').notNull(),
    quantity: smallint('quantity').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.cartItemId, t.sizeId] }),
    check('cart_item_sizes_quantity_pos', sql`${t.quantity} > 0`),
  ],
);

/**
 * A guest's saved cart (spec §7 `guest/cart/temporary_save`): the mailed link's key, kept
 * only as SHA-256, brings the guest back to their cart once (`last_used_at` set: used up),
 * until it expires.
 */
export const guestCartSaves = pgTable('guest_cart_saves', {
  keySha256: text('key_sha256').primaryKey(),
  guestId: integer('guest_id')
    .notNull()
    .references(() => guests.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  createdAt: createdAt(),
});
