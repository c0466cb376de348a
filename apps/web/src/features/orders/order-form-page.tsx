import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ORDERS_NAMESPACE } from '@/shared/i18n/i18n';
import pageStyles from '@/shared/ui/page.module.css';
import { OrderCartState, useOrderCart } from './order-cart';
import { OrderForm } from './order-form';
import { useOrderArea } from './order-paths';
import { OrderSummary } from './order-summary';

/** `/order/{eventId}` and `/guest/order/{eventId}`: the order form of one event's cart. */
export default function OrderFormPage() {
  const { t } = useTranslation(ORDERS_NAMESPACE);
  const { t: tc } = useTranslation();
  const area = useOrderArea();
  // The route table lets only positive integers through (spec §5 path parameters).
  const eventId = Number(useParams().eventId);
  const { query, cartEvent } = useOrderCart(area, eventId);

  return (
    <div className={pageStyles.page}>
      <header className={pageStyles.header}>
        <h1 id="page-heading" className={pageStyles.title}>
          {tc('titles.order')}
        </h1>
        <p className={pageStyles.lead}>{t('orderForm.lead')}</p>
      </header>
      {cartEvent ? (
        <>
          <OrderSummary cartEvent={cartEvent} />
          <OrderForm key={cartEvent.event.id} area={area} cartEvent={cartEvent} />
        </>
      ) : (
        <OrderCartState area={area} eventId={eventId} query={query} />
      )}
    </div>
  );
}
