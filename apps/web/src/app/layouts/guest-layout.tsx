import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { PageTransition } from '../navigation/page-transition';
import styles from './layout.module.css';
import { GUEST_NAV } from './nav-items';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { MAIN_ID, SkipLink } from './skip-link';
import { useRouteTitle } from './use-route-title';

/** Every /guest page (spec §2): guest navigation and guest-side links only. */
export default function GuestLayout() {
  const { t } = useTranslation();
  useRouteTitle();
  return (
    <div className={styles.shell}>
      <SkipLink />
      <SiteHeader
        area="guest"
        homeHref="/guest"
        cartHref="/guest/cart"
        nav={GUEST_NAV}
        badge={t('guest.badge')}
      />
      <main id={MAIN_ID} tabIndex={-1} className={styles.main}>
        <div className={styles.container}>
          <PageTransition>
            <Outlet />
          </PageTransition>
        </div>
      </main>
      <SiteFooter area="guest" />
    </div>
  );
}
