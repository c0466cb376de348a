import { Link } from 'react-router';
import { formatCalendarDate } from '@/shared/i18n/format-date';
import { useTextLanguage } from '@/shared/i18n/use-locale';
import { DaysLeft } from './days-left';
import styles from './event-card.module.css';
import { Icon } from './icon';

/** The fields of an event a card shows (an `EventSummary` of the event lists fits). */
export interface EventCardEvent {
  id: number;
  name: string;
  event_date: string;
  organization_name: string;
  published_until_t: number;
  cover_thumb_url: string | null;
}

interface EventCardProps {
  event: EventCardEvent;
  to: string;
  now_t: number;
  /** Hidden where a heading above already names the organisation. */
  showOrganization?: boolean;
}

/** One event as a whole-card link: cover, name, date, organisation and the days left to buy. */
export function EventCard({ event, to, now_t, showOrganization = true }: EventCardProps) {
  const language = useTextLanguage();
  return (
    <Link to={to} className={styles.card}>
      <span className={styles.cover}>
        {event.cover_thumb_url ? (
          <img src={event.cover_thumb_url} alt="" loading="lazy" decoding="async" />
        ) : (
          <Icon name="camera" size={32} />
        )}
      </span>
      <span className={styles.body}>
        <span className={styles.name}>{event.name}</span>
        <span className={styles.meta}>
          <time dateTime={event.event_date}>{formatCalendarDate(event.event_date, language)}</time>
          {showOrganization ? <span>{event.organization_name}</span> : null}
        </span>
        <DaysLeft deadline_t={event.published_until_t} now_t={now_t} />
      </span>
      <Icon name="forward" size={20} className={styles.chevron} />
    </Link>
  );
}
