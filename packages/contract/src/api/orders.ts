import { z } from 'zod';
import { CHILD_RELATIONSHIP_KEYS } from '../reference/child-relationships.js';
import { optionalText, requiredText, zipCodeSchema } from '../reference/input-schemas.js';
import { PREFECTURE_CODES } from '../reference/prefectures.js';
import { tokenAnswerSchema } from './auth.js';
import { cartTotalsSchema, photoCustomSchema } from './cart.js';
import { eventSummarySchema } from './events.js';
import { cvsSlipSchema, orderDccSchema, orderPaymentSchema } from './order-payment.js';
import { shipmentSchema } from './shipment.js';

/**
 * A Japanese (or Taiwanese, Vietnamese) phone number: digits with optional `+`, spaces and
 * hyphens, full-width input accepted. Stored as digits only, so the order check (§7
 * `order_code` + `tel`) matches however it was typed.
 */
export const telSchema = z
  .string()
  // Japanese keyboards give the long-vowel mark or a dash for the hyphen (０９０ー１２３４…).
  .transform((v) =>
    v
      .normalize('NFKC')
      .trim()
      .replace(/[ー‐‑–—―−]/g, '-'),
  )
  .pipe(z.string().regex(/^\+?[\d\s-]{9,20}$/, { message: 'tel must be a phone number' }))
  .transform((v) => v.replace(/\D/g, ''))
  // Counted after the separators are gone: "---------" is no phone number.
  .pipe(z.string().min(9, { message: 'tel must have at least 9 digits' }));

/** The buyer's or the shipping address (spec §7 `home_addreess`, `shipping_addreess`). */
export const orderAddressSchema = z.object({
  full_name: requiredText(60),
  full_name_kana: optionalText(60),
  zip_code: zipCodeSchema.optional(),
  prefecture_id: z.enum(PREFECTURE_CODES as [string, ...string[]]).optional(),
  address1: optionalText(100),
  address2: optionalText(100),
  address3: optionalText(100),
  tel: telSchema,
});
export type OrderAddress = z.infer<typeof orderAddressSchema>;

/** Whom prints delivered in bulk are handed to (spec §3 Order form: child and class). */
export const orderChildSchema = z.object({
  child_name: requiredText(60),
  class_name: optionalText(60),
  relationship: z.enum(CHILD_RELATIONSHIP_KEYS as [string, ...string[]]).optional(),
});

/**
 * `POST /api/order/process` (spec §7), with an `Idempotency-Key` header (DESIGN §5): a repeat
 * answers the first result. `expected_total_in_tax` is the total the buyer confirmed; when the
 * cart's total has moved since (a deadline passed), the order is refused, not charged.
 */
export const orderProcessBodySchema = z
  .object({
    event_id: z.number().int().positive().max(2_147_483_647),
    is_exist_address_override: z.boolean().default(false),
    home_addreess: orderAddressSchema,
    shipping_addreess: orderAddressSchema.optional(),
    order_children: z.array(orderChildSchema).max(10).default([]),
    payment: orderPaymentSchema,
    expected_total_in_tax: z.number().int().min(0).optional(),
  })
  .refine((b) => !b.is_exist_address_override || b.shipping_addreess !== undefined, {
    message: 'shipping_addreess is required when is_exist_address_override',
    path: ['shipping_addreess'],
  });
export type OrderProcessBody = z.infer<typeof orderProcessBodySchema>;

/**
 * The answer of an order attempt (spec §4 "Order result"): `is_sucessful` (the spec's
 * spelling); with a 3-D Secure challenge `acs_flag` 2 and the page to send the buyer to,
 * else `acs_flag` 0. A declined card is `is_sucessful: false` with the gateway's code.
 */
export const orderResultSchema = z.object({
  is_sucessful: z.boolean(),
  acs_flag: z.union([z.literal(0), z.literal(2)]),
  acs_redirect_url: z.string().nullable(),
  order_id: z.number().int().nullable(),
  order_code: z.string().nullable(),
  error_code: z.string().nullable(),
  error_message: z.string().nullable(),
  /**
   * A wallet order (`/api/order/rakuten/process`): the provider's approval page to send the
   * browser to; null (or absent) when there is nothing to approve.
   */
  redirect_url: z.string().nullable().optional(),
  /** A convenience-store order (`/api/order/rakuten/process_cvs`): the slip to pay at the store. */
  cvs_slip: cvsSlipSchema.nullable().optional(),
});
export type OrderResult = z.infer<typeof orderResultSchema>;

/**
 * `POST /api/order/acs/complete` after the 3-D Secure page, and `POST
 * /api/order/rakuten/complete` after a wallet's approval page, sent the buyer back.
 */
export const orderAcsCompleteBodySchema = z.object({
  order_id: z.number().int().positive().max(2_147_483_647),
});

/**
 * `payment_confirming`: the payment provider's answer was lost (a timeout, an error, a
 * crash); the order is being settled by asking the provider (docs/decisions/007).
 * `refunded`: a paid order whose money the provider gave back (docs/decisions/014).
 */
export const ORDER_STATUSES = [
  'pending_payment',
  'payment_confirming',
  // A convenience-store slip was issued; the buyer pays at a store before its deadline
  // (docs/decisions/012). Unpaid at the deadline, the order is `expired`.
  'awaiting_payment',
  'paid',
  'in_production',
  'shipped',
  'failed',
  'cancelled',
  'expired',
  'refunded',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * States of an order whose payment is not settled yet: at most one per buyer and event
 * (docs/decisions/007). The API's unique partial index `orders_open_checkout_uq` is built
 * from this list, so the rule and the lock cannot drift apart.
 */
export const OPEN_ORDER_STATES = [
  'pending_payment',
  'payment_confirming',
] as const satisfies readonly OrderStatus[];
export type OpenOrderStatus = (typeof OPEN_ORDER_STATES)[number];

export const isOpenOrderStatus = (status: string): status is OpenOrderStatus =>
  (OPEN_ORDER_STATES as readonly string[]).includes(status);

/** A bought line, as it was when ordered (order lines snapshot names, sizes and prices). */
export const orderLineSchema = z.object({
  image_item_id: z.number().int(),
  photo_custom: photoCustomSchema.nullable(),
  thumb_url: z.string().nullable(),
  price_type_id: z.number().int(),
  price_type_name: z.string(),
  size_id: z.number().int(),
  name: z.string(),
  quantity: z.number().int(),
  unit_price: z.number().int(),
  extra_cost_in_tax: z.number().int(),
  discount_in_tax: z.number().int(),
  is_expired_extend_buy: z.boolean(),
  is_discount_buy: z.boolean(),
});

export const orderSummarySchema = z.object({
  id: z.number().int(),
  order_code: z.string(),
  status: z.enum(ORDER_STATUSES),
  ordered_t: z.number().int(),
  paid_t: z.number().int().nullable(),
  event_id: z.number().int(),
  event_name: z.string(),
  currency_type_id: z.number().int(),
  total_in_tax: z.number().int(),
  quantity: z.number().int(),
  /** An order awaiting payment at a convenience store: the slip's deadline (docs/decisions/012). */
  payment_deadline_t: z.number().int().nullable().optional(),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

/** `GET /api/mypage/order/detail/{order_id}`. */
export const orderDetailSchema = orderSummarySchema.extend({
  event: eventSummarySchema.nullable(),
  shipping_type_id: z.number().int(),
  totals: cartTotalsSchema,
  lines: z.array(orderLineSchema),
  home_addreess: orderAddressSchema,
  shipping_addreess: orderAddressSchema.nullable(),
  order_children: z.array(orderChildSchema),
  payment: z.object({
    payment_type: z.string(),
    card_brand: z.string().nullable(),
    card_last4: z.string().nullable(),
    /** A DCC order paid in the card's currency: the amount, currency and rate charged. */
    dcc: orderDccSchema.nullable().optional(),
  }),
  /** The convenience-store slip of an order paid (or to be paid) at a store. */
  cvs_slip: cvsSlipSchema.nullable().optional(),
  /** A shipped print order's parcel (carrier, tracking number and its page). */
  shipment: shipmentSchema.nullable().optional(),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

/** `GET /api/mypage/order/list`: newest first, `next_index` as §3 pages. */
export const orderListSchema = z.object({
  next_page: z.boolean(),
  next_index: z.number().int().nullable(),
  data: z.array(orderSummarySchema),
});
export const orderListQuerySchema = z.object({
  index: z.coerce.number().int().min(0).max(100_000).default(0),
});
export const orderIdParamsSchema = z.object({
  order_id: z.coerce.number().int().positive().max(2_147_483_647),
});

/** `POST /api/guest/order/check/confirm` (spec §7): the code on the order mail and the order's phone. */
export const guestOrderCheckBodySchema = z.object({
  order_code: z
    .string()
    .transform((v) => v.normalize('NFKC').trim().toUpperCase())
    .pipe(z.string().min(4).max(32)),
  tel: telSchema,
});

/** A guest token scoped to the one order (spec §6), and where to show it. */
export const guestOrderCheckAnswerSchema = tokenAnswerSchema.extend({ order_id: z.number().int() });

/** `GET /api/event/info/buyed_item/{event_id}`: what the buyer has bought of the event. */
export const boughtItemsSchema = z.object({
  items: z.array(
    z.object({
      image_item_id: z.number().int(),
      /** Price types and sizes bought of the photo (any crop), in receipt order. */
      sizes: z.array(
        z.object({ price_type_id: z.number().int(), size_id: z.number().int(), quantity: z.number().int() }),
      ),
    }),
  ),
});
export type BoughtItems = z.infer<typeof boughtItemsSchema>;

/** `GET /api/utility/postal_zip/{zip_code7}.json` (spec §7): the addresses of a postal code. */
export const postalZipParamsSchema = z.object({ zip_code7: z.string().regex(/^\d{7}$/) });
export const postalZipAnswerSchema = z.object({
  zip_code: z.string(),
  /** Usually one; a few codes cover several towns, in Japan Post's order. */
  addresses: z.array(
    z.object({
      prefecture_id: z.string(),
      prefecture_name: z.string(),
      city: z.string(),
      town: z.string(),
    }),
  ),
});
export type PostalZipAnswer = z.infer<typeof postalZipAnswerSchema>;
