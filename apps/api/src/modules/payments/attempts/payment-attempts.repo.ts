import { and, asc, desc, eq, inArray, isNotNull, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { cartItemSizes, cartItems } from '../../db/schema/cart';
import { OPEN_ORDER_STATES, orderLines, orders, paymentAttempts } from '../../db/schema/orders';
import type { Buyer } from '../events/event-access';
import type { OrderRow } from './orders.repo';

export type PaymentAttemptRow = typeof paymentAttempts.$inferSelect;

/** An attempt with its order (the queries below join them). */
const attemptWithOrder = { attempt: paymentAttempts, order: orders };

/** Attempts with their orders: the start of every look-up the reconciler and notifications make. */
const attemptsWithOrders = (db: Database) =>
  db.select(attemptWithOrder).from(paymentAttempts).innerJoin(orders, eq(orders.id, paymentAttempts.orderId));
type AttemptState = PaymentAttemptRow['state'];

/** The merchant reference of an order's n-th payment attempt: what the provider knows it by. */
export const merchantReferenceOf = (orderCode: string, attemptNo: number) => `${orderCode}-${attemptNo}`;

/** The cart was changed (or paid by another checkout) between reading it and ordering it. */
export class CartChangedError extends Error {}

/**
 * Locks a buyer's cart of one event (its items and sizes, in id order) until the transaction
 * ends, and answers quantity per photo and size. Checkout and payment both take this lock
 * first, so one checkout never orders what another one's payment is taking out of the cart.
 */
async function lockCart(tx: Database, buyer: Buyer, eventId: number) {
  const rows = await tx
    .select({
      imageItemId: cartItems.imageItemId,
      sizeId: cartItemSizes.sizeId,
      quantity: cartItemSizes.quantity,
    })
    .from(cartItems)
    .innerJoin(cartItemSizes, eq(cartItemSizes.cartItemId, cartItems.id))
    .where(
      and(
        eq(cartItems.buyerKind, buyer.kind),
        eq(cartItems.buyerSubject, buyer.subject),
        eq(cartItems.eventId, eventId),
      ),
    )
    .orderBy(asc(cartItems.id), asc(cartItemSizes.sizeId))
    .for('update');
  const quantities = new Map<string, number>();
  for (const row of rows) {
    const key = `${row.imageItemId}:${row.sizeId}`;
    quantities.set(key, (quantities.get(key) ?? 0) + row.quantity);
  }
  return quantities;
}

export { lockCart };

type NewOrder = typeof orders.$inferInsert;
type NewLine = Omit<typeof orderLines.$inferInsert, 'orderId'>;

/**
 * Opens a checkout (docs/decisions/007) in one transaction: locks the cart, checks it still
 * holds what was read (else CartChangedError: another checkout's payment took it), inserts
 * the order and its lines and, for an order to pay, its first payment attempt. A second
 * open order of the same cart fails on `orders_open_checkout_uq`, whatever its key.
 */
export async function openCheckout(
  db: Database,
  order: NewOrder,
  lines: NewLine[],
): Promise<{ order: OrderRow; attempt: PaymentAttemptRow | null }> {
  return db.transaction(async (tx) => {
    const held = await lockCart(tx, { kind: order.buyerKind, subject: order.buyerSubject }, order.eventId);
    const wanted = new Map<string, number>();
    for (const line of lines) {
      const key = `${line.imageItemId}:${line.sizeId}`;
      wanted.set(key, (wanted.get(key) ?? 0) + line.quantity);
    }
    for (const [key, quantity] of wanted) if (held.get(key) !== quantity) throw new CartChangedError(key);
    const [created] = await tx.insert(orders).values(order).returning();
    await tx.insert(orderLines).values(lines.map((line) => ({ ...line, orderId: created!.id })));
    if (created!.totalInTax === 0) return { order: created!, attempt: null };
    const [attempt] = await tx
      .insert(paymentAttempts)
      .values({
        orderId: created!.id,
        attemptNo: 1,
        merchantReference: merchantReferenceOf(created!.orderCode, 1),
        amount: created!.totalInTax,
        currencyTypeId: created!.currencyTypeId,
      })
      .returning();
    return { order: created!, attempt: attempt! };
  });
}

/** Whether an error is the checkout lock refusing a second open order of one cart. */
export function isOpenCheckoutConflict(error: unknown): boolean {
  for (
    let e = error as { code?: string; constraint?: string; message?: string; cause?: unknown } | undefined;
    e;
    e = e.cause as typeof e
  ) {
    if (
      e.code === '23505' &&
      (e.constraint === 'orders_open_checkout_uq' || e.message?.includes('orders_open_checkout_uq'))
    )
      return true;
  }
  return false;
}

/** The order's open checkout of this cart, if any (the one a refused second submission meets). */
export async function findOpenOrderOfCart(db: Database, buyer: Buyer, eventId: number) {
  const [row] = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.buyerKind, buyer.kind),
        eq(orders.buyerSubject, buyer.subject),
        eq(orders.eventId, eventId),
        inArray(orders.status, [...OPEN_ORDER_STATES]),
      ),
    )
    .limit(1);
  return row ?? null;
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
  if (set.providerChargeId) {
    const held = await db
      .update(paymentAttempts)
      .set(values)
      .where(
        and(eq(paymentAttempts.orderId, orderId), eq(paymentAttempts.providerChargeId, set.providerChargeId)),
      )
      .returning({ id: paymentAttempts.id });
    if (held.length > 0) return;
  }
  await db
    .update(paymentAttempts)
    .set(values)
    .where(
      and(
        eq(paymentAttempts.orderId, orderId),
        isNull(paymentAttempts.providerChargeId),
        eq(
          paymentAttempts.attemptNo,
          sql`(select max(${paymentAttempts.attemptNo}) from ${paymentAttempts} where ${paymentAttempts.orderId} = ${orderId})`,
        ),
      ),
    );
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

/**
 * Orders that count as paid (or, asked so, refunded), with a total to pay (free orders
 * have no charge).
 */
export function listPaidOrders(
  db: Database,
  statuses: OrderRow['status'][] = ['paid', 'in_production', 'shipped'],
) {
  return db
    .select()
    .from(orders)
    .where(
      and(
        inArray(orders.status, statuses),
        sql`${orders.totalInTax} > 0`,
        // The demo member's seeded order was paid by no provider (apps/api/src/seed/demo-order.ts).
        ne(orders.paymentType, 'seed'),
      ),
    );
}
