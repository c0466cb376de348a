import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { eventInfoQueryOptions } from '@/shared/api/events';
import { useKeepList } from '@/shared/api/keeps';
import { useTextLanguage } from '@/shared/i18n/use-locale';
import { eventDetailPath, numericParam, useEventArea } from '@/shared/routing/event-paths';
import { useNowSeconds } from '@/shared/time/clock';
import { ButtonLink, EventNotFound, Icon, LoadState } from '@/shared/ui';
import pageStyles from '@/shared/ui/page.module.css';
import { CategoryPanel } from './category-panel';
import { DetailToolbar, type DetailView } from './detail-toolbar';
import { EventHeader } from './event-header';
import styles from './events.module.css';
import { GridSelectionProvider, useGridSelectionState } from './grid-selection';
import { KeptPhotos, keptDeadline } from './kept-photos';
import { SelectionBar } from './selection-bar';
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
  const selection = useGridSelectionState();
  const kept = useKeepList(area, eventId).data;
  // The view lives in the address, so "back" from a photo returns to the kept photos.
  const [search, setSearch] = useSearchParams();
  const view: DetailView = search.get('view') === 'kept' ? 'kept' : 'all';
  const setView = (next: DetailView) =>
    setSearch(next === 'kept' ? { view: 'kept' } : {}, { replace: true, preventScrollReset: true });

  if (info.data === null) return <EventNotFound area={area} />;
  if (!info.data) return <LoadState isPending={info.isPending} onRetry={() => void info.refetch()} />;

  const { event, categories } = info.data;
  const keptWarning = kept ? keptDeadline(kept.items, event.published_until_t, now) !== null : false;
  return (
    <GridSelectionProvider value={selection}>
      <div className={pageStyles.page}>
        <EventHeader event={event} now_t={now} />
        {/* Face search needs the member's children (guests have none) and the event to offer it. */}
        {area === 'member' && event.face_search_enabled !== false ? (
          <ButtonLink to={`${eventDetailPath(area, eventId)}/child`} variant="secondary" block>
            <Icon name="child" size={20} />
            {t('detail.findByChild')}
          </ButtonLink>
        ) : null}
        <section className={styles.categories} aria-labelledby="categories-heading">
          <h2 id="categories-heading" className={pageStyles.sectionTitle}>
            {t('detail.categoriesHeading')}
          </h2>
          <DetailToolbar
            view={view}
            onView={setView}
            keptCount={kept ? kept.items.length : null}
            keptWarning={keptWarning}
            selecting={selection.selecting}
            onSelecting={selection.setSelecting}
          />
          {view === 'kept' ? (
            <KeptPhotos
              area={area}
              eventId={eventId}
              published_until_t={event.published_until_t}
              now_t={now}
            />
          ) : categories.length > 0 ? (
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
        {selection.selecting ? (
          <>
            <div className={styles.selectionSpacer} />
            <SelectionBar
              area={area}
              eventId={eventId}
              info={info.data}
              currencyTypeId={event.currency_type_id}
              selection={selection}
              now_t={now}
            />
          </>
        ) : null}
      </div>
    </GridSelectionProvider>
  );
}
