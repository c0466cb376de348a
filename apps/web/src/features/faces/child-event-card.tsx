import type { ChildEventList } from '@omoide/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatCalendarDate } from '@/shared/i18n/format-date';
import { useTextLanguage } from '@/shared/i18n/use-locale';
import { DaysLeft, Icon } from '@/shared/ui';
import { AvatarStack, type StackChild } from './avatar-stack';
import styles from './child-events.module.css';

type ChildEvent = ChildEventList['events'][number];

/** One event where the member's children were found: cover, name, date, count, who. */
export function ChildEventCard({
  entry,
  nameOf,
  now_t,
}: {
  entry: ChildEvent;
  nameOf: (childId: number) => string;
  now_t: number;
}) {
  const { t } = useTranslation('faces');
  const language = useTextLanguage();
  const { event } = entry;
  const children: StackChild[] = entry.children.map((child) => ({
    id: child.child_id,
    name: t('avatars.childPhotos', { name: nameOf(child.child_id), count: child.photo_count }),
  }));
  return (
    <Link to={`/events/detail/${event.id}/child`} className={styles.card}>
      <span className={styles.cover}>
        {event.cover_thumb_url ? (
          <img src={event.cover_thumb_url} alt="" loading="lazy" decoding="async" />
        ) : (
          <Icon name="camera" size={32} />
        )}
      </span>
      {/* Blocks, not spans: the avatar list inside must sit in flow content. */}
      <div className={styles.body}>
        <span className={styles.name}>{event.name}</span>
        <span className={styles.meta}>
          <time dateTime={event.event_date}>{formatCalendarDate(event.event_date, language)}</time>
          <span>{event.organization_name}</span>
        </span>
        <div className={styles.found}>
          <AvatarStack items={children} label={t('childEvents.whoLabel')} />
          <span className={styles.photoCount}>
            {t('childEvents.photoCount', { count: entry.photo_count })}
          </span>
        </div>
        <DaysLeft deadline_t={event.published_until_t} now_t={now_t} />
      </div>
      <Icon name="forward" size={20} className={styles.chevron} />
    </Link>
  );
}
