import type { OrderMoneyContext, OrderPayments } from '../orders/order-payments.port';
import { listOrderAttempts } from './attempts/payment-attempts.repo';
import type { CheckoutDeps } from './checkout/order-settlement';
import { cancelOrder, refundOrder } from './refunds/order-refund.service';

/**
 * The payments module's answer to the orders module's port (orders/order-payments.port.ts):
 * an order's attempts by its id, and its refund or cancel through the providers. Built once
 * at wiring time (bootstrap, the test app) and handed to orders as `AppDeps.orderPayments`.
 */
export function createOrderPayments(deps: Omit<CheckoutDeps, 'publicUrl' | 'log'>): OrderPayments {
  const withRequest = (context: OrderMoneyContext): CheckoutDeps => ({ ...deps, ...context });
  return {
    attemptsOf: (db, orderId) => listOrderAttempts(db, orderId),
    refund: (context, orderId, request) => refundOrder(withRequest(context), orderId, request),
    cancel: (context, orderId, request) => cancelOrder(withRequest(context), orderId, request),
  };
}
