import { Outlet } from 'react-router';
import { PageTransition } from '../navigation/page-transition';
import styles from './layout.module.css';
import { SiteFooter } from './site-footer';
import { BrandHeader } from './site-header';
import { MAIN_ID, SkipLink } from './skip-link';
import { useRouteTitle } from './use-route-title';

/**
 * Sign-in, sign-out, bridge and token-missing pages: the visitor may hold no token, so the
 * chrome offers nothing that needs one (no nav, no cart, only public footer links).
 */
export default function LogoutLayout() {
  useRouteTitle();
  return (
    <div className={`${styles.shell} ${styles.toneGrey}`}>
      <SkipLink />
      <BrandHeader homeHref={null} />
      <main id={MAIN_ID} tabIndex={-1} className={`${styles.main} ${styles.centered}`}>
        <div className={styles.narrow}>
          <PageTransition>
            <Outlet />
          </PageTransition>
        </div>
      </main>
      <SiteFooter area="member" compact publicOnly />
    </div>
  );
}
