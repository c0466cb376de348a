import type { OrderStatus } from '@omoide/contract';
import { useTranslation } from 'react-i18next';
import { ORDERS_NAMESPACE } from '@/shared/i18n/i18n';
import styles from './order-status-badge.module.css';

const STATUS_TEXT: Record<OrderStatus, string> = {
  pending_payment: 'status.pending_payment',
  payment_confirming: 'status.payment_confirming',
  awaiting_payment: 'status.awaiting_payment',
  paid: 'status.paid',
  in_production: 'status.in_production',
  shipped: 'status.shipped',
  failed: 'status.failed',
  cancelled: 'status.cancelled',
  expired: 'status.expired',
  refunded: 'status.refunded',
};

const TONE: Record<OrderStatus, string | undefined> = {
  pending_payment: styles.statusWaiting,
  payment_confirming: styles.statusWaiting,
  awaiting_payment: styles.statusWaiting,
  paid: styles.statusDone,
  in_production: styles.statusDone,
  shipped: styles.statusDone,
  failed: styles.statusStopped,
  cancelled: styles.statusStopped,
  expired: styles.statusStopped,
  refunded: styles.statusStopped,
};

/** An order's state (texts of the orders namespace; the order pages and the library show it) DESIGN §6: pending_payment → paid → in_production → shipped, or stopped (failed, cancelled, expired, refunded). */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation(ORDERS_NAMESPACE);
  return <span className={`${styles.status} ${TONE[status] ?? ''}`}>{t(STATUS_TEXT[status])}</span>;
}
