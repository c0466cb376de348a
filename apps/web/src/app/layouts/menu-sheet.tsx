import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { Area } from '@/shared/routing/area';
import { Icon } from '@/shared/ui';
import styles from './menu-sheet.module.css';
import { NavItemLink } from './nav-item-link';
import { footerLinks, type NavItem } from './nav-items';
import headerStyles from './site-header.module.css';

/**
 * The phone header's menu button and the sheet it opens: every page of the area, then the
 * legal pages. A modal <dialog> gives the focus trap, Escape and the inert page behind it
 * from the browser itself.
 */
export function MenuButton({ area, items }: { area: Area; items: readonly NavItem[] }) {
  const { t } = useTranslation();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const { pathname } = useLocation();

  // Whatever navigates (a link in the sheet, the back button), the sheet does not stay open.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every path change
  useEffect(() => {
    dialogRef.current?.close();
  }, [pathname]);

  return (
    <>
      <button
        type="button"
        className={headerStyles.iconButton}
        aria-label={t('nav.menu')}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          dialogRef.current?.showModal();
          setOpen(true);
        }}
      >
        <Icon name="menu" />
      </button>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop tap's keyboard twin is Escape, which a modal dialog handles natively */}
      <dialog
        ref={dialogRef}
        className={styles.sheet}
        aria-labelledby={titleId}
        onClose={() => setOpen(false)}
        // A tap on the backdrop (the dialog element itself, outside the panel) closes it.
        onClick={(event) => {
          if (event.target === event.currentTarget) event.currentTarget.close();
        }}
      >
        <div className={styles.panel}>
          <div className={styles.head}>
            <h2 id={titleId} className={styles.title}>
              {t('nav.menu')}
            </h2>
            <button
              type="button"
              className={headerStyles.iconButton}
              aria-label={t('common.close')}
              onClick={() => dialogRef.current?.close()}
            >
              <Icon name="close" />
            </button>
          </div>
          <nav aria-label={t('nav.menu')}>
            <ul className={styles.list}>
              {items.map((item) => (
                <li key={item.to}>
                  <NavItemLink item={item} className={styles.link} iconSize={22} />
                </li>
              ))}
            </ul>
            <ul className={styles.minorList}>
              {footerLinks(area)
                .filter((link) => !items.some((item) => item.to === link.to))
                .map((link) => (
                  <li key={link.to}>
                    <Link to={link.to} className={styles.minorLink}>
                      {t(link.labelKey)}
                    </Link>
                  </li>
                ))}
            </ul>
          </nav>
        </div>
      </dialog>
    </>
  );
}
