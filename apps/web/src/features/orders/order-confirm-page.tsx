import { isCvsPaymentType, isDccPaymentType, isWalletPaymentType } from '@omoide/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ORDERS_NAMESPACE } from '@/shared/i18n/i18n';
import { areaPath } from '@/shared/routing/area';
import { BottomBar, Button, ButtonLink, Icon, useHasBottomBar } from '@/shared/ui';
import pageStyles from '@/shared/ui/page.module.css';
import { lastFour } from './card-rules';
import { DccChoice, type DccChoiceValue } from './dcc-choice';
import { toOrderBody } from './order-body';
import { OrderCartState, useOrderCart } from './order-cart';
import { orderRules } from './order-form-values';
import { cartPath, orderFormPath, useOrderArea } from './order-paths';
import { AddressText, CardText, ChildrenText, CvsText, ReviewBlock, WalletText } from './order-review';
import { readOrder } from './order-storage';
import { OrderSummary } from './order-summary';
import styles from './orders.module.css';
import { usePlaceOrder } from './use-place-order';

/**
 * `/order/confirm` and `/guest/order/confirm`: everything as it will be sent, read from the
 * stored form and the current cart (its total is the `expected_total_in_tax` the buyer
 * agrees to). "Place order" posts it with this attempt's Idempotency-Key.
 */
export default function OrderConfirmPage() {
  const { t } = useTranslation(ORDERS_NAMESPACE);
  const { t: tc } = useTranslation();
  const area = useOrderArea();
  const hasBottomBar = useHasBottomBar();
  // Read once: a failed attempt clears the token and moves on to the form.
  const [stored] = useState(() => readOrder(area));
  const payment = stored?.payment ?? null;
  const { query, cartEvent } = useOrderCart(area, stored?.event_id ?? null);
  const place = usePlaceOrder(area);
  // A DCC card: the buyer's explicit choice of currency (decision 013); undecided at first.
  const [dccChoice, setDccChoice] = useState<DccChoiceValue>(undefined);

  const header = (
    <header className={pageStyles.header}>
      <h1 id="page-heading" className={pageStyles.title}>
        {tc('titles.orderConfirm')}
      </h1>
      <p className={pageStyles.lead}>{t('confirm.lead')}</p>
    </header>
  );
  if (!stored || !payment) {
    return (
      <div className={pageStyles.page}>
        {header}
        <div className={pageStyles.stateBox}>
          <p>{t('confirm.nothing')}</p>
          <ButtonLink to={cartPath(area, stored?.event_id ?? null)}>
            <Icon name="cart" size={20} />
            {t('state.toCart')}
          </ButtonLink>
        </div>
      </div>
    );
  }
  if (!cartEvent) {
    return (
      <div className={pageStyles.page}>
        {header}
        <OrderCartState area={area} eventId={stored.event_id} query={query} />
      </div>
    );
  }

  const rules = orderRules(cartEvent);
  const dcc = isDccPaymentType(payment.payment_type);
  const body = toOrderBody(stored, payment, rules, cartEvent.totals.total_in_tax, dccChoice ?? null);
  const formPath = orderFormPath(area, stored.event_id);
  const edit = (
    <Link to={formPath} className={styles.textLink}>
      {t('confirm.edit')}
    </Link>
  );
  const submit = () => {
    place.place({ body, idempotencyKey: payment.idempotency_key });
  };
  const placeButton = (
    <Button
      onClick={submit}
      disabled={place.isPending || (dcc && dccChoice === undefined)}
      aria-describedby="order-place-note"
    >
      {place.isPending ? t('confirm.placing') : t('confirm.place')}
    </Button>
  );

  return (
    <div className={pageStyles.page}>
      {header}
      <OrderSummary cartEvent={cartEvent} />
      <section className={pageStyles.card} aria-labelledby="order-details">
        <h2 id="order-details" className={pageStyles.sectionTitle}>
          {t('confirm.details')}
        </h2>
        <ReviewBlock title={t('orderForm.buyer')} action={edit}>
          <AddressText address={body.home_addreess} />
        </ReviewBlock>
        {rules.needsAddress ? (
          <ReviewBlock title={t('orderForm.shipping')}>
            {body.shipping_addreess ? (
              <AddressText address={body.shipping_addreess} />
            ) : (
              <p>{t('confirm.sameAddress')}</p>
            )}
          </ReviewBlock>
        ) : null}
        {rules.needsChild ? (
          <ReviewBlock title={t('orderForm.child')}>
            <ChildrenText items={body.order_children} />
          </ReviewBlock>
        ) : null}
        {!rules.needsAddress && !rules.needsChild ? (
          <ReviewBlock title={t('confirm.delivery')}>
            <p>{t('confirm.downloadsOnly')}</p>
          </ReviewBlock>
        ) : null}
        <ReviewBlock title={t('orderForm.payment')} action={edit}>
          {isWalletPaymentType(payment.payment_type) ? (
            <WalletText type={payment.payment_type} />
          ) : isCvsPaymentType(payment.payment_type) ? (
            <CvsText type={payment.payment_type} network={payment.cvs_net_type ?? ''} />
          ) : (
            <CardText
              type={payment.payment_type}
              brand={payment.card_brand}
              last4={lastFour(payment.masked_card_number)}
              holder={payment.card_holder}
            />
          )}
          {dcc ? (
            <DccChoice
              area={area}
              eventId={stored.event_id}
              cardToken={payment.card_token}
              total={cartEvent.totals.total_in_tax}
              currencyTypeId={cartEvent.event.currency_type_id}
              value={dccChoice}
              onChange={setDccChoice}
            />
          ) : null}
        </ReviewBlock>
      </section>
      <p id="order-place-note" className={styles.note}>
        {t('confirm.note')} <Link to={areaPath(area, '/terms')}>{tc('titles.terms')}</Link>
      </p>
      {hasBottomBar ? (
        <BottomBar>{placeButton}</BottomBar>
      ) : (
        <div className={styles.inlineActions}>
          <ButtonLink to={formPath} variant="secondary">
            {t('confirm.edit')}
          </ButtonLink>
          {placeButton}
        </div>
      )}
    </div>
  );
}
