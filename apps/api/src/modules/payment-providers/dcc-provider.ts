/** A DCC offer of the provider (docs/decisions/013); `cardAmount` in the card currency's minor unit. */
export type DccQuote = {
  quoteId: string;
  amount: number;
  currencyTypeId: number;
  cardCurrency: string;
  cardAmount: number;
  exponent: number;
  rate: number;
  marginPercent: number;
  expiresAt: Date;
};

/**
 * The DCC provider's rate look-up (Planet / Fexco / Global Blue style): quotes for an amount,
 * in the currency of the card behind a token (by its BIN) or in each currency asked for.
 * Charges that accept a quote go through the card gateway with `dccQuoteId`.
 */
export interface DccGateway {
  quote(request: {
    amount: number;
    currencyTypeId: number;
    cardToken?: string;
    cardCurrencies: readonly string[];
  }): Promise<{ cardCurrency: string | null; quotes: DccQuote[] } | { refused: string }>;
  /** A quote as the provider holds it (null when it has none of that id) and whether it has expired. */
  findQuote(quoteId: string): Promise<(DccQuote & { expired: boolean }) | null>;
}
