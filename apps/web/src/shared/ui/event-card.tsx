import type { ComponentProps, ReactNode } from 'react';
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
  /** More lines between the meta and the days left (who was found, how many photos). */
  children?: ReactNode;
}

/** One event as a whole-card link: cover, name, date, organisation and the days left to buy. */
export function EventCard({ event, to, now_t, showOrganization = true, children }: EventCardProps) {
  const language = useTextLanguage();
  return (
    <Link to={to} className={children ? `${styles.card} ${styles.tall}` : styles.card}>
      <span className={styles.cover}>
        {event.cover_thumb_url ? (
          <img src={event.cover_thumb_url} alt="" loading="lazy" decoding="async" />
        ) : (
          <Icon name="camera" size={32} />
        )}
      </span>
      {/* A block, not a span: what `children` holds (a list) must sit in flow content. */}
      <div className={styles.body}>
        <span className={styles.name}>{event.name}</span>
        <span className={styles.meta}>
          <time dateTime={event.event_date}>{formatCalendarDate(event.event_date, language)}</time>
          {showOrganization ? <span>{event.organization_name}</span> : null}
        </span>
        {children}
        <DaysLeft deadline_t={event.published_until_t} now_t={now_t} />
      </div>
      <Icon name="forward" size={20} className={styles.chevron} />
    </Link>
  );
}

/** A list of event cards (each in an `<li>`): one column on phones, three from tablets up. */
export function EventCardList(props: Omit<ComponentProps<'ul'>, 'className'>) {
  return <ul {...props} className={styles.list} />;
}
