import { cartBadgeText } from '@omoide/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cartQueryOptions } from '@/shared/api/cart';
import { isOrderScopedToken } from '@/shared/auth/token-claims';
import { useAuthState } from '@/shared/auth/token-store';
import { useTextLanguage } from '@/shared/i18n/use-locale';
import type { Area } from '@/shared/routing/area';
import { Icon } from '@/shared/ui';
import styles from './site-header.module.css';

/**
 * The header's cart button with the number of items (spec §9: `99+` at 100 or more). The cart
 * is read only with a token of the area that has a cart: a visitor on the guest landing has
 * none yet, nor does a token for one order; asking would only earn a 401 or 403.
 */
export function CartLink({ area, href }: { area: Area; href: string }) {
  const { t } = useTranslation();
  const language = useTextLanguage();
  const auth = useAuthState();
  const token = area === 'guest' ? auth.guestJwtToken : auth.jwtToken;
  // A token for one order (found by code and phone) has no cart to count.
  const signedIn = token !== null && !isOrderScopedToken(token.token);
  const cart = useQuery({ ...cartQueryOptions(area, language), enabled: signedIn });
  const badge = signedIn ? cartBadgeText(cart.data?.quantity ?? 0) : '';
  return (
    <Link
      to={href}
      className={`${styles.iconButton} ${styles.cartLink}`}
      aria-label={badge ? t('nav.cartWithCount', { count: badge }) : t('nav.cart')}
    >
      <Icon name="cart" />
      {badge ? (
        <span className={styles.cartBadge} aria-hidden="true">
          {badge}
        </span>
      ) : null}
    </Link>
  );
}
