import { type CvsSlip, type LangText, OPEN_ORDER_STATES, ORDER_STATUSES } from '@omoide/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { StoredCrop } from './cart';
import { events, imageItems } from './catalogue';
import { createdAt, updatedAt } from './columns';

export type StoredAddress = {
  full_name: string;
  full_name_kana: string;
  zip_code?: string;
  prefecture_id?: string;
  address1: string;
  address2: string;
  address3: string;
  tel: string;
};
export type StoredOrderChild = { child_name: string; class_name: string; relationship?: string };
export type StoredTotals = {
  data_subtotal_in_tax: number;
  print_subtotal_in_tax: number;
  extra_cost_in_tax: number;
  discount_in_tax: number;
  shipping_fee_in_tax: number;
  total_in_tax: number;
};

/**
 * The DCC offer a buyer accepted (docs/decisions/013): the card was charged `card_amount`
 * (minor unit of `card_currency`) at `rate`, the provider's margin included. The order's own
 * total stays in the event's currency.
 */
export type StoredDcc = {
  quote_id: string;
  card_currency: string;
  card_amount: number;
  card_currency_exponent: number;
  rate: number;
  margin_percent: number;
};

/** The states of an order, as the API names them. */
export const ORDER_STATES = ORDER_STATUSES;

/** States of an order whose payment is not settled yet (the contract's list, read by the index below). */
export { OPEN_ORDER_STATES };

/** `in ('a', 'b')` of a fixed list of state names (contract constants, never user input). */
const inStates = (states: readonly string[]) => sql.raw(`in (${states.map((s) => `'${s}'`).join(', ')})`);

/**
 * An order of one event's cart (DESIGN §6): a snapshot of its totals, addresses and
 * payment, moving through pending_payment → paid → (prints) in_production → shipped, or
 * failed / cancelled / expired, or (its money given back, decision 014) refunded. `payment_confirming`: the provider's answer was lost (a
 * timeout, a 5xx, a crash); the reconciler asks it by merchant reference and settles the
 * order (docs/decisions/007). `order_code` is what the buyer quotes (mail, guest check).
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    orderCode: text('order_code').notNull().unique(),
    buyerKind: text('buyer_kind', { enum: ['member', 'guest'] }).notNull(),
    buyerSubject: text('buyer_subject').notNull(),
    /** Where the confirmation went, and the language it was written in. */
    email: text('email'),
    language: text('language').notNull().default('ja'),
    /**
     * The origin the buyer checked out from (docs/decisions/026): without PUBLIC_URL, the
     * links of this order's later mails (sent by jobs, outside any request) point there.
     */
    siteOrigin: text('site_origin'),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'restrict' }),
    eventName: text('event_name').notNull(),
    status: text('status', { enum: ORDER_STATES }).notNull().default('pending_payment'),
    currencyTypeId: smallint('currency_type_id').notNull(),
    shippingTypeId: smallint('shipping_type_id').notNull(),
    totals: jsonb('totals').$type<StoredTotals>().notNull(),
    totalInTax: integer('total_in_tax').notNull(),
    quantity: integer('quantity').notNull(),
    /** Digits only, so the guest order check matches however the number was typed. */
    tel: text('tel').notNull(),
    homeAddress: jsonb('home_address').$type<StoredAddress>().notNull(),
    shippingAddress: jsonb('shipping_address').$type<StoredAddress>(),
    orderChildren: jsonb('order_children').$type<StoredOrderChild[]>().notNull().default([]),
    paymentType: text('payment_type').notNull(),
    chargeId: text('charge_id'),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    /** A DCC order paid in the card's currency; null otherwise. */
    dcc: jsonb('dcc').$type<StoredDcc>(),
    /**
     * A convenience-store order's slip (docs/decisions/012) and its deadline: the order waits
     * in awaiting_payment until the provider's notification, or expires after the deadline.
     */
    paymentSlip: jsonb('payment_slip').$type<CvsSlip>(),
    paymentDeadline: timestamp('payment_deadline', { withTimezone: true }),
    failureCode: text('failure_code'),
    failureMessage: text('failure_message'),
    /** The client's Idempotency-Key (DESIGN §5): a repeat of the same key answers this order. */
    idempotencyKey: text('idempotency_key'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /**
     * A refund asked of the provider (docs/decisions/014): set before the call, so a paid
     * order still holding it is `refund_pending` (the provider did not answer yet) and the
     * reconciler finishes it. `refundedAt`: when the provider said the money went back.
     */
    refundRequestedAt: timestamp('refund_requested_at', { withTimezone: true }),
    refundRequestedBy: text('refund_requested_by'),
    refundReason: text('refund_reason'),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /**
     * Print fulfilment (issue #15, docs/decisions/018): when the studio sent the prints to the
     * lab, and the parcel that left (carrier and tracking number; a second shipment call
     * corrects them).
     */
    inProductionAt: timestamp('in_production_at', { withTimezone: true }),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('orders_buyer_idx').on(t.buyerKind, t.buyerSubject, t.createdAt),
    index('orders_event_idx').on(t.eventId),
    index('orders_awaiting_deadline_idx').on(t.paymentDeadline).where(sql`${t.status} = 'awaiting_payment'`),
    uniqueIndex('orders_idempotency_uq').on(t.buyerKind, t.buyerSubject, t.idempotencyKey),
    // The checkout lock (docs/decisions/007): one cart (buyer and event) has at most one
    // order whose payment is open, across every API process, whatever the Idempotency-Key.
    uniqueIndex('orders_open_checkout_uq')
      .on(t.buyerKind, t.buyerSubject, t.eventId)
      .where(sql`${t.status} ${inStates(OPEN_ORDER_STATES)}`),
    check('orders_total_nonneg', sql`${t.totalInTax} >= 0`),
    // The reconciler's look for refunds the provider has not confirmed yet.
    index('orders_refund_pending_idx')
      .on(t.refundRequestedAt)
      .where(sql`${t.refundRequestedAt} is not null and ${t.refundedAt} is null`),
  ],
);

/** One bought line, as it was when ordered: the sizes' names and prices never change after. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    imageItemId: integer('image_item_id').references(() => imageItems.id, { onDelete: 'set null' }),
    crop: jsonb('crop').$type<StoredCrop>(),
    mediaKey: text('media_key'),
    priceTypeId: smallint('price_type_id').notNull(),
    priceTypeNameLang: jsonb('price_type_name_lang').$type<LangText>().notNull(),
    sizeId: smallint('size_id').notNull(),
    sizeNameLang: jsonb('size_name_lang').$type<LangText>().notNull(),
    quantity: smallint('quantity').notNull(),
    unitPrice: integer('unit_price').notNull(),
    extraCostInTax: integer('extra_cost_in_tax').notNull().default(0),
    discountInTax: integer('discount_in_tax').notNull().default(0),
    isExpiredExtendBuy: boolean('is_expired_extend_buy').notNull().default(false),
    isDiscountBuy: boolean('is_discount_buy').notNull().default(false),
  },
  (t) => [index('order_lines_order_idx').on(t.orderId), index('order_lines_item_idx').on(t.imageItemId)],
);

/**
 * Downloads of a paid order, counted per item (an original or a movie) and per zip of the
 * order's event (`imageItemId` 0): the studio's dashboard reads them, support sees whether a
 * buyer ever received their files.
 */
export const orderDownloads = pgTable(
  'order_downloads',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The downloaded item; 0 for the zip of the whole order. */
    imageItemId: integer('image_item_id').notNull(),
    kind: text('kind', { enum: ['original', 'movie', 'zip'] }).notNull(),
    count: integer('count').notNull().default(0),
    firstAt: timestamp('first_at', { withTimezone: true }).notNull().defaultNow(),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('order_downloads_uq').on(t.orderId, t.imageItemId, t.kind)],
);

/**
 * One call to the payment provider for an order, written before the call is made
 * (docs/decisions/007): its merchant reference (`<order code>-<attempt>`) is what the
 * provider refuses to charge twice and what the reconciler asks it by. `started`: the call
 * is being made (or the process died making it); `unknown`: it failed without an answer;
 * `not_found`: the provider said no charge was made; the rest mirror the provider's charge.
 */
export const PAYMENT_ATTEMPT_STATES = [
  'started',
  'unknown',
  'challenge',
  // A convenience-store slip issued under the reference, not paid yet (docs/decisions/012).
  'awaiting_payment',
  'succeeded',
  'declined',
  'not_found',
  'voided',
  'refunded',
] as const;

export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    id: serial('id').primaryKey(),
    // Never deleted with its order: it is the record of money asked for.
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    attemptNo: smallint('attempt_no').notNull(),
    merchantReference: text('merchant_reference').notNull().unique(),
    amount: integer('amount').notNull(),
    currencyTypeId: smallint('currency_type_id').notNull(),
    state: text('state', { enum: PAYMENT_ATTEMPT_STATES }).notNull().default('started'),
    providerChargeId: text('provider_charge_id'),
    errorCode: text('error_code'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payment_attempts_order_uq').on(t.orderId, t.attemptNo),
    index('payment_attempts_state_idx').on(t.state, t.updatedAt),
  ],
);

/**
 * Provider notifications already applied (docs/decisions/012): a replay of the same
 * notification id is acknowledged and changes nothing. Written after the notification's
 * effect, which is itself exactly-once, so a crash in between only costs a harmless retry.
 */
export const paymentNotifications = pgTable('payment_notifications', {
  id: text('id').primaryKey(),
  provider: text('provider').notNull(),
  kind: text('kind').notNull(),
  merchantReference: text('merchant_reference').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
