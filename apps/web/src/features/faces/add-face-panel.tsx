import type { ChildFaceInfo, FaceDetectResult } from '@omoide/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reportError } from '@/shared/errors/error-modal-store';
import { serverText } from '@/shared/errors/server-error';
import { useTextLanguage } from '@/shared/i18n/use-locale';
import { Button, FormAlert, Spinner } from '@/shared/ui';
import pageStyles from '@/shared/ui/page.module.css';
import styles from './child-photo.module.css';
import { FaceConsent } from './face-consent';
import { FaceFrame } from './face-frame';
import { detectFaces, refreshAfterFaceChange, uploadFaceImage } from './faces-api';
import { FilePickers } from './file-pickers';
import { faceImageEnvironment, type PreparedImage } from './prepare-image';
import { type UploadFailure, uploadFailureOf } from './upload-failure';

type Phase =
  | { step: 'choose' }
  | { step: 'reading' }
  | { step: 'review'; image: PreparedImage; detection: FaceDetectResult }
  | { step: 'saving'; image: PreparedImage; detection: FaceDetectResult };

interface AddFacePanelProps {
  childId: number;
  childName: string;
  info: ChildFaceInfo;
  onSaved: () => void;
}

function FailureAlert({ failure }: { failure: UploadFailure }) {
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

/**
 * Adding a face image: consent (the first time), choose or take a photo, see the face the
 * server finds outlined, then save. A photo the server cannot use says why and cannot be saved.
 */
export function AddFacePanel({ childId, childName, info, onSaved }: AddFacePanelProps) {
  const { t } = useTranslation('faces');
  const queryClient = useQueryClient();
  const hintId = useId();
  const [phase, setPhase] = useState<Phase>({ step: 'choose' });
  const [failure, setFailure] = useState<UploadFailure | null>(null);
  const [consented, setConsented] = useState(false);

  const consentNeeded = info.face_consent_t === null;
  const full = info.face_images.length >= info.max_face_images;
  const busy = phase.step === 'reading' || phase.step === 'saving';
  const pickersOff = full || busy || (consentNeeded && !consented);

  const fail = (error: unknown) => {
    const found = uploadFailureOf(error);
    setFailure(found);
    if (!found) reportError(error);
  };

  const onFile = async (file: File) => {
    setFailure(null);
    setPhase({ step: 'reading' });
    try {
      const image = await faceImageEnvironment.prepare(file);
      const detection = await detectFaces(image.dataUrl);
      setPhase({ step: 'review', image, detection });
    } catch (error) {
      fail(error);
      setPhase({ step: 'choose' });
    }
  };

  const onSave = async () => {
    if (phase.step !== 'review') return;
    setFailure(null);
    setPhase({ ...phase, step: 'saving' });
    try {
      await uploadFaceImage(childId, phase.image.dataUrl, consentNeeded);
    } catch (error) {
      fail(error);
      setPhase({ ...phase, step: 'review' });
      return;
    }
    await refreshAfterFaceChange(queryClient, childId);
    setPhase({ step: 'choose' });
    onSaved();
  };

  const reviewing = phase.step === 'review' || phase.step === 'saving' ? phase : null;
  const problem = reviewing?.detection.problem ?? null;

  return (
    <section className={pageStyles.card} aria-labelledby="face-add-heading">
      <h2 id="face-add-heading" className={pageStyles.sectionTitle}>
        {t('upload.heading')}
      </h2>

      {full ? (
        <p id={hintId} className={styles.note}>
          {t('upload.limit', { max: info.max_face_images })}
        </p>
      ) : (
        <>
          {consentNeeded ? (
            <FaceConsent childName={childName} checked={consented} onChange={setConsented} />
          ) : null}
          <p id={hintId} className={styles.note}>
            {consentNeeded && !consented ? t('upload.consentFirst') : t('upload.tips')}
          </p>
        </>
      )}

      {failure ? <FailureAlert failure={failure} /> : null}

      {phase.step === 'reading' ? <Spinner label={t('upload.reading')} /> : null}

      {reviewing ? (
        <div className={styles.review}>
          <FaceFrame
            src={reviewing.image.dataUrl}
            alt={t('upload.previewAlt')}
            boxes={reviewing.detection.faces.map((face) => face.box)}
            tone={problem ? 'problem' : 'ok'}
          />
          {problem ? (
            <FormAlert>{reviewing.detection.problem_message ?? t('upload.problemFallback')}</FormAlert>
          ) : (
            <FormAlert tone="success">{t('upload.found')}</FormAlert>
          )}
          {problem ? null : (
            <div className={styles.actions}>
              <Button block onClick={() => void onSave()} disabled={phase.step === 'saving'}>
                {phase.step === 'saving' ? t('upload.saving') : t('upload.save')}
              </Button>
              <Button
                variant="ghost"
                block
                disabled={phase.step === 'saving'}
                onClick={() => {
                  setFailure(null);
                  setPhase({ step: 'choose' });
                }}
              >
                {t('upload.cancel')}
              </Button>
            </div>
          )}
        </div>
      ) : null}

      {reviewing && !problem ? null : (
        <FilePickers
          disabled={pickersOff}
          describedBy={hintId}
          chooseLabel={t(reviewing ? 'upload.chooseAnother' : 'upload.choose')}
          cameraLabel={t(reviewing ? 'upload.takeAnother' : 'upload.take')}
          onFile={(file) => void onFile(file)}
        />
      )}
    </section>
  );
}
