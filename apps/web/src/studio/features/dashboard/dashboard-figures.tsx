import { formatPrice, type StudioDashboard, type TextLanguage } from '@omoide/contract';
import { useTranslation } from 'react-i18next';
import page from '../../shared/studio-page.module.css';
import styles from './dashboard.module.css';
import { currenciesOf, daysOf, isoOf, type PeriodRange } from './dashboard-api';
import { ChartSection, FiguresTable } from './dashboard-section';

type Props = { figures: StudioDashboard; range: PeriodRange; language: TextLanguage };

/** Summary figures: sales per currency, downloads and face search. */
export function DashboardSummary({ figures, language }: Omit<Props, 'range'>) {
  const { t } = useTranslation('studio');
  const money = (amount: number, currency: number) => formatPrice(amount, currency, language);
  const currencies = currenciesOf(figures);
  const sum = (currency: number, key: 'orders' | 'amount' | 'refunded_orders' | 'refunded_amount') =>
    figures.sales_by_day
      .filter((row) => row.currency_type_id === currency)
      .reduce((total, row) => total + row[key], 0);
  const { downloads, faces } = figures;
  return (
    <section aria-labelledby="dashboard-summary">
      <h2 id="dashboard-summary" className="visually-hidden">
        {t('dashboard.summary.title')}
      </h2>
      <div className={styles.summary}>
        {currencies.length === 0 ? (
          <div className={styles.figure}>
            <p className={page.muted}>{t('dashboard.summary.none')}</p>
          </div>
        ) : null}
        {currencies.map((currency) => (
          <div key={currency} className={styles.figure}>
            <h3>{t('dashboard.summary.sales', { currency: isoOf(currency) })}</h3>
            <p className={styles.big}>{money(sum(currency, 'amount'), currency)}</p>
            <p className={page.muted}>{t('dashboard.summary.orders', { count: sum(currency, 'orders') })}</p>
            {sum(currency, 'refunded_orders') > 0 ? (
              <p className={page.muted}>
                {t('dashboard.summary.refunded', {
                  count: sum(currency, 'refunded_orders'),
                  amount: money(sum(currency, 'refunded_amount'), currency),
                })}
              </p>
            ) : null}
          </div>
        ))}
        <div className={styles.figure}>
          <h3>{t('dashboard.downloads.title')}</h3>
          <p>
            {t('dashboard.downloads.orders', {
              downloaded: downloads.orders_downloaded,
              withData: downloads.orders_with_data,
            })}
          </p>
          <dl>
            <dt>{t('dashboard.downloads.originals')}</dt>
            <dd>{downloads.originals}</dd>
            <dt>{t('dashboard.downloads.movies')}</dt>
            <dd>{downloads.movies}</dd>
            <dt>{t('dashboard.downloads.zips')}</dt>
            <dd>{downloads.zips}</dd>
          </dl>
          <p className={page.muted}>{t('dashboard.downloads.note')}</p>
        </div>
        <div className={styles.figure}>
          <h3>{t('dashboard.faces.title')}</h3>
          <dl>
            <dt>{t('dashboard.faces.childrenWithFaces')}</dt>
            <dd>{faces.children_with_faces}</dd>
            <dt>{t('dashboard.faces.childrenMatched')}</dt>
            <dd>{faces.children_matched}</dd>
            <dt>{t('dashboard.faces.confirmed')}</dt>
            <dd>{faces.confirmed}</dd>
            <dt>{t('dashboard.faces.rejected')}</dt>
            <dd>{faces.rejected}</dd>
          </dl>
          <p className={page.muted}>{t('dashboard.faces.note')}</p>
        </div>
      </div>
    </section>
  );
}

/** The charts of one currency: per day, per event, downloads against prints, payment types. */
export function CurrencyCharts({ figures, range, language, currency }: Props & { currency: number }) {
  const { t } = useTranslation('studio');
  const iso = isoOf(currency);
  const money = (amount: number) => formatPrice(amount, currency, language);
  const mine = <T extends { currency_type_id: number }>(rows: T[]) =>
    rows.filter((row) => row.currency_type_id === currency);
  const perDay = new Map(mine(figures.sales_by_day).map((row) => [row.day, row]));
  const days = daysOf(range).map((day) => ({
    day,
    orders: perDay.get(day)?.orders ?? 0,
    amount: perDay.get(day)?.amount ?? 0,
    refunded_orders: perDay.get(day)?.refunded_orders ?? 0,
    refunded_amount: perDay.get(day)?.refunded_amount ?? 0,
  }));
  const events = mine(figures.sales_by_event);
  const typeName = (id: number) =>
    id === 1 ? t('dashboard.types.data') : id === 2 ? t('dashboard.types.print') : String(id);
  const types = mine(figures.lines_by_type);
  const payments = mine(figures.payment_types);
  const paymentName = (type: string) => t(`orders.paymentType.${type}`, { defaultValue: type });
  const names = { amount: t('dashboard.series.amount'), refunded: t('dashboard.series.refunded') };
  const salesHead = [
    t('dashboard.columns.orders'),
    t('dashboard.columns.amount'),
    t('dashboard.columns.refundedOrders'),
    t('dashboard.columns.refundedAmount'),
  ];
  const chart = { currencyTypeId: currency, language };
  const title = (key: string) => t(`dashboard.charts.${key}`, { currency: iso });
  return (
    <section aria-labelledby={`dashboard-currency-${iso}`}>
      <h2 id={`dashboard-currency-${iso}`} className={styles.currencyTitle}>
        {t('dashboard.summary.sales', { currency: iso })}
      </h2>
      <div className={styles.charts}>
        <ChartSection
          id={`dashboard-days-${iso}`}
          title={title('perDay')}
          chart={{
            ...chart,
            layout: 'columns',
            names,
            rows: days.map((row) => ({
              label: row.day.slice(5),
              amount: row.amount,
              refunded: row.refunded_amount,
            })),
          }}
          table={
            <FiguresTable
              caption={title('perDay')}
              head={[t('dashboard.columns.day'), ...salesHead]}
              rows={days
                .filter((row) => row.orders || row.refunded_orders)
                .map((row) => ({
                  key: row.day,
                  cells: [
                    row.day,
                    row.orders,
                    money(row.amount),
                    row.refunded_orders,
                    money(row.refunded_amount),
                  ],
                }))}
            />
          }
        />
        <ChartSection
          id={`dashboard-events-${iso}`}
          title={title('perEvent')}
          chart={{
            ...chart,
            layout: 'rows',
            names,
            rows: events.map((row) => ({
              label: row.event_name,
              amount: row.amount,
              refunded: row.refunded_amount,
            })),
          }}
          table={
            <FiguresTable
              caption={title('perEvent')}
              head={[t('dashboard.columns.event'), ...salesHead]}
              rows={events.map((row) => ({
                key: String(row.event_id),
                cells: [
                  row.event_name,
                  row.orders,
                  money(row.amount),
                  row.refunded_orders,
                  money(row.refunded_amount),
                ],
              }))}
            />
          }
        />
        <ChartSection
          id={`dashboard-types-${iso}`}
          title={title('types')}
          chart={{
            ...chart,
            layout: 'rows',
            names: { amount: names.amount },
            rows: types.map((row) => ({ label: typeName(row.price_type_id), amount: row.amount })),
          }}
          table={
            <FiguresTable
              caption={title('types')}
              head={[
                t('dashboard.columns.type'),
                t('dashboard.columns.quantity'),
                t('dashboard.columns.amount'),
              ]}
              rows={types.map((row) => ({
                key: String(row.price_type_id),
                cells: [typeName(row.price_type_id), row.quantity, money(row.amount)],
              }))}
            />
          }
        />
        <ChartSection
          id={`dashboard-payments-${iso}`}
          title={title('payments')}
          chart={{
            ...chart,
            layout: 'rows',
            names: { amount: names.amount },
            rows: payments.map((row) => ({ label: paymentName(row.payment_type), amount: row.amount })),
          }}
          table={
            <FiguresTable
              caption={title('payments')}
              head={[
                t('dashboard.columns.paymentType'),
                t('dashboard.columns.orders'),
                t('dashboard.columns.amount'),
              ]}
              rows={payments.map((row) => ({
                key: row.payment_type,
                cells: [paymentName(row.payment_type), row.orders, money(row.amount)],
              }))}
            />
          }
        />
      </div>
    </section>
  );
}
