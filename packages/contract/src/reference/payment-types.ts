import { z } from 'zod';

/**
 * Payment types of the order form's `payment_type` (spec §3 "Reference lists"). The `tw_`
 * ones are Taiwan's card and convenience-store routes, `_dcc` the dynamic-currency-conversion
 * cards, `r_` the Rakuten card and wallets.
 */
export const PAYMENT_TYPES = [
  'credit_card',
  'tw_credit_card',
  'credit_card_dcc',
  'credit_card_dcc_vnd_jp_card',
  'tw_cvs_net',
  'r_credit_card',
  'r_paypay',
  'r_aupay',
  'r_rpay',
  'r_cvs_net',
] as const;

export type PaymentType = (typeof PAYMENT_TYPES)[number];

/** The order form starts on this one (spec §3 "Order form"). */
export const DEFAULT_PAYMENT_TYPE = 'credit_card' satisfies PaymentType;

export const paymentTypeSchema = z.enum(PAYMENT_TYPES);

export function isPaymentType(value: unknown): value is PaymentType {
  return paymentTypeSchema.safeParse(value).success;
}
