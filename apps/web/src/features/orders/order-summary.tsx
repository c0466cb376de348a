import type { CartEvent } from '@omoide/contract';
import { useTranslation } from 'react-i18next';
import { ORDERS_NAMESPACE } from '@/shared/i18n/i18n';
import { deliveryOf, Receipt } from '@/shared/ui';
import pageStyles from '@/shared/ui/page.module.css';
import { cartHasPrints, cartPhotoLines } from './order-lines';
import { OrderPhotoList } from './order-photo-list';
import styles from './orders.module.css';

/** What is being bought: the event, its photos and sizes, and the totals to pay. */
export function OrderSummary({ cartEvent }: { cartEvent: CartEvent }) {
  const { t } = useTranslation(ORDERS_NAMESPACE);
  const { event, totals } = cartEvent;
  const photos = cartPhotoLines(cartEvent);
  return (
    <section className={pageStyles.card} aria-labelledby="order-summary">
      <header className={styles.eventHeader}>
        <span className={styles.muted}>{event.organization_name}</span>
        <h2 id="order-summary" className={pageStyles.sectionTitle}>
          {event.name}
        </h2>
        <span className={styles.muted}>{t('summary.count', { count: cartEvent.quantity })}</span>
      </header>
      <OrderPhotoList photos={photos} currencyTypeId={event.currency_type_id} />
      <Receipt
        totals={totals}
        currencyTypeId={event.currency_type_id}
        delivery={deliveryOf(event.shipping_type_id, cartHasPrints(cartEvent))}
      />
    </section>
  );
}
