import type { Database } from '../../db/client';
import type { OrderRow } from './order-row';

// What the order's studio views need of its payments, joined by the order's id: its payment
// attempts (the history) and giving its money back. The orders module states the need; the
// payments module answers it (payments/order-payments.ts), handed over at wiring time as
// `AppDeps.orderPayments`, so orders never imports payments.

/** One payment attempt of an order as its history shows it. */
export type OrderPaymentAttempt = {
  merchantReference: string;
  state: string;
  errorCode: string | null;
  updatedAt: Date;
};

/**
 * Who gives the money back and why (the operator's name, the studio's user). `record` is told
 * of each change this request makes, inside the transaction that makes it (the studio's audit
 * entry commits with the change, decision 016); a step another caller made is not told.
 */
export type RefundRequest = {
  by: string;
  reason?: string | null;
  record?: (tx: Database, change: RefundChange) => Promise<void>;
};
export type RefundChange = {
  action: 'order.refund_requested' | 'order.refunded' | 'order.cancelled';
  before: OrderRow;
  after: OrderRow;
};

/**
 * `refunded`: the provider said the money went back (or there was none to give back).
 * `refund_pending`: asked, but the provider did not answer; the order stays paid with the
 * marker and the reconciler finishes it. `cancelled`: an unpaid order closed.
 */
export type RefundOutcome = { outcome: 'refunded' | 'refund_pending' | 'cancelled'; order: OrderRow };

/** The request's side of a money call: where its mails link to, and where problems are logged. */
export type OrderMoneyContext = {
  publicUrl: string;
  log?: { error(details: object, message: string): void; warn?(details: object, message: string): void };
};

export interface OrderPayments {
  /** The order's payment attempts, oldest first. */
  attemptsOf(db: Database, orderId: number): Promise<OrderPaymentAttempt[]>;
  /** Refunds a paid order at its provider (docs/decisions/014). */
  refund(context: OrderMoneyContext, orderId: number, request: RefundRequest): Promise<RefundOutcome>;
  /** Closes an unpaid order (its open payment voided) or gives a paid one's money back. */
  cancel(context: OrderMoneyContext, orderId: number, request: RefundRequest): Promise<RefundOutcome>;
}
