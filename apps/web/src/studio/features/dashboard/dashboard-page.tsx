import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { formatCalendarDate } from '@/shared/i18n/format-date';
import { useTextLanguage } from '@/shared/i18n/use-locale';
import { Button, Spinner } from '@/shared/ui';
import { useStudio } from '../../shared/studio-context';
import { StudioError } from '../../shared/studio-error';
import page from '../../shared/studio-page.module.css';
import styles from './dashboard.module.css';
import {
  currenciesOf,
  dashboardKeys,
  daysOf,
  downloadDashboardCsv,
  fetchDashboard,
  mayReadDashboard,
  periodFrom,
  rangeOf,
  searchOfPeriod,
} from './dashboard-api';
import { CurrencyCharts, DashboardSummary } from './dashboard-figures';
import { PeriodPicker } from './dashboard-period';

/** Owners and support: the organisation's figures over the period in the URL, and their CSV. */
export function DashboardPage() {
  const { t } = useTranslation('studio');
  const language = useTextLanguage();
  const { organization } = useStudio();
  const [params, setParams] = useSearchParams();
  const period = periodFrom(params);
  const range = rangeOf(period);
  const organizationId = organization?.organization_id;
  const allowed = mayReadDashboard(organization?.role);
  const figures = useQuery({
    queryKey: dashboardKeys.figures(organizationId, range),
    queryFn: () => fetchDashboard(organizationId as number, range),
    enabled: allowed && organizationId !== undefined,
  });
  const days = daysOf(range);
  const csv = useMutation({
    mutationFn: () =>
      downloadDashboardCsv(
        organizationId as number,
        range,
        `dashboard-${days[0]}-${days[days.length - 1]}.csv`,
      ),
  });
  if (!organization) return <p className={page.muted}>{t('dashboard.noOrganization')}</p>;
  if (!allowed) return <Navigate to="/studio" replace />;

  return (
    <>
      <h1 className={page.title}>{t('dashboard.title')}</h1>
      <p className={page.lead}>{t('dashboard.lead')}</p>
      <section className={page.card}>
        <div className={styles.toolbar}>
          <PeriodPicker
            key={params.toString()}
            value={period}
            onChange={(next) => setParams(searchOfPeriod(next))}
          />
          <Button variant="secondary" disabled={csv.isPending} onClick={() => csv.mutate()}>
            {csv.isPending ? t('dashboard.csv.preparing') : t('dashboard.csv.download')}
          </Button>
        </div>
        <p className={`${page.muted} ${styles.shown}`}>
          {t('dashboard.period.shown', {
            from: formatCalendarDate(days[0] ?? '', language),
            to: formatCalendarDate(days[days.length - 1] ?? '', language),
          })}
        </p>
        <StudioError error={csv.error} />
      </section>
      <StudioError error={figures.error} />
      {figures.isPending && allowed ? <Spinner label={t('loading')} /> : null}
      {figures.data ? (
        <>
          <DashboardSummary figures={figures.data} language={language} />
          {currenciesOf(figures.data).map((currency) => (
            <CurrencyCharts
              key={currency}
              figures={figures.data}
              range={range}
              language={language}
              currency={currency}
            />
          ))}
        </>
      ) : null}
    </>
  );
}
