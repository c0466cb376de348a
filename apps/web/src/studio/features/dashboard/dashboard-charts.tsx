import { formatPrice, type TextLanguage } from '@omoide/contract';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

/** One bar (or pair of bars) of a chart: its label and its amounts in the chart's currency. */
export type ChartRow = { label: string; amount: number; refunded?: number };
export type ChartProps = {
  rows: ChartRow[];
  currencyTypeId: number;
  language: TextLanguage;
  /** Bars across (many days) or down the page (events, payment types with long names). */
  layout: 'columns' | 'rows';
  names: { amount: string; refunded?: string };
};

const COLORS = { amount: '#3a7bd5', refunded: '#d9822b' };

/**
 * The dashboard's charts (recharts), loaded lazily by the dashboard page only, so the rest of
 * the studio never downloads the charting library. Every chart sits beside a table of the
 * same figures (the page's `<details>`), which is what screen readers are pointed to.
 */
export default function DashboardChart({ rows, currencyTypeId, language, layout, names }: ChartProps) {
  const money = (value: number) => formatPrice(value, currencyTypeId, language);
  const across = layout === 'columns';
  const height = across ? 260 : Math.max(160, rows.length * 44 + 60);
  return (
    <div aria-hidden="true">
      <ResponsiveContainer width="100%" height={height}>
        <BarChart
          data={rows}
          layout={across ? 'horizontal' : 'vertical'}
          margin={{ top: 8, right: 16, bottom: 8, left: 8 }}
        >
          <CartesianGrid strokeDasharray="3 3" />
          {across ? (
            <>
              <XAxis dataKey="label" tick={{ fontSize: 12 }} />
              <YAxis tickFormatter={money} width={96} tick={{ fontSize: 12 }} />
            </>
          ) : (
            <>
              <XAxis type="number" tickFormatter={money} tick={{ fontSize: 12 }} />
              <YAxis type="category" dataKey="label" width={160} tick={{ fontSize: 12 }} />
            </>
          )}
          <Tooltip formatter={(value) => money(Number(value))} />
          {names.refunded ? <Legend /> : null}
          <Bar dataKey="amount" name={names.amount} fill={COLORS.amount} />
          {names.refunded ? <Bar dataKey="refunded" name={names.refunded} fill={COLORS.refunded} /> : null}
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
