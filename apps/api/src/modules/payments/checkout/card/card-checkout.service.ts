import {
  CARD_PAYMENT_TYPES,
  type OrderProcessBody,
  type OrderResult,
  type TextLanguage,
} from '@omoide/contract';
import { AppError } from '../../../../platform/errors';
import type { Buyer } from '../../../events/event-access';
import { orderMessages as m } from '../../../orders/orders.messages';
import { handlerUrlOf, openProviderCheckout } from '../checkout.service';
import { checkRoute } from '../checkout-checks';
import type { CheckoutDeps } from '../order-settlement';
import { settleProviderCall } from '../provider-call';

/**
 * `POST /api/order/process` with a card (spec §7, DESIGN §9, docs/decisions/006 and 007):
 * the event's cart becomes an order (one transaction under the cart's lock, lines
 * snapshotted, the payment attempt written), then the card token is charged under the
 * attempt's merchant reference. The charge is outside the transaction, as it is a network
 * call: the order waits in pending_payment and moves exactly once to paid or failed, or to
 * payment_confirming when the provider's answer is lost. An Idempotency-Key repeat answers
 * the first attempt; another submission of a cart whose checkout is open gets a 409.
 */
export async function processOrder(
  deps: CheckoutDeps,
  buyer: Buyer,
  body: OrderProcessBody,
  idempotencyKey: string | undefined,
  lang: TextLanguage,
): Promise<OrderResult> {
  return processCardOrder(deps, buyer, body, idempotencyKey, lang, CARD_PAYMENT_TYPES);
}

/** The tokens a card type carries: a card token, and the Rakuten card's CVV token beside it. */
function cardTokensOf(payment: OrderProcessBody['payment']): { cardToken: string; cvvToken?: string } {
  if ('card_token' in payment) return { cardToken: payment.card_token };
  if (payment.payment_type === 'r_credit_card')
    return { cardToken: payment.r_card_token, cvvToken: payment.r_cvv_token };
  throw new AppError(400, 'ORDER-PAYMENT-TYPE', m['payment_type.not_offered']);
}

/**
 * A card checkout on its route (`credit_card`, `tw_credit_card` and the DCC cards at
 * /process, the Rakuten card at /rakuten/process): the attempt is written, then the token is
 * charged under its merchant reference, with 3-D Secure when the card asks for it.
 */
export async function processCardOrder(
  deps: CheckoutDeps,
  buyer: Buyer,
  body: OrderProcessBody,
  idempotencyKey: string | undefined,
  lang: TextLanguage,
  route: readonly string[],
): Promise<OrderResult> {
  checkRoute(body.payment, route);
  const tokens = cardTokensOf(body.payment);
  const begun = await openProviderCheckout(deps, buyer, body, idempotencyKey, lang, route);
  if ('answer' in begun) return begun.answer;
  const { order, attempt } = begun;
  return settleProviderCall(deps, order, lang, { what: 'card charge', after: 'after_charge' }, () =>
    deps.payments.card.charge({
      orderId: attempt.merchantReference,
      amount: order.totalInTax,
      currencyTypeId: order.currencyTypeId,
      ...tokens,
      returnUrl: handlerUrlOf(deps, order),
      ...(order.dcc ? { dccQuoteId: order.dcc.quote_id } : {}),
    }),
  );
}
