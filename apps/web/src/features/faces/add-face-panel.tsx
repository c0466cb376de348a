import type { ChildFaceInfo } from '@omoide/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reportError } from '@/shared/errors/error-modal-store';
import { Button, FormAlert, Spinner } from '@/shared/ui';
import pageStyles from '@/shared/ui/page.module.css';
import styles from './child-photo.module.css';
import { type FaceCandidate, FaceCandidates, FailureAlert, isSavable } from './face-candidates';
import { FaceConsent } from './face-consent';
import { detectFaces, refreshAfterFaceChange, uploadFaceImage } from './faces-api';
import { FilePickers } from './file-pickers';
import { faceImageEnvironment, type PreparedImage } from './prepare-image';
import { type UploadFailure, uploadFailureOf } from './upload-failure';

type Phase =
  | { step: 'choose' }
  | { step: 'reading'; count: number }
  | { step: 'review'; candidates: FaceCandidate[] }
  | { step: 'saving'; candidates: FaceCandidate[] };

interface AddFacePanelProps {
  childId: number;
  childName: string;
  info: ChildFaceInfo;
  onSaved: () => void;
}

/** One chosen photo prepared and looked at; a failure the guardian can act on stays with it. */
async function look(file: File, key: string): Promise<FaceCandidate> {
  let image: PreparedImage | undefined;
  try {
    image = await faceImageEnvironment.prepare(file);
    return { key, image, detection: await detectFaces(image.dataUrl) };
  } catch (error) {
    const failure = uploadFailureOf(error);
    if (!failure) throw error;
    return { key, image, failure };
  }
}

/**
 * Adding face images: consent (the first time), choose photos (as many at once as there are
 * free places) or take one, see the face the server finds outlined on each, then save those
 * it can use. A photo the server cannot use says why and is not saved. Several chosen photos
 * are looked at together: the server's engine takes them on its threads at once, and each
 * save reuses what its preview found (issue 28, decision 043).
 */
export function AddFacePanel({ childId, childName, info, onSaved }: AddFacePanelProps) {
  const { t } = useTranslation('faces');
  const queryClient = useQueryClient();
  const hintId = useId();
  const [phase, setPhase] = useState<Phase>({ step: 'choose' });
  const [failure, setFailure] = useState<UploadFailure | null>(null);
  const [consented, setConsented] = useState(false);
  /** More photos were chosen than there are places: only this many are looked at. */
  const [cutTo, setCutTo] = useState<number | null>(null);

  const consentNeeded = info.face_consent_t === null;
  const places = Math.max(0, info.max_face_images - info.face_images.length);
  const full = places === 0;
  const busy = phase.step === 'reading' || phase.step === 'saving';
  const pickersOff = full || busy || (consentNeeded && !consented);

  const fail = (error: unknown) => {
    const found = uploadFailureOf(error);
    setFailure(found);
    if (!found) reportError(error);
  };

  const onFiles = async (files: File[]) => {
    setFailure(null);
    const chosen = files.slice(0, places);
    setCutTo(files.length > chosen.length ? chosen.length : null);
    if (chosen.length === 0) return;
    setPhase({ step: 'reading', count: chosen.length });
    try {
      const stamp = Date.now();
      const candidates = await Promise.all(chosen.map((file, i) => look(file, `${stamp}-${i}`)));
      setPhase({ step: 'review', candidates });
    } catch (error) {
      fail(error);
      setPhase({ step: 'choose' });
    }
  };

  const onSave = async () => {
    if (phase.step !== 'review') return;
    setFailure(null);
    setPhase({ ...phase, step: 'saving' });
    // One after the other: the first carries the guardian's consent, a refusal stops the rest.
    const toSave = phase.candidates.filter(isSavable);
    for (const [index, candidate] of toSave.entries()) {
      try {
        await uploadFaceImage(childId, candidate.image!.dataUrl, consentNeeded && index === 0);
      } catch (error) {
        fail(error);
        // What was saved shows in the list above; what was not stays here to retry.
        if (index > 0) await refreshAfterFaceChange(queryClient, childId);
        setPhase({ step: 'review', candidates: toSave.slice(index) });
        return;
      }
    }
    await refreshAfterFaceChange(queryClient, childId);
    setPhase({ step: 'choose' });
    setCutTo(null);
    onSaved();
  };

  const reviewing = phase.step === 'review' || phase.step === 'saving' ? phase : null;
  const savable = reviewing ? reviewing.candidates.filter(isSavable).length : 0;
  const saving = phase.step === 'saving';

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
      {cutTo !== null ? <FormAlert>{t('upload.cut', { count: cutTo })}</FormAlert> : null}

      {phase.step === 'reading' ? <Spinner label={t('upload.reading')} /> : null}

      {reviewing ? (
        <div className={styles.review}>
          <FaceCandidates candidates={reviewing.candidates} />
          {savable > 0 ? (
            <div className={styles.actions}>
              <Button block onClick={() => void onSave()} disabled={saving}>
                {saving
                  ? t('upload.saving')
                  : savable === 1
                    ? t('upload.save')
                    : t('upload.saveMany', { count: savable })}
              </Button>
              <Button
                variant="ghost"
                block
                disabled={saving}
                onClick={() => {
                  setFailure(null);
                  setCutTo(null);
                  setPhase({ step: 'choose' });
                }}
              >
                {t('upload.cancel')}
              </Button>
            </div>
          ) : null}
        </div>
      ) : null}

      {savable > 0 ? null : (
        <FilePickers
          disabled={pickersOff}
          describedBy={hintId}
          multiple={places > 1}
          chooseLabel={t(reviewing ? 'upload.chooseAnother' : 'upload.choose')}
          cameraLabel={t(reviewing ? 'upload.takeAnother' : 'upload.take')}
          onFiles={(files) => void onFiles(files)}
        />
      )}
    </section>
  );
}
