import {
  currencyTypeById,
  type OperatorRole,
  roleMayCall,
  STUDIO_DASHBOARD_MAX_DAYS,
  type StudioDashboard,
  studioDashboardSchema,
} from '@omoide/contract';
import { saveFile } from '../../shared/save-file';
import { studioFetch } from '../../shared/studio-api';

/** The dashboard (issue #15): the roles the permission table lets read the business's figures. */
export function mayReadDashboard(role: OperatorRole | undefined): boolean {
  return roleMayCall(role, 'GET /api/studio/organizations/{organization_id}/dashboard');
}

const DAY = 86_400;
// The API's days are Japan's (`time_zone` of the answer); Japan keeps no summer time.
const JAPAN_OFFSET = 9 * 3600;
export const PRESETS = ['7', '30', '90'] as const;
export type Preset = (typeof PRESETS)[number];

/** The period as the URL keeps it: `?days=7|30|90` or `?from=YYYY-MM-DD&to=YYYY-MM-DD` (Japan's days). */
export type DashboardPeriod = { days: Preset } | { from: string; to: string };
export type PeriodRange = { from_t: number; to_t: number };

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export function periodFrom(params: URLSearchParams): DashboardPeriod {
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  if (DATE.test(from) && DATE.test(to)) return { from, to };
  const days = PRESETS.find((preset) => preset === params.get('days'));
  return { days: days ?? '30' };
}

export function searchOfPeriod(period: DashboardPeriod): URLSearchParams {
  return new URLSearchParams('days' in period ? { days: period.days } : period);
}

const startOfJapanDay = (date: string) => Date.parse(`${date}T00:00:00+09:00`) / 1000;

/**
 * Epoch seconds of the period: a preset ends with today (Japan's), so the range stays the same
 * all day (one cache entry); a custom period runs from its first day to the end of its last.
 */
export function rangeOf(period: DashboardPeriod, now = Date.now()): PeriodRange {
  if ('days' in period) {
    const today = Math.floor((now / 1000 + JAPAN_OFFSET) / DAY) * DAY - JAPAN_OFFSET;
    return { from_t: today + DAY - Number(period.days) * DAY, to_t: today + DAY };
  }
  return { from_t: startOfJapanDay(period.from), to_t: startOfJapanDay(period.to) + DAY };
}

/** Whether a custom period is one the API takes (its first day not after its last, at most 366 days). */
export function customPeriodProblem(from: string, to: string): 'order' | 'tooLong' | null {
  if (!DATE.test(from) || !DATE.test(to) || from > to) return 'order';
  const range = rangeOf({ from, to });
  return range.to_t - range.from_t > STUDIO_DASHBOARD_MAX_DAYS * DAY ? 'tooLong' : null;
}

export const dashboardKeys = {
  figures: (organizationId: number | undefined, range: PeriodRange) =>
    ['studio', 'dashboard', organizationId, range.from_t, range.to_t] as const,
};

export function fetchDashboard(organizationId: number, range: PeriodRange): Promise<StudioDashboard> {
  return studioFetch(`/api/studio/organizations/${organizationId}/dashboard`, {
    query: range,
    schema: studioDashboardSchema,
  });
}

/** The same figures as a CSV for a spreadsheet, fetched with the studio token and saved. */
export async function downloadDashboardCsv(organizationId: number, range: PeriodRange, name: string) {
  const blob = await studioFetch<Blob>(`/api/studio/organizations/${organizationId}/dashboard.csv`, {
    query: range,
    responseType: 'blob',
  });
  saveFile(blob, name);
}

/** The currencies the figures hold money in, yen first: each is charted on its own. */
export function currenciesOf(figures: StudioDashboard): number[] {
  const ids = new Set<number>();
  for (const row of [...figures.sales_by_day, ...figures.sales_by_event, ...figures.lines_by_type])
    ids.add(row.currency_type_id);
  for (const row of figures.payment_types) ids.add(row.currency_type_id);
  return [...ids].sort((a, b) => a - b);
}

export const isoOf = (currencyTypeId: number) =>
  currencyTypeById(currencyTypeId)?.iso ?? String(currencyTypeId);

/** Every day of the range (Japan's), so a chart shows the days without sales too. */
export function daysOf(range: PeriodRange): string[] {
  const days: string[] = [];
  for (let t = range.from_t; t < range.to_t && days.length <= STUDIO_DASHBOARD_MAX_DAYS; t += DAY) {
    days.push(new Date((t + JAPAN_OFFSET) * 1000).toISOString().slice(0, 10));
  }
  return days;
}
