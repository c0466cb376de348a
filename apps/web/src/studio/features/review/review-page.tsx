import type { FlaggedPhoto, ReviewActionBody, ReviewPhoto } from '@omoide/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { formatDateTime } from '@/shared/i18n/format-date';
import { useTextLanguage } from '@/shared/i18n/use-locale';
import { Button, Spinner } from '@/shared/ui';
import { useStudio } from '../../shared/studio-context';
import { StudioError } from '../../shared/studio-error';
import page from '../../shared/studio-page.module.css';
import { mayManagePhotos, photosKeys } from '../photos/photos-api';
import styles from './review.module.css';
import { actOnReview, fetchReview, reviewKey } from './review-api';

/**
 * Issue 29: the photos flagged at ingest (blurred, or a face with its eyes closed), each beside
 * the photos taken just before and after it, to hide from buyers in bulk or keep.
 */
export function ReviewPage() {
  const { t } = useTranslation('studio');
  const { organization } = useStudio();
  const eventId = Number(useParams().eventId);
  const allowed = mayManagePhotos(organization?.role);
  const validEvent = Number.isInteger(eventId) && eventId > 0;
  const review = useQuery({
    queryKey: reviewKey(eventId),
    queryFn: () => fetchReview(eventId),
    enabled: allowed && validEvent,
  });
  if (!allowed || !validEvent) return <Navigate to="/studio" replace />;
  return (
    <>
      <p className={page.back}>
        <Link to={`/studio/events/${eventId}/photos`}>{t('review.back')}</Link>
      </p>
      <h1 className={page.title}>{t('review.title')}</h1>
      <p className={page.muted}>{t('review.help')}</p>
      <StudioError error={review.error} />
      {review.isPending ? <Spinner label={t('loading')} /> : null}
      {review.data ? <FlaggedList eventId={eventId} photos={review.data.photos} /> : null}
    </>
  );
}

function FlaggedList({ eventId, photos }: { eventId: number; photos: FlaggedPhoto[] }) {
  const { t } = useTranslation('studio');
  const queryClient = useQueryClient();
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [message, setMessage] = useState('');
  const act = useMutation({
    mutationFn: async (body: ReviewActionBody) => ({
      action: body.action,
      ...(await actOnReview(eventId, body)),
    }),
    onMutate: () => setMessage(''),
    onSuccess: ({ action, changed }) => {
      setSelected(new Set());
      setMessage(t(`review.done.${action}`, { n: changed }));
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: reviewKey(eventId) });
      void queryClient.invalidateQueries({ queryKey: photosKeys.event(eventId) });
    },
  });
  const toggle = (id: number) =>
    setSelected((before) => {
      const next = new Set(before);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const run = (action: ReviewActionBody['action']) => act.mutate({ action, photo_ids: [...selected] });
  const none = selected.size === 0 || act.isPending;

  return (
    <section className={page.card} aria-label={t('review.listLabel')}>
      <p>{t('review.count', { n: photos.length })}</p>
      <p role="status" aria-live="polite" className={page.live}>
        {message}
      </p>
      <StudioError error={act.error} />
      {photos.length === 0 ? (
        <p className={page.muted}>{t('review.empty')}</p>
      ) : (
        <>
          <div className={styles.actions}>
            <Button
              type="button"
              variant="secondary"
              onClick={() => setSelected(new Set(photos.map((p) => p.id)))}
            >
              {t('review.selectAll')}
            </Button>
            <Button type="button" disabled={none} onClick={() => run('hide')}>
              {t('review.hide', { n: selected.size })}
            </Button>
            <Button type="button" variant="secondary" disabled={none} onClick={() => run('show')}>
              {t('review.show', { n: selected.size })}
            </Button>
            <Button type="button" variant="secondary" disabled={none} onClick={() => run('keep')}>
              {t('review.keep', { n: selected.size })}
            </Button>
          </div>
          <ol className={styles.rows}>
            {photos.map((photo) => (
              <FlaggedRow
                key={photo.id}
                photo={photo}
                checked={selected.has(photo.id)}
                onToggle={() => toggle(photo.id)}
              />
            ))}
          </ol>
        </>
      )}
    </section>
  );
}

function FlaggedRow(props: { photo: FlaggedPhoto; checked: boolean; onToggle: () => void }) {
  const { t } = useTranslation('studio');
  const { photo } = props;
  const name = photo.file_name ?? `#${photo.id}`;
  return (
    <li className={styles.row} data-hidden={photo.hidden} data-testid={`flagged-${photo.id}`}>
      <input
        type="checkbox"
        checked={props.checked}
        onChange={props.onToggle}
        aria-label={t('review.select', { name })}
      />
      <Neighbour photo={photo.previous} label={t('review.previous')} />
      <figure className={`${styles.figure} ${styles.flagged}`}>
        {photo.thumbnail_url ? (
          <img src={photo.thumbnail_url} alt={name} />
        ) : (
          <div className={styles.empty} />
        )}
        <figcaption>
          <strong>{name}</strong>
          <span className={styles.badges}>
            {photo.blurred ? <span className={styles.badge}>{t('review.flag.blurred')}</span> : null}
            {photo.eyes_closed ? <span className={styles.badge}>{t('review.flag.eyesClosed')}</span> : null}
            {photo.hidden ? <span className={styles.badge}>{t('review.flag.hidden')}</span> : null}
          </span>
          <CapturedAt at={photo.captured_at} />
        </figcaption>
      </figure>
      <Neighbour photo={photo.next} label={t('review.next')} />
    </li>
  );
}

function Neighbour({ photo, label }: { photo: ReviewPhoto | null; label: string }) {
  const { t } = useTranslation('studio');
  if (!photo)
    return (
      <figure className={styles.figure}>
        <div className={styles.empty} />
        <figcaption className={page.muted}>{t('review.noNeighbour')}</figcaption>
      </figure>
    );
  const name = photo.file_name ?? `#${photo.id}`;
  return (
    <figure className={styles.figure}>
      {photo.thumbnail_url ? (
        <img src={photo.thumbnail_url} alt={`${label}: ${name}`} />
      ) : (
        <div className={styles.empty} />
      )}
      <figcaption>
        {label}: {name}
        <CapturedAt at={photo.captured_at} />
      </figcaption>
    </figure>
  );
}

function CapturedAt({ at }: { at: string | null }) {
  const language = useTextLanguage();
  if (!at) return null;
  return <span className={page.muted}> {formatDateTime(Date.parse(at) / 1000, language)}</span>;
}
