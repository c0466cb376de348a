import {
  type OrderProcessBody,
  type OrderResult,
  RAKUTEN_ROUTE_PAYMENT_TYPES,
  type TextLanguage,
  WALLET_PAYMENT_TYPES,
  type WalletPaymentType,
} from '@omoide/contract';
import { AppError } from '../../../../platform/errors';
import type { Buyer } from '../../../events/event-access';
import {
  AWAITING_APPROVAL_CODE,
  CONFIRMING_CODE,
  failure,
  isWalletOrder,
} from '../../../orders/order-answers';
import { findBuyerOrder } from '../../../orders/order-records.service';
import { orderMessages as m } from '../../../orders/orders.messages';
import { PaymentGatewayUnavailableError } from '../../../payment-providers/provider-answers';
import type { WalletSessionRequest } from '../../../payment-providers/wallet-provider';
import { recordAttempt } from '../../attempts/payment-attempts.repo';
import { markUnknown } from '../../reconciler/payment-reconciler';
import { processCardOrder } from '../card/card-checkout.service';
import { handlerUrlOf, openProviderCheckout } from '../checkout.service';
import { checkRoute } from '../checkout-checks';
import { resultOf } from '../order-result.service';
import { type CheckoutDeps, settleFromGateway } from '../order-settlement';
import { settleProviderCall } from '../provider-call';

const WALLET_OF: Record<WalletPaymentType, WalletSessionRequest['wallet']> = {
  r_paypay: 'paypay',
  r_aupay: 'aupay',
  r_rpay: 'rpay',
};

/**
 * `POST /api/order/rakuten/process` (spec §7): the Rakuten card is a card checkout with its
 * CVV token (3-D Secure and results as `credit_card`); the wallets open a payment session.
 */
export function processRakutenOrder(
  deps: CheckoutDeps,
  buyer: Buyer,
  body: OrderProcessBody,
  idempotencyKey: string,
  lang: TextLanguage,
): Promise<OrderResult> {
  checkRoute(body.payment, RAKUTEN_ROUTE_PAYMENT_TYPES);
  if (body.payment.payment_type === 'r_credit_card')
    return processCardOrder(deps, buyer, body, idempotencyKey, lang, RAKUTEN_ROUTE_PAYMENT_TYPES);
  return processWalletOrder(deps, buyer, body, idempotencyKey, lang);
}

/**
 * `POST /api/order/rakuten/process` with a wallet (spec §7, docs/decisions/011): the order
 * and its payment attempt are written first (the one-open-checkout lock of decision 007),
 * then the wallet provider opens a payment session under the attempt's merchant reference
 * (it keeps one per reference, so a retry never makes a second). The answer carries the
 * approval page in `redirect_url`; the order waits in pending_payment until the buyer
 * comes back and `/api/order/rakuten/complete` asks the provider how it went.
 */
async function processWalletOrder(
  deps: CheckoutDeps,
  buyer: Buyer,
  body: OrderProcessBody,
  idempotencyKey: string,
  lang: TextLanguage,
): Promise<OrderResult> {
  const begun = await openProviderCheckout(deps, buyer, body, idempotencyKey, lang, WALLET_PAYMENT_TYPES);
  if ('answer' in begun) return begun.answer;
  const { order, attempt } = begun;
  // A session awaiting approval records its id and answers the approval page.
  return settleProviderCall(deps, order, lang, { what: 'wallet session', after: 'after_session' }, () => {
    if (!deps.payments.wallet) throw new PaymentGatewayUnavailableError('No wallet provider');
    return deps.payments.wallet.createSession({
      orderId: attempt.merchantReference,
      wallet: WALLET_OF[body.payment.payment_type as WalletPaymentType],
      amount: order.totalInTax,
      currencyTypeId: order.currencyTypeId,
      returnUrl: handlerUrlOf(deps, order),
    });
  });
}

/**
 * `POST /api/order/rakuten/complete`: the buyer is back from the approval page. The URL's
 * query is never trusted: the provider is asked for the session's state (an approved one is
 * confirmed server-to-server, then the order is paid); a session still awaiting approval
 * answers the page again; no answer leaves the order payment_confirming for the reconciler.
 * Settling is exactly-once (decision 007), so a double return is paid once.
 */
export async function completeWalletOrder(
  deps: CheckoutDeps,
  buyer: Buyer,
  orderId: number,
  lang: TextLanguage,
): Promise<OrderResult> {
  const order = await findBuyerOrder(deps.db, buyer, orderId);
  if (!order) throw new AppError(404, 'ORDER-404', m['order.not_found']);
  if (!isWalletOrder(order)) throw new AppError(409, 'ORDER-NOT-PENDING', m['order.not_pending']);
  if (order.status !== 'pending_payment') return resultOf(deps, order, lang);
  // The session is still being opened by the request that made the order.
  if (!order.chargeId) throw new AppError(409, 'ORDER-IN-PROGRESS', m['order.in_progress']);
  // Asking an approved session confirms (captures) it: the attempt says a call is being made
  // first, so a crash between the capture and the commit is found by the reconciler (007).
  await recordAttempt(deps.db, order.id, { state: 'started', providerChargeId: order.chargeId });
  try {
    const state = await settleFromGateway(deps, order, order.chargeId, lang);
    if (state.status === 'settled') return state.result;
    // Still awaiting approval: nothing was captured, the attempt waits as before.
    await recordAttempt(deps.db, order.id, { state: 'challenge', providerChargeId: order.chargeId });
    return failure(order, AWAITING_APPROVAL_CODE, lang, state.acsRedirectUrl);
  } catch (error) {
    if (!(error instanceof PaymentGatewayUnavailableError)) throw error;
    await markUnknown(deps.db, order.id, order.chargeId);
    deps.log?.error({ err: error, orderId: order.id }, 'wallet completion outcome unknown');
    return failure(order, CONFIRMING_CODE, lang);
  }
}
