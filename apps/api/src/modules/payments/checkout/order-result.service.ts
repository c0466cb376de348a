import type { OrderResult, TextLanguage } from '@omoide/contract';
import { AppError } from '../../../platform/errors';
import type { Buyer } from '../../events/event-access';
import { answerOf, buyerOf, success } from '../../orders/order-answers';
import { findBuyerOrder } from '../../orders/order-records.service';
import type { OrderRow } from '../../orders/order-row';
import { orderMessages as m } from '../../orders/orders.messages';
import { PaymentGatewayUnavailableError } from '../../payment-providers/provider-answers';
import { reconcileOrder } from '../reconciler/payment-reconciler';
import { type CheckoutDeps, mayStillBePaid, settleFromGateway } from './order-settlement';

/** The answer an order already has (a repeated key, a second return from 3-D Secure). */
export async function resultOf(
  deps: CheckoutDeps,
  order: OrderRow,
  lang: TextLanguage,
): Promise<OrderResult> {
  // The provider's answer was lost: ask it now, so a buyer who looks again may see the truth.
  if (order.status === 'payment_confirming') {
    const outcome = await reconcileOrder(deps, order, { concludeNotCharged: false }).catch(
      () => 'unreachable' as const,
    );
    const now = (await findBuyerOrder(deps.db, buyerOf(order), order.id)) ?? order;
    if (outcome !== 'settled' || now.status === 'payment_confirming') return answerOf(now, lang);
    order = now;
  }
  // Still being charged by the request that made it (no charge recorded yet): in progress.
  const open = order.status === 'pending_payment' && order.chargeId !== null;
  if (!open && !mayStillBePaid(order)) return answerOf(order, lang);
  try {
    const state = await settleFromGateway(deps, order, order.chargeId!, lang);
    if (state.status === 'settled') return state.result;
    // A challenge still open: the buyer may go on, unless the sweep already gave the order up.
    return open ? success(order, state.acsRedirectUrl) : answerOf(order, lang);
  } catch (error) {
    if (error instanceof PaymentGatewayUnavailableError) {
      throw new AppError(503, 'ORDER-GATEWAY-503', m['gateway.unavailable']);
    }
    throw error;
  }
}

/** `POST /api/order/acs/complete`: the buyer is back from 3-D Secure; the gateway says how it went. */
export async function completeChallengedOrder(
  deps: CheckoutDeps,
  buyer: Buyer,
  orderId: number,
  lang: TextLanguage,
): Promise<OrderResult> {
  const order = await findBuyerOrder(deps.db, buyer, orderId);
  if (!order) throw new AppError(404, 'ORDER-404', m['order.not_found']);
  if (order.status === 'pending_payment' && !order.chargeId) {
    throw new AppError(409, 'ORDER-NOT-PENDING', m['order.not_pending']);
  }
  return resultOf(deps, order, lang);
}
