import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Icon } from '@/shared/ui';
import styles from './new-build-banner.module.css';
import { type NewBuildOptions, useNewBuildAvailable } from './use-new-build';

/** A polite notice, never a forced reload: the visitor may be mid-way through a form. */
export function NewBuildBanner(options: NewBuildOptions) {
  const { t } = useTranslation();
  const available = useNewBuildAvailable(options);
  const [dismissed, setDismissed] = useState(false);
  return (
    <div role="status" aria-live="polite" className={styles.region}>
      {available && !dismissed ? (
        <div className={styles.banner}>
          <Icon name="sparkle" size={20} className={styles.icon} />
          <p className={styles.text}>{t('banner.newVersion')}</p>
          <Button className={styles.reload} onClick={() => window.location.reload()}>
            {t('banner.reload')}
          </Button>
          <button
            type="button"
            className={styles.dismiss}
            aria-label={t('common.close')}
            onClick={() => setDismissed(true)}
          >
            <Icon name="close" size={20} />
          </button>
        </div>
      ) : null}
    </div>
  );
}
