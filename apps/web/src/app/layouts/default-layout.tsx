import { Outlet } from 'react-router';
import { PageTransition } from '../navigation/page-transition';
import styles from './layout.module.css';
import { MEMBER_NAV } from './nav-items';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { MAIN_ID, SkipLink } from './skip-link';
import { useRouteTitle } from './use-route-title';

/** Member browsing pages: full header with navigation, app promotion in the footer. */
export default function DefaultLayout() {
  useRouteTitle();
  return (
    <div className={styles.shell}>
      <SkipLink />
      <SiteHeader area="member" homeHref="/" cartHref="/cart" nav={MEMBER_NAV} />
      <main id={MAIN_ID} tabIndex={-1} className={styles.main}>
        <div className={styles.container}>
          <PageTransition>
            <Outlet />
          </PageTransition>
        </div>
      </main>
      <SiteFooter area="member" />
    </div>
  );
}
