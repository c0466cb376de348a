import { useTranslation } from 'react-i18next';
import { NavItemLink } from './nav-item-link';
import type { NavItem } from './nav-items';
import styles from './tab-bar.module.css';

/**
 * The phone's main navigation, fixed to the bottom edge. NavLink marks the current tab with
 * aria-current="page". Its height is published as `--tab-bar-height` (tokens.css), which
 * other bars fixed to the bottom (the buy bar, the selection bar) add to their `bottom`.
 */
export function TabBar({ items }: { items: readonly NavItem[] }) {
  const { t } = useTranslation();
  return (
    <nav className={styles.tabBar} aria-label={t('a11y.mainNav')} data-tab-bar="">
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.to} className={styles.item}>
            <NavItemLink item={item} className={styles.tab} labelClassName={styles.label} iconSize={24} />
          </li>
        ))}
      </ul>
    </nav>
  );
}
