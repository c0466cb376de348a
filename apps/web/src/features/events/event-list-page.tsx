import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { organizationEventsQueryOptions } from '@/shared/api/events';
import { useTextLanguage } from '@/shared/i18n/use-locale';
import { eventDetailPath } from '@/shared/routing/event-paths';
import { useNowSeconds } from '@/shared/time/clock';
import { EventCard, EventCardList, Icon, LoadState } from '@/shared/ui';
import pageStyles from '@/shared/ui/page.module.css';
import styles from './events.module.css';

/** `/events`: the member's events, grouped by organisation, and the way in by event code. */
export default function EventListPage() {
  const { t } = useTranslation('events');
  const { t: tc } = useTranslation();
  const language = useTextLanguage();
  const now = useNowSeconds();
  const list = useQuery(organizationEventsQueryOptions(language));
  const organizations = list.data?.filter((organization) => organization.events.length > 0);

  return (
    <div className={pageStyles.page}>
      <header className={pageStyles.header}>
        <h1 id="page-heading" className={pageStyles.title}>
          {tc('titles.events')}
        </h1>
        <p className={pageStyles.smallLead}>{t('list.lead')}</p>
      </header>

      <Link to="/events/code" className={styles.codeCard}>
        <span className={styles.codeCardIcon} aria-hidden="true">
          <Icon name="ticket" size={26} />
        </span>
        <span className={styles.codeCardText}>
          <span className={styles.codeCardTitle}>{t('list.codeCard.title')}</span>
          <span className={styles.codeCardBody}>{t('list.codeCard.body')}</span>
        </span>
        <Icon name="forward" size={20} className={styles.chevron} />
      </Link>

      {organizations ? (
        organizations.length > 0 ? (
          organizations.map((organization) => (
            <section
              key={organization.id}
              className={styles.organization}
              aria-labelledby={`organization-${organization.id}`}
            >
              <h2 id={`organization-${organization.id}`} className={pageStyles.sectionTitle}>
                {organization.name}
              </h2>
              <EventCardList>
                {organization.events.map((event) => (
                  <li key={event.id}>
                    <EventCard
                      event={event}
                      to={eventDetailPath('member', event.id)}
                      now_t={now}
                      showOrganization={false}
                    />
                  </li>
                ))}
              </EventCardList>
            </section>
          ))
        ) : (
          <p className={pageStyles.stateBox}>{t('list.empty')}</p>
        )
      ) : (
        <LoadState isPending={list.isPending} onRetry={() => void list.refetch()} />
      )}
    </div>
  );
}
