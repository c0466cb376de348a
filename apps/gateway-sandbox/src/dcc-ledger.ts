import { randomBytes } from 'node:crypto';
import { CURRENCY_CODES } from './currencies';
import { convert, DCC_MARGIN_PERCENT } from './dcc-rates';
import { Journal } from './journal';

/** A quote holds its rate for 10 minutes, as DCC providers' rate look-ups do. */
export const DCC_QUOTE_LIFETIME_MS = 10 * 60 * 1000;

/**
 * A DCC offer: the amount of an event-currency price in the card's currency at a rate the
 * provider guarantees until `expiresAt`. A charge that names it is made in the card currency.
 */
export type DccQuote = {
  quoteId: string;
  shopId: string;
  amount: number;
  currencyTypeId: number;
  cardCurrency: string;
  cardAmount: number;
  exponent: number;
  rate: number;
  marginPercent: number;
  createdAt: number;
  expiresAt: number;
};

export type QuoteProblem = 'quote_not_found' | 'quote_expired' | 'quote_mismatch';

/**
 * The DCC provider's memory of its quotes: journaled like the card ledger (synced before the
 * answer, replayed at start), so a quote shown to a buyer is still honoured after a restart.
 */
export class DccLedger {
  private readonly quotes = new Map<string, DccQuote>();
  private readonly journal: Journal<DccQuote> | null;

  constructor(options: { journalFile?: string } = {}) {
    this.journal = options.journalFile ? new Journal<DccQuote>(options.journalFile) : null;
    for (const quote of this.journal?.replay() ?? []) this.quotes.set(quote.quoteId, quote);
  }

  /** A quote for the amount in the card currency, or null when there is nothing to convert. */
  quote(
    fields: { shopId: string; amount: number; currencyTypeId: number; cardCurrency: string },
    now: number,
  ): DccQuote | null {
    const conversion = convert(
      fields.amount,
      CURRENCY_CODES[fields.currencyTypeId] ?? '',
      fields.cardCurrency,
    );
    if (!conversion) return null;
    const quote: DccQuote = {
      ...fields,
      quoteId: `dq_${randomBytes(12).toString('base64url')}`,
      cardAmount: conversion.cardAmount,
      exponent: conversion.exponent,
      rate: conversion.rate,
      marginPercent: DCC_MARGIN_PERCENT,
      createdAt: now,
      expiresAt: now + DCC_QUOTE_LIFETIME_MS,
    };
    this.journal?.write(quote);
    this.quotes.set(quote.quoteId, quote);
    return quote;
  }

  find(shopId: string, quoteId: string): DccQuote | undefined {
    const quote = this.quotes.get(quoteId);
    return quote?.shopId === shopId ? quote : undefined;
  }

  /** Whether a charge may use the quote: the shop's, live, for this amount and currency and card. */
  check(
    shopId: string,
    quoteId: string,
    charge: { amount: number; currencyTypeId: number; cardCurrency?: string },
    now: number,
  ): { ok: true; quote: DccQuote } | { ok: false; problem: QuoteProblem } {
    const quote = this.find(shopId, quoteId);
    if (!quote) return { ok: false, problem: 'quote_not_found' };
    if (now >= quote.expiresAt) return { ok: false, problem: 'quote_expired' };
    const same =
      quote.amount === charge.amount &&
      quote.currencyTypeId === charge.currencyTypeId &&
      (charge.cardCurrency === undefined || quote.cardCurrency === charge.cardCurrency);
    return same ? { ok: true, quote } : { ok: false, problem: 'quote_mismatch' };
  }
}

/** A quote on the wire. */
export function quoteAnswer(quote: DccQuote) {
  return {
    quote_id: quote.quoteId,
    amount: quote.amount,
    currency_type_id: quote.currencyTypeId,
    card_currency: quote.cardCurrency,
    card_amount: quote.cardAmount,
    card_currency_exponent: quote.exponent,
    rate: quote.rate,
    margin_percent: quote.marginPercent,
    created_t: Math.floor(quote.createdAt / 1000),
    expires_t: Math.floor(quote.expiresAt / 1000),
  };
}
