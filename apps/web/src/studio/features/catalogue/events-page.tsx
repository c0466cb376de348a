import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { formatCalendarDate } from '@/shared/i18n/format-date';
import { useTextLanguage } from '@/shared/i18n/use-locale';
import { ButtonLink, Spinner } from '@/shared/ui';
import { useStudio } from '../../shared/studio-context';
import { StudioError } from '../../shared/studio-error';
import page from '../../shared/studio-page.module.css';
import styles from './catalogue.module.css';
import { catalogueKeys, fetchEvents, mayKeepCatalogue } from './catalogue-api';
import { EventStateBadge } from './event-state-badge';

/** Owners and staff: the organisation's events, newest first, with their state and code. */
export function EventsPage() {
  const { t } = useTranslation('studio');
  const language = useTextLanguage();
  const { organization } = useStudio();
  const captionId = useId();
  const organizationId = organization?.organization_id;
  const allowed = mayKeepCatalogue(organization?.role);
  const events = useQuery({
    queryKey: catalogueKeys.events(organizationId),
    queryFn: () => fetchEvents(organizationId as number),
    enabled: allowed && organizationId !== undefined,
  });

  if (!allowed) return <Navigate to="/studio" replace />;
  return (
    <>
      <h1 className={page.title}>{t('catalogue.events.title')}</h1>
      <p className={page.lead}>
        {t('catalogue.events.lead', { organization: organization?.organization_name })}
      </p>
      <div className={page.actions}>
        <ButtonLink to="/studio/events/new">{t('catalogue.events.new')}</ButtonLink>
      </div>
      <section className={page.card} aria-labelledby={captionId}>
        <h2 id={captionId}>{t('catalogue.events.list')}</h2>
        <StudioError error={events.error} />
        {events.isPending ? <Spinner label={t('loading')} /> : null}
        {events.data && events.data.events.length === 0 ? (
          <p className={page.muted}>{t('catalogue.events.empty')}</p>
        ) : null}
        {events.data?.events.length ? (
          <table className={page.table} aria-labelledby={captionId}>
            <thead>
              <tr>
                <th scope="col">{t('catalogue.events.name')}</th>
                <th scope="col">{t('catalogue.events.date')}</th>
                <th scope="col">{t('catalogue.events.code')}</th>
                <th scope="col">{t('catalogue.events.state')}</th>
                <th scope="col" className={styles.number}>
                  {t('catalogue.events.photos')}
                </th>
              </tr>
            </thead>
            <tbody>
              {events.data.events.map((event) => (
                <tr key={event.id}>
                  <th scope="row">
                    <Link to={`/studio/events/${event.id}`}>{event.name}</Link>
                  </th>
                  <td>{formatCalendarDate(event.event_date, language)}</td>
                  <td>
                    <code>
                      {event.event_code1}-{event.event_code2}
                    </code>
                  </td>
                  <td>
                    <EventStateBadge state={event.state} />
                  </td>
                  <td className={styles.number}>{event.photo_count}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
      </section>
    </>
  );
}
