import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { childrenQuery } from '@/shared/api/children';
import { useTextLanguage } from '@/shared/i18n/use-locale';
import { useNowSeconds } from '@/shared/time/clock';
import { ButtonLink, EventCardList, LoadState, NoticePanel } from '@/shared/ui';
import pageStyles from '@/shared/ui/page.module.css';
import { ChildEventCard } from './child-event-card';
import { childEventsQuery } from './faces-api';

/** `/events/child`: the events where face matching found the member's children. */
export default function ChildEventsPage() {
  const { t } = useTranslation('faces');
  const { t: tc } = useTranslation();
  const language = useTextLanguage();
  const now = useNowSeconds();
  const children = useQuery(childrenQuery());
  const events = useQuery(childEventsQuery(language));

  if (!children.data || !events.data) {
    return (
      <LoadState
        isPending={children.isPending || events.isPending}
        onRetry={() => {
          void children.refetch();
          void events.refetch();
        }}
      />
    );
  }

  // Nothing can be found before a face image is registered: say so first.
  if (!children.data.some((child) => child.face_image_count > 0)) {
    return (
      <NoticePanel
        icon="child"
        title={t('childEvents.noFacesTitle')}
        body={t(children.data.length === 0 ? 'childEvents.noChildrenBody' : 'childEvents.noFacesBody')}
      >
        <ButtonLink to="/child" block>
          {t('childEvents.toChildren')}
        </ButtonLink>
      </NoticePanel>
    );
  }

  const names = new Map(children.data.map((child) => [child.id, child.name]));
  const nameOf = (id: number) => names.get(id) ?? t('avatars.unknown');
  return (
    <div className={pageStyles.page}>
      <header className={pageStyles.header}>
        <h1 id="page-heading" className={pageStyles.title}>
          {tc('titles.eventsChild')}
        </h1>
        <p className={pageStyles.smallLead}>{t('childEvents.lead')}</p>
      </header>
      {events.data.length > 0 ? (
        <EventCardList>
          {events.data.map((entry) => (
            <li key={entry.event.id}>
              <ChildEventCard entry={entry} nameOf={nameOf} now_t={now} />
            </li>
          ))}
        </EventCardList>
      ) : (
        <div className={pageStyles.stateBox}>
          <p>{t('childEvents.empty')}</p>
          <ButtonLink to="/child" variant="secondary">
            {t('childEvents.toChildren')}
          </ButtonLink>
        </div>
      )}
    </div>
  );
}
