import type { AppDeps } from '../../../app-deps';
import { mailOrigin } from '../../../platform/http/site-origin';
import { ABANDONED_CODE, buyerOf } from '../../orders/order-answers';
import { languageOf } from '../../orders/order-mail';
import {
  findBuyerOrder,
  listFailedOrdersWithChargeSince,
  listPendingOrdersBefore,
  moveOrder,
} from '../../orders/order-records.service';
import type { OrderRow } from '../../orders/order-row';
import { PaymentGatewayUnavailableError } from '../../payment-providers/provider-answers';
import { type CheckoutDeps, settleFromGateway } from '../checkout/order-settlement';
import { reconcileOrder } from './payment-reconciler';

/**
 * Orders left in pending_payment (docs/decisions/006): a buyer who never came back from the
 * 3-D Secure page, or a request that ended between making the order and charging it. A
 * worker resolves them once they are older than the payment timeout, so the buyer's history
 * shows an answer and the cart (never subtracted) is theirs to order again.
 */
export const ORDER_SWEEP_QUEUE = 'orders.sweep';

/** How often a worker looks: an order waits at most its timeout plus this. */
export const ORDER_SWEEP_EVERY_MS = 5 * 60_000;

const PAGE_SIZE = 100;

type SweepLog = {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
};

export type SweepDeps = CheckoutDeps & { log: SweepLog };

/**
 * What the sweep did with one order. `raced`: someone else (the buyer's return, another
 * sweep) moved it first. `unreachable`: the gateway did not answer; the next sweep asks again.
 */
export type SweepOutcome = 'paid' | 'failed' | 'abandoned' | 'raced' | 'unreachable' | 'error';

export type SweepReport = Record<SweepOutcome, number>;

/** Resolves every order still waiting for payment that was placed more than `maxAgeMs` before `now`. */
export async function sweepPendingOrders(
  deps: SweepDeps,
  options: { maxAgeMs: number; now?: Date },
): Promise<SweepReport> {
  const createdBefore = new Date((options.now ?? new Date()).getTime() - options.maxAgeMs);
  const report: SweepReport = { paid: 0, failed: 0, abandoned: 0, raced: 0, unreachable: 0, error: 0 };
  let afterId = 0;
  for (;;) {
    const page = await listPendingOrdersBefore(deps.db, createdBefore, afterId, PAGE_SIZE);
    for (const order of page) report[await resolveOrder(deps, order, options.maxAgeMs)]++;
    if (page.length < PAGE_SIZE) return report;
    afterId = page.at(-1)!.id;
  }
}

/** How long an abandoned order's charge is still looked for. */
export const LATE_CHARGE_WINDOW_MS = 24 * 60 * 60_000;

/**
 * A buyer may finish 3-D Secure after the sweep gave the order up: for a day, the gateway is
 * asked again, and such a charge makes the order paid (a card is never charged for a failed
 * order). Returns how many orders became paid.
 */
export async function sweepLateCharges(deps: SweepDeps, options: { now?: Date } = {}): Promise<number> {
  const since = new Date((options.now ?? new Date()).getTime() - LATE_CHARGE_WINDOW_MS);
  let paid = 0;
  for (const order of await listFailedOrdersWithChargeSince(deps.db, ABANDONED_CODE, since)) {
    try {
      const state = await settleFromGateway(deps, order, order.chargeId!, languageOf(order.language));
      if (state.status === 'settled' && state.result.is_sucessful) paid++;
    } catch (error) {
      // Unreachable or otherwise: the next sweep asks again, within the day.
      deps.log.warn({ err: error, orderId: order.id }, 'abandoned order could not be checked');
    }
  }
  return paid;
}

async function resolveOrder(deps: SweepDeps, order: OrderRow, maxAgeMs: number): Promise<SweepOutcome> {
  try {
    // No charge id: the request ended around the charge call. Only the provider knows
    // whether it charged; it is asked by the attempt's merchant reference.
    if (!order.chargeId) {
      const outcome = await reconcileOrder(deps, order);
      if (outcome === 'settled') {
        const now = await findBuyerOrder(deps.db, buyerOf(order), order.id);
        return now?.status === 'paid' ? 'paid' : now?.status === 'failed' ? 'failed' : 'raced';
      }
      if (outcome === 'not_charged' || outcome === 'given_back') return 'abandoned';
      // An order made before payment attempts were written, or a free one.
      return await abandon(deps, order, 'no charge was made for the order');
    }
    // The same path as the buyer's return from 3-D Secure: a final answer settles the order
    // exactly as that return would (paid: cart subtracted and mail sent; declined: failed).
    const state = await settleFromGateway(deps, order, order.chargeId, languageOf(order.language));
    if (state.status === 'settled') return state.result.is_sucessful ? 'paid' : 'failed';
    const minutes = Math.round(maxAgeMs / 60_000);
    return await abandon(deps, order, `3-D Secure not completed within ${minutes} minutes`);
  } catch (error) {
    if (error instanceof PaymentGatewayUnavailableError) {
      deps.log.warn(
        { err: error, orderId: order.id },
        'card gateway unreachable; order left for the next sweep',
      );
      return 'unreachable';
    }
    // One order's trouble must not stop the others from being resolved.
    deps.log.error({ err: error, orderId: order.id }, 'pending order could not be resolved');
    return 'error';
  }
}

/** Fails an order that was never paid; the conditional move keeps a racing return or sweep from doubling it. */
async function abandon(deps: SweepDeps, order: OrderRow, reason: string): Promise<SweepOutcome> {
  const failed = await moveOrder(deps.db, order.id, ['pending_payment'], {
    status: 'failed',
    failureCode: ABANDONED_CODE,
    failureMessage: reason,
  });
  return failed ? 'abandoned' : 'raced';
}

/**
 * The sweep as a recurring job: every process registers it, and only processes that start
 * their workers (APP_ROLE all or worker) run it, one run at a time across the deployment.
 */
export function registerOrderSweep(deps: AppDeps, log: SweepLog): void {
  const sweepDeps: SweepDeps = { ...deps, publicUrl: mailOrigin(deps.config), log };
  const maxAgeMs = deps.config.orderPaymentTimeoutMinutes * 60_000;
  deps.jobs.every(ORDER_SWEEP_QUEUE, ORDER_SWEEP_EVERY_MS, async () => {
    const report = await sweepPendingOrders(sweepDeps, { maxAgeMs });
    const paidLate = await sweepLateCharges(sweepDeps);
    if (paidLate || Object.values(report).some((n) => n > 0))
      log.info({ ...report, paid_late: paidLate }, 'pending orders swept');
  });
}
