import type { CardLedger, ChargeRecord, TokenProblem } from './card-ledger';
import { type CardOutcome, cardCurrency, chargeOutcome, TEST_CARDS } from './card-rules';
import { CURRENCY_CODES } from './currencies';
import type { DccLedger } from './dcc-ledger';

export type ChargeRequest = {
  token: string;
  /** The Rakuten card's CVV token, made with its card token (required for such a token). */
  cvvToken?: string;
  amount: number;
  currencyTypeId: number;
  orderId: string;
  returnUrl: string;
  /** A DCC quote the buyer accepted: the card is charged in its currency (dcc-ledger). */
  dccQuoteId?: string;
};

const tokenMessages: Record<TokenProblem, string> = {
  token_not_found: 'The token is not known to this shop.',
  token_used: 'The token has already been used.',
  token_expired: 'The token has expired.',
  cvv_token_invalid: 'The CVV token is missing or does not belong to the card token.',
};

function isWebUrl(text: string): boolean {
  return URL.canParse(text) && ['http:', 'https:'].includes(new URL(text).protocol);
}

/** The charge request of a JSON body, or null when a field is missing or out of range. */
export function readChargeRequest(body: unknown): ChargeRequest | null {
  if (typeof body !== 'object' || body === null) return null;
  const { token, cvv_token, amount, currency_type_id, order_id, return_url, dcc_quote_id } = body as Record<
    string,
    unknown
  >;
  const valid =
    (cvv_token === undefined || (typeof cvv_token === 'string' && cvv_token.length > 0)) &&
    typeof token === 'string' &&
    token.length > 0 &&
    Number.isSafeInteger(amount) &&
    (amount as number) > 0 &&
    typeof currency_type_id === 'number' &&
    currency_type_id in CURRENCY_CODES &&
    typeof order_id === 'string' &&
    /^[\w.:-]{1,64}$/.test(order_id) &&
    typeof return_url === 'string' &&
    isWebUrl(return_url) &&
    (dcc_quote_id === undefined || (typeof dcc_quote_id === 'string' && /^[\w-]{1,64}$/.test(dcc_quote_id)));
  if (!valid) return null;
  return {
    token,
    ...(typeof cvv_token === 'string' ? { cvvToken: cvv_token } : {}),
    amount: amount as number,
    currencyTypeId: currency_type_id,
    orderId: order_id,
    returnUrl: return_url,
    ...(dcc_quote_id ? { dccQuoteId: dcc_quote_id as string } : {}),
  };
}

/**
 * How the gateway misbehaves for a fault test card (card-rules): the charge is made but the
 * answer is late or a 500, or the gateway is down and makes no charge at all.
 */
export type ChargeFault = 'slow_answer' | 'error_after_capture' | 'unavailable' | null;

/**
 * Charges a token. A merchant reference already used answers the charge made under it, and
 * charges nothing (a retried or duplicated request must never charge twice, as real gateways
 * refuse a repeated order id); otherwise the token is used up and the test card decides.
 */
export function createCharge(
  ledger: CardLedger,
  shopId: string,
  request: ChargeRequest,
  now: number,
  dcc?: DccLedger,
): { charge: ChargeRecord | null; fault: ChargeFault } {
  const earlier = ledger.chargeByReference(shopId, request.orderId);
  if (earlier) return { charge: earlier, fault: null };
  if (ledger.peekCard(shopId, request.token)?.number === TEST_CARDS.unavailable) {
    return { charge: null, fault: 'unavailable' };
  }
  const { charge, outcome } = newCharge(ledger, shopId, request, now, dcc);
  return { charge, fault: outcome === 'slow_answer' || outcome === 'error_after_capture' ? outcome : null };
}

function newCharge(
  ledger: CardLedger,
  shopId: string,
  request: ChargeRequest,
  now: number,
  dcc?: DccLedger,
): { charge: ChargeRecord; outcome: CardOutcome | null } {
  const base: Pick<
    ChargeRecord,
    'shopId' | 'orderId' | 'amount' | 'currencyTypeId' | 'returnUrl' | 'createdAt' | 'dcc'
  > = {
    shopId,
    orderId: request.orderId,
    amount: request.amount,
    currencyTypeId: request.currencyTypeId,
    returnUrl: request.returnUrl,
    createdAt: now,
  };
  const taken = ledger.takeToken(shopId, request.token, now, request.cvvToken);
  if (!taken.ok) {
    const charge = ledger.addCharge({
      ...base,
      status: 'declined',
      errorCode: taken.problem,
      errorMessage: tokenMessages[taken.problem],
      cardBrand: null,
      cardLast4: null,
    });
    return { charge, outcome: null };
  }
  const card = { cardBrand: taken.card.brand, cardLast4: taken.card.last4 };
  if (request.dccQuoteId) {
    // The rate the buyer accepted must still hold, for this amount and this card's currency.
    const checked = dcc?.check(
      shopId,
      request.dccQuoteId,
      { ...request, cardCurrency: cardCurrency(taken.card.number) },
      now,
    ) ?? { ok: false as const, problem: 'quote_not_found' as const };
    if (!checked.ok) {
      const charge = ledger.addCharge({
        ...base,
        ...card,
        status: 'declined',
        errorCode: `dcc_${checked.problem}`,
        errorMessage: dccMessages[checked.problem],
      });
      return { charge, outcome: null };
    }
    const { quoteId, cardCurrency: currency, cardAmount, exponent, rate } = checked.quote;
    base.dcc = { quoteId, cardCurrency: currency, cardAmount, exponent, rate };
  }
  const outcome = chargeOutcome(taken.card.number);
  if (outcome === 'decline') {
    const charge = ledger.addCharge({
      ...base,
      ...card,
      status: 'declined',
      errorCode: 'card_declined',
      errorMessage: 'The card was declined.',
    });
    return { charge, outcome };
  }
  const status = outcome === 'challenge' ? 'challenge' : 'succeeded';
  const charge = ledger.addCharge({ ...base, ...card, status, errorCode: null, errorMessage: null });
  return { charge, outcome };
}

const dccMessages = {
  quote_not_found: 'The DCC quote is not known to this shop.',
  quote_expired: 'The DCC quote has expired.',
  quote_mismatch: "The DCC quote is for another amount or another card's currency.",
} as const;

/** A charge on the wire; `origin` is where the buyer's browser reaches the sandbox. */
export function chargeAnswer(charge: ChargeRecord, origin: string) {
  return {
    status: charge.status,
    charge_id: charge.chargeId,
    order_id: charge.orderId,
    amount: charge.amount,
    currency_type_id: charge.currencyTypeId,
    card_brand: charge.cardBrand,
    card_last4: charge.cardLast4,
    // A DCC charge: the settlement list shows both amounts (the event's and the card's).
    ...(charge.dcc
      ? {
          dcc: {
            quote_id: charge.dcc.quoteId,
            card_currency: charge.dcc.cardCurrency,
            card_amount: charge.dcc.cardAmount,
            card_currency_exponent: charge.dcc.exponent,
            rate: charge.dcc.rate,
          },
        }
      : {}),
    ...(charge.status === 'challenge'
      ? { acs_redirect_url: `${origin}/sandbox/card/3ds/${charge.chargeId}` }
      : {}),
    ...(charge.errorCode ? { error_code: charge.errorCode, error_message: charge.errorMessage } : {}),
    created_t: Math.floor(charge.createdAt / 1000),
    ...(charge.reversedAt
      ? { reversed_t: Math.floor(charge.reversedAt / 1000), refunded_amount: charge.refundedAmount ?? 0 }
      : {}),
  };
}
