import type { CartEvent, CartPostBody } from '@omoide/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '@/shared/i18n/format-date';
import { CART_NAMESPACE } from '@/shared/i18n/i18n';
import { useTextLanguage } from '@/shared/i18n/use-locale';
import { type Area, areaPath } from '@/shared/routing/area';
import { Button, ButtonLink, deliveryOf, Icon, Receipt } from '@/shared/ui';
import pageStyles from '@/shared/ui/page.module.css';
import styles from './cart.module.css';
import { CartItemRow } from './cart-item-row';
import { cartHasPrints, nearDeadline } from './cart-lines';
import { cartPath, orderPath } from './cart-paths';

interface CartEventCardProps {
  area: Area;
  cartEvent: CartEvent;
  now_t: number;
  onPost: (body: CartPostBody) => void;
  /** On the cart of all events the name leads to this event's cart; on that cart it does not. */
  linkName: boolean;
}

/** One event's cart (carts are ordered per event): its photos, receipt and "proceed to order". */
export function CartEventCard({ area, cartEvent, now_t, onPost, linkName }: CartEventCardProps) {
  const { t } = useTranslation(CART_NAMESPACE);
  const language = useTextLanguage();
  const { event } = cartEvent;
  const headingId = `cart-event-${event.id}`;
  const deadline = nearDeadline(cartEvent, now_t);
  return (
    <section className={pageStyles.card} aria-labelledby={headingId}>
      <header className={styles.eventHeader}>
        <span className={styles.eventCover} aria-hidden="true">
          {event.cover_thumb_url ? (
            <img src={event.cover_thumb_url} alt="" decoding="async" />
          ) : (
            <Icon name="camera" size={28} />
          )}
        </span>
        <div className={styles.eventText}>
          <span className={styles.organization}>{event.organization_name}</span>
          <h2 id={headingId} className={styles.eventName}>
            {linkName ? (
              <Link to={cartPath(area, event.id)} className={styles.eventLink}>
                {event.name}
              </Link>
            ) : (
              event.name
            )}
          </h2>
        </div>
      </header>
      {deadline ? (
        <p className={styles.warning}>
          <Icon name="alert" size={18} />
          <span>
            {t('event.deadlineSoon', {
              days: deadline.days,
              date: formatDate(deadline.deadline_t, language),
            })}
          </span>
        </p>
      ) : null}
      <ul className={styles.items}>
        {cartEvent.image_item_with_prices.map((item) => (
          <CartItemRow
            key={`${item.image_item.id}-${item.photo_custom_id}`}
            area={area}
            eventId={event.id}
            currencyTypeId={event.currency_type_id}
            item={item}
            onPost={onPost}
          />
        ))}
      </ul>
      <Receipt
        totals={cartEvent.totals}
        currencyTypeId={event.currency_type_id}
        delivery={deliveryOf(event.shipping_type_id, cartHasPrints(cartEvent))}
        label={t('event.receiptLabel', { name: event.name })}
      />
      {cartEvent.quantity > 0 ? (
        <ButtonLink to={orderPath(area, event.id)} block>
          {t('event.order')}
          <Icon name="forward" size={20} />
        </ButtonLink>
      ) : (
        <>
          <Button block disabled>
            {t('event.order')}
          </Button>
          <p className={styles.orderHint}>{t('event.nothingToOrder')}</p>
        </>
      )}
      <Link to={areaPath(area, `/events/detail/${event.id}`)} className={styles.textLink}>
        {t('event.morePhotos')}
      </Link>
    </section>
  );
}
