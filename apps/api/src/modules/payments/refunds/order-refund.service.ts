import { OPEN_ORDER_STATES } from '@omoide/contract';
import { AppError } from '../../../platform/errors';
import { sendRefundMail } from '../../orders/order-mail';
import type { RefundOutcome, RefundRequest } from '../../orders/order-payments.port';
import {
  findOrder,
  lockOrder,
  moveOrder,
  REFUNDABLE_STATES,
  setRefundRequested,
} from '../../orders/order-records.service';
import type { OrderRow } from '../../orders/order-row';
import { orderMessages as m } from '../../orders/orders.messages';
import { gatewayOf } from '../../payment-providers/payment-providers';
import { type ChargeResult, PaymentGatewayUnavailableError } from '../../payment-providers/provider-answers';
import { recordAttempt } from '../attempts/payment-attempts.repo';
import type { CheckoutDeps } from '../checkout/order-settlement';

export type { RefundChange, RefundOutcome, RefundRequest } from '../../orders/order-payments.port';

const OPEN_STATES: OrderRow['status'][] = [...OPEN_ORDER_STATES];

/**
 * Marks the refund as asked (docs/decisions/014) under the order's row lock, before the
 * provider is called, as an attempt is written before a charge: a crash after the call
 * leaves a marker the reconciler finishes. A refunded order answers itself (idempotent).
 */
async function markRefundRequested(deps: CheckoutDeps, orderId: number, request: RefundRequest) {
  return deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) throw new AppError(404, 'ORDER-404', m['order.not_found']);
    if (order.status === 'refunded') return { done: true as const, order };
    if (!REFUNDABLE_STATES.includes(order.status))
      throw new AppError(409, 'ORDER-NOT-REFUNDABLE', m['refund.not_refundable']);
    if (order.refundRequestedAt) return { done: false as const, order };
    const marked = await setRefundRequested(tx, orderId, request);
    await request.record?.(tx, { action: 'order.refund_requested', before: order, after: marked });
    return { done: false as const, order: marked };
  });
}

/**
 * The provider gives the charge's money back: a void while it is not settled yet, else (or
 * when asked to refund) a refund; both are repeat-safe at the provider. Null: no answer.
 */
async function giveMoneyBack(deps: CheckoutDeps, order: OrderRow, voidFirst: boolean) {
  const provider = gatewayOf(deps.payments, order.paymentType);
  const chargeId = order.chargeId!;
  try {
    let after: ChargeResult = voidFirst ? await provider.void(chargeId) : await provider.refund(chargeId);
    if (after.status === 'succeeded') after = await provider.refund(chargeId);
    return after;
  } catch (error) {
    if (!(error instanceof PaymentGatewayUnavailableError)) throw error;
    deps.log?.error({ err: error, orderId: order.id, chargeId }, 'refund outcome unknown: refund_pending');
    return null;
  }
}

/**
 * The paid order becomes refunded exactly once (a conditional move under the row lock):
 * only the caller that moved it sends the buyer's refund mail.
 */
async function finishRefund(
  deps: CheckoutDeps,
  order: OrderRow,
  given: ChargeResult | null,
  request: RefundRequest,
) {
  const moved = await deps.db.transaction(async (tx) => {
    const before = (await lockOrder(tx, order.id)) ?? order;
    if (given && (given.status === 'voided' || given.status === 'refunded'))
      await recordAttempt(tx, order.id, { state: given.status, providerChargeId: given.chargeId });
    const after = await moveOrder(tx, order.id, REFUNDABLE_STATES, {
      status: 'refunded',
      refundedAt: new Date(),
    });
    if (after) await request.record?.(tx, { action: 'order.refunded', before, after });
    return after;
  });
  // Another caller (a repeat, the reconciler) moved it first: that is the answer.
  if (!moved) return { outcome: 'refunded' as const, order: (await findOrder(deps.db, order.id)) ?? order };
  await sendRefundMail(deps, moved).catch((error: unknown) =>
    deps.log?.error({ err: error, orderId: moved.id }, 'refund mail failed'),
  );
  return { outcome: 'refunded' as const, order: moved };
}

async function giveBackPaidOrder(
  deps: CheckoutDeps,
  orderId: number,
  request: RefundRequest,
  voidFirst: boolean,
): Promise<RefundOutcome> {
  const marked = await markRefundRequested(deps, orderId, request);
  if (marked.done) return { outcome: 'refunded', order: marked.order };
  const order = marked.order;
  // A free order (or one paid by no provider) has nothing to give back.
  if (order.totalInTax === 0 || !order.chargeId || order.chargeId === 'free')
    return finishRefund(deps, order, null, request);
  const given = await giveMoneyBack(deps, order, voidFirst);
  if (!given || (given.status !== 'voided' && given.status !== 'refunded')) {
    // "Refunded" only on the provider's word: anything else stays paid and pending.
    if (given) deps.log?.error({ orderId, status: given.status }, 'provider did not give the money back');
    return { outcome: 'refund_pending', order };
  }
  return finishRefund(deps, order, given, request);
}

/**
 * Refunds a paid order at its provider (docs/decisions/014) for operators (the CLI, the
 * studio). Idempotent: a repeat answers the same; a provider that does not answer leaves the
 * order paid with its refund pending, which `finishPendingRefunds` (the reconciler) ends.
 */
export function refundOrder(deps: CheckoutDeps, orderId: number, request: RefundRequest) {
  return giveBackPaidOrder(deps, orderId, request, false);
}

/**
 * Cancels an order: an unpaid one is closed (an open 3-D Secure challenge or wallet session
 * is voided; a capture that still arrives is given back by the reconciler, decision 007); a
 * paid one gets its money back as a void while the provider has not settled it, else a
 * refund, and ends `refunded`.
 */
export async function cancelOrder(
  deps: CheckoutDeps,
  orderId: number,
  request: RefundRequest,
): Promise<RefundOutcome> {
  const closed = await deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) throw new AppError(404, 'ORDER-404', m['order.not_found']);
    if (!OPEN_STATES.includes(order.status)) return null;
    const after = await moveOrder(tx, orderId, OPEN_STATES, {
      status: 'cancelled',
      failureCode: 'cancelled_by_operator',
      failureMessage: `${request.by}: ${request.reason ?? ''}`.trim(),
    });
    if (after) await request.record?.(tx, { action: 'order.cancelled', before: order, after });
    return after;
  });
  if (!closed) return giveBackPaidOrder(deps, orderId, request, true);
  if (closed.chargeId) {
    await gatewayOf(deps.payments, closed.paymentType)
      .void(closed.chargeId)
      .catch((error: unknown) => deps.log?.error({ err: error, orderId }, 'open payment not voided yet'));
  }
  return { outcome: 'cancelled', order: closed };
}

/** The reconciler's pass: refunds asked of a provider that did not answer are asked again. */
export async function finishPendingRefunds(deps: CheckoutDeps, orders: OrderRow[]): Promise<number> {
  let finished = 0;
  for (const order of orders) {
    const request = { by: order.refundRequestedBy ?? 'reconciler', reason: order.refundReason };
    const { outcome } = await refundOrder(deps, order.id, request);
    if (outcome === 'refunded') finished++;
  }
  return finished;
}
