import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { BottomBarSlotProvider, Button } from '@/shared/ui';
import { PageTransition } from '../navigation/page-transition';
import styles from './layout.module.css';
import { SiteFooter } from './site-footer';
import { SubpageHeader } from './site-header';
import { MAIN_ID, SkipLink } from './skip-link';
import { useGoBack } from './use-go-back';
import { useRouteTitle } from './use-route-title';

/**
 * Confirmation steps: the white-grey form look plus a bottom button bar that stays in thumb
 * reach. The page puts its primary action into the bar with <BottomBar>.
 */
export default function WhiteGreyBtbLayout() {
  const { t } = useTranslation();
  const goBack = useGoBack('/');
  const [slot, setSlot] = useState<HTMLDivElement | null>(null);
  useRouteTitle();
  return (
    <div className={`${styles.shell} ${styles.toneGrey} ${styles.withBottomBar}`}>
      <SkipLink />
      <SubpageHeader homeHref="/" />
      <BottomBarSlotProvider value={slot}>
        <main id={MAIN_ID} tabIndex={-1} className={styles.main}>
          <div className={styles.reading}>
            <PageTransition>
              <Outlet />
            </PageTransition>
          </div>
        </main>
      </BottomBarSlotProvider>
      <SiteFooter area="member" compact />
      <div className={styles.bottomBar} data-bottom-bar="">
        <div className={styles.bottomBarInner}>
          <Button variant="secondary" onClick={goBack}>
            {t('common.back')}
          </Button>
          <div ref={setSlot} className={styles.bottomBarSlot} />
        </div>
      </div>
    </div>
  );
}
