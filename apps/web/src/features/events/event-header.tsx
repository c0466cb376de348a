import { useTranslation } from 'react-i18next';
import { formatCalendarDate } from '@/shared/i18n/format-date';
import { useTextLanguage } from '@/shared/i18n/use-locale';
import { DaysLeft, type EventCardEvent, Icon } from '@/shared/ui';
import styles from './events.module.css';

/** The event detail's head: cover, name, date, organisation and the days left to buy. */
export function EventHeader({ event, now_t }: { event: EventCardEvent; now_t: number }) {
  const { t } = useTranslation('events');
  const language = useTextLanguage();
  return (
    <header className={styles.eventHeader}>
      <div className={styles.eventCover} aria-hidden="true">
        {event.cover_thumb_url ? (
          <img src={event.cover_thumb_url} alt="" decoding="async" fetchPriority="high" />
        ) : (
          <Icon name="camera" size={40} />
        )}
      </div>
      <div className={styles.eventHeaderText}>
        <p className={styles.eventOrganization}>{event.organization_name}</p>
        <h1 id="page-heading" className={styles.eventName}>
          {event.name}
        </h1>
        <p className={styles.eventDate}>
          <span className="visually-hidden">{t('detail.date')}</span>
          <time dateTime={event.event_date}>{formatCalendarDate(event.event_date, language)}</time>
        </p>
        <DaysLeft deadline_t={event.published_until_t} now_t={now_t} />
      </div>
    </header>
  );
}
