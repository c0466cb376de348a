import { z } from 'zod';

/**
 * The studio's dashboard (issue #15): an organisation's sales, downloads, prints, payment
 * types and face-search use over a period. Money is never added across currencies: every
 * money row names its `currency_type_id`. Days are calendar days in `time_zone`.
 */

/** The default period (the last 30 days) and the longest one asked at once. */
export const STUDIO_DASHBOARD_DEFAULT_DAYS = 30;
export const STUDIO_DASHBOARD_MAX_DAYS = 366;

/** `GET /api/studio/organizations/{organization_id}/dashboard` (and `.csv`): from (inclusive) to (exclusive). */
export const studioDashboardQuerySchema = z.object({
  from_t: z.coerce.number().int().min(0).max(4_102_444_800).optional(),
  to_t: z.coerce.number().int().min(0).max(4_102_444_800).optional(),
});
export type StudioDashboardQuery = z.infer<typeof studioDashboardQuerySchema>;

/** Paid orders (paid, in production, shipped) and, apart, refunded ones, with their totals. */
const salesFigures = {
  currency_type_id: z.number().int(),
  orders: z.number().int(),
  amount: z.number().int(),
  refunded_orders: z.number().int(),
  refunded_amount: z.number().int(),
};

export const studioDashboardSchema = z.object({
  from_t: z.number().int(),
  to_t: z.number().int(),
  /** Where the days begin and end (the organisation's; Asia/Tokyo until organisations carry one). */
  time_zone: z.string(),
  /** One row per day with a sale or a refund and currency; `day` is `YYYY-MM-DD`. */
  sales_by_day: z.array(z.object({ day: z.string(), ...salesFigures })),
  sales_by_event: z.array(z.object({ event_id: z.number().int(), event_name: z.string(), ...salesFigures })),
  /** Bought lines of paid orders by price type: 1 data (download), 2 print. */
  lines_by_type: z.array(
    z.object({
      currency_type_id: z.number().int(),
      price_type_id: z.number().int(),
      lines: z.number().int(),
      quantity: z.number().int(),
      amount: z.number().int(),
    }),
  ),
  payment_types: z.array(
    z.object({
      currency_type_id: z.number().int(),
      payment_type: z.string(),
      orders: z.number().int(),
      amount: z.number().int(),
    }),
  ),
  /** Downloads of the period's paid orders: how many bought data, how many fetched it, how often. */
  downloads: z.object({
    orders_with_data: z.number().int(),
    orders_downloaded: z.number().int(),
    originals: z.number().int(),
    movies: z.number().int(),
    zips: z.number().int(),
  }),
  /**
   * Face search: children of the organisation's members with a registered face, and parents'
   * verdicts on the photos it found in the organisation's events during the period (the
   * searches themselves are not recorded).
   */
  faces: z.object({
    children_with_faces: z.number().int(),
    children_matched: z.number().int(),
    confirmed: z.number().int(),
    rejected: z.number().int(),
  }),
});
export type StudioDashboard = z.infer<typeof studioDashboardSchema>;
