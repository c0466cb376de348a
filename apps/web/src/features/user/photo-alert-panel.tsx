import type { Child } from '@omoide/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reportError } from '@/shared/errors/error-modal-store';
import { formatDate } from '@/shared/i18n/format-date';
import { FAMILY_NAMESPACE } from '@/shared/i18n/i18n';
import { useTextLanguage } from '@/shared/i18n/use-locale';
import { Button, FormAlert } from '@/shared/ui';
import pageStyles from '@/shared/ui/page.module.css';
import styles from './family.module.css';
import { familyKeys, photoAlertQuery, setPhotoAlert } from './family-api';

/**
 * "New photos of {child}" by e-mail: off until this member agrees to the wording here (each
 * guardian decides for themself); every mail carries a link that stops it without signing in.
 */
export function PhotoAlertPanel({ child }: { child: Child }) {
  const { t } = useTranslation(FAMILY_NAMESPACE);
  const language = useTextLanguage();
  const queryClient = useQueryClient();
  const consentId = useId();
  const { data: alert } = useQuery(photoAlertQuery(child.id));
  const [agreed, setAgreed] = useState(false);
  const [busy, setBusy] = useState(false);
  // The alert is a face search: without a registered face there is nothing to turn on.
  const noFaces = child.face_image_count === 0;

  const change = async (enabled: boolean) => {
    setBusy(true);
    try {
      queryClient.setQueryData(familyKeys.photoAlert(child.id), await setPhotoAlert(child.id, enabled));
      setAgreed(false);
    } catch (error) {
      reportError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={`${pageStyles.card} ${styles.panel}`} aria-labelledby="alert-heading">
      <h2 id="alert-heading" className={pageStyles.sectionTitle}>
        {t('alert.heading')}
      </h2>
      <p className={styles.note}>{t('alert.lead', { name: child.name })}</p>
      {noFaces ? <p className={styles.note}>{t('alert.needsFaces')}</p> : null}
      {alert?.enabled ? (
        <>
          <FormAlert tone="success">
            {t('alert.on', { date: formatDate(alert.enabled_t ?? 0, language) })}
          </FormAlert>
          <Button variant="secondary" block disabled={busy} onClick={() => void change(false)}>
            {t('alert.turnOff')}
          </Button>
        </>
      ) : alert ? (
        <>
          <label className={styles.consent} htmlFor={consentId}>
            <input
              id={consentId}
              type="checkbox"
              checked={agreed}
              disabled={noFaces}
              onChange={(event) => setAgreed(event.target.checked)}
            />
            <span>{t('alert.consent', { name: child.name })}</span>
          </label>
          <Button block disabled={busy || !agreed || noFaces} onClick={() => void change(true)}>
            {t('alert.turnOn')}
          </Button>
        </>
      ) : null}
    </section>
  );
}
