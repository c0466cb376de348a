import type { OrderResult, TextLanguage } from '@omoide/contract';
import { CVS_EXPIRED_CODE, OPEN_ORDER_STATES } from '@omoide/contract';
import type { Config } from '../../../config';
import type { Database } from '../../../db/client';
import type { TokenService } from '../../../platform/auth/token-service';
import { faultPoint } from '../../../platform/fault-point';
import type { Mailer } from '../../../platform/mail/mailer';
import { lockCartOfEvent, removeOrderedFromCart } from '../../cart/cart.service';
import {
  ABANDONED_CODE,
  answerOf,
  buyerOf,
  failure,
  REVERSED_CODE,
  success,
} from '../../orders/order-answers';
import { sendOrderMail } from '../../orders/order-mail';
import {
  findBuyerOrder,
  listOrderLines,
  moveOrder,
  reviveFailedOrder,
  setOrderCharge,
} from '../../orders/order-records.service';
import type { OrderRow } from '../../orders/order-row';
import { gatewayOf, type PaymentGateways } from '../../payment-providers/payment-providers';
import type { ChargeResult } from '../../payment-providers/provider-answers';
import { recordAttempt } from '../attempts/payment-attempts.repo';

export type CheckoutDeps = {
  db: Database;
  mailer: Mailer;
  payments: PaymentGateways;
  /** The request's origin (platform/http/site-origin.ts); in a job, PUBLIC_URL or this machine's. */
  publicUrl: string;
  /** In the app (not every test): the order mail then carries the zip link of its downloads. */
  tokens?: TokenService;
  config?: Pick<Config, 'downloadDays' | 'publicUrl'>;
  log?: {
    error(details: object, message: string): void;
    warn?(details: object, message: string): void;
  };
};

const OPEN = [...OPEN_ORDER_STATES];
/** Open states, and a convenience-store order waiting for the buyer to pay at a store. */
const PAYABLE: OrderRow['status'][] = [...OPEN, 'awaiting_payment'];
/** States of an order that was paid (and may have moved on to fulfilment). */
const PAID_STATES: OrderRow['status'][] = ['paid', 'in_production', 'shipped'];

const reloaded = async (deps: CheckoutDeps, order: OrderRow) =>
  (await findBuyerOrder(deps.db, buyerOf(order), order.id)) ?? order;

/**
 * Applies a charge's outcome to an open order; a second caller sees the first one's result.
 * Each change of the order and of its payment attempt is one transaction.
 */
export async function settle(
  deps: CheckoutDeps,
  order: OrderRow,
  charge: ChargeResult,
  lang: TextLanguage,
): Promise<OrderResult> {
  if (charge.status === 'challenge') {
    await deps.db.transaction(async (tx) => {
      await setOrderCharge(tx, order.id, charge.chargeId);
      // A challenge found by the reconciler: the order waits for it as any challenged one.
      await moveOrder(tx, order.id, ['payment_confirming'], { status: 'pending_payment' });
      await recordAttempt(tx, order.id, { state: 'challenge', providerChargeId: charge.chargeId });
    });
    return success(order, charge.acsRedirectUrl);
  }
  if (charge.status === 'awaiting_payment') return holdForStore(deps, order, charge, lang);
  if (charge.status !== 'succeeded') {
    const code = charge.status === 'declined' ? charge.errorCode : REVERSED_CODE;
    const failed = await deps.db.transaction(async (tx) => {
      const moved = await moveOrder(tx, order.id, PAYABLE, {
        // A convenience-store slip unpaid at its deadline: the order expired, nothing was charged.
        status: code === CVS_EXPIRED_CODE ? 'expired' : 'failed',
        chargeId: charge.chargeId,
        failureCode: code,
        failureMessage: charge.status === 'declined' ? charge.errorMessage : `charge ${charge.status}`,
      });
      // A late word about a paid order (an "expired" after "paid") changes nothing, not even its attempt.
      if (moved || !PAID_STATES.includes((await reloaded({ ...deps, db: tx }, order)).status)) {
        await recordAttempt(tx, order.id, {
          state: charge.status === 'declined' ? 'declined' : charge.status,
          providerChargeId: charge.chargeId,
          errorCode: code,
        });
      }
      return moved;
    });
    // Another request settled it first: answer what the order now is, never the gateway again.
    return failed ? failure(failed, code, lang) : answerOf(await reloaded(deps, order), lang);
  }
  const paidFields = {
    status: 'paid' as const,
    paidAt: new Date(),
    chargeId: charge.chargeId,
    cardBrand: charge.cardBrand,
    cardLast4: charge.cardLast4,
  };
  const paid = await deps.db.transaction(async (tx) => {
    // The cart lock first, as checkout takes it: the order becomes paid and what it bought
    // leaves the cart together, so no other checkout can order the same photos meanwhile.
    await lockCartOfEvent(tx, buyerOf(order), order.eventId);
    await recordAttempt(tx, order.id, { state: 'succeeded', providerChargeId: charge.chargeId });
    // An open order (a card, a wallet: the usual case, so tried first — each try is a round
    // trip while the transaction holds its connection) takes its photos out of the cart now;
    // a convenience-store order's left the cart when its slip was issued. The states are
    // disjoint and each move is conditional, so the order of the tries changes no outcome.
    const fromOpen = await moveOrder(tx, order.id, OPEN, paidFields);
    // A charge the gateway took is never left on a failed order: one the sweep gave up on
    // (the buyer finished 3-D Secure late) becomes paid like any other.
    const fromSlip = fromOpen ? null : await moveOrder(tx, order.id, ['awaiting_payment'], paidFields);
    const row = fromOpen ?? fromSlip ?? (await reviveFailedOrder(tx, order.id, ABANDONED_CODE, paidFields));
    if (!row) return null;
    // Read once, for the cart and for the order mail after the commit.
    const lines = await listOrderLines(tx, row.id);
    if (!fromSlip) await removeOrderedFromCart(tx, buyerOf(row), { eventId: row.eventId, lines });
    faultPoint('before_commit');
    return { row, lines };
  });
  faultPoint('after_commit');
  if (!paid) {
    const now = await reloaded(deps, order);
    // Paid by another request (a double return from 3-D Secure): that is the answer. A
    // capture on an order that can no longer be paid goes back at once.
    const paidWithThis = PAID_STATES.includes(now.status) && now.chargeId === charge.chargeId;
    if (!paidWithThis) await giveBack(deps, now, charge.chargeId);
    return answerOf(now, lang);
  }
  // The card is charged: a mail that fails to go must not turn that into an error page.
  await sendOrderMail(deps, paid.row, paid.lines).catch((error: unknown) =>
    deps.log?.error({ err: error, orderId: paid.row.id }, 'order mail failed'),
  );
  return success(paid.row);
}

/**
 * A convenience-store slip was issued (docs/decisions/012): the order waits in
 * awaiting_payment with the slip and its deadline, and its photos leave the cart now, in the
 * same transaction under the cart's lock (the buyer cannot order them twice while the slip
 * is open; the checkout lock is free for other photos). Then the slip mail. A slip that
 * finds its order closed meanwhile is cancelled at the provider.
 */
async function holdForStore(
  deps: CheckoutDeps,
  order: OrderRow,
  charge: Extract<ChargeResult, { status: 'awaiting_payment' }>,
  lang: TextLanguage,
): Promise<OrderResult> {
  const held = await deps.db.transaction(async (tx) => {
    await lockCartOfEvent(tx, buyerOf(order), order.eventId);
    const row = await moveOrder(tx, order.id, OPEN, {
      status: 'awaiting_payment',
      chargeId: charge.chargeId,
      cardBrand: charge.slip.network,
      paymentSlip: charge.slip,
      paymentDeadline: new Date(charge.slip.deadline_t * 1000),
    });
    if (!row) return null;
    await recordAttempt(tx, order.id, { state: 'awaiting_payment', providerChargeId: charge.chargeId });
    await removeOrderedFromCart(tx, buyerOf(row), {
      eventId: row.eventId,
      lines: await listOrderLines(tx, row.id),
    });
    return row;
  });
  if (!held) {
    // Held by another request (a repeat), or closed meanwhile: then the slip must not stay payable.
    const now = await reloaded(deps, order);
    const holds =
      now.chargeId === charge.chargeId && [...PAID_STATES, 'awaiting_payment'].includes(now.status);
    if (!holds) await giveBack(deps, now, charge.chargeId);
    return answerOf(now, lang);
  }
  await sendOrderMail(deps, held).catch((error: unknown) =>
    deps.log?.error({ err: error, orderId: held.id }, 'slip mail failed'),
  );
  return success(held);
}

/**
 * Voids a capture that has no paid order (refunds it when a void is too late). Unreachable,
 * the attempt stays `succeeded` on an unpaid order and the reconciler tries again.
 */
export async function giveBack(deps: CheckoutDeps, order: OrderRow, chargeId: string): Promise<boolean> {
  try {
    const provider = gatewayOf(deps.payments, order.paymentType);
    let after = await provider.void(chargeId);
    if (after.status === 'succeeded') after = await provider.refund(chargeId);
    // A slip that lapsed at the provider took nothing: there is nothing to give back.
    if (after.status === 'declined' && after.errorCode === CVS_EXPIRED_CODE) return true;
    if (after.status !== 'voided' && after.status !== 'refunded') return false;
    await recordAttempt(deps.db, order.id, { state: after.status, providerChargeId: chargeId });
    deps.log?.warn?.({ orderId: order.id, chargeId }, `capture without a paid order ${after.status}`);
    return true;
  } catch (error) {
    deps.log?.error(
      { err: error, orderId: order.id, chargeId },
      'capture without a paid order not given back yet',
    );
    return false;
  }
}

/** An order the sweep gave up on while its 3-D Secure was open: the charge may still go through. */
export const mayStillBePaid = (order: OrderRow) =>
  order.status === 'failed' && order.failureCode === ABANDONED_CODE && order.chargeId !== null;

export type GatewayState =
  | { status: 'settled'; result: OrderResult }
  | { status: 'challenge'; acsRedirectUrl: string };

/**
 * Asks the gateway how a pending order's charge stands and settles the order when the answer
 * is final (paid, declined, failed authentication). A challenge still open is handed back:
 * the buyer's return keeps waiting, the sweeper gives up on it. The gateway being
 * unreachable throws PaymentGatewayUnavailableError for the caller to answer.
 */
export async function settleFromGateway(
  deps: CheckoutDeps,
  order: OrderRow,
  chargeId: string,
  lang: TextLanguage,
): Promise<GatewayState> {
  const charge = await gatewayOf(deps.payments, order.paymentType).chargeStatus(chargeId);
  if (charge.status === 'challenge') return { status: 'challenge', acsRedirectUrl: charge.acsRedirectUrl };
  return { status: 'settled', result: await settle(deps, order, charge, lang) };
}
