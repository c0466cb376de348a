import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import type { Area } from '@/shared/routing/area';
import { getIsPreview } from '@/shared/storage/app-storage';
import { FloatingBarSlotProvider } from '@/shared/ui';
import { DESKTOP_QUERY, useMediaQuery } from '@/shared/ui/use-media-query';
import { PageTransition } from '../navigation/page-transition';
import styles from './layout.module.css';
import { GUEST_MENU, GUEST_NAV, GUEST_TABS, MEMBER_MENU, MEMBER_NAV, MEMBER_TABS } from './nav-items';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { MAIN_ID, SkipLink } from './skip-link';
import { TabBar } from './tab-bar';
import { useRouteTitle } from './use-route-title';

const AREAS = {
  member: { home: '/', cart: '/cart', nav: MEMBER_NAV, menu: MEMBER_MENU, tabs: MEMBER_TABS },
  guest: { home: '/guest', cart: '/guest/cart', nav: GUEST_NAV, menu: GUEST_MENU, tabs: GUEST_TABS },
} as const;

/**
 * The frame of the browsing pages (default and guest layouts): header, page, footer, and on
 * phones the bottom tab bar. The shell's bottom padding is `--tab-bar-height`, so the footer
 * is never hidden under the bar.
 */
export function BrowsingLayout({ area }: { area: Area }) {
  const { t } = useTranslation();
  const desktop = useMediaQuery(DESKTOP_QUERY);
  const config = AREAS[area];
  const [floatingBarSlot, setFloatingBarSlot] = useState<HTMLElement | null>(null);
  useRouteTitle();
  return (
    <div className={`${styles.shell} ${styles.withTabBar}`}>
      <SkipLink />
      <SiteHeader
        area={area}
        homeHref={config.home}
        cartHref={config.cart}
        nav={config.nav}
        menu={config.menu}
        badge={
          area === 'guest'
            ? t('guest.badge')
            : // An operator's preview from the studio (spec §3 isPreview): never mistaken for the live site.
              getIsPreview()
              ? t('preview.badge')
              : undefined
        }
      />
      <FloatingBarSlotProvider value={floatingBarSlot}>
        <main id={MAIN_ID} tabIndex={-1} className={styles.main}>
          <div className={styles.container}>
            <PageTransition>
              <Outlet />
            </PageTransition>
          </div>
        </main>
      </FloatingBarSlotProvider>
      {/* The page's fixed bars (buy bar, selection bar): after the page, before the footer. */}
      <div ref={setFloatingBarSlot} />
      <SiteFooter area={area} />
      {desktop ? null : <TabBar items={config.tabs} />}
    </div>
  );
}
