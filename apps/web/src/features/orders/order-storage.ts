import { type OrderResult, orderResultSchema, type PaymentType, paymentTypeSchema } from '@omoide/contract';
import { z } from 'zod';
import { STORAGE_KEYS } from '@/shared/config';
import type { Area } from '@/shared/routing/area';
import { readJson, removeItem, writeItem } from '@/shared/storage/safe-storage';
import { EMPTY_ADDRESS, EMPTY_CHILD, type OrderFormDraft } from './order-form-values';

/**
 * The order between its pages. The form (spec §3 "Order form") lives in session storage:
 * it survives a reload and the Back button, stays in this tab, and full sign-out clears it
 * (shared/auth/session-reset). The card itself is never stored: only the gateway's one-time
 * token, the masked number the gateway answered, and this attempt's idempotency key.
 *
 * The result (spec §4 "Order result") is kept in local storage: it has to outlive the trip
 * to the 3-D Secure page, which may come back in another tab of the same browser.
 */

export interface OrderPayment {
  /** The chosen type (decision 011); a wallet carries no card, its card fields are ''. */
  payment_type: PaymentType;
  card_token: string;
  /** The Rakuten card's CVV token, made with its card token (`r_credit_card`); '' otherwise. */
  cvv_token?: string;
  card_brand: string;
  card_holder: string;
  masked_card_number: string;
  /** A convenience-store payment (decision 012): the chosen network's spec §3 id. */
  cvs_net_type?: string;
  /** One per token: a retry of this attempt repeats it, a new card gets a new one. */
  idempotency_key: string;
}

export interface StoredOrder {
  area: Area;
  event_id: number;
  form: OrderFormDraft;
  payment: OrderPayment | null;
}

// Tolerant on read: a field of the wrong type (an older build) becomes empty, not an error.
const text = z.string().catch('');
const addressSchema = z
  .object({
    full_name: text,
    full_name_kana: text,
    zip_code: text,
    prefecture_id: text,
    address1: text,
    address2: text,
    address3: text,
    tel: text,
  })
  .catch(EMPTY_ADDRESS);
const childSchema = z.object({ child_name: text, class_name: text, relationship: text }).catch(EMPTY_CHILD);

const storedOrderSchema = z.object({
  area: z.enum(['member', 'guest']),
  event_id: z.number().int().positive(),
  form: z.object({
    home: addressSchema,
    is_exist_address_override: z.boolean().catch(false),
    shipping: addressSchema,
    children: z.array(childSchema).catch([]),
  }),
  payment: z
    .object({
      // A payment stored by an older build is a card's.
      payment_type: paymentTypeSchema.catch('credit_card'),
      card_token: z.string(),
      cvv_token: z.string().optional(),
      card_brand: z.string(),
      card_holder: z.string(),
      masked_card_number: z.string(),
      cvs_net_type: z.string().optional().catch(undefined),
      idempotency_key: z.string().min(1),
    })
    .nullable()
    .catch(null),
});

/** The stored order of this area (a guest never sees what a member typed on this device). */
export function readOrder(area: Area): StoredOrder | null {
  const parsed = storedOrderSchema.safeParse(readJson('session', STORAGE_KEYS.orderData));
  return parsed.success && parsed.data.area === area ? parsed.data : null;
}

export function writeOrder(order: StoredOrder): void {
  writeItem('session', STORAGE_KEYS.orderData, JSON.stringify(order));
}

/** Tokens are one-time: after an attempt ends, the next one needs the card again. */
export function clearOrderPayment(area: Area): void {
  const order = readOrder(area);
  if (order) writeOrder({ ...order, payment: null });
}

export interface StoredResult {
  area: Area;
  /** null when the buyer came back from 3-D Secure without the pending result (another browser). */
  event_id: number | null;
  result: OrderResult;
}

const storedResultSchema = z.object({
  area: z.enum(['member', 'guest']),
  event_id: z.number().int().positive().nullable(),
  result: orderResultSchema,
});

export function readOrderResult(area: Area): StoredResult | null {
  const parsed = storedResultSchema.safeParse(readJson('local', STORAGE_KEYS.orderResult));
  return parsed.success && parsed.data.area === area ? parsed.data : null;
}

export function writeOrderResult(stored: StoredResult): void {
  writeItem('local', STORAGE_KEYS.orderResult, JSON.stringify(stored));
}

export function clearOrderResult(): void {
  removeItem('local', STORAGE_KEYS.orderResult);
}
