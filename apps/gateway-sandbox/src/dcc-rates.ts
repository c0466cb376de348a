/**
 * The sandbox's DCC rates (dynamic currency conversion, as Planet / Fexco / Global Blue offer
 * it): fixed mid-market rates, so tests and demos always see the same figures, and the
 * provider's margin on top. Amounts in a card currency are integers of its minor unit (ISO
 * 4217 exponent: cents for USD, whole yen for JPY).
 */

/** Units of each currency worth 1 JPY (sandbox mid-market rates). */
const UNITS_PER_YEN: Readonly<Record<string, number>> = {
  JPY: 1,
  USD: 0.0067,
  EUR: 0.0062,
  TWD: 0.215,
  VND: 170,
};

/** ISO 4217 minor-unit exponents of the currencies the sandbox converts to. */
export const CURRENCY_EXPONENTS: Readonly<Record<string, number>> = {
  JPY: 0,
  USD: 2,
  EUR: 2,
  TWD: 2,
  VND: 0,
};

/** The provider's margin over the mid-market rate, disclosed to the buyer (card schemes' DCC rules). */
export const DCC_MARGIN_PERCENT = 3.5;

export const DCC_CURRENCIES = Object.keys(UNITS_PER_YEN);

export type DccConversion = {
  /** Card-currency units per event-currency unit, margin included (6 significant digits). */
  rate: number;
  /** In the card currency's minor unit. */
  cardAmount: number;
  exponent: number;
};

/** Converts an event-currency amount (whole units) to a card currency, or null when either is not converted. */
export function convert(amount: number, baseCurrency: string, cardCurrency: string): DccConversion | null {
  const base = UNITS_PER_YEN[baseCurrency];
  const card = UNITS_PER_YEN[cardCurrency];
  const exponent = CURRENCY_EXPONENTS[cardCurrency];
  if (!base || !card || exponent === undefined || baseCurrency === cardCurrency) return null;
  const rate = Number(((card / base) * (1 + DCC_MARGIN_PERCENT / 100)).toPrecision(6));
  // Rounded up to the card currency's minor unit: a conversion never charges less than the price.
  const cardAmount = Math.ceil(Number((amount * rate * 10 ** exponent).toFixed(6)));
  return { rate, cardAmount, exponent };
}
