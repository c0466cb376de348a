import { and, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  childFaceFeedback,
  childFaceImages,
  children,
  events,
  memberOrganizations,
  orderDownloads,
  orderLines,
  orders,
} from '../../db/schema/index';

/**
 * The dashboard's aggregates (issue #15), all in SQL. Every query starts from the
 * organisation's events (events_org_idx) and reaches their orders by orders_event_idx; an
 * order's lines and downloads follow by order_lines_order_idx and order_downloads_uq.
 * Money is summed per currency and never across (a yen is not a Taiwan dollar).
 */
export type DashboardPeriod = { organizationId: number; from: Date; to: Date; timeZone: string };

/** Orders that brought money in; `refunded` ones are counted apart. */
export const PAID_LIKE = ['paid', 'in_production', 'shipped'] as const;

// An order belongs to the day its money came in (paid_at; created_at for the odd order without).
const saleAt = sql`coalesce(${orders.paidAt}, ${orders.createdAt})`;
const isPaid = inArray(orders.status, [...PAID_LIKE]);
const isRefunded = eq(orders.status, 'refunded');
// float8, not int: a year of dong overflows 32 bits; float8 is exact far beyond any sales total.
const total = (where: SQL) =>
  sql<number>`coalesce(sum(${orders.totalInTax}) filter (where ${where}), 0)::float8`;
const countOf = (where: SQL) => sql<number>`(count(*) filter (where ${where}))::int`;

const salesFields = {
  currencyTypeId: orders.currencyTypeId,
  orders: countOf(isPaid),
  amount: total(isPaid),
  refundedOrders: countOf(isRefunded),
  refundedAmount: total(isRefunded),
};

function inPeriod(period: DashboardPeriod, statuses: readonly string[]) {
  return and(
    eq(events.organizationId, period.organizationId),
    inArray(orders.status, [...statuses] as (typeof orders.$inferSelect)['status'][]),
    gte(saleAt, period.from),
    lt(saleAt, period.to),
  );
}

/** Paid and refunded orders per calendar day (in the period's time zone) and currency. */
export function salesByDay(db: Database, period: DashboardPeriod) {
  const day = sql<string>`to_char((${saleAt} at time zone ${period.timeZone})::date, 'YYYY-MM-DD')`;
  return (
    db
      .select({ day, ...salesFields })
      .from(orders)
      .innerJoin(events, eq(events.id, orders.eventId))
      .where(inPeriod(period, [...PAID_LIKE, 'refunded']))
      // By position: the day's expression binds the time zone as a parameter, and two bindings
      // of it are not the same expression to PostgreSQL.
      .groupBy(sql`1`, orders.currencyTypeId)
      .orderBy(sql`1`, orders.currencyTypeId)
  );
}

/** Paid and refunded orders per event and currency, the one with most paid orders first. */
export function salesByEvent(db: Database, period: DashboardPeriod) {
  return db
    .select({ eventId: events.id, eventName: events.name, eventNameLang: events.nameLang, ...salesFields })
    .from(orders)
    .innerJoin(events, eq(events.id, orders.eventId))
    .where(inPeriod(period, [...PAID_LIKE, 'refunded']))
    .groupBy(events.id, events.name, events.nameLang, orders.currencyTypeId)
    .orderBy(sql`5 desc`, events.id);
}

/** Bought lines of paid orders per price type (1 data, 2 print) and currency. */
export function linesByType(db: Database, period: DashboardPeriod) {
  const lineAmount = sql`${orderLines.unitPrice} * ${orderLines.quantity} + ${orderLines.extraCostInTax} - ${orderLines.discountInTax}`;
  return db
    .select({
      currencyTypeId: orders.currencyTypeId,
      priceTypeId: orderLines.priceTypeId,
      lines: sql<number>`count(*)::int`,
      quantity: sql<number>`coalesce(sum(${orderLines.quantity}), 0)::int`,
      amount: sql<number>`coalesce(sum(${lineAmount}), 0)::float8`,
    })
    .from(orders)
    .innerJoin(events, eq(events.id, orders.eventId))
    .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
    .where(inPeriod(period, PAID_LIKE))
    .groupBy(orders.currencyTypeId, orderLines.priceTypeId)
    .orderBy(orders.currencyTypeId, orderLines.priceTypeId);
}

/** Paid orders per payment type and currency. */
export function paymentTypeMix(db: Database, period: DashboardPeriod) {
  return db
    .select({
      currencyTypeId: orders.currencyTypeId,
      paymentType: orders.paymentType,
      orders: sql<number>`count(*)::int`,
      amount: sql<number>`coalesce(sum(${orders.totalInTax}), 0)::float8`,
    })
    .from(orders)
    .innerJoin(events, eq(events.id, orders.eventId))
    .where(inPeriod(period, PAID_LIKE))
    .groupBy(orders.currencyTypeId, orders.paymentType)
    .orderBy(orders.currencyTypeId, sql`3 desc`, orders.paymentType);
}

/** Of the period's paid orders: those with data lines, those downloaded, and the downloads by kind. */
export async function downloadFigures(db: Database, period: DashboardPeriod) {
  const withData = sql`exists (select 1 from ${orderLines} where ${orderLines.orderId} = ${orders.id} and ${orderLines.priceTypeId} = 1)`;
  const downloaded = sql`exists (select 1 from ${orderDownloads} where ${orderDownloads.orderId} = ${orders.id} and ${orderDownloads.count} > 0)`;
  const kindCount = (kind: string) =>
    sql<number>`coalesce((select sum(${orderDownloads.count}) from ${orderDownloads} where ${orderDownloads.orderId} = ${orders.id} and ${orderDownloads.kind} = ${kind}), 0)`;
  const [row] = await db
    .select({
      ordersWithData: sql<number>`(count(*) filter (where ${withData}))::int`,
      ordersDownloaded: sql<number>`(count(*) filter (where ${downloaded}))::int`,
      originals: sql<number>`coalesce(sum(${kindCount('original')}), 0)::float8`,
      movies: sql<number>`coalesce(sum(${kindCount('movie')}), 0)::float8`,
      zips: sql<number>`coalesce(sum(${kindCount('zip')}), 0)::float8`,
    })
    .from(orders)
    .innerJoin(events, eq(events.id, orders.eventId))
    .where(inPeriod(period, PAID_LIKE));
  return row ?? { ordersWithData: 0, ordersDownloaded: 0, originals: 0, movies: 0, zips: 0 };
}

/**
 * Face search: children of the organisation's members with a registered face (now), and the
 * verdicts parents gave in the period on photos of the organisation's events. The searches
 * themselves leave no row, so they are not counted.
 */
export async function faceFigures(db: Database, period: DashboardPeriod) {
  const [registered] = await db
    .select({ n: sql<number>`count(distinct ${children.id})::int` })
    .from(memberOrganizations)
    .innerJoin(children, eq(children.memberId, memberOrganizations.memberId))
    .innerJoin(childFaceImages, eq(childFaceImages.childId, children.id))
    .where(eq(memberOrganizations.organizationId, period.organizationId));
  const [verdicts] = await db
    .select({
      childrenMatched: sql<number>`count(distinct ${childFaceFeedback.childId})::int`,
      confirmed: sql<number>`(count(*) filter (where ${childFaceFeedback.verdict} = 'confirmed'))::int`,
      rejected: sql<number>`(count(*) filter (where ${childFaceFeedback.verdict} = 'rejected'))::int`,
    })
    .from(childFaceFeedback)
    .innerJoin(events, eq(events.id, childFaceFeedback.eventId))
    .where(
      and(
        eq(events.organizationId, period.organizationId),
        gte(childFaceFeedback.createdAt, period.from),
        lt(childFaceFeedback.createdAt, period.to),
      ),
    );
  return {
    childrenWithFaces: registered?.n ?? 0,
    childrenMatched: verdicts?.childrenMatched ?? 0,
    confirmed: verdicts?.confirmed ?? 0,
    rejected: verdicts?.rejected ?? 0,
  };
}
