import type { TextLanguage } from '../locale.js';

/**
 * Currency types of an event (spec §3 "Reference lists"). `minorDigits` is how many decimals
 * we display, not ISO 4217's exponent: TWD prices are whole dollars in practice, so we show
 * none even though ISO lists two.
 */
export const CURRENCY_TYPES = [
  { id: 1, key: 'yen', iso: 'JPY', text: 'YEN', minorDigits: 0 },
  { id: 2, key: 'usd', iso: 'USD', text: 'USD', minorDigits: 2 },
  { id: 3, key: 'twd', iso: 'TWD', text: 'TWD', minorDigits: 0 },
  { id: 4, key: 'vnd', iso: 'VND', text: 'VND', minorDigits: 0 },
] as const;

export type CurrencyType = (typeof CURRENCY_TYPES)[number];
export type CurrencyTypeId = CurrencyType['id'];
export type CurrencyIsoCode = CurrencyType['iso'];

/** Currency text shown when an event names none (spec §9). */
export const DEFAULT_CURRENCY_TEXT = 'YEN';
export const DEFAULT_CURRENCY_TYPE_ID = 1 satisfies CurrencyTypeId;

export function isCurrencyTypeId(value: unknown): value is CurrencyTypeId {
  return CURRENCY_TYPES.some((c) => c.id === value);
}

export function currencyTypeById(id: number): CurrencyType | undefined {
  return CURRENCY_TYPES.find((c) => c.id === id);
}

// Intl wants a BCP 47 tag; `hant` is our short name for Traditional Chinese as used in Taiwan.
export const INTL_LOCALE: Record<TextLanguage, string> = {
  ja: 'ja-JP',
  hant: 'zh-TW',
  vi: 'vi-VN',
  'en-US': 'en-US',
};

// Formatters are costly to build and a photo grid formats hundreds of prices.
const formatters = new Map<string, Intl.NumberFormat>();

/**
 * Formats an amount in the currency's major unit (yen, dollars, …), as prices travel on the
 * wire (DESIGN §5). An unknown currency type falls back to yen rather than throwing, so a
 * bad reference value never blanks a price on screen.
 */
export function formatPrice(amount: number, currencyTypeId: number, locale: TextLanguage): string {
  const currency = currencyTypeById(currencyTypeId) ?? CURRENCY_TYPES[0];
  const cacheKey = `${locale}|${currency.iso}`;
  let formatter = formatters.get(cacheKey);
  if (!formatter) {
    formatter = new Intl.NumberFormat(INTL_LOCALE[locale], {
      style: 'currency',
      currency: currency.iso,
      minimumFractionDigits: currency.minorDigits,
      maximumFractionDigits: currency.minorDigits,
    });
    formatters.set(cacheKey, formatter);
  }
  return formatter.format(amount);
}

/**
 * Formats an amount given in a currency's minor unit with its ISO 4217 exponent (a DCC offer's
 * `card_amount`: 6935 with exponent 2 is $69.35), for any ISO currency a card is billed in.
 */
export function formatMinorAmount(
  amount: number,
  iso: string,
  exponent: number,
  locale: TextLanguage,
): string {
  return new Intl.NumberFormat(INTL_LOCALE[locale], {
    style: 'currency',
    currency: iso,
    minimumFractionDigits: exponent,
    maximumFractionDigits: exponent,
  }).format(amount / 10 ** exponent);
}
