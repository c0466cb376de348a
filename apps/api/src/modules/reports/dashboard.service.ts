import {
  STUDIO_DASHBOARD_DEFAULT_DAYS,
  STUDIO_DASHBOARD_MAX_DAYS,
  type StudioDashboard,
  type StudioDashboardQuery,
  type TextLanguage,
} from '@omoide/contract';
import type { Database } from '../../db/client';
import { AppError } from '../../platform/errors';
import { timeZoneOfOrganization } from '../catalogue/organization-admin.service';
import { nameIn } from '../events/events.service';
import { dashboardMessages as m } from './dashboard.messages';
import {
  type DashboardPeriod,
  downloadFigures,
  faceFigures,
  linesByType,
  paymentTypeMix,
  salesByDay,
  salesByEvent,
} from './dashboard.repo';

const DAY = 86_400;

/** Where the dashboard's days begin when the organisation's own zone is not known. */
export const DASHBOARD_TIME_ZONE = 'Asia/Tokyo';

/** The period asked for: the last 30 days by default, at most 366 days, from before to. */
export function periodOf(
  organizationId: number,
  query: StudioDashboardQuery,
  now = new Date(),
  timeZone = DASHBOARD_TIME_ZONE,
): DashboardPeriod {
  const to = query.to_t ?? Math.floor(now.getTime() / 1000);
  const from = query.from_t ?? to - STUDIO_DASHBOARD_DEFAULT_DAYS * DAY;
  if (from >= to) throw new AppError(400, 'STUDIO-DASHBOARD-PERIOD', m['period.order']);
  if (to - from > STUDIO_DASHBOARD_MAX_DAYS * DAY)
    throw new AppError(400, 'STUDIO-DASHBOARD-PERIOD', m['period.too_long'], {
      days: STUDIO_DASHBOARD_MAX_DAYS,
    });
  return {
    organizationId,
    from: new Date(from * 1000),
    to: new Date(to * 1000),
    timeZone,
  };
}

const sales = (row: {
  currencyTypeId: number;
  orders: number;
  amount: number;
  refundedOrders: number;
  refundedAmount: number;
}) => ({
  currency_type_id: row.currencyTypeId,
  orders: row.orders,
  amount: row.amount,
  refunded_orders: row.refundedOrders,
  refunded_amount: row.refundedAmount,
});

/** The organisation's figures of the period. */
export async function dashboardOf(
  db: Database,
  organizationId: number,
  query: StudioDashboardQuery,
  lang: TextLanguage,
): Promise<StudioDashboard> {
  const period = periodOf(
    organizationId,
    query,
    new Date(),
    await timeZoneOfOrganization(db, organizationId),
  );
  const [days, perEvent, types, payments, downloads, faces] = await Promise.all([
    salesByDay(db, period),
    salesByEvent(db, period),
    linesByType(db, period),
    paymentTypeMix(db, period),
    downloadFigures(db, period),
    faceFigures(db, period),
  ]);
  return {
    from_t: Math.floor(period.from.getTime() / 1000),
    to_t: Math.floor(period.to.getTime() / 1000),
    time_zone: period.timeZone,
    sales_by_day: days.map((row) => ({ day: row.day, ...sales(row) })),
    sales_by_event: perEvent.map((row) => ({
      event_id: row.eventId,
      event_name: nameIn(row.eventName, row.eventNameLang, lang),
      ...sales(row),
    })),
    lines_by_type: types.map((row) => ({
      currency_type_id: row.currencyTypeId,
      price_type_id: row.priceTypeId,
      lines: row.lines,
      quantity: row.quantity,
      amount: row.amount,
    })),
    payment_types: payments.map((row) => ({
      currency_type_id: row.currencyTypeId,
      payment_type: row.paymentType,
      orders: row.orders,
      amount: row.amount,
    })),
    downloads: {
      orders_with_data: downloads.ordersWithData,
      orders_downloaded: downloads.ordersDownloaded,
      originals: downloads.originals,
      movies: downloads.movies,
      zips: downloads.zips,
    },
    faces: {
      children_with_faces: faces.childrenWithFaces,
      children_matched: faces.childrenMatched,
      confirmed: faces.confirmed,
      rejected: faces.rejected,
    },
  };
}
