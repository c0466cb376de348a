import { useTranslation } from 'react-i18next';
import { Logo, Spinner } from '@/shared/ui';
import styles from './app-loading.module.css';

/** Shown while the first page's code loads, and while a stale-build reload is under way. */
export function AppLoading() {
  const { t } = useTranslation();
  return (
    <div className={styles.screen}>
      <Logo size={48} />
      <Spinner label={t('a11y.loadingPage')} />
    </div>
  );
}
