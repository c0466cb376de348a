import { z } from 'zod';
import { ALT_CVS_NETWORKS, CVS_NETWORKS, type CvsNetwork } from './cvs-networks.js';

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

/** The Rakuten-style wallets of spec §3: redirect to the provider's approval page and back. */
export const WALLET_PAYMENT_TYPES = ['r_paypay', 'r_aupay', 'r_rpay'] as const;
export type WalletPaymentType = (typeof WALLET_PAYMENT_TYPES)[number];

export function isWalletPaymentType(value: unknown): value is WalletPaymentType {
  return (WALLET_PAYMENT_TYPES as readonly unknown[]).includes(value);
}

/**
 * Convenience-store types (`POST /api/order/rakuten/process_cvs`, docs/decisions/012): a
 * payment slip paid later at a store. `r_cvs_net` takes the Japanese networks, `tw_cvs_net`
 * the spec's alternate list (Taiwan's 7-ELEVEN and the other chains).
 */
export const CVS_PAYMENT_TYPES = ['r_cvs_net', 'tw_cvs_net'] as const;
export type CvsPaymentType = (typeof CVS_PAYMENT_TYPES)[number];

export function isCvsPaymentType(value: unknown): value is CvsPaymentType {
  return (CVS_PAYMENT_TYPES as readonly unknown[]).includes(value);
}

/** The store networks a convenience-store type offers, in the form's order. */
export function cvsNetworksOf(paymentType: CvsPaymentType): readonly CvsNetwork[] {
  return paymentType === 'tw_cvs_net' ? ALT_CVS_NETWORKS : CVS_NETWORKS;
}

/** Card types paid through `POST /api/order/process` (a token from the browser). */
export const CARD_PAYMENT_TYPES = [
  'credit_card',
  'tw_credit_card',
  'credit_card_dcc',
  'credit_card_dcc_vnd_jp_card',
] as const satisfies readonly PaymentType[];

/**
 * The DCC cards (docs/decisions/013): `/api/order/dcc/current` quotes the cart in the card's
 * currency and the buyer chooses that or the event's own currency.
 */
export const DCC_PAYMENT_TYPES = ['credit_card_dcc', 'credit_card_dcc_vnd_jp_card'] as const;
export type DccPaymentType = (typeof DCC_PAYMENT_TYPES)[number];

export function isDccPaymentType(value: unknown): value is DccPaymentType {
  return (DCC_PAYMENT_TYPES as readonly unknown[]).includes(value);
}

/**
 * The card currencies (ISO 4217) a DCC quote may be in, by the event's currency: a yen event
 * converts for foreign cards, a VND event for Japanese cards (yen); none otherwise.
 */
export function dccCardCurrencies(currencyTypeId: number): readonly string[] {
  if (currencyTypeId === 1) return ['USD', 'EUR', 'TWD', 'VND'];
  if (currencyTypeId === 4) return ['JPY'];
  return [];
}

/**
 * Types paid through `POST /api/order/rakuten/process` (spec §7): the wallets, and the Rakuten
 * card, whose browser-made card token and CVV token (`r_card_token`, `r_cvv_token`) are charged
 * server-to-server like any card (docs/decisions/011).
 */
export const RAKUTEN_ROUTE_PAYMENT_TYPES = [
  ...WALLET_PAYMENT_TYPES,
  'r_credit_card',
] as const satisfies readonly PaymentType[];

export function isRakutenRoutePaymentType(
  value: unknown,
): value is (typeof RAKUTEN_ROUTE_PAYMENT_TYPES)[number] {
  return (RAKUTEN_ROUTE_PAYMENT_TYPES as readonly unknown[]).includes(value);
}

/**
 * Which types each currency's events offer (docs/decisions/011), in the order the form lists
 * them. The full rule of issue #14; types not built yet are kept out by `BUILT_PAYMENT_TYPES`.
 */
const PAYMENT_TYPES_BY_CURRENCY: Record<number, readonly PaymentType[]> = {
  // Yen: cards, wallets, convenience stores, DCC for foreign cards.
  1: ['credit_card', 'r_paypay', 'r_aupay', 'r_rpay', 'r_credit_card', 'r_cvs_net', 'credit_card_dcc'],
  // USD: no provider of its own in the spec; the Japanese card gateway charges it.
  2: ['credit_card'],
  // TWD: the Taiwanese provider's card and convenience stores.
  3: ['tw_credit_card', 'tw_cvs_net'],
  // VND: the DCC card for Japanese cards.
  4: ['credit_card_dcc_vnd_jp_card'],
};

/** Types that work end to end today; the rest of the rule joins as each is built (#14). */
export const BUILT_PAYMENT_TYPES: readonly PaymentType[] = [
  'credit_card',
  'tw_credit_card',
  'r_paypay',
  'r_aupay',
  'r_rpay',
  'credit_card_dcc',
  'credit_card_dcc_vnd_jp_card',
  'r_cvs_net',
  'tw_cvs_net',
  'r_credit_card',
];

/**
 * The payment types an event offers, by its currency (spec §3 `currency_type_id`): the rule
 * of decision 011 limited to built types. A currency none of whose own types is built yet
 * falls back to `credit_card`, so its events stay payable (none today: VND has its DCC card).
 * Pure: the API refuses any other type (400) and the web shows exactly these choices.
 */
export function offeredPaymentTypes(currencyTypeId: number): PaymentType[] {
  const rule = PAYMENT_TYPES_BY_CURRENCY[currencyTypeId] ?? ['credit_card'];
  const built = rule.filter((type) => BUILT_PAYMENT_TYPES.includes(type));
  return built.length > 0 ? built : ['credit_card'];
}
