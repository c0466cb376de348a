import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Area } from '@/shared/routing/area';
import { Icon, LanguageSwitcher, Logo } from '@/shared/ui';
import { DESKTOP_QUERY, useMediaQuery } from '@/shared/ui/use-media-query';
import { CartLink } from './cart-link';
import { MenuButton } from './menu-sheet';
import { NavItemLink } from './nav-item-link';
import type { NavItem } from './nav-items';
import styles from './site-header.module.css';
import { useGoBack } from './use-go-back';

interface SiteHeaderProps {
  /** Whose cart the badge counts: the member's or the guest's (spec §6 keeps them apart). */
  area: Area;
  homeHref: string;
  cartHref: string;
  /** The desktop's navigation row. */
  nav: readonly NavItem[];
  /** The phone's menu (its main navigation is the layout's tab bar). */
  menu: readonly NavItem[];
  /** Shown beside the logo in the guest area, so guests know they are not signed in. */
  badge?: string;
}

/**
 * Header of the browsing layouts (default, guest). Phones get one row (brand, language,
 * cart, menu) and the tab bar below the page; wider screens a second row of navigation.
 */
export function SiteHeader({ area, homeHref, cartHref, nav, menu, badge }: SiteHeaderProps) {
  const { t } = useTranslation();
  const desktop = useMediaQuery(DESKTOP_QUERY);
  return (
    <header className={styles.header}>
      <div className={styles.headerBar}>
        <Link to={homeHref} className={styles.brand} aria-label={t('a11y.home')}>
          {/* Beside the guest badge the word mark would crowd the row on a phone. */}
          <Logo compactOnPhone={Boolean(badge)} />
        </Link>
        {badge ? <span className={styles.badge}>{badge}</span> : null}
        <div className={styles.headerActions}>
          <LanguageSwitcher />
          <CartLink area={area} href={cartHref} />
          {desktop ? null : <MenuButton area={area} items={menu} />}
        </div>
      </div>
      {desktop ? (
        <nav className={styles.nav} aria-label={t('a11y.mainNav')}>
          <ul className={styles.navList}>
            {nav.map((item) => (
              <li key={item.to}>
                <NavItemLink item={item} className={styles.navLink} iconSize={20} />
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </header>
  );
}

/** Header of the task layouts (white, white-grey, btb): back, brand, language. */
export function SubpageHeader({ homeHref }: { homeHref: string }) {
  const { t } = useTranslation();
  const goBack = useGoBack(homeHref);
  return (
    <header className={styles.header}>
      <div className={`${styles.headerBar} ${styles.subpageBar}`}>
        <button type="button" className={styles.iconButton} onClick={goBack} aria-label={t('common.back')}>
          <Icon name="back" />
        </button>
        <Link to={homeHref} className={`${styles.brand} ${styles.brandCentered}`} aria-label={t('a11y.home')}>
          <Logo size={28} compactOnPhone />
        </Link>
        <div className={styles.headerActions}>
          <LanguageSwitcher />
        </div>
      </div>
    </header>
  );
}

/** Header of the logout and error layouts: brand (linked only where a home makes sense). */
export function BrandHeader({ homeHref }: { homeHref: string | null }) {
  const { t } = useTranslation();
  return (
    <header className={styles.header}>
      <div className={styles.headerBar}>
        {homeHref ? (
          <Link to={homeHref} className={styles.brand} aria-label={t('a11y.home')}>
            <Logo />
          </Link>
        ) : (
          <span className={styles.brand}>
            <Logo />
          </span>
        )}
        <div className={styles.headerActions}>
          <LanguageSwitcher />
        </div>
      </div>
    </header>
  );
}
