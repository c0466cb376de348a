import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { formatCalendarDate } from '@/shared/i18n/format-date';
import { useTextLanguage } from '@/shared/i18n/use-locale';
import { Spinner } from '@/shared/ui';
import { useStudio } from '../../shared/studio-context';
import { StudioError } from '../../shared/studio-error';
import page from '../../shared/studio-page.module.css';
import styles from './prints.module.css';
import { fetchPrintEvents, mayFulfil, printsKeys, shipsToEachBuyer } from './prints-api';

/** Owners and staff: the organisation's events with paid print orders, and where each stands. */
export function PrintEventsPage() {
  const { t } = useTranslation('studio');
  const language = useTextLanguage();
  const { organization } = useStudio();
  const captionId = useId();
  const organizationId = organization?.organization_id;
  const allowed = mayFulfil(organization?.role);
  const events = useQuery({
    queryKey: printsKeys.events(organizationId),
    queryFn: () => fetchPrintEvents(organizationId as number),
    enabled: allowed && organizationId !== undefined,
  });

  if (!allowed) return <Navigate to="/studio" replace />;
  return (
    <>
      <h1 className={page.title}>{t('prints.title')}</h1>
      <p className={page.lead}>{t('prints.lead', { organization: organization?.organization_name })}</p>
      <section className={page.card} aria-labelledby={captionId}>
        <h2 id={captionId}>{t('prints.events')}</h2>
        <StudioError error={events.error} />
        {events.isPending ? <Spinner label={t('loading')} /> : null}
        {events.data && events.data.events.length === 0 ? (
          <p className={page.muted}>{t('prints.noEvents')}</p>
        ) : null}
        {events.data?.events.length ? (
          <table className={page.table} aria-labelledby={captionId}>
            <thead>
              <tr>
                <th scope="col">{t('prints.event')}</th>
                <th scope="col">{t('prints.eventDate')}</th>
                <th scope="col">{t('prints.delivery.label')}</th>
                <th scope="col" className={styles.number}>
                  {t('prints.state.paid')}
                </th>
                <th scope="col" className={styles.number}>
                  {t('prints.state.in_production')}
                </th>
                <th scope="col" className={styles.number}>
                  {t('prints.state.shipped')}
                </th>
              </tr>
            </thead>
            <tbody>
              {events.data.events.map((event) => (
                <tr key={event.event_id}>
                  <th scope="row" className={styles.rowHeader}>
                    <Link to={`/studio/prints/${event.event_id}`}>{event.name}</Link>
                  </th>
                  <td>{formatCalendarDate(event.event_date, language)}</td>
                  <td>
                    {shipsToEachBuyer(event.shipping_type_id)
                      ? t('prints.delivery.individual')
                      : t('prints.delivery.bulk')}
                  </td>
                  <td className={styles.number}>
                    {event.counts.paid > 0 ? <strong>{event.counts.paid}</strong> : event.counts.paid}
                  </td>
                  <td className={styles.number}>{event.counts.in_production}</td>
                  <td className={styles.number}>{event.counts.shipped}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
      </section>
    </>
  );
}
