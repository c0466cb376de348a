import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatCalendarDate } from '@/shared/i18n/format-date';
import { LIBRARY_NAMESPACE } from '@/shared/i18n/i18n';
import { useTextLanguage } from '@/shared/i18n/use-locale';
import { useNowSeconds } from '@/shared/time/clock';
import { ButtonLink, Icon, LoadState } from '@/shared/ui';
import pageStyles from '@/shared/ui/page.module.css';
import { DownloadDeadline } from './download-deadline';
import styles from './library.module.css';
import { purchasedEventsQuery } from './library-api';
import { libraryEventPath } from './library-paths';

/** `/library`: the member's events with purchases, newest purchase first, with their deadlines. */
export default function LibraryPage() {
  const { t } = useTranslation(LIBRARY_NAMESPACE);
  const { t: tc } = useTranslation();
  const language = useTextLanguage();
  const now = useNowSeconds();
  const query = useQuery(purchasedEventsQuery(language));
  const events = query.data?.events;

  return (
    <div className={pageStyles.page}>
      <header className={pageStyles.header}>
        <h1 id="page-heading" className={pageStyles.title}>
          {tc('titles.library')}
        </h1>
        <p className={pageStyles.lead}>{t('list.lead')}</p>
      </header>
      {!events ? (
        <LoadState
          isPending={query.isPending}
          onRetry={() => void query.refetch()}
          texts={{ loading: t('state.loading'), failed: t('state.failed'), retry: t('state.retry') }}
        />
      ) : events.length === 0 ? (
        <div className={pageStyles.stateBox}>
          <p>{t('list.empty')}</p>
          <ButtonLink to="/events">
            <Icon name="search" size={20} />
            {t('list.findPhotos')}
          </ButtonLink>
        </div>
      ) : (
        <ul className={styles.eventList} aria-labelledby="page-heading">
          {events.map((entry) => (
            <li key={entry.event.id}>
              <Link to={libraryEventPath(entry.event.id)} className={styles.eventCard}>
                <span className={styles.cover}>
                  {entry.cover_thumb_url ? (
                    <img src={entry.cover_thumb_url} alt="" loading="lazy" decoding="async" />
                  ) : (
                    <Icon name="images" size={32} />
                  )}
                </span>
                <span className={styles.eventBody}>
                  <span className={styles.eventName}>{entry.event.name}</span>
                  <span className={styles.muted}>
                    {entry.event.organization_name} · {formatCalendarDate(entry.event.event_date, language)}
                  </span>
                  <span className={styles.counts}>
                    {[
                      entry.photo_count > 0 ? t('list.photos', { count: entry.photo_count }) : null,
                      entry.movie_count > 0 ? t('list.movies', { count: entry.movie_count }) : null,
                      entry.print_count > 0 ? t('list.prints', { count: entry.print_count }) : null,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </span>
                  <DownloadDeadline
                    area="member"
                    until_t={entry.download_until_t}
                    expired={entry.is_download_expired}
                    now_t={now}
                    compact
                  />
                </span>
                <Icon name="forward" size={20} className={styles.arrow} />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
