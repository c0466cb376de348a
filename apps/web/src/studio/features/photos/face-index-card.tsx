import type { eventFaceIndexSchema } from '@omoide/contract';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Button } from '@/shared/ui';
import { StudioError } from '../../shared/studio-error';
import page from '../../shared/studio-page.module.css';
import styles from './photos.module.css';
import { reindexFaces } from './photos-api';

type EventFaceIndex = z.infer<typeof eventFaceIndexSchema>;

/** The event's face search: how many photos are indexed, which failed, and indexing again. */
export function FaceIndexCard({
  eventId,
  report,
  error,
  onQueued,
}: {
  eventId: number;
  report: EventFaceIndex | undefined;
  error: unknown;
  onQueued: () => void;
}) {
  const { t } = useTranslation('studio');
  const reindex = useMutation({ mutationFn: () => reindexFaces(eventId), onSuccess: onQueued });
  return (
    <section className={page.card} aria-labelledby="faces-title">
      <h2 id="faces-title">{t('photos.faces.title')}</h2>
      <StudioError error={error ?? reindex.error} />
      {report ? (
        <>
          <p>
            {t('photos.faces.progress', {
              indexed: report.indexed,
              total: report.total,
              faces: report.faces,
            })}
            {report.pending ? ` ${t('photos.faces.pending', { n: report.pending })}` : ''}
            {report.failed ? ` ${t('photos.faces.failed', { n: report.failed })}` : ''}
          </p>
          {report.failures.length ? (
            <ul className={styles.failures}>
              {report.failures.slice(0, 5).map((f) => (
                <li key={f.image_item_id}>
                  {f.original_name ?? `#${f.image_item_id}`}: {f.message}
                </li>
              ))}
            </ul>
          ) : null}
        </>
      ) : null}
      <div className={styles.actions}>
        <Button variant="secondary" disabled={reindex.isPending} onClick={() => reindex.mutate()}>
          {t('photos.faces.reindex')}
        </Button>
        <span role="status" aria-live="polite" className={page.muted}>
          {reindex.data ? t('photos.faces.queued', { n: reindex.data.queued }) : ''}
        </span>
      </div>
    </section>
  );
}
