import type { Category, Child } from '@omoide/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/shared/api/api-error';
import { reportError } from '@/shared/errors/error-modal-store';
import { serverText } from '@/shared/errors/server-error';
import { useTextLanguage } from '@/shared/i18n/use-locale';
import { ButtonLink, FormAlert, Icon, LoadState, Spinner } from '@/shared/ui';
import pageStyles from '@/shared/ui/page.module.css';
import { faceMatchQuery } from './faces-api';
import styles from './match.module.css';
import { MatchGroups } from './match-groups';
import { groupResults, visibleResults } from './match-results';
import { UndoBar } from './undo-bar';
import { useFaceFeedback } from './use-face-feedback';

/** The answer of a match for a chosen child without face images. */
export const NO_IMAGES_CODE = 'FACE-CHILD-NO-IMAGES';

const noImagesBody = (error: unknown) =>
  isApiError(error) && error.status === 400 && error.body?.display_code === NO_IMAGES_CODE
    ? error.body
    : null;

interface MatchResultsViewProps {
  eventId: number;
  selection: readonly number[];
  categoryId: number | null;
  categories: readonly Category[];
  childList: readonly Child[];
}

/** The photos of the chosen children in the event: progress, grouped results, feedback. */
export function MatchResultsView({
  eventId,
  selection,
  categoryId,
  categories,
  childList,
}: MatchResultsViewProps) {
  const { t } = useTranslation('faces');
  const language = useTextLanguage();
  const query = faceMatchQuery(eventId, selection, categoryId);
  const match = useQuery(query);
  const feedback = useFaceFeedback(query.queryKey);
  const names = useMemo(() => new Map(childList.map((child) => [child.id, child.name])), [childList]);
  const nameOf = (id: number) => names.get(id) ?? t('avatars.unknown');
  const results = useMemo(() => (match.data ? visibleResults(match.data.data) : []), [match.data]);
  const groups = useMemo(() => groupResults(results, categories), [results, categories]);

  const noImages = noImagesBody(match.error);
  // The query keeps the modal off so that this one answer can show on the page; others still get it.
  useEffect(() => {
    if (match.error && !noImagesBody(match.error)) reportError(match.error);
  }, [match.error]);

  if (noImages) {
    const without = childList.find((child) => selection.includes(child.id) && child.face_image_count === 0);
    return (
      <div className={pageStyles.stateBox}>
        <FormAlert>
          <span>{serverText(noImages, language)}</span>
        </FormAlert>
        <ButtonLink to={without ? `/child/detail/${without.id}/photo` : '/child'} variant="secondary">
          {without ? t('match.addFaces', { name: without.name }) : t('match.toChildren')}
        </ButtonLink>
      </div>
    );
  }
  if (!match.data) {
    if (match.isPending) return <Spinner label={t('match.searching')} />;
    return <LoadState isPending={false} onRetry={() => void match.refetch()} />;
  }

  const { progress } = match.data;
  const rejectedName = feedback.lastRejection ? nameOf(feedback.lastRejection.childId) : null;
  return (
    <>
      {progress.pending > 0 ? (
        <p className={styles.progress} role="status">
          <Icon name="clock" size={18} />
          <span>{t('match.pending', { count: progress.pending })}</span>
        </p>
      ) : null}
      {groups.length > 0 ? (
        <>
          <p className={styles.summary}>{t('match.found', { count: results.length })}</p>
          <MatchGroups
            eventId={eventId}
            groups={groups}
            nameOf={nameOf}
            onConfirm={(childId, itemId, confirmed) => void feedback.confirm(childId, itemId, confirmed)}
            onReject={(childId, itemId) => void feedback.reject(childId, itemId)}
          />
        </>
      ) : (
        <p className={pageStyles.stateBox}>{t(progress.pending > 0 ? 'match.noneYet' : 'match.none')}</p>
      )}
      <UndoBar childName={rejectedName} onUndo={() => void feedback.undo()} onClose={feedback.dismiss} />
    </>
  );
}
