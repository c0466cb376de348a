import type { OrderStatus, PaymentType } from '@omoide/contract';
import { and, asc, desc, eq, gte, ilike, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  events,
  guests,
  imageItems,
  members,
  orderDownloads,
  orderLines,
  orders,
} from '../../db/schema/index';

/** The studio's order search (issue #15); every value is a bound parameter, never SQL text. */
export type StudioOrderFilter = {
  organizationId: number;
  status?: OrderStatus;
  paymentType?: PaymentType;
  eventId?: number;
  from?: Date;
  to?: Date;
  email?: string;
  /** The code as typed and as normalised (upper case, look-alikes read): by the unique index. */
  codes?: string[];
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

// The buyer's account: a member or a guest by the order's subject (their id as text).
const memberOfOrder = and(eq(orders.buyerKind, 'member'), eq(orders.buyerSubject, sql`${members.id}::text`));
const guestOfOrder = and(eq(orders.buyerKind, 'guest'), eq(orders.buyerSubject, sql`${guests.id}::text`));

function filterWhere(filter: StudioOrderFilter): SQL | undefined {
  const email = filter.email ? `%${escapeLike(filter.email)}%` : null;
  return and(
    // events_org_idx then orders_event_idx: the organisation's events, then their orders.
    eq(events.organizationId, filter.organizationId),
    filter.codes ? inArray(orders.orderCode, filter.codes) : undefined,
    filter.eventId ? eq(orders.eventId, filter.eventId) : undefined,
    filter.status ? eq(orders.status, filter.status) : undefined,
    filter.paymentType ? eq(orders.paymentType, filter.paymentType) : undefined,
    filter.from ? gte(orders.createdAt, filter.from) : undefined,
    filter.to ? lt(orders.createdAt, filter.to) : undefined,
    email
      ? or(ilike(orders.email, email), ilike(members.email, email), ilike(guests.email, email))
      : undefined,
  );
}

/** One page of an organisation's orders, newest first (one row more tells of a next page). */
export function listStudioOrders(db: Database, filter: StudioOrderFilter, offset: number, limit: number) {
  return db
    .select({
      id: orders.id,
      orderCode: orders.orderCode,
      createdAt: orders.createdAt,
      buyerKind: orders.buyerKind,
      orderEmail: orders.email,
      memberEmail: members.email,
      guestEmail: guests.email,
      eventId: orders.eventId,
      eventName: orders.eventName,
      paymentType: orders.paymentType,
      totalInTax: orders.totalInTax,
      currencyTypeId: orders.currencyTypeId,
      status: orders.status,
      refundRequestedAt: orders.refundRequestedAt,
      refundedAt: orders.refundedAt,
    })
    .from(orders)
    .innerJoin(events, eq(events.id, orders.eventId))
    .leftJoin(members, memberOfOrder)
    .leftJoin(guests, guestOfOrder)
    .where(filterWhere(filter))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .offset(offset)
    .limit(limit);
}
export type StudioOrderListRow = Awaited<ReturnType<typeof listStudioOrders>>[number];

/** The organisation's events, newest first, for the event filter. */
export function listOrganizationEvents(db: Database, organizationId: number) {
  return db
    .select({ eventId: events.id, name: events.name, nameLang: events.nameLang })
    .from(events)
    .where(eq(events.organizationId, organizationId))
    .orderBy(desc(events.eventDate), desc(events.id))
    .limit(500);
}

/** One order with its event's organisation and its buyer's account e-mail, or null. */
export async function findStudioOrder(db: Database, orderId: number) {
  const [row] = await db
    .select({
      order: orders,
      organizationId: events.organizationId,
      memberEmail: members.email,
      guestEmail: guests.email,
    })
    .from(orders)
    .innerJoin(events, eq(events.id, orders.eventId))
    .leftJoin(members, memberOfOrder)
    .leftJoin(guests, guestOfOrder)
    .where(eq(orders.id, orderId));
  return row ?? null;
}
export type StudioOrderRow = NonNullable<Awaited<ReturnType<typeof findStudioOrder>>>;

/** The order's lines with their photo's file name and media key (for the thumbnail). */
export function listStudioOrderLines(db: Database, orderId: number) {
  return db
    .select({
      imageItemId: orderLines.imageItemId,
      fileName: imageItems.originalName,
      mediaKey: imageItems.mediaKey,
      priceTypeNameLang: orderLines.priceTypeNameLang,
      sizeNameLang: orderLines.sizeNameLang,
      quantity: orderLines.quantity,
      unitPrice: orderLines.unitPrice,
      extraCostInTax: orderLines.extraCostInTax,
      discountInTax: orderLines.discountInTax,
      crop: orderLines.crop,
    })
    .from(orderLines)
    .leftJoin(imageItems, eq(imageItems.id, orderLines.imageItemId))
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.id));
}

export function listOrderDownloads(db: Database, orderId: number) {
  return db
    .select()
    .from(orderDownloads)
    .where(eq(orderDownloads.orderId, orderId))
    .orderBy(asc(orderDownloads.imageItemId), asc(orderDownloads.kind));
}
