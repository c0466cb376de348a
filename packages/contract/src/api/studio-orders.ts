import { z } from 'zod';
import { PAYMENT_TYPES } from '../reference/payment-types.js';
import { cartTotalsSchema } from './cart.js';
import { cvsSlipSchema } from './order-payment.js';
import { ORDER_STATUSES } from './orders.js';
import { shipmentSchema } from './shipment.js';

/**
 * The studio's orders (issue #15): an organisation's orders searched and paged, one order
 * with everything that happened to it, and its cancel and refund (docs/decisions/014).
 */

/** `GET /api/studio/organizations/{organization_id}/orders`: newest first, §3 paging by `next_index`. */
export const studioOrdersQuerySchema = z.object({
  status: z.enum(ORDER_STATUSES).optional(),
  payment_type: z.enum(PAYMENT_TYPES).optional(),
  event_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  /** Placed at or after / before (epoch seconds). */
  from_t: z.coerce.number().int().min(0).max(4_102_444_800).optional(),
  to_t: z.coerce.number().int().min(0).max(4_102_444_800).optional(),
  /** Part of the buyer's e-mail (member or guest), case-insensitive. */
  email: z.string().trim().max(254).optional(),
  /** The order code the buyer quotes, exactly (case-insensitive). */
  code: z.string().trim().max(40).optional(),
  next_index: z.coerce.number().int().min(0).max(10_000_000).optional(),
});
export type StudioOrdersQuery = z.infer<typeof studioOrdersQuerySchema>;

export const studioOrderSummarySchema = z.object({
  order_id: z.number().int(),
  order_code: z.string(),
  created_t: z.number().int(),
  buyer_kind: z.enum(['member', 'guest']),
  buyer_email: z.string().nullable(),
  event_id: z.number().int(),
  event_name: z.string(),
  payment_type: z.string(),
  total_in_tax: z.number().int(),
  currency_type_id: z.number().int(),
  status: z.enum(ORDER_STATUSES),
  /** A refund was asked of the provider and its answer has not come yet (decision 014). */
  refund_pending: z.boolean(),
});
export type StudioOrderSummary = z.infer<typeof studioOrderSummarySchema>;

export const studioOrdersAnswerSchema = z.object({
  orders: z.array(studioOrderSummarySchema),
  /** The organisation's events, newest first, for the event filter. */
  events: z.array(z.object({ event_id: z.number().int(), name: z.string() })),
  next_page: z.boolean(),
  next_index: z.number().int().nullable(),
});
export type StudioOrdersAnswer = z.infer<typeof studioOrdersAnswerSchema>;

/** What happened to an order, and who or what did it. */
export const STUDIO_ORDER_STEPS = [
  'created',
  'payment_attempt',
  'paid',
  'failed',
  'cancelled',
  'expired',
  'refund_requested',
  'refunded',
  'in_production',
  'shipped',
  'operator_action',
] as const;
export type StudioOrderStep = (typeof STUDIO_ORDER_STEPS)[number];

/** `buyer`, the payment `provider`, the `system` (sweeper, reconciler) or an `operator` (label: e-mail). */
export const studioOrderActorSchema = z.object({
  kind: z.enum(['buyer', 'provider', 'system', 'operator']),
  label: z.string().nullable(),
});

export const studioOrderEventSchema = z.object({
  at_t: z.number().int(),
  step: z.enum(STUDIO_ORDER_STEPS),
  by: studioOrderActorSchema,
  /** What the step carries: an attempt's state, a failure code, a reason, an audit action. */
  detail: z.string().nullable(),
});
export type StudioOrderEvent = z.infer<typeof studioOrderEventSchema>;

const addressSchema = z.object({
  full_name: z.string(),
  full_name_kana: z.string(),
  /** Postal code, prefecture and address on one line. */
  line: z.string(),
  tel: z.string(),
});

export const studioOrderLineSchema = z.object({
  image_item_id: z.number().int().nullable(),
  thumbnail_url: z.string().nullable(),
  file_name: z.string().nullable(),
  price_type_name: z.string(),
  size_name: z.string(),
  quantity: z.number().int(),
  unit_price: z.number().int(),
  extra_cost_in_tax: z.number().int(),
  discount_in_tax: z.number().int(),
  crop: z.object({ x: z.number(), y: z.number(), width: z.number(), height: z.number() }).nullable(),
});

export const studioOrderDetailSchema = z.object({
  order_id: z.number().int(),
  order_code: z.string(),
  organization_id: z.number().int(),
  status: z.enum(ORDER_STATUSES),
  refund_pending: z.boolean(),
  created_t: z.number().int(),
  paid_t: z.number().int().nullable(),
  event_id: z.number().int(),
  event_name: z.string(),
  currency_type_id: z.number().int(),
  totals: cartTotalsSchema,
  buyer: z.object({ kind: z.enum(['member', 'guest']), email: z.string().nullable(), language: z.string() }),
  home_address: addressSchema,
  shipping_address: addressSchema.nullable(),
  shipping_type_id: z.number().int(),
  children: z.array(z.object({ child_name: z.string(), class_name: z.string() })),
  payment: z.object({
    payment_type: z.string(),
    card_brand: z.string().nullable(),
    card_last4: z.string().nullable(),
    cvs_slip: cvsSlipSchema.nullable(),
    failure_code: z.string().nullable(),
  }),
  lines: z.array(studioOrderLineSchema),
  shipment: shipmentSchema.nullable(),
  refund: z.object({ requested_by: z.string().nullable(), reason: z.string().nullable() }),
  timeline: z.array(studioOrderEventSchema),
  downloads: z.object({
    total: z.number().int(),
    items: z.array(
      z.object({
        image_item_id: z.number().int(),
        kind: z.enum(['original', 'movie', 'zip']),
        count: z.number().int(),
        last_t: z.number().int(),
      }),
    ),
  }),
  /** What the caller may do with it now: refund / cancel, and a support operator's limit. */
  may: z.object({ refund: z.boolean(), cancel: z.boolean(), over_limit: z.boolean() }),
});
export type StudioOrderDetail = z.infer<typeof studioOrderDetailSchema>;

/** `POST /api/studio/orders/{order_id}/refund` and `/cancel`: the reason is required (the audit, the buyer's support). */
export const studioRefundBodySchema = z.object({ reason: z.string().trim().min(1).max(500) });
export type StudioRefundBody = z.infer<typeof studioRefundBodySchema>;

/**
 * `refunded`: the provider gave the money back; `refund_pending`: asked, no answer yet (the
 * reconciler finishes it, never ask again elsewhere); `cancelled`: an unpaid order closed.
 */
export const studioRefundAnswerSchema = z.object({
  outcome: z.enum(['refunded', 'refund_pending', 'cancelled']),
  order: studioOrderDetailSchema,
});
export type StudioRefundAnswer = z.infer<typeof studioRefundAnswerSchema>;
