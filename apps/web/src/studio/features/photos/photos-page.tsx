import type { StudioEventPhotos } from '@omoide/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { Spinner } from '@/shared/ui';
import { useStudio } from '../../shared/studio-context';
import { StudioError } from '../../shared/studio-error';
import page from '../../shared/studio-page.module.css';
import { FaceIndexCard } from './face-index-card';
import { CategoryItems, type ItemAction } from './photo-items';
import {
  deletePhoto,
  fetchEventPhotos,
  fetchFaceIndex,
  mayManagePhotos,
  photosKeys,
  placePhoto,
  retryPhoto,
  setCover,
} from './photos-api';
import { ProgrammePanel } from './programme-panel';
import { UploadPanel } from './upload-panel';
import { useUploadQueue } from './use-upload-queue';

/** While photos are processed, the list and the face search are asked again this often. */
const POLL_MS = 3000;

/** Owners and staff: upload an event's photos and movies, follow their processing, manage them. */
export function PhotosPage() {
  const { t } = useTranslation('studio');
  const { organization } = useStudio();
  const eventId = Number(useParams().eventId);
  const allowed = mayManagePhotos(organization?.role);
  const validEvent = Number.isInteger(eventId) && eventId > 0;
  const photos = useQuery({
    queryKey: photosKeys.event(eventId),
    queryFn: () => fetchEventPhotos(eventId),
    enabled: allowed && validEvent,
    // Asked again while anything is still being processed.
    refetchInterval: (query) =>
      query.state.data?.items.some((item) => item.status === 'pending') ? POLL_MS : false,
  });

  if (!allowed) return <Navigate to="/studio" replace />;
  if (!validEvent) return <Navigate to="/studio" replace />;
  return (
    <>
      <p className={page.back}>
        <Link to={`/studio/events/${eventId}`}>{t('photos.back')}</Link>
        {' · '}
        <Link to={`/studio/events/${eventId}/review`}>{t('review.link')}</Link>
      </p>
      <h1 className={page.title}>
        {photos.data
          ? t('photos.title', { event: photos.data.event.name })
          : t('photos.titleFallback', { id: eventId })}
      </h1>
      <StudioError error={photos.error} />
      {photos.isPending ? <Spinner label={t('loading')} /> : null}
      {photos.data ? <PhotosOfEvent eventId={eventId} data={photos.data} /> : null}
    </>
  );
}

function PhotosOfEvent({ eventId, data }: { eventId: number; data: StudioEventPhotos }) {
  const { t } = useTranslation('studio');
  const queryClient = useQueryClient();
  const [message, setMessage] = useState('');
  const refresh = () => queryClient.invalidateQueries({ queryKey: photosKeys.event(eventId) });
  const queue = useUploadQueue(eventId, data.max_chunk_bytes, () => void refresh());
  const processing = data.items.some((item) => item.status === 'pending');
  const faces = useQuery({
    queryKey: photosKeys.faces(eventId),
    queryFn: () => fetchFaceIndex(eventId),
    refetchInterval: (query) => (query.state.data?.pending || processing ? POLL_MS : false),
  });
  const act = useMutation({
    mutationFn: async (action: ItemAction): Promise<string> => {
      const name = action.item?.file_name ?? `#${action.item?.id}`;
      switch (action.kind) {
        case 'retry':
          await retryPhoto(action.item.id);
          return t('photos.done.retried', { name });
        case 'delete':
          await deletePhoto(action.item.id);
          return t('photos.done.deleted', { name });
        case 'place':
          await placePhoto(action.item.id, { category_id: action.categoryId, sort_order: action.position });
          return action.categoryId ? t('photos.done.moved', { name }) : t('photos.done.reordered', { name });
        case 'cover':
          await setCover(eventId, action.item?.id ?? null);
          return action.item ? t('photos.done.cover', { name }) : t('photos.done.coverCleared');
      }
    },
    onMutate: () => setMessage(''),
    onSuccess: setMessage,
    onSettled: refresh,
  });
  const onAction = (action: ItemAction) => {
    if (action.kind === 'delete') {
      const name = action.item.file_name ?? `#${action.item.id}`;
      if (!window.confirm(t('photos.items.deleteConfirm', { name }))) return;
    }
    act.mutate(action);
  };

  return (
    <>
      <ProgrammePanel eventId={eventId} items={data.items} />
      <UploadPanel categories={data.categories} queue={queue} />
      <FaceIndexCard
        eventId={eventId}
        report={faces.data}
        error={faces.error}
        onQueued={() => void queryClient.invalidateQueries({ queryKey: photosKeys.faces(eventId) })}
      />
      <p role="status" aria-live="polite" className={page.live}>
        {message}
      </p>
      <StudioError error={act.error} />
      {data.categories.map((category) => (
        <CategoryItems
          key={category.category_id}
          category={category}
          categories={data.categories}
          items={data.items.filter((item) => item.category_id === category.category_id)}
          coverId={data.event.cover_image_item_id}
          busy={act.isPending}
          onAction={onAction}
        />
      ))}
    </>
  );
}
