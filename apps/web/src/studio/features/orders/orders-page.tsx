import { formatPrice, type StudioOrderSummary } from '@omoide/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { formatDateTime } from '@/shared/i18n/format-date';
import { useTextLanguage } from '@/shared/i18n/use-locale';
import { Spinner } from '@/shared/ui';
import { MoreButton } from '../../shared/more-button';
import { StatusPill } from '../../shared/status-pill';
import { useStudio } from '../../shared/studio-context';
import { StudioError } from '../../shared/studio-error';
import page from '../../shared/studio-page.module.css';
import styles from './orders.module.css';
import { fetchOrders, filtersFrom, mayReadOrders, ordersKeys, searchOf } from './orders-api';
import { OrdersFilterBar } from './orders-filter-bar';

/** Owners, staff and support: the organisation's orders, searched by the filters in the URL. */
export function OrdersPage() {
  const { t } = useTranslation('studio');
  const language = useTextLanguage();
  const { organization } = useStudio();
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);
  const organizationId = organization?.organization_id;
  const allowed = mayReadOrders(organization?.role);
  const list = useInfiniteQuery({
    queryKey: ordersKeys.list(organizationId, filters),
    queryFn: ({ pageParam }) => fetchOrders(organizationId as number, filters, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last) => last.next_index ?? undefined,
    enabled: allowed && organizationId !== undefined,
  });
  if (!organization) return <p className={page.muted}>{t('orders.list.noOrganization')}</p>;
  if (!allowed) return <Navigate to="/studio" replace />;
  const orders: StudioOrderSummary[] = list.data?.pages.flatMap((p) => p.orders) ?? [];
  const search = searchOf(filters).toString();

  return (
    <>
      <h1 className={page.title}>{t('orders.title')}</h1>
      <p className={page.lead}>{t('orders.lead')}</p>
      <OrdersFilterBar
        key={search}
        value={filters}
        events={list.data?.pages[0]?.events ?? []}
        onApply={(next) => setParams(searchOf(next))}
      />
      <section className={page.card}>
        <StudioError error={list.error} />
        {list.isPending ? <Spinner label={t('loading')} /> : null}
        {list.data && orders.length === 0 ? <p className={page.muted}>{t('orders.list.none')}</p> : null}
        {orders.length ? (
          <div className={styles.tableWrap}>
            <table className={page.table}>
              <caption className="visually-hidden">{t('orders.list.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('orders.list.code')}</th>
                  <th scope="col">{t('orders.list.date')}</th>
                  <th scope="col">{t('orders.list.buyer')}</th>
                  <th scope="col">{t('orders.list.event')}</th>
                  <th scope="col">{t('orders.list.paymentType')}</th>
                  <th scope="col" className={styles.number}>
                    {t('orders.list.total')}
                  </th>
                  <th scope="col">{t('orders.list.status')}</th>
                </tr>
              </thead>
              <tbody>
                {orders.map((order) => (
                  <tr key={order.order_id}>
                    <td>
                      <Link to={`/studio/orders/${order.order_id}`} state={{ search }}>
                        {order.order_code}
                      </Link>
                    </td>
                    <td>{formatDateTime(order.created_t, language)}</td>
                    <td>
                      {order.buyer_email ?? '—'}
                      {order.buyer_kind === 'guest' ? (
                        <div className={page.muted}>{t('orders.list.guest')}</div>
                      ) : null}
                    </td>
                    <td>{order.event_name}</td>
                    <td>
                      {t(`orders.paymentType.${order.payment_type}`, { defaultValue: order.payment_type })}
                    </td>
                    <td className={styles.number}>
                      {formatPrice(order.total_in_tax, order.currency_type_id, language)}
                    </td>
                    <td>
                      <StatusPill>{t(`orders.state.${order.status}`)}</StatusPill>
                      {order.refund_pending ? (
                        <StatusPill tone="attention">{t('orders.refundPending')}</StatusPill>
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
        <MoreButton pages={list} label={t('orders.list.more')} />
      </section>
    </>
  );
}
