import { and, desc, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  childFaceFeedback,
  children,
  events,
  imageItems,
  orderDownloads,
  orderLines,
  orders,
} from '../../db/schema/index';
import type { Buyer } from '../events/event-access';

/** Orders past payment: what they bought is the buyer's (refunded or failed orders are not). */
export const PAID_STATUSES = ['paid', 'in_production', 'shipped'] as const;

export type PurchasedLineRow = Awaited<ReturnType<typeof listPurchasedLines>>[number];

/**
 * Every line of the buyer's paid orders, with its order, its item as it is today and the
 * event's download date, optionally of one event or one order. A buyer's purchases are a
 * few hundred lines at most, so the lists are shaped from one read.
 */
export function listPurchasedLines(
  db: Database,
  buyer: Buyer,
  filter: { eventId?: number; orderId?: number } = {},
) {
  const conditions: SQL[] = [
    eq(orders.buyerKind, buyer.kind),
    eq(orders.buyerSubject, buyer.subject),
    inArray(orders.status, [...PAID_STATUSES]),
    isNotNull(orderLines.imageItemId),
  ];
  if (filter.eventId !== undefined) conditions.push(eq(orders.eventId, filter.eventId));
  if (filter.orderId !== undefined) conditions.push(eq(orders.id, filter.orderId));
  return db
    .select({
      orderId: orders.id,
      orderCode: orders.orderCode,
      status: orders.status,
      paidAt: orders.paidAt,
      createdAt: orders.createdAt,
      eventId: orders.eventId,
      orderChildren: orders.orderChildren,
      lineId: orderLines.id,
      priceTypeId: orderLines.priceTypeId,
      sizeId: orderLines.sizeId,
      sizeNameLang: orderLines.sizeNameLang,
      quantity: orderLines.quantity,
      cropped: sql<boolean>`${orderLines.crop} is not null`,
      item: {
        id: imageItems.id,
        eventId: imageItems.eventId,
        mediaType: imageItems.mediaType,
        mediaKey: imageItems.mediaKey,
        placeholder: imageItems.placeholder,
        width: imageItems.width,
        height: imageItems.height,
        durationMs: imageItems.durationMs,
        capturedAt: imageItems.capturedAt,
        originalName: imageItems.originalName,
        storageKey: imageItems.storageKey,
        byteSize: imageItems.byteSize,
        deliveryKey: imageItems.deliveryKey,
        deliverySize: imageItems.deliverySize,
        deliveryCrc32: imageItems.deliveryCrc32,
        sortOrder: imageItems.sortOrder,
        status: imageItems.status,
      },
      downloadsUntil: events.downloadsUntil,
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .innerJoin(imageItems, eq(imageItems.id, orderLines.imageItemId))
    .innerJoin(events, eq(events.id, orders.eventId))
    .where(and(...conditions))
    .orderBy(desc(orders.paidAt), desc(orders.id), orderLines.id);
}

export type DeliveryItemRow = PurchasedLineRow['item'];

const paidOrderColumns = {
  order: orders,
  downloadsUntil: events.downloadsUntil,
  eventDate: events.eventDate,
  eventName: events.name,
};

/**
 * The items an order bought as downloads, ready to deliver, each once — only what a zip
 * needs: an order of 500 photos is read in one narrow query (the embedded database decodes
 * every column of every row, so the wide purchased-lines read cost ~100 ms there).
 */
export function listOrderDownloadItems(db: Database, orderId: number) {
  return db
    .selectDistinctOn([imageItems.id], {
      id: imageItems.id,
      mediaType: imageItems.mediaType,
      storageKey: imageItems.storageKey,
      deliveryKey: imageItems.deliveryKey,
      deliverySize: imageItems.deliverySize,
      deliveryCrc32: imageItems.deliveryCrc32,
      capturedAt: imageItems.capturedAt,
      sortOrder: imageItems.sortOrder,
      originalName: imageItems.originalName,
    })
    .from(orderLines)
    .innerJoin(imageItems, eq(imageItems.id, orderLines.imageItemId))
    .where(
      and(eq(orderLines.orderId, orderId), eq(orderLines.priceTypeId, 1), eq(imageItems.status, 'ready')),
    )
    .orderBy(imageItems.id);
}

/** A paid order of the buyer (any other state, or another buyer's, reads as none). */
export async function findPaidOrder(db: Database, buyer: Buyer, orderId: number) {
  const [row] = await db
    .select(paidOrderColumns)
    .from(orders)
    .innerJoin(events, eq(events.id, orders.eventId))
    .where(
      and(
        eq(orders.id, orderId),
        eq(orders.buyerKind, buyer.kind),
        eq(orders.buyerSubject, buyer.subject),
        inArray(orders.status, [...PAID_STATUSES]),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** The same, for a link whose order was checked when it was signed (refunds since still count). */
export async function findPaidOrderById(db: Database, orderId: number) {
  const [row] = await db
    .select(paidOrderColumns)
    .from(orders)
    .innerJoin(events, eq(events.id, orders.eventId))
    .where(and(eq(orders.id, orderId), inArray(orders.status, [...PAID_STATUSES])))
    .limit(1);
  return row ?? null;
}

/** Records where an item's delivery copy is, its size and CRC-32. */
export async function setDeliveryCopy(
  db: Database,
  imageItemId: number,
  copy: { key: string; size: number; crc32: number },
) {
  await db
    .update(imageItems)
    .set({ deliveryKey: copy.key, deliverySize: copy.size, deliveryCrc32: copy.crc32 })
    .where(eq(imageItems.id, imageItemId));
}

/** One more download of an order's item (or its zip, item 0): one upsert, safe under concurrency. */
export async function countDownload(
  db: Database,
  orderId: number,
  imageItemId: number,
  kind: (typeof orderDownloads.$inferInsert)['kind'],
) {
  await db
    .insert(orderDownloads)
    .values({ orderId, imageItemId, kind, count: 1 })
    .onConflictDoUpdate({
      target: [orderDownloads.orderId, orderDownloads.imageItemId, orderDownloads.kind],
      set: { count: sql`${orderDownloads.count} + 1`, lastAt: sql`now()` },
    });
}

/** Downloads so far per order (every item and zip together). */
export async function sumDownloads(db: Database, orderIds: number[]) {
  if (orderIds.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ orderId: orderDownloads.orderId, total: sql<number>`sum(${orderDownloads.count})::int` })
    .from(orderDownloads)
    .where(inArray(orderDownloads.orderId, orderIds))
    .groupBy(orderDownloads.orderId);
  return new Map(rows.map((r) => [r.orderId, r.total]));
}

/** The download counts of one order, for tests and the studio. */
export function listOrderDownloads(db: Database, orderId: number) {
  return db
    .select()
    .from(orderDownloads)
    .where(eq(orderDownloads.orderId, orderId))
    .orderBy(orderDownloads.id);
}

/** The member's children, and the bought photos each was confirmed in ("this is my child"). */
export async function listChildrenWithConfirmedItems(db: Database, memberId: number, imageItemIds: number[]) {
  const kids = await db
    .select({ id: children.id, name: children.name })
    .from(children)
    .where(eq(children.memberId, memberId))
    .orderBy(children.id);
  if (kids.length === 0 || imageItemIds.length === 0)
    return kids.map((k) => ({ ...k, itemIds: [] as number[] }));
  const confirmed = await db
    .select({ childId: childFaceFeedback.childId, imageItemId: childFaceFeedback.imageItemId })
    .from(childFaceFeedback)
    .where(
      and(
        inArray(
          childFaceFeedback.childId,
          kids.map((k) => k.id),
        ),
        inArray(childFaceFeedback.imageItemId, imageItemIds),
        eq(childFaceFeedback.verdict, 'confirmed'),
      ),
    );
  return kids.map((k) => ({
    ...k,
    itemIds: confirmed.filter((c) => c.childId === k.id).map((c) => c.imageItemId),
  }));
}
