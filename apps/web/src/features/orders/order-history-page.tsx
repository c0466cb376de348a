import { formatPrice } from '@omoide/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate, formatDateTime, isoDateTime } from '@/shared/i18n/format-date';
import { ORDERS_NAMESPACE } from '@/shared/i18n/i18n';
import { useTextLanguage } from '@/shared/i18n/use-locale';
import { Button, ButtonLink, Icon, LoadState, OrderStatusBadge } from '@/shared/ui';
import pageStyles from '@/shared/ui/page.module.css';
import { orderDetailPath } from './order-paths';
import styles from './orders.module.css';
import { orderListQuery } from './orders-api';

/** `/history`: the member's orders, newest first, ten at a time (spec §9) with "Show more". */
export default function OrderHistoryPage() {
  const { t } = useTranslation(ORDERS_NAMESPACE);
  const { t: tc } = useTranslation();
  const language = useTextLanguage();
  const query = useInfiniteQuery(orderListQuery(language));
  const orders = query.data?.pages.flatMap((page) => page.data) ?? [];

  return (
    <div className={pageStyles.page}>
      <header className={pageStyles.header}>
        <h1 id="page-heading" className={pageStyles.title}>
          {tc('titles.history')}
        </h1>
        <p className={pageStyles.lead}>{t('history.lead')}</p>
      </header>
      {!query.data ? (
        <LoadState
          isPending={query.isPending}
          onRetry={() => void query.refetch()}
          texts={{ loading: t('state.loading'), failed: t('state.failed'), retry: t('state.retry') }}
        />
      ) : orders.length === 0 ? (
        <div className={pageStyles.stateBox}>
          <p>{t('history.empty')}</p>
          <ButtonLink to="/events">
            <Icon name="search" size={20} />
            {t('history.findPhotos')}
          </ButtonLink>
        </div>
      ) : (
        <>
          <ul className={styles.history} aria-labelledby="page-heading">
            {orders.map((order) => (
              <li key={order.id}>
                <Link to={orderDetailPath('member', order.id)} className={styles.historyItem}>
                  <span className={styles.orderHead}>
                    <OrderStatusBadge status={order.status} />
                    <time dateTime={isoDateTime(order.ordered_t)} className={styles.muted}>
                      {formatDate(order.ordered_t, language)}
                    </time>
                  </span>
                  <span className={styles.historyName}>{order.event_name}</span>
                  {order.status === 'awaiting_payment' && order.payment_deadline_t ? (
                    <span className={styles.muted}>
                      {t('cvs.payBy', { deadline: formatDateTime(order.payment_deadline_t, language) })}
                    </span>
                  ) : null}
                  <span className={styles.orderHead}>
                    <span className={styles.muted}>
                      {t('detail.code')} {order.order_code} · {t('summary.count', { count: order.quantity })}
                    </span>
                    <strong>{formatPrice(order.total_in_tax, order.currency_type_id, language)}</strong>
                  </span>
                  <Icon name="forward" size={20} className={styles.historyArrow} />
                </Link>
              </li>
            ))}
          </ul>
          {query.hasNextPage ? (
            <Button
              variant="secondary"
              block
              onClick={() => void query.fetchNextPage()}
              disabled={query.isFetchingNextPage}
            >
              {query.isFetchingNextPage ? t('state.loading') : t('history.more')}
            </Button>
          ) : null}
        </>
      )}
    </div>
  );
}
