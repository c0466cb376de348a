import {
  type CartEvent,
  type DccCurrentAnswer,
  type DccCurrentBody,
  dccCardCurrencies,
  isDccPaymentType,
  type OrderProcessBody,
  offeredPaymentTypes,
  type TextLanguage,
} from '@omoide/contract';
import type { StoredDcc } from '../../../../db/schema/orders';
import { AppError } from '../../../../platform/errors';
import { getCart } from '../../../cart/cart.service';
import type { Buyer } from '../../../events/event-access';
import { orderMessages as m } from '../../../orders/orders.messages';
import type { DccGateway, DccQuote } from '../../../payment-providers/dcc-provider';
import { PaymentGatewayUnavailableError } from '../../../payment-providers/provider-answers';
import type { CheckoutDeps } from '../order-settlement';
import { dccMessages as dm } from './dcc.messages';

/** The DCC provider, or the 503 a buyer gets when it cannot be asked (nothing is charged). */
async function askDcc<T>(deps: CheckoutDeps, ask: (dcc: DccGateway) => Promise<T>): Promise<T> {
  try {
    if (!deps.payments.dcc) throw new PaymentGatewayUnavailableError('No DCC provider is configured');
    return await ask(deps.payments.dcc);
  } catch (error) {
    if (error instanceof PaymentGatewayUnavailableError)
      throw new AppError(503, 'ORDER-GATEWAY-503', m['gateway.unavailable']);
    throw error;
  }
}

const offerOf = (quote: DccQuote) => ({
  quote_id: quote.quoteId,
  card_currency: quote.cardCurrency,
  card_amount: quote.cardAmount,
  card_currency_exponent: quote.exponent,
  rate: quote.rate,
  margin_percent: quote.marginPercent,
  expires_t: Math.floor(quote.expiresAt.getTime() / 1000),
});

/**
 * `POST /api/order/dcc/current` (spec §7, docs/decisions/013): the buyer's current cart total
 * of the event and the provider's offers in the card's currency. Each call asks for a fresh
 * quote (a re-quote after one expired is just this call again).
 */
export async function currentDccQuote(
  deps: CheckoutDeps,
  buyer: Buyer,
  body: DccCurrentBody,
  lang: TextLanguage,
): Promise<DccCurrentAnswer> {
  const event = (await getCart(deps.db, buyer, lang, body.event_id)).cart[0];
  if (!event || event.quantity === 0) throw new AppError(400, 'ORDER-CART-EMPTY', m['cart.empty']);
  const currencyTypeId = event.event.currency_type_id;
  if (!offeredPaymentTypes(currencyTypeId).some(isDccPaymentType))
    throw new AppError(400, 'ORDER-DCC-NOT-OFFERED', dm.not_offered);
  const amount = event.totals.total_in_tax;
  const base = { event_id: event.event.id, amount, currency_type_id: currencyTypeId };
  // A free order has nothing to convert.
  if (amount === 0) return { ...base, card_currency: null, offers: [] };
  const answer = await askDcc(deps, (dcc) =>
    dcc.quote({
      amount,
      currencyTypeId,
      cardToken: body.card_token,
      cardCurrencies: dccCardCurrencies(currencyTypeId),
    }),
  );
  if ('refused' in answer) throw new AppError(400, 'ORDER-DCC-CARD', dm['card.unusable']);
  return { ...base, card_currency: answer.cardCurrency, offers: answer.quotes.map(offerOf) };
}

/**
 * The buyer's DCC choice, checked before any order exists: an accepted quote must be the
 * provider's, for this cart's total in this event's currency, and still hold; else a 409
 * (the buyer asks for a new quote; nothing is charged). Null: paid in the event's currency.
 */
export async function checkDccChoice(
  deps: CheckoutDeps,
  payment: OrderProcessBody['payment'],
  event: CartEvent,
): Promise<StoredDcc | null> {
  if (!isDccPaymentType(payment.payment_type) || !('dcc_quote_id' in payment) || !payment.dcc_quote_id)
    return null;
  const quoteId = payment.dcc_quote_id;
  const quote = await askDcc(deps, (dcc) => dcc.findQuote(quoteId));
  const currencyTypeId = event.event.currency_type_id;
  const matches =
    quote !== null &&
    quote.currencyTypeId === currencyTypeId &&
    quote.amount === event.totals.total_in_tax &&
    dccCardCurrencies(currencyTypeId).includes(quote.cardCurrency);
  if (!matches) throw new AppError(409, 'ORDER-DCC-QUOTE-MISMATCH', dm['quote.mismatch']);
  if (quote.expired) throw new AppError(409, 'ORDER-DCC-QUOTE-EXPIRED', dm['quote.expired']);
  const { expires_t: _, ...offer } = offerOf(quote);
  return offer;
}
