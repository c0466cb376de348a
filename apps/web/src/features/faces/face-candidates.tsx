import type { FaceDetectResult } from '@omoide/contract';
import { useTranslation } from 'react-i18next';
import { serverText } from '@/shared/errors/server-error';
import { useTextLanguage } from '@/shared/i18n/use-locale';
import { FormAlert, Icon } from '@/shared/ui';
import styles from './child-photo.module.css';
import { FaceFrame } from './face-frame';
import type { PreparedImage } from './prepare-image';
import type { UploadFailure } from './upload-failure';

/** A chosen photo: prepared and looked at by the server, or why it could not be. */
export type FaceCandidate =
  | { key: string; image: PreparedImage; detection: FaceDetectResult; failure?: undefined }
  | { key: string; image?: PreparedImage; detection?: undefined; failure: UploadFailure };

/** A candidate the server found exactly one usable face in. */
export const isSavable = (candidate: FaceCandidate): boolean =>
  candidate.detection !== undefined && candidate.detection.problem === null;

export function FailureAlert({ failure }: { failure: UploadFailure }) {
  const { t } = useTranslation('faces');
  const language = useTextLanguage();
  if (failure.kind !== 'server') {
    return (
      <FormAlert>{t(failure.kind === 'unreadable' ? 'upload.unreadable' : 'upload.tooLarge')}</FormAlert>
    );
  }
  return (
    <FormAlert>
      <span>{serverText(failure.body, language)}</span>
      <span className={styles.code}>({failure.body.display_code})</span>
    </FormAlert>
  );
}

function CandidateStatus({ candidate, alone }: { candidate: FaceCandidate; alone: boolean }) {
  const { t } = useTranslation('faces');
  if (candidate.failure) return <FailureAlert failure={candidate.failure} />;
  const { problem, problem_message } = candidate.detection;
  if (problem) return <FormAlert>{problem_message ?? t('upload.problemFallback')}</FormAlert>;
  if (alone) return <FormAlert tone="success">{t('upload.found')}</FormAlert>;
  // Side by side, a boxed alert would break "found" over three lines: a line with a tick.
  return (
    <p className={styles.candidateOk}>
      <Icon name="check" size={16} />
      <span>{t('upload.foundShort')}</span>
    </p>
  );
}

/**
 * The chosen photos with the faces the server found outlined, each with its verdict: one photo
 * large, several side by side (a phone shows them without scrolling past each).
 */
export function FaceCandidates({ candidates }: { candidates: readonly FaceCandidate[] }) {
  const { t } = useTranslation('faces');
  const alone = candidates.length === 1;
  return (
    <ul className={alone ? styles.candidate : styles.candidates}>
      {candidates.map((candidate, index) => (
        <li key={candidate.key} className={styles.candidateItem}>
          {candidate.image ? (
            <FaceFrame
              src={candidate.image.dataUrl}
              alt={alone ? t('upload.previewAlt') : t('upload.previewAltNumbered', { position: index + 1 })}
              boxes={candidate.detection?.faces.map((face) => face.box) ?? []}
              tone={isSavable(candidate) ? 'ok' : 'problem'}
              size={alone ? 'preview' : 'thumb'}
            />
          ) : null}
          <CandidateStatus candidate={candidate} alone={alone} />
        </li>
      ))}
    </ul>
  );
}
