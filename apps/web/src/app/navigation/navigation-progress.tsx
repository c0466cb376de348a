import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';
import styles from './navigation-progress.module.css';

/** Spec §2: a loading indicator is on between page start and page finish. */
export function NavigationProgress() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div className={styles.track} role="progressbar" aria-label={t('a11y.loadingPage')}>
      <span className={styles.bar} />
    </div>
  );
}
