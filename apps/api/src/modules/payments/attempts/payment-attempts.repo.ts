import { and, asc, desc, eq, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { orders, paymentAttempts } from '../../../db/schema/orders';
import type { OrderRow } from '../../orders/order-row';

export type PaymentAttemptRow = typeof paymentAttempts.$inferSelect;

/** An attempt with its order (the queries below join them). */
const attemptWithOrder = { attempt: paymentAttempts, order: orders };

/**
 * Attempts with their orders, joined by the order id: the start of every look-up the
 * reconciler and notifications make (one query, read only; orders change only through the
 * orders module's functions).
 */
const attemptsWithOrders = (db: Database) =>
  db.select(attemptWithOrder).from(paymentAttempts).innerJoin(orders, eq(orders.id, paymentAttempts.orderId));
type AttemptState = PaymentAttemptRow['state'];

/** The merchant reference of an order's n-th payment attempt: what the provider knows it by. */
export const merchantReferenceOf = (orderCode: string, attemptNo: number) => `${orderCode}-${attemptNo}`;

/**
 * An order's first payment attempt, under `<order code>-1`, written in the transaction that
 * writes the order (payments/checkout/open-checkout.ts): the provider is called only after.
 */
export async function insertFirstAttempt(db: Database, order: OrderRow): Promise<PaymentAttemptRow> {
  const [attempt] = await db
    .insert(paymentAttempts)
    .values({
      orderId: order.id,
      attemptNo: 1,
      merchantReference: merchantReferenceOf(order.orderCode, 1),
      amount: order.totalInTax,
      currencyTypeId: order.currencyTypeId,
    })
    .returning();
  return attempt!;
}

/** An order's attempts, oldest first (the studio's order history). */
export function listOrderAttempts(db: Database, orderId: number) {
  return db
    .select()
    .from(paymentAttempts)
    .where(eq(paymentAttempts.orderId, orderId))
    .orderBy(asc(paymentAttempts.attemptNo));
}

/** The order's latest payment attempt (null for a free order or one made before attempts). */
export async function latestAttempt(db: Database, orderId: number) {
  const [row] = await db
    .select()
    .from(paymentAttempts)
    .where(eq(paymentAttempts.orderId, orderId))
    .orderBy(desc(paymentAttempts.attemptNo))
    .limit(1);
  return row ?? null;
}

/**
 * Records what the provider did with one of the order's attempts: the one that holds this
 * charge, else the latest one still without a charge. A charge no attempt of ours asked for
 * (a provider's duplicate) changes no attempt: it is the provider's record alone.
 */
export async function recordAttempt(
  db: Database,
  orderId: number,
  set: { state: AttemptState; providerChargeId?: string | null; errorCode?: string | null },
) {
  const values = { ...set, updatedAt: sql`now()` };
  const latestWithoutCharge = and(
    isNull(paymentAttempts.providerChargeId),
    eq(
      paymentAttempts.attemptNo,
      sql`(select max(${paymentAttempts.attemptNo}) from ${paymentAttempts} where ${paymentAttempts.orderId} = ${orderId})`,
    ),
  );
  // One statement (one round trip inside the paying transaction): the attempt holding this
  // charge id, else — only when none holds it — the latest attempt with no charge id yet.
  const target = set.providerChargeId
    ? or(
        eq(paymentAttempts.providerChargeId, set.providerChargeId),
        and(
          latestWithoutCharge,
          sql`not exists (select 1 from ${paymentAttempts} as held where held.order_id = ${orderId} and held.provider_charge_id = ${set.providerChargeId})`,
        ),
      )
    : latestWithoutCharge;
  await db
    .update(paymentAttempts)
    .set(values)
    .where(and(eq(paymentAttempts.orderId, orderId), target));
}

/**
 * Attempts whose outcome nobody knows (the call is being made, died, or failed without an
 * answer) last touched before `before`, with their order: what the reconciler settles. An
 * order closed meanwhile (cancelled by support) is among them: a capture it got goes back.
 */
export function listUnsettledAttempts(db: Database, before: Date, limit: number) {
  return attemptsWithOrders(db)
    .where(and(inArray(paymentAttempts.state, ['started', 'unknown']), lt(paymentAttempts.updatedAt, before)))
    .orderBy(asc(paymentAttempts.id))
    .limit(limit);
}

/**
 * Convenience-store slips still awaiting payment, least recently asked about first, last
 * asked about before `before`: the reconciler asks the provider about a notification that
 * may never have come (docs/decisions/012).
 */
export function listAwaitingAttempts(db: Database, before: Date, limit: number) {
  return attemptsWithOrders(db)
    .where(
      and(
        eq(paymentAttempts.state, 'awaiting_payment'),
        eq(orders.status, 'awaiting_payment'),
        lt(paymentAttempts.updatedAt, before),
      ),
    )
    .orderBy(asc(paymentAttempts.updatedAt))
    .limit(limit);
}

/** Notes that the provider was just asked about an attempt (its state unchanged). */
export async function touchAttempt(db: Database, attemptId: number): Promise<void> {
  await db.update(paymentAttempts).set({ updatedAt: sql`now()` }).where(eq(paymentAttempts.id, attemptId));
}

/** Captured attempts whose order is not paid (failed, cancelled, expired): money to give back. */
export function listOrphanCaptures(db: Database, limit: number) {
  return attemptsWithOrders(db)
    .where(
      and(
        eq(paymentAttempts.state, 'succeeded'),
        isNotNull(paymentAttempts.providerChargeId),
        inArray(orders.status, ['failed', 'cancelled', 'expired']),
      ),
    )
    .orderBy(asc(paymentAttempts.id))
    .limit(limit);
}

/** The attempt of a merchant reference with its order (a provider's notification names it). */
export async function findAttemptByReference(db: Database, merchantReference: string) {
  const [row] = await attemptsWithOrders(db).where(eq(paymentAttempts.merchantReference, merchantReference));
  return row ?? null;
}

/** Every attempt with its order, by merchant reference (the ledger check). */
export async function attemptsByReference(db: Database) {
  const rows = await attemptsWithOrders(db);
  return new Map(rows.map((row) => [row.attempt.merchantReference, row]));
}
