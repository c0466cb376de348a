import type { StudioOrderEvent, StudioOrderStep } from '@omoide/contract';
import type { auditLog } from '../../db/schema/index';
import type { OrderPaymentAttempt } from './order-payments.port';
import type { OrderRow } from './order-row';

type AuditRow = typeof auditLog.$inferSelect;
type Actor = StudioOrderEvent['by'];

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** The audit action an operator's step is recorded under (its "who"). */
const AUDITED: Partial<Record<StudioOrderStep, string>> = {
  cancelled: 'order.cancelled',
  refund_requested: 'order.refund_requested',
  refunded: 'order.refunded',
  in_production: 'order.in_production',
  shipped: 'order.shipped',
};

/**
 * Everything that happened to an order, oldest first, rebuilt from what the database already
 * records (no event table of its own): the order's own timestamps, every payment attempt
 * (decision 007), the refund marker (decision 014), the shipment (decision 018) and the audit
 * log, whose entries name the operator of a step; audit entries no timestamp stands for (a
 * corrected parcel) appear as operator actions of their own.
 */
export function orderTimeline(
  order: OrderRow,
  buyerEmail: string | null,
  attempts: OrderPaymentAttempt[],
  audit: AuditRow[],
): StudioOrderEvent[] {
  const unused = [...audit];
  const steps: (StudioOrderEvent & { at: number })[] = [];
  /** The operator of a step from its audit entry (taken once), else `fallback`. */
  const whoDid = (step: StudioOrderStep, fallback: Actor): Actor => {
    const index = unused.findIndex((entry) => entry.action === AUDITED[step]);
    if (index < 0) return fallback;
    const [entry] = unused.splice(index, 1);
    return { kind: 'operator', label: entry!.actorLabel };
  };
  const add = (at: Date | null, step: StudioOrderStep, by: Actor, detail: string | null = null) => {
    if (at) steps.push({ at: at.getTime(), at_t: seconds(at), step, by, detail });
  };
  const provider: Actor = { kind: 'provider', label: order.paymentType };
  const system: Actor = { kind: 'system', label: null };

  add(order.createdAt, 'created', { kind: 'buyer', label: buyerEmail });
  for (const attempt of attempts) {
    const error = attempt.errorCode ? ` (${attempt.errorCode})` : '';
    add(
      attempt.updatedAt,
      'payment_attempt',
      provider,
      `${attempt.merchantReference}: ${attempt.state}${error}`,
    );
  }
  add(order.paidAt, 'paid', provider);
  // A closed order keeps no time of its own for the close: its last update is that time.
  if (order.status === 'failed') add(order.updatedAt, 'failed', provider, order.failureCode);
  if (order.status === 'expired') add(order.updatedAt, 'expired', system, order.failureCode);
  if (order.status === 'cancelled') {
    const byOperator = order.failureCode === 'cancelled_by_operator';
    const fallback: Actor = byOperator
      ? { kind: 'operator', label: null }
      : { kind: 'buyer', label: buyerEmail };
    add(order.updatedAt, 'cancelled', whoDid('cancelled', fallback), order.failureMessage);
  }
  if (order.inProductionAt) add(order.inProductionAt, 'in_production', whoDid('in_production', system));
  if (order.shippedAt) {
    const parcel = [order.carrier, order.trackingNumber].filter(Boolean).join(' ');
    add(order.shippedAt, 'shipped', whoDid('shipped', system), parcel || null);
  }
  if (order.refundRequestedAt) {
    const asker: Actor = { kind: 'operator', label: order.refundRequestedBy };
    add(order.refundRequestedAt, 'refund_requested', whoDid('refund_requested', asker), order.refundReason);
  }
  // Finished by the operator's own request, or later by the reconciler's.
  if (order.refundedAt) add(order.refundedAt, 'refunded', whoDid('refunded', system));
  for (const entry of unused) {
    add(entry.at, 'operator_action', { kind: 'operator', label: entry.actorLabel }, entry.action);
  }
  // By the millisecond; stable, so steps of the same instant keep the order they happen in.
  return steps.sort((a, b) => a.at - b.at).map(({ at: _, ...step }) => step);
}
