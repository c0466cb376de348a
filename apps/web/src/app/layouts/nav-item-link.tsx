import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { Icon } from '@/shared/ui';
import type { NavItem } from './nav-items';

interface NavItemLinkProps {
  item: NavItem;
  className: string | undefined;
  labelClassName?: string | undefined;
  iconSize: number;
}

/** One destination of a navigation (header row, tab bar, menu); NavLink sets aria-current. */
export function NavItemLink({ item, className, labelClassName, iconSize }: NavItemLinkProps) {
  const { t } = useTranslation();
  return (
    <NavLink to={item.to} end={item.end} className={className}>
      <Icon name={item.icon} size={iconSize} />
      <span className={labelClassName}>{t(item.labelKey)}</span>
    </NavLink>
  );
}
