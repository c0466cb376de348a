import type { PhotoDetail } from '@omoide/contract';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { useBoughtItemIds } from '@/shared/api/bought-items';
import { eventInfoQueryOptions } from '@/shared/api/events';
import { useTextLanguage } from '@/shared/i18n/use-locale';
import type { Area } from '@/shared/routing/area';
import { eventDetailPath, itemDetailPath, numericParam, useEventArea } from '@/shared/routing/event-paths';
import { useNowSeconds } from '@/shared/time/clock';
import { EventNotFound, Icon, LoadState, PurchasedMark } from '@/shared/ui';
import { previewSrcFor } from '@/shared/ui/preview-source';
import { photoDetailQueryOptions } from './events-api';
import styles from './item.module.css';
import { type Step, stepTarget } from './item-navigation';
import { KeepToggle } from './keep-toggle';
import { isMovie } from './movie-format';
import { MovieViewer } from './movie-viewer';
import { PhotoViewer } from './photo-viewer';
import { PurchasePanel } from './purchase-panel';
import { subCategoryOf } from './sale-terms';

/** How the item page was reached; kept on the history entry while stepping between photos. */
export interface ItemLocationState {
  /** Opened from the event detail's grid: "back" returns there through history. */
  fromDetail?: boolean;
  focusStep?: Step;
  /** Stepped inside the full-screen viewer: the next photo opens in it too. */
  fullscreen?: boolean;
}

/** Loads the neighbours' data and previews, so a swipe shows the next photo at once. */
function usePrefetchNeighbours(area: Area, detail: PhotoDetail | null | undefined) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!detail) return;
    for (const id of [detail.next_item_id, detail.prev_item_id]) {
      if (id === null) continue;
      void queryClient.fetchQuery(photoDetailQueryOptions(area, id)).then(
        (neighbour) => {
          if (neighbour) new Image().src = previewSrcFor(neighbour.image_item);
        },
        () => {},
      );
    }
  }, [area, detail, queryClient]);
}

/** `/events/detail/{eventId}/{categoryId}/{itemId}` and the guest twin: one photo to buy. */
export default function ItemDetailPage() {
  const { t } = useTranslation('events');
  const params = useParams();
  const eventId = numericParam(params.eventId);
  const categoryId = numericParam(params.categoryId);
  const itemId = numericParam(params.itemId);
  const area = useEventArea();
  const language = useTextLanguage();
  const navigate = useNavigate();
  const location = useLocation();
  const state = (location.state ?? {}) as ItemLocationState;
  const now = useNowSeconds();

  const detail = useQuery(photoDetailQueryOptions(area, itemId));
  const info = useQuery({
    ...eventInfoQueryOptions(area, eventId, language),
    placeholderData: keepPreviousData,
  });
  usePrefetchNeighbours(area, detail.data);
  const bought = useBoughtItemIds(area, eventId);

  if (detail.data === null || info.data === null) return <EventNotFound area={area} kind="photo" />;
  if (!detail.data || !info.data) {
    return (
      <LoadState
        isPending={detail.isPending || info.isPending}
        onRetry={() => {
          void detail.refetch();
          void info.refetch();
        }}
      />
    );
  }

  const photo = detail.data;
  const { image_item: item, index, total } = photo;
  if (item.event_id !== eventId) return <EventNotFound area={area} kind="photo" />;
  // A link with another category than the photo's: the photo's own address.
  if (item.category_id !== categoryId) {
    return <Navigate replace to={itemDetailPath(area, eventId, item.category_id, item.id)} state={state} />;
  }

  const sub = subCategoryOf(info.data, categoryId);
  const event = info.data.event;
  const detailPath = eventDetailPath(area, eventId);

  const onStep = (step: Step, fullscreen = false) => {
    const target = stepTarget(photo, step);
    if (target === null) return;
    // Replace: "back" leaves the photos for the event, however many were stepped through.
    void navigate(itemDetailPath(area, eventId, categoryId, target), {
      replace: true,
      state: { ...state, focusStep: step, fullscreen } satisfies ItemLocationState,
    });
  };

  const goBack = () => {
    if (state.fromDetail) void navigate(-1);
    else void navigate(detailPath);
  };

  return (
    <div className={styles.page}>
      <div className={styles.topBar}>
        <button type="button" className={styles.backButton} onClick={goBack}>
          <Icon name="back" size={20} />
          <span className={styles.backLabel}>{t('item.backToEvent')}</span>
        </button>
      </div>
      <header className={styles.header}>
        <p className={styles.eventName}>{event.name}</p>
        <h1 id="page-heading" className={styles.title}>
          {sub?.name ?? t('item.heading')}
        </h1>
        {bought.has(item.id) ? <PurchasedMark label={t('photo.purchased')} /> : null}
        <KeepToggle area={area} eventId={eventId} item={item} />
      </header>
      {isMovie(item) ? (
        <MovieViewer
          item={item}
          index={index}
          total={total}
          hasPrev={photo.prev_item_id !== null}
          hasNext={photo.next_item_id !== null}
          onStep={onStep}
        />
      ) : (
        <PhotoViewer
          item={item}
          index={index}
          total={total}
          hasPrev={photo.prev_item_id !== null}
          hasNext={photo.next_item_id !== null}
          onStep={onStep}
          focusStep={state.focusStep ?? null}
          initialFullscreen={state.fullscreen ?? false}
        />
      )}
      <PurchasePanel
        key={item.id}
        area={area}
        eventId={eventId}
        categoryId={categoryId}
        item={item}
        prices={info.data.prices}
        longRunSubInfo={sub?.long_run_sub_info ?? null}
        currencyTypeId={event.currency_type_id}
        now_t={now}
      />
    </div>
  );
}
