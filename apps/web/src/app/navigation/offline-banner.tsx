import { useTranslation } from 'react-i18next';
import { useOnline } from '@/shared/pwa/online-status';
import { Icon } from '@/shared/ui';
import styles from './offline-banner.module.css';

/**
 * Said once when the connection drops, so a failing page is not mistaken for a broken
 * product. The live region is always mounted: a region inserted together with its text is
 * not reliably announced.
 */
export function OfflineBanner() {
  const { t } = useTranslation();
  const online = useOnline();
  return (
    <div role="status" aria-live="polite">
      {online ? null : (
        <p className={styles.banner}>
          <Icon name="offline" size={20} className={styles.icon} />
          <span>{t('offline.banner')}</span>
        </p>
      )}
    </div>
  );
}
