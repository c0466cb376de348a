import type { ChildEventList } from '@omoide/contract';
import { useTranslation } from 'react-i18next';
import { EventCard } from '@/shared/ui';
import { AvatarStack, type StackChild } from './avatar-stack';
import styles from './child-events.module.css';

type ChildEvent = ChildEventList['events'][number];

/** One event where the member's children were found: the event card, with how many photos and who. */
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
  const { event } = entry;
  const children: StackChild[] = entry.children.map((child) => ({
    id: child.child_id,
    name: t('avatars.childPhotos', { name: nameOf(child.child_id), count: child.photo_count }),
  }));
  return (
    <EventCard event={event} to={`/events/detail/${event.id}/child`} now_t={now_t}>
      <div className={styles.found}>
        <AvatarStack items={children} label={t('childEvents.whoLabel')} />
        <span className={styles.photoCount}>{t('childEvents.photoCount', { count: entry.photo_count })}</span>
      </div>
    </EventCard>
  );
}
