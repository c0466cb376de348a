import { useTranslation } from 'react-i18next';
import type { Area } from '@/shared/routing/area';
import { eventCodePath } from '@/shared/routing/event-paths';
import { ButtonLink } from './button';
import { NoticePanel } from './notice-panel';

/**
 * Spec §8: a 404 on event info empties the result. The buyer may simply not have entered
 * this event's code (yet), so the way forward is the code page.
 */
export function EventNotFound({ area, kind = 'event' }: { area: Area; kind?: 'event' | 'photo' }) {
  const { t } = useTranslation('events');
  return (
    <NoticePanel
      icon="ticket"
      title={t(kind === 'event' ? 'notFound.eventTitle' : 'notFound.photoTitle')}
      body={t(kind === 'event' ? 'notFound.eventBody' : 'notFound.photoBody')}
    >
      <ButtonLink to={eventCodePath(area)} block>
        {t('notFound.toCode')}
      </ButtonLink>
      {area === 'member' ? (
        <ButtonLink to="/events" variant="secondary" block>
          {t('notFound.toList')}
        </ButtonLink>
      ) : null}
    </NoticePanel>
  );
}
