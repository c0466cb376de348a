import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { memberEventsQueryOptions } from '@/shared/api/events';
import { useTextLanguage } from '@/shared/i18n/use-locale';
import { readTokenRecord } from '@/shared/storage/token-storage';
import { useNowSeconds } from '@/shared/time/clock';
import { EventCard, EventCardList, Icon } from '@/shared/ui';
import pageStyles from '@/shared/ui/page.module.css';
import styles from './member-events.module.css';

/** Events shown on the home before "see all". */
export const HOME_EVENT_COUNT = 3;

/**
 * The member's events (`list_by_organization`) at the top of the home, the shortest way to
 * their photos. Like the news below, it never puts the error modal over the home: a failure
 * or an empty list leaves the section out and the other entry points do the work.
 */
export function MemberEvents() {
  const { t } = useTranslation('events');
  const language = useTextLanguage();
  const now = useNowSeconds();
  const hasToken = readTokenRecord('member') !== null;
  const events = useQuery({
    ...memberEventsQueryOptions(language),
    enabled: hasToken,
    meta: { errorModal: false },
  });

  if (!hasToken || events.isError || (events.data && events.data.length === 0)) return null;
  return (
    <section className={pageStyles.section} aria-labelledby="home-events">
      <div className={pageStyles.sectionHeader}>
        <h2 id="home-events" className={styles.heading}>
          {t('homeEvents.heading')}
        </h2>
        <Link to="/events" className={styles.all}>
          {t('homeEvents.all')}
          <Icon name="forward" size={16} />
        </Link>
      </div>
      {events.data ? (
        <EventCardList>
          {events.data.slice(0, HOME_EVENT_COUNT).map((event) => (
            <li key={event.id}>
              <EventCard event={event} to={`/events/detail/${event.id}`} now_t={now} />
            </li>
          ))}
        </EventCardList>
      ) : (
        <EventCardList aria-busy="true" aria-label={t('status.loading')}>
          <li className={styles.skeleton} />
        </EventCardList>
      )}
    </section>
  );
}
