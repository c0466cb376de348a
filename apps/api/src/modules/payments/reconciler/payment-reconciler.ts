import { isOpenOrderStatus, OPEN_ORDER_STATES } from '@omoide/contract';
import type { AppDeps } from '../../../app-deps';
import type { Database } from '../../../db/client';
import { mailOrigin } from '../../../platform/http/site-origin';
import { ABANDONED_CODE } from '../../orders/order-answers';
import { languageOf } from '../../orders/order-mail';
import { listPendingRefunds, moveOrder } from '../../orders/order-records.service';
import type { OrderRow } from '../../orders/order-row';
import { gatewayOf } from '../../payment-providers/payment-providers';
import { PaymentGatewayUnavailableError } from '../../payment-providers/provider-answers';
import {
  latestAttempt,
  listAwaitingAttempts,
  listOrphanCaptures,
  listUnsettledAttempts,
  recordAttempt,
  touchAttempt,
} from '../attempts/payment-attempts.repo';
import { type CheckoutDeps, giveBack, settle } from '../checkout/order-settlement';
import { finishPendingRefunds } from '../refunds/order-refund.service';

/**
 * The payment reconciler (docs/decisions/007): an attempt whose outcome nobody knows (the
 * provider timed out or failed, or the API died around the call) is settled by asking the
 * provider by its merchant reference — paid, failed with the provider's word that nothing
 * was charged, or waiting on a 3-D Secure challenge — and a capture whose order is not paid
 * is given back, and a refund the provider did not confirm is asked again (decision 014).
 * A recurring durable job, like the order sweep.
 */
export const PAYMENT_RECONCILE_QUEUE = 'payments.reconcile';
export const PAYMENT_RECONCILE_EVERY_MS = 60_000;

const PAGE_SIZE = 100;

/** How long an unpaid convenience-store slip goes between two questions to its provider. */
export const AWAITING_CHECK_EVERY_MS = 15 * 60_000;

/**
 * The provider's answer was lost: the attempt (with the charge, session or slip it already
 * holds, if any) is unknown, and the open order says it is being confirmed.
 */
export async function markUnknown(
  db: Database,
  orderId: number,
  providerChargeId?: string | null,
): Promise<void> {
  await db.transaction(async (tx) => {
    await recordAttempt(tx, orderId, { state: 'unknown', ...(providerChargeId ? { providerChargeId } : {}) });
    await moveOrder(tx, orderId, ['pending_payment'], { status: 'payment_confirming' });
  });
}

export type ReconcileOutcome = 'settled' | 'given_back' | 'not_charged' | 'no_attempt';

/**
 * Asks the provider about an open order's latest attempt and settles the order with the
 * answer. Throws PaymentGatewayUnavailableError when the provider does not answer.
 */
export async function reconcileOrder(
  deps: CheckoutDeps,
  order: OrderRow,
  options: { concludeNotCharged: boolean } = { concludeNotCharged: true },
): Promise<ReconcileOutcome | 'unknown'> {
  const attempt = await latestAttempt(deps.db, order.id);
  if (!attempt) return 'no_attempt';
  const charge = await gatewayOf(deps.payments, order.paymentType).findByReference(attempt.merchantReference);
  // A provider may list a charge a moment after it answered late: "none" counts only once
  // the attempt is old enough (the reconciler's and the sweep's callers), not on a buyer's look.
  if (!charge && !options.concludeNotCharged) return 'unknown';
  const open = isOpenOrderStatus(order.status);
  if (charge) {
    // An order closed meanwhile takes no payment: an open challenge is voided (a capture
    // is given back by settle, as for any capture that finds its order unpayable).
    // An unpaid convenience-store slip of a closed order is cancelled the same way.
    if (!open && (charge.status === 'challenge' || charge.status === 'awaiting_payment'))
      await giveBack(deps, order, charge.chargeId);
    else await settle(deps, order, charge, languageOf(order.language));
    return open ? 'settled' : 'given_back';
  }
  // The provider's own word that it made no charge under this reference: nothing was taken.
  await deps.db.transaction(async (tx) => {
    await recordAttempt(tx, order.id, { state: 'not_found' });
    await moveOrder(tx, order.id, [...OPEN_ORDER_STATES], {
      status: 'failed',
      failureCode: ABANDONED_CODE,
      failureMessage: `the provider has no charge under ${attempt.merchantReference}`,
    });
  });
  return 'not_charged';
}

export type ReconcileReport = {
  settled: number;
  not_charged: number;
  unreachable: number;
  given_back: number;
  /** Refunds left pending by a provider that did not answer, now confirmed (decision 014). */
  refunded: number;
  error: number;
};

type ReconcileLog = {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
};

/**
 * Settles every attempt unanswered for `minAgeMs` (longer than any request takes to get its
 * answer, so a charge still in flight is left to its request) and gives back captures
 * without a paid order.
 */
export async function reconcilePayments(
  deps: CheckoutDeps & { log: ReconcileLog },
  options: { minAgeMs: number; now?: Date; awaitingCheckAgeMs?: number },
): Promise<ReconcileReport> {
  const before = new Date((options.now ?? new Date()).getTime() - options.minAgeMs);
  const report: ReconcileReport = {
    settled: 0,
    not_charged: 0,
    unreachable: 0,
    given_back: 0,
    refunded: 0,
    error: 0,
  };
  const seen = new Set<number>();
  for (;;) {
    const page = (await listUnsettledAttempts(deps.db, before, PAGE_SIZE)).filter(
      (r) => !seen.has(r.attempt.id),
    );
    for (const { attempt, order } of page) {
      seen.add(attempt.id);
      try {
        const outcome = await reconcileOrder(deps, order);
        if (outcome !== 'no_attempt' && outcome !== 'unknown') report[outcome]++;
      } catch (error) {
        if (error instanceof PaymentGatewayUnavailableError) {
          // The buyer sees that the payment is being confirmed, not a request still running.
          await moveOrder(deps.db, order.id, ['pending_payment'], { status: 'payment_confirming' });
          report.unreachable++;
        } else {
          deps.log.error({ err: error, orderId: order.id }, 'payment attempt could not be reconciled');
          report.error++;
        }
      }
    }
    if (page.length < PAGE_SIZE) break;
  }
  // A store payment whose notification never came (lost, or retried out): asked by reference.
  const awaitingBefore = new Date(
    (options.now ?? new Date()).getTime() - (options.awaitingCheckAgeMs ?? AWAITING_CHECK_EVERY_MS),
  );
  for (const { attempt, order } of await listAwaitingAttempts(deps.db, awaitingBefore, PAGE_SIZE)) {
    try {
      const charge = await gatewayOf(deps.payments, order.paymentType).findByReference(
        attempt.merchantReference,
      );
      if (charge && charge.status !== 'awaiting_payment') {
        await settle(deps, order, charge, languageOf(order.language));
        report.settled++;
      } else await touchAttempt(deps.db, attempt.id);
    } catch (error) {
      if (error instanceof PaymentGatewayUnavailableError) report.unreachable++;
      else {
        deps.log.error({ err: error, orderId: order.id }, 'awaiting slip could not be reconciled');
        report.error++;
      }
    }
  }
  for (const { attempt, order } of await listOrphanCaptures(deps.db, PAGE_SIZE)) {
    if (await giveBack(deps, order, attempt.providerChargeId!)) report.given_back++;
  }
  report.refunded = await finishPendingRefunds(deps, await listPendingRefunds(deps.db, before, PAGE_SIZE));
  return report;
}

/** The reconciler as a recurring job, run by worker processes one at a time across the deployment. */
export function registerPaymentReconciler(deps: AppDeps, log: ReconcileLog): void {
  const reconcileDeps = { ...deps, publicUrl: mailOrigin(deps.config), log };
  const minAgeMs = deps.config.paymentReconcileAfterSeconds * 1000;
  deps.jobs.every(PAYMENT_RECONCILE_QUEUE, PAYMENT_RECONCILE_EVERY_MS, async () => {
    const report = await reconcilePayments(reconcileDeps, { minAgeMs });
    if (Object.values(report).some((n) => n > 0)) log.info(report, 'payments reconciled');
  });
}
