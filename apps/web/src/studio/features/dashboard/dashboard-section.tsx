import type { TextLanguage } from '@omoide/contract';
import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import page from '../../shared/studio-page.module.css';
import styles from './dashboard.module.css';
import type { ChartProps } from './dashboard-charts';

// recharts comes with this import only: the studio's other pages never load it.
const DashboardChart = lazy(() => import('./dashboard-charts'));

/**
 * One chart of the dashboard with its title (which names the currency) and, in a
 * `<details>`, the same figures as a table: the accessible form of the chart.
 */
export function ChartSection({
  id,
  title,
  chart,
  table,
}: {
  id: string;
  title: string;
  chart: Omit<ChartProps, 'language'> & { language: TextLanguage };
  table: ReactNode;
}) {
  const { t } = useTranslation('studio');
  return (
    <section className={`${page.card} ${styles.chart}`} aria-labelledby={id}>
      <h3 id={id} className={styles.chartTitle}>
        {title}
      </h3>
      <Suspense fallback={<p className={page.muted}>{t('dashboard.charts.loading')}</p>}>
        <DashboardChart {...chart} />
      </Suspense>
      <details className={styles.details}>
        <summary>{t('dashboard.charts.table')}</summary>
        <div className={styles.tableWrap}>{table}</div>
      </details>
    </section>
  );
}

/** A table of a chart's figures: a header row and a row per bar, numbers right-aligned. */
export function FiguresTable({
  caption,
  head,
  rows,
}: {
  caption: string;
  head: string[];
  rows: { key: string; cells: ReactNode[] }[];
}) {
  return (
    <table className={page.table}>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          {head.map((cell, index) => (
            <th key={cell} scope="col" className={index > 0 ? styles.number : undefined}>
              {cell}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            {row.cells.map((cell, index) =>
              index === 0 ? (
                // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed
                <th key={index} scope="row">
                  {cell}
                </th>
              ) : (
                // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed
                <td key={index} className={styles.number}>
                  {cell}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
