import { and, asc, desc, eq, gt, inArray, isNotNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { imageItems } from '../../db/schema/catalogue';
import { OPEN_ORDER_STATES, orderLines, orders } from '../../db/schema/orders';
import type { Buyer } from '../events/event-access';
import type { NewOrder, NewOrderLine, OrderChange, OrderRow } from './order-row';

export type { OrderLineRow, OrderRow } from './order-row';

const ofBuyer = (buyer: Buyer) =>
  and(eq(orders.buyerKind, buyer.kind), eq(orders.buyerSubject, buyer.subject));

export async function findOrderByIdempotencyKey(db: Database, buyer: Buyer, key: string) {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(ofBuyer(buyer), eq(orders.idempotencyKey, key)))
    .limit(1);
  return row ?? null;
}

export async function findBuyerOrder(db: Database, buyer: Buyer, orderId: number) {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(ofBuyer(buyer), eq(orders.id, orderId)))
    .limit(1);
  return row ?? null;
}

export async function findGuestOrderByCode(db: Database, orderCode: string) {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.orderCode, orderCode), eq(orders.buyerKind, 'guest')))
    .limit(1);
  return row ?? null;
}

/**
 * An order's lines as they were bought, but with the photo's media key of today: a photo
 * processed again (a new watermark) moves to a new key and its old files are removed, so the
 * key kept at ordering is only the fallback, for a photo since deleted.
 */
export async function listOrderLines(db: Database, orderId: number) {
  const rows = await db
    .select({ line: orderLines, currentMediaKey: imageItems.mediaKey })
    .from(orderLines)
    .leftJoin(imageItems, eq(imageItems.id, orderLines.imageItemId))
    .where(eq(orderLines.orderId, orderId))
    .orderBy(orderLines.id);
  return rows.map(({ line, currentMediaKey }) => ({ ...line, mediaKey: currentMediaKey ?? line.mediaKey }));
}

/**
 * Moves an order from one of `from` to its next state, returning null when another request
 * already moved it (a double submit, a second return from 3-D Secure): exactly one wins.
 */
export async function moveOrder(db: Database, orderId: number, from: OrderRow['status'][], set: OrderChange) {
  const [row] = await db
    .update(orders)
    .set({ ...set, updatedAt: sql`now()` })
    .where(and(eq(orders.id, orderId), inArray(orders.status, from)))
    .returning();
  return row ?? null;
}

/**
 * Moves to paid an order the sweep gave up on (failed, `failureCode`) whose charge went
 * through after all: the buyer finished 3-D Secure late. Conditional like moveOrder.
 */
export async function reviveFailedOrder(
  db: Database,
  orderId: number,
  failureCode: string,
  set: OrderChange,
) {
  const [row] = await db
    .update(orders)
    .set({ ...set, failureCode: null, failureMessage: null, updatedAt: sql`now()` })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'failed'), eq(orders.failureCode, failureCode)))
    .returning();
  return row ?? null;
}

/** Orders given up with `failureCode` since `since` that hold a charge id (the gateway may still take it). */
export function listFailedOrdersWithChargeSince(db: Database, failureCode: string, since: Date) {
  return db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.status, 'failed'),
        eq(orders.failureCode, failureCode),
        isNotNull(orders.chargeId),
        gt(orders.updatedAt, since),
      ),
    )
    .orderBy(asc(orders.id));
}

/**
 * Orders still waiting for payment that were placed before `createdBefore`, in the order placed,
 * after `afterId` (keyset pages: an order the sweep leaves waiting is not read again).
 */
export function listPendingOrdersBefore(db: Database, createdBefore: Date, afterId: number, limit: number) {
  return db
    .select()
    .from(orders)
    .where(
      and(eq(orders.status, 'pending_payment'), lt(orders.createdAt, createdBefore), gt(orders.id, afterId)),
    )
    .orderBy(asc(orders.id))
    .limit(limit);
}

export async function setOrderCharge(db: Database, orderId: number, chargeId: string) {
  await db.update(orders).set({ chargeId, updatedAt: sql`now()` }).where(eq(orders.id, orderId));
}

/**
 * A page of a buyer's orders, newest first; one more than asked tells whether a next page
 * exists. A failed attempt (declined, abandoned, replaced; nothing charged) is not an order
 * to the buyer (issue #14): its photos are still in the cart, and the payment page said why.
 */
export function listBuyerOrders(db: Database, buyer: Buyer, offset: number, limit: number) {
  return (
    db
      .select()
      .from(orders)
      // Failed payments are noise in a history, but an order the buyer cancelled at the wallet is
      // theirs to find again (its page opens; issue 29).
      .where(and(ofBuyer(buyer), or(ne(orders.status, 'failed'), eq(orders.failureCode, 'user_cancelled'))))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .offset(offset)
      .limit(limit + 1)
  );
}

/** Every line the buyer has paid for in one event (orders past payment only). */
export function listPaidLinesOfEvent(db: Database, buyer: Buyer, eventId: number) {
  return db
    .select({
      imageItemId: orderLines.imageItemId,
      priceTypeId: orderLines.priceTypeId,
      sizeId: orderLines.sizeId,
      quantity: orderLines.quantity,
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(
      and(
        ofBuyer(buyer),
        eq(orders.eventId, eventId),
        inArray(orders.status, ['paid', 'in_production', 'shipped']),
      ),
    );
}

/** Inserts an order and its lines (inside the checkout's transaction, payments/checkout/open-checkout.ts). */
export async function insertOrderWithLines(db: Database, order: NewOrder, lines: NewOrderLine[]) {
  const [created] = await db.insert(orders).values(order).returning();
  await db.insert(orderLines).values(lines.map((line) => ({ ...line, orderId: created!.id })));
  return created!;
}

/** The order's open checkout of this cart, if any (the one a refused second submission meets). */
export async function findOpenOrderOfCart(db: Database, buyer: Buyer, eventId: number) {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(ofBuyer(buyer), eq(orders.eventId, eventId), inArray(orders.status, [...OPEN_ORDER_STATES])))
    .limit(1);
  return row ?? null;
}

/**
 * Convenience-store orders still awaiting payment past their slip's deadline, after `afterId`
 * in id order (keyset pages for the expiry job).
 */
export function listAwaitingOrdersPastDeadline(db: Database, now: Date, afterId: number, limit: number) {
  return db
    .select()
    .from(orders)
    .where(
      and(eq(orders.status, 'awaiting_payment'), lt(orders.paymentDeadline, now), gt(orders.id, afterId)),
    )
    .orderBy(asc(orders.id))
    .limit(limit);
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
