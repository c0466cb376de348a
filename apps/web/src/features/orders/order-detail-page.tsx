import {
  formatMinorAmount,
  formatPrice,
  isCvsPaymentType,
  isPaymentType,
  isWalletPaymentType,
  PRICE_TYPE,
} from '@omoide/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { formatDate, isoDateTime } from '@/shared/i18n/format-date';
import { ORDERS_NAMESPACE } from '@/shared/i18n/i18n';
import { useTextLanguage } from '@/shared/i18n/use-locale';
import { deliveryOf, Icon, LoadState, OrderStatusBadge, Receipt } from '@/shared/ui';
import pageStyles from '@/shared/ui/page.module.css';
import { CvsSlipView } from './cvs-slip-view';
import { dccRateText } from './dcc-offer-text';
import { detailPhotoLines } from './order-lines';
import { orderDetailPath, useOrderArea } from './order-paths';
import { OrderPhotoList } from './order-photo-list';
import { AddressText, CardText, ChildrenText, ReviewBlock } from './order-review';
import styles from './orders.module.css';
import { orderDetailQuery } from './orders-api';
import { usePaymentTypeName } from './payment-choice';
import { ShipmentView } from './shipment-view';

const DOWNLOADABLE = new Set(['paid', 'in_production', 'shipped']);

/** `/history/{orderId}` and `/guest/history/{orderId}`: one order as it was placed. */
export default function OrderDetailPage() {
  const { t } = useTranslation(ORDERS_NAMESPACE);
  const nameOf = usePaymentTypeName();
  const { t: tc } = useTranslation();
  const language = useTextLanguage();
  const area = useOrderArea();
  const orderId = Number(useParams().orderId);
  const query = useQuery(orderDetailQuery(area, orderId, language));
  const order = query.data;

  const header = (
    <header className={pageStyles.header}>
      {area === 'member' ? (
        <Link to="/history" className={pageStyles.backLink}>
          <Icon name="back" size={20} />
          {tc('titles.history')}
        </Link>
      ) : null}
      <h1 id="page-heading" className={pageStyles.title}>
        {tc('titles.historyDetail')}
      </h1>
    </header>
  );
  if (!order) {
    return (
      <div className={pageStyles.page}>
        {header}
        <LoadState
          isPending={query.isPending}
          onRetry={() => void query.refetch()}
          texts={{ loading: t('state.loading'), failed: t('state.failed'), retry: t('state.retry') }}
        />
      </div>
    );
  }

  const hasPrints = order.lines.some((line) => line.price_type_id === PRICE_TYPE.print);
  const hasData = order.lines.some((line) => line.price_type_id === PRICE_TYPE.data);
  const delivery = deliveryOf(order.shipping_type_id, hasPrints);
  return (
    <div className={pageStyles.page}>
      {header}
      <section className={pageStyles.card} aria-labelledby="order-event">
        <div className={styles.orderHead}>
          <OrderStatusBadge status={order.status} />
          <span className={styles.muted}>
            {t('detail.code')} <strong className={styles.code}>{order.order_code}</strong>
          </span>
        </div>
        <h2 id="order-event" className={pageStyles.sectionTitle}>
          {order.event_name}
        </h2>
        <dl className={styles.facts}>
          <div>
            <dt>{t('detail.ordered')}</dt>
            <dd>
              <time dateTime={isoDateTime(order.ordered_t)}>{formatDate(order.ordered_t, language)}</time>
            </dd>
          </div>
          <div>
            <dt>{t('detail.total')}</dt>
            <dd>{formatPrice(order.total_in_tax, order.currency_type_id, language)}</dd>
          </div>
        </dl>
        {hasData && DOWNLOADABLE.has(order.status) ? (
          <Link to={`${orderDetailPath(area, order.id)}/download`} className={styles.textLink}>
            <Icon name="images" size={18} />
            {t('detail.download')}
          </Link>
        ) : null}
        {order.cvs_slip && order.status !== 'expired' ? (
          <CvsSlipView slip={order.cvs_slip} awaiting={order.status === 'awaiting_payment'} />
        ) : null}
        {order.status === 'expired' && order.cvs_slip ? <p>{t('cvs.expiredNote')}</p> : null}
        {order.shipment ? <ShipmentView shipment={order.shipment} bulk={delivery === 'bulk'} /> : null}
        {order.status === 'in_production' ? <p>{t('shipment.inProduction')}</p> : null}
        <OrderPhotoList photos={detailPhotoLines(order)} currencyTypeId={order.currency_type_id} />
        <Receipt totals={order.totals} currencyTypeId={order.currency_type_id} delivery={delivery} />
      </section>
      <section className={pageStyles.card} aria-labelledby="order-details">
        <h2 id="order-details" className={pageStyles.sectionTitle}>
          {t('confirm.details')}
        </h2>
        <ReviewBlock title={t('orderForm.buyer')}>
          <AddressText address={order.home_addreess} />
        </ReviewBlock>
        {delivery === 'fee' ? (
          <ReviewBlock title={t('orderForm.shipping')}>
            {order.shipping_addreess ? (
              <AddressText address={order.shipping_addreess} />
            ) : (
              <p>{t('confirm.sameAddress')}</p>
            )}
          </ReviewBlock>
        ) : null}
        {delivery === 'bulk' && order.order_children.length > 0 ? (
          <ReviewBlock title={t('orderForm.child')}>
            <ChildrenText items={order.order_children} />
          </ReviewBlock>
        ) : null}
        <ReviewBlock title={t('orderForm.payment')}>
          {isWalletPaymentType(order.payment.payment_type) || isCvsPaymentType(order.payment.payment_type) ? (
            <span>{nameOf(order.payment.payment_type)}</span>
          ) : (
            <CardText
              type={isPaymentType(order.payment.payment_type) ? order.payment.payment_type : 'credit_card'}
              brand={order.payment.card_brand}
              last4={order.payment.card_last4}
            />
          )}
          {order.payment.dcc ? (
            <p>
              {t('dcc.paid', {
                amount: formatMinorAmount(
                  order.payment.dcc.card_amount,
                  order.payment.dcc.card_currency,
                  order.payment.dcc.card_currency_exponent,
                  language,
                ),
                rate: dccRateText(
                  order.payment.dcc.rate,
                  order.currency_type_id,
                  order.payment.dcc.card_currency,
                  language,
                ),
              })}
            </p>
          ) : null}
        </ReviewBlock>
      </section>
    </div>
  );
}
