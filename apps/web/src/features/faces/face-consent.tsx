import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './child-photo.module.css';
import { PRIVACY_FACES_PATH } from './faces-paths';

/**
 * The guardian's consent, asked once per child before the first face image leaves the
 * device (detection already reads the face). What is said here is what the server keeps to.
 */
export function FaceConsent({
  childName,
  checked,
  onChange,
}: {
  childName: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const { t } = useTranslation('faces');
  const id = useId();
  return (
    <section className={styles.consent} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={styles.consentTitle}>
        {t('consent.title')}
      </h3>
      <ul className={styles.consentPoints}>
        <li>{t('consent.purpose', { name: childName })}</li>
        <li>{t('consent.private')}</li>
        <li>{t('consent.delete')}</li>
        <li>{t('consent.withChild')}</li>
      </ul>
      <p className={styles.consentPrivacy}>
        <Link to={PRIVACY_FACES_PATH}>{t('consent.privacyLink')}</Link>
      </p>
      <label className={styles.consentCheck}>
        <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
        <span>{t('consent.agree')}</span>
      </label>
    </section>
  );
}
