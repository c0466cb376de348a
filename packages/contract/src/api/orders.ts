import { z } from 'zod';
import { CHILD_RELATIONSHIP_KEYS } from '../reference/child-relationships.js';
import { zipCodeSchema } from '../reference/input-schemas.js';
import { PREFECTURE_CODES } from '../reference/prefectures.js';
import { tokenAnswerSchema } from './auth.js';
import { cartTotalsSchema, photoCustomSchema } from './cart.js';
import { eventSummarySchema } from './events.js';

const text = (max: number) => z.string().trim().min(1).max(max);
const optionalText = (max: number) => z.string().trim().max(max).optional().default('');

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
  full_name: text(60),
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
  child_name: text(60),
  class_name: optionalText(60),
  relationship: z.enum(CHILD_RELATIONSHIP_KEYS as [string, ...string[]]).optional(),
});

const cardPaymentFields = {
  card_token: z.string().trim().min(8).max(200),
  card_holder: optionalText(60),
  card_brand: optionalText(30),
};

/** The result code of a Taiwanese card's encryption in the browser: `000` is success (spec §5). */
export const TW_CARD_ENCRYPTION_OK = '000';

/** The DCC providers' encryption result for a card made into a token in the browser (spec §5). */
export const DCC_CARD_ENCRYPTION_OK = 'success';

const quoteIdSchema = z
  .string()
  .trim()
  .regex(/^[\w-]{1,64}$/);

/**
 * A DCC card (docs/decisions/013): the encryption result (anything but `success` blocks the
 * order, spec §5) and the buyer's choice: `dcc_quote_id` of the accepted offer of
 * `/api/order/dcc/current` (charged in the card's currency), or null to pay in the event's
 * own currency. The key is required, so the choice is always explicit.
 */
const dccPaymentFields = {
  ...cardPaymentFields,
  encryption_result: z
    .string()
    .trim()
    .regex(/^[\w-]{1,20}$/),
  dcc_quote_id: quoteIdSchema.nullable(),
};

/**
 * `payment` of §7 order calls; the card fields are tokens (the API never sees card data).
 * `tw_credit_card` carries the provider's encryption result code: anything but `000` blocks
 * the order (spec §5).
 */
export const orderPaymentSchema = z.discriminatedUnion('payment_type', [
  z.object({ payment_type: z.literal('credit_card'), ...cardPaymentFields }),
  z.object({
    payment_type: z.literal('tw_credit_card'),
    ...cardPaymentFields,
    encryption_result_code: z
      .string()
      .trim()
      .regex(/^[\w-]{1,20}$/),
  }),
  z.object({ payment_type: z.literal('credit_card_dcc'), ...dccPaymentFields }),
  z.object({ payment_type: z.literal('credit_card_dcc_vnd_jp_card'), ...dccPaymentFields }),
  // Wallets (`POST /api/order/rakuten/process`): nothing to carry, the buyer approves at the provider.
  z.object({ payment_type: z.literal('r_paypay') }),
  z.object({ payment_type: z.literal('r_aupay') }),
  z.object({ payment_type: z.literal('r_rpay') }),
  // Convenience stores (`POST /api/order/rakuten/process_cvs`): the network the buyer pays at
  // (spec §3 lists; checked against the type's own list, 400 otherwise).
  z.object({
    payment_type: z.literal('r_cvs_net'),
    cvs_net_type: z
      .string()
      .trim()
      .regex(/^\d{4,5}$/),
  }),
  z.object({
    payment_type: z.literal('tw_cvs_net'),
    cvs_net_type: z
      .string()
      .trim()
      .regex(/^\d{4,5}$/),
  }),
  // The Rakuten card (`/api/order/rakuten/process`): the provider's card token and its
  // separate CVV token, both made in the browser (spec §3 r_card_token, r_cvv_token, r_card_brand).
  z.object({
    payment_type: z.literal('r_credit_card'),
    r_card_token: z.string().trim().min(8).max(200),
    r_cvv_token: z.string().trim().min(8).max(200),
    r_card_brand: optionalText(30),
  }),
]);

/**
 * `POST /api/order/dcc/current` (spec §7 "body event_id"; the answer's shape is ours, spec §3
 * says it is not shown). `card_token` is the browser's one-time token of the card: the
 * provider reads the card's currency from its BIN and quotes that one. Without it, indicative
 * offers for every currency the event converts to (the charge checks the card's currency).
 */
export const dccCurrentBodySchema = z.object({
  event_id: z.number().int().positive().max(2_147_483_647),
  card_token: z.string().trim().min(8).max(200).optional(),
});
export type DccCurrentBody = z.infer<typeof dccCurrentBodySchema>;

/**
 * One offer: the cart's total in the card's currency (`card_amount` in its minor unit, ISO
 * 4217 `card_currency_exponent`: 1234 with exponent 2 is 12.34), the rate (card units per
 * event-currency unit, margin included), the margin over the mid-market rate, and until when
 * the rate holds (`expires_t`). Accepting it is sending its `quote_id` with the order.
 */
export const dccOfferSchema = z.object({
  quote_id: z.string(),
  card_currency: z.string(),
  card_amount: z.number().int(),
  card_currency_exponent: z.number().int().min(0).max(3),
  rate: z.number(),
  margin_percent: z.number(),
  expires_t: z.number().int(),
});
export type DccOffer = z.infer<typeof dccOfferSchema>;

/**
 * The cart's total in the event's currency and the offers. `card_currency`: the card's
 * currency when a token was sent (null without one); no offer when the card is billed in the
 * event's currency or its currency is not converted for this event: the buyer pays `amount`.
 */
export const dccCurrentAnswerSchema = z.object({
  event_id: z.number().int(),
  amount: z.number().int(),
  currency_type_id: z.number().int(),
  card_currency: z.string().nullable(),
  offers: z.array(dccOfferSchema),
});
export type DccCurrentAnswer = z.infer<typeof dccCurrentAnswerSchema>;

/** What a DCC order recorded of the accepted offer (order detail; null when paid in the event's currency). */
export const orderDccSchema = dccOfferSchema.omit({ expires_t: true });
export type OrderDcc = z.infer<typeof orderDccSchema>;

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
 * A convenience-store payment slip (docs/decisions/012): the store network (spec §3 id), the
 * number the buyer gives at the store (and the confirmation number where the network uses
 * one), the amount and the deadline; `instructions_url` is the provider's how-to-pay page.
 */
export const cvsSlipSchema = z.object({
  network: z.string(),
  payment_number: z.string(),
  confirmation_number: z.string().nullable(),
  deadline_t: z.number().int(),
  amount: z.number().int(),
  currency_type_id: z.number().int(),
  instructions_url: z.string().nullable(),
});
export type CvsSlip = z.infer<typeof cvsSlipSchema>;

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
