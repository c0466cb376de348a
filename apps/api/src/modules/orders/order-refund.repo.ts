import { and, eq, inArray, isNull, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orders } from '../../db/schema/index';
import type { OrderRow } from './order-row';

/** States of an order that was paid (and may have moved on to fulfilment): what can be refunded. */
export const REFUNDABLE_STATES: OrderRow['status'][] = ['paid', 'in_production', 'shipped'];

/** The order, its row locked until the transaction ends (one refund decision at a time). */
export async function lockOrder(db: Database, orderId: number): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return row ?? null;
}

/** The refund marker: asked by whom and why, before the provider is called. */
export async function setRefundRequested(
  db: Database,
  orderId: number,
  request: { by: string; reason?: string | null },
): Promise<OrderRow> {
  const [row] = await db
    .update(orders)
    .set({
      refundRequestedAt: new Date(),
      refundRequestedBy: request.by,
      refundReason: request.reason ?? null,
    })
    .where(eq(orders.id, orderId))
    .returning();
  return row!;
}

export async function findOrder(db: Database, orderId: number): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  return row ?? null;
}

export async function findOrderByCode(db: Database, orderCode: string): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.orderCode, orderCode));
  return row ?? null;
}

/**
 * Paid orders whose refund was asked of the provider before `before` without its answer yet
 * (`refund_pending`); younger ones are left to the request still asking.
 */
export function listPendingRefunds(db: Database, before: Date, limit: number) {
  return db
    .select()
    .from(orders)
    .where(
      and(
        lt(orders.refundRequestedAt, before),
        isNull(orders.refundedAt),
        inArray(orders.status, REFUNDABLE_STATES),
      ),
    )
    .orderBy(orders.refundRequestedAt)
    .limit(limit);
}
