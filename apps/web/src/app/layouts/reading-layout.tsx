import { Outlet } from 'react-router';
import { PageTransition } from '../navigation/page-transition';
import styles from './layout.module.css';
import { SiteFooter } from './site-footer';
import { SubpageHeader } from './site-header';
import { MAIN_ID, SkipLink } from './skip-link';
import { useRouteTitle } from './use-route-title';

/** A one-column page with a back button and the short footer; `tone` is the page's background. */
export function ReadingLayout({ tone }: { tone: 'white' | 'grey' }) {
  useRouteTitle();
  return (
    <div className={`${styles.shell} ${tone === 'grey' ? styles.toneGrey : styles.toneWhite}`}>
      <SkipLink />
      <SubpageHeader homeHref="/" />
      <main id={MAIN_ID} tabIndex={-1} className={styles.main}>
        <div className={styles.reading}>
          <PageTransition>
            <Outlet />
          </PageTransition>
        </div>
      </main>
      <SiteFooter area="member" compact />
    </div>
  );
}
