import { PRICE_TYPE, PRINT_ORDER_STATES, type PrintOrderState } from '@omoide/contract';
import { and, asc, desc, eq, exists, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { events, imageItems } from '../../db/schema/catalogue';
import { orderLines, orders } from '../../db/schema/orders';

/** A paid order holds prints when one of its lines is a print (a download-only order has nothing to ship). */
const holdsPrints = (db: Database) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(orderLines)
      .where(and(eq(orderLines.orderId, orders.id), eq(orderLines.priceTypeId, PRICE_TYPE.print))),
  );

/** An order whose refund was asked for is no longer the lab's (decision 014). */
const notRefunding = isNull(orders.refundRequestedAt);

/** The organisation's events with print orders, and how many are in each fulfilment state. */
export function listPrintEvents(db: Database, organizationId: number) {
  const count = (state: PrintOrderState) =>
    sql<number>`count(*) filter (where ${orders.status} = ${state})`.mapWith(Number);
  return db
    .select({
      eventId: events.id,
      name: events.name,
      nameLang: events.nameLang,
      eventDate: events.eventDate,
      shippingTypeId: events.shippingTypeId,
      paid: count('paid'),
      inProduction: count('in_production'),
      shipped: count('shipped'),
    })
    .from(orders)
    .innerJoin(events, eq(events.id, orders.eventId))
    .where(
      and(
        eq(events.organizationId, organizationId),
        inArray(orders.status, [...PRINT_ORDER_STATES]),
        notRefunding,
        holdsPrints(db),
      ),
    )
    .groupBy(events.id)
    .orderBy(desc(events.eventDate), desc(events.id));
}

/** An event's print orders in the given states, oldest payment first (the lab's queue order). */
export function listPrintOrders(db: Database, eventId: number, states: readonly PrintOrderState[]) {
  return db
    .select()
    .from(orders)
    .where(
      and(eq(orders.eventId, eventId), inArray(orders.status, [...states]), notRefunding, holdsPrints(db)),
    )
    .orderBy(asc(orders.paidAt), asc(orders.id))
    .limit(2000);
}

/**
 * One print order of the studio's with its event's organisation (the audit entry's), or null
 * when the order has no prints or is not paid.
 */
export async function findPrintOrder(db: Database, orderId: number) {
  const [row] = await db
    .select({ order: orders, organizationId: events.organizationId })
    .from(orders)
    .innerJoin(events, eq(events.id, orders.eventId))
    .where(and(eq(orders.id, orderId), inArray(orders.status, [...PRINT_ORDER_STATES]), holdsPrints(db)));
  return row ?? null;
}

/** The print lines of some orders, with the photo's uploaded file name. */
function listPrintLines(db: Database, orderIds: number[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      orderId: orderLines.orderId,
      imageItemId: orderLines.imageItemId,
      fileName: imageItems.originalName,
      mediaKey: imageItems.mediaKey,
      storageKey: imageItems.storageKey,
      deliveryKey: imageItems.deliveryKey,
      width: imageItems.width,
      height: imageItems.height,
      sizeId: orderLines.sizeId,
      sizeNameLang: orderLines.sizeNameLang,
      quantity: orderLines.quantity,
      crop: orderLines.crop,
    })
    .from(orderLines)
    .leftJoin(imageItems, eq(imageItems.id, orderLines.imageItemId))
    .where(and(inArray(orderLines.orderId, orderIds), eq(orderLines.priceTypeId, PRICE_TYPE.print)))
    .orderBy(asc(orderLines.orderId), asc(orderLines.id));
}

export type PrintLineRow = Awaited<ReturnType<typeof listPrintLines>>[number];

/** The print lines of some orders, each order's in its own list (an order without prints: none). */
export async function printLinesByOrder(db: Database, orderIds: number[]) {
  const byOrder = new Map<number, PrintLineRow[]>();
  for (const line of await listPrintLines(db, orderIds)) {
    const lines = byOrder.get(line.orderId);
    if (lines) lines.push(line);
    else byOrder.set(line.orderId, [line]);
  }
  return byOrder;
}

/** The organisation of an order's event (the guard's target for order routes). */
export async function findOrderOrganization(db: Database, orderId: number): Promise<number | null> {
  const [row] = await db
    .select({ organizationId: events.organizationId })
    .from(orders)
    .innerJoin(events, eq(events.id, orders.eventId))
    .where(eq(orders.id, orderId));
  return row?.organizationId ?? null;
}

/** paid → in_production, in one conditional update: a second click or a refund meanwhile changes nothing. */
export async function markInProduction(db: Database, orderId: number) {
  const [row] = await db
    .update(orders)
    .set({ status: 'in_production', inProductionAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'paid'), notRefunding))
    .returning();
  return row ?? null;
}

/**
 * paid or in_production → shipped with the parcel; on a shipped order, corrects the parcel
 * (the first shipping time stays).
 */
export async function recordShipment(
  db: Database,
  orderId: number,
  parcel: { carrier: string; trackingNumber: string | null },
) {
  const [row] = await db
    .update(orders)
    .set({
      status: 'shipped',
      carrier: parcel.carrier,
      trackingNumber: parcel.trackingNumber,
      shippedAt: sql`coalesce(${orders.shippedAt}, now())`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(orders.id, orderId), inArray(orders.status, [...PRINT_ORDER_STATES]), notRefunding))
    .returning();
  return row ?? null;
}

/** An event's name and organisation (the print sheets' title). */
export async function findEventTitle(db: Database, eventId: number) {
  const [row] = await db
    .select({ name: events.name, eventDate: events.eventDate })
    .from(events)
    .where(eq(events.id, eventId));
  return row ?? null;
}

/** An event's print orders in a state (every fulfilment state without one) and their print lines. */
export async function loadPrintBatch(db: Database, eventId: number, status: PrintOrderState | undefined) {
  const orders = await listPrintOrders(db, eventId, status ? [status] : PRINT_ORDER_STATES);
  const lines = await printLinesByOrder(
    db,
    orders.map((order) => order.id),
  );
  return { orders, linesOf: (orderId: number) => lines.get(orderId) ?? [] };
}
export type PrintBatch = Awaited<ReturnType<typeof loadPrintBatch>>;
