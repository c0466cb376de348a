import type { StudioRefundAnswer } from '@omoide/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useParams } from 'react-router';
import { formatDateTime } from '@/shared/i18n/format-date';
import { useTextLanguage } from '@/shared/i18n/use-locale';
import { Button, Spinner } from '@/shared/ui';
import { StatusPill } from '../../shared/status-pill';
import { useStudio } from '../../shared/studio-context';
import { StudioError } from '../../shared/studio-error';
import page from '../../shared/studio-page.module.css';
import { GiveBackDialog } from './give-back-dialog';
import { OrderFacts, OrderHistory, OrderLines } from './order-detail-sections';
import styles from './orders.module.css';
import { fetchOrder, mayReadOrders, ordersKeys } from './orders-api';

/** One order: what was bought, by whom, how it was paid, what happened to it; refund or cancel. */
export function OrderDetailPage() {
  const { t } = useTranslation('studio');
  const language = useTextLanguage();
  const { organization } = useStudio();
  const orderId = Number(useParams().orderId);
  const location = useLocation();
  const queryClient = useQueryClient();
  const valid = Number.isInteger(orderId) && orderId > 0;
  const allowed = mayReadOrders(organization?.role);
  const order = useQuery({
    queryKey: ordersKeys.detail(orderId),
    queryFn: () => fetchOrder(orderId),
    enabled: allowed && valid,
  });
  const [dialog, setDialog] = useState<'refund' | 'cancel' | null>(null);
  const [outcome, setOutcome] = useState<StudioRefundAnswer['outcome'] | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  if (!allowed) return <Navigate to="/studio" replace />;
  if (!valid) return <Navigate to="/studio/orders" replace />;
  // Back to the list as it was searched (the filters came along in the link's state).
  const search = (location.state as { search?: string } | null)?.search;
  const back = (
    <p className={page.back}>
      <Link to={search ? `/studio/orders?${search}` : '/studio/orders'}>{t('orders.detail.back')}</Link>
    </p>
  );
  if (order.isPending)
    return (
      <>
        {back}
        <StudioError error={order.error} />
        {order.error ? null : <Spinner label={t('loading')} />}
      </>
    );
  if (!order.data)
    return (
      <>
        {back}
        <StudioError error={order.error} />
      </>
    );
  const detail = order.data;
  const done = (answer: StudioRefundAnswer) => {
    queryClient.setQueryData(ordersKeys.detail(orderId), answer.order);
    void queryClient.invalidateQueries({ queryKey: ['studio', 'orders', 'list'] });
    setOutcome(answer.outcome);
    setDialog(null);
    heading.current?.focus();
  };

  return (
    <>
      {back}
      <h1 ref={heading} tabIndex={-1} className={page.title}>
        {t('orders.detail.title', { code: detail.order_code })}
      </h1>
      <p className={page.lead}>
        <StatusPill>{t(`orders.state.${detail.status}`)}</StatusPill>
        {detail.refund_pending ? <StatusPill tone="attention">{t('orders.refundPending')}</StatusPill> : null}{' '}
        {t('orders.detail.placed', { date: formatDateTime(detail.created_t, language) })} ・{' '}
        {t('orders.detail.event')}: {detail.event_name}
      </p>
      <p role="status" aria-live="polite" className={page.live}>
        {outcome ? t(`orders.outcome.${outcome}`) : ''}
      </p>
      {detail.refund_pending && outcome !== 'refund_pending' ? (
        <p className={styles.notice}>{t('orders.detail.pendingNotice')}</p>
      ) : null}
      <section className={page.card} aria-label={t('orders.detail.readOnly')}>
        <p className={page.muted}>{t('orders.detail.readOnly')}</p>
        {detail.may.over_limit ? <p className={styles.notice}>{t('orders.detail.overLimit')}</p> : null}
        <div className={page.actions}>
          {detail.may.refund ? (
            <Button onClick={() => setDialog('refund')}>{t('orders.action.refund')}</Button>
          ) : null}
          {detail.may.cancel ? (
            <Button variant="secondary" onClick={() => setDialog('cancel')}>
              {t('orders.action.cancel')}
            </Button>
          ) : null}
        </div>
      </section>
      <OrderLines order={detail} />
      <OrderFacts order={detail} />
      <OrderHistory order={detail} />
      {dialog ? (
        <GiveBackDialog order={detail} action={dialog} onDone={done} onClose={() => setDialog(null)} />
      ) : null}
    </>
  );
}
