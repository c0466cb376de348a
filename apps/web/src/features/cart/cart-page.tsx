import type { Cart } from '@omoide/contract';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { CART_NAMESPACE } from '@/shared/i18n/i18n';
import { type Area, areaPath } from '@/shared/routing/area';
import { useNowSeconds } from '@/shared/time/clock';
import { ButtonLink, Icon } from '@/shared/ui';
import pageStyles from '@/shared/ui/page.module.css';
import styles from './cart.module.css';
import { useCart, useCartUpdate } from './cart-api';
import { CartEventCard } from './cart-event-card';
import { CartLoadState } from './cart-load-state';
import { cartPath, useCartArea } from './cart-paths';
import { CartSavePanel } from './cart-save-panel';

/**
 * `/cart` and `/cart/{eventId}` (and the guest's under /guest, spec §2): the buyer's carts,
 * one per event, or the one event's. Quantities change in place; each event is ordered on
 * its own.
 */
export default function CartPage() {
  const { t } = useTranslation(CART_NAMESPACE);
  const area = useCartArea();
  const params = useParams();
  const onlyEventId = params.eventId === undefined ? null : Number(params.eventId);
  const cart = useCart(area);
  const update = useCartUpdate(area);
  const now_t = useNowSeconds();

  const header = (
    <header className={pageStyles.header}>
      <h1 id="page-heading" className={pageStyles.title}>
        {t('page.title')}
      </h1>
      {cart.data && cart.data.cart.length > 0 ? <p className={pageStyles.lead}>{t('page.lead')}</p> : null}
    </header>
  );
  if (!cart.data) {
    return (
      <div className={pageStyles.page}>
        {header}
        <CartLoadState error={cart.error} onRetry={() => void cart.refetch()} />
      </div>
    );
  }

  const events =
    onlyEventId === null ? cart.data.cart : cart.data.cart.filter((entry) => entry.event.id === onlyEventId);
  return (
    <div className={pageStyles.page} aria-busy={update.isPending}>
      {header}
      {onlyEventId !== null && cart.data.cart.length > 1 ? (
        <Link to={cartPath(area)} className={pageStyles.backLink}>
          <Icon name="back" size={20} />
          {t('page.allCarts', { count: cart.data.cart.length })}
        </Link>
      ) : null}
      {events.length === 0 ? (
        <EmptyCart area={area} cart={cart.data} onlyEventId={onlyEventId} />
      ) : (
        <div className={styles.events}>
          {events.map((entry) => (
            <CartEventCard
              key={entry.event.id}
              area={area}
              cartEvent={entry}
              now_t={now_t}
              onPost={(body) => update.mutate(body)}
              linkName={onlyEventId === null}
            />
          ))}
        </div>
      )}
      {area === 'guest' && cart.data.cart.length > 0 ? <CartSavePanel /> : null}
    </div>
  );
}

/** Nothing here yet: where photos are found (the event list, the event code). */
function EmptyCart({ area, cart, onlyEventId }: { area: Area; cart: Cart; onlyEventId: number | null }) {
  const { t } = useTranslation(CART_NAMESPACE);
  const otherEvents = onlyEventId !== null && cart.cart.length > 0;
  return (
    <div className={pageStyles.stateBox}>
      <p>{otherEvents ? t('empty.event') : t('empty.body')}</p>
      <div className={styles.emptyActions}>
        {otherEvents ? (
          <ButtonLink to={cartPath(area)}>{t('empty.allCarts')}</ButtonLink>
        ) : area === 'member' ? (
          <ButtonLink to="/events">{t('empty.events')}</ButtonLink>
        ) : null}
        <ButtonLink to={areaPath(area, '/events/code')} variant="secondary">
          {t('empty.eventCode')}
        </ButtonLink>
      </div>
    </div>
  );
}
