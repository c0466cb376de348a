import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useTextLanguage } from '@/shared/i18n/use-locale';
import { useNowSeconds } from '@/shared/time/clock';
import { ButtonLink, Icon } from '@/shared/ui';
import pageStyles from '@/shared/ui/page.module.css';
import { CategoryPanel } from './category-panel';
import { EventHeader } from './event-header';
import { EventNotFound } from './event-not-found';
import { eventDetailPath, numericParam, useEventArea } from './event-paths';
import styles from './events.module.css';
import { eventInfoQueryOptions } from './events-api';
import { LoadState } from './load-state';
import { useDetailRestore } from './use-detail-restore';

/** `/events/detail/{eventId}` and the guest twin: the event, its categories and photos. */
export default function EventDetailPage() {
  const { t } = useTranslation('events');
  const eventId = numericParam(useParams().eventId);
  const area = useEventArea();
  const language = useTextLanguage();
  const now = useNowSeconds();
  const info = useQuery({
    ...eventInfoQueryOptions(area, eventId, language),
    placeholderData: keepPreviousData,
  });
  const { expanded, toggle } = useDetailRestore(eventId, Boolean(info.data));

  if (info.data === null) return <EventNotFound area={area} />;
  if (!info.data) return <LoadState isPending={info.isPending} onRetry={() => void info.refetch()} />;

  const { event, categories } = info.data;
  return (
    <div className={pageStyles.page}>
      <EventHeader event={event} now_t={now} />
      {/* Face search needs the member's children: guests have none. */}
      {area === 'member' ? (
        <ButtonLink to={`${eventDetailPath(area, eventId)}/child`} variant="secondary" block>
          <Icon name="child" size={20} />
          {t('detail.findByChild')}
        </ButtonLink>
      ) : null}
      <section className={styles.categories} aria-labelledby="categories-heading">
        <h2 id="categories-heading" className={pageStyles.sectionTitle}>
          {t('detail.categoriesHeading')}
        </h2>
        {categories.length > 0 ? (
          <>
            <p className={pageStyles.smallLead}>{t('detail.categoriesHint')}</p>
            {categories.map((category) => (
              <CategoryPanel
                key={category.id}
                area={area}
                eventId={eventId}
                currencyTypeId={event.currency_type_id}
                category={category}
                expanded={expanded.has(category.id)}
                onToggle={() => toggle(category.id)}
                now_t={now}
              />
            ))}
          </>
        ) : (
          <p className={pageStyles.stateBox}>{t('detail.noCategories')}</p>
        )}
      </section>
    </div>
  );
}
