import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { areaOf, homeOf } from '@/shared/routing/area';
import styles from './layout.module.css';
import { SiteFooter } from './site-footer';
import { BrandHeader } from './site-header';
import { MAIN_ID, SkipLink } from './skip-link';

/** Wraps the error page; rendered by the error boundary rather than as a route's element. */
export function ErrorLayout({ children }: { children: ReactNode }) {
  const area = areaOf(useLocation().pathname);
  return (
    <div className={`${styles.shell} ${styles.toneGrey}`}>
      <SkipLink />
      <BrandHeader homeHref={homeOf(area)} />
      <main id={MAIN_ID} tabIndex={-1} className={`${styles.main} ${styles.centered}`}>
        <div className={styles.narrow}>{children}</div>
      </main>
      <SiteFooter area={area} compact />
    </div>
  );
}
