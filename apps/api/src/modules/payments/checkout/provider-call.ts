import type { OrderResult, TextLanguage } from '@omoide/contract';
import { type FaultPoint, faultPoint } from '../../../platform/fault-point';
import { CONFIRMING_CODE, failure } from '../../orders/order-answers';
import type { OrderRow } from '../../orders/order-row';
import { type ChargeResult, PaymentGatewayUnavailableError } from '../../payment-providers/provider-answers';
import { markUnknown } from '../reconciler/payment-reconciler';
import { type CheckoutDeps, settle } from './order-settlement';

/**
 * Asks the provider to open an order's payment (charge a card, open a wallet session, issue
 * a store slip) under its attempt's merchant reference, and settles the order with the
 * answer. No answer (a timeout, a 5xx, an unreadable body, no provider configured) is an
 * unknown outcome, never "not charged" (decision 007): the attempt becomes unknown, the
 * order waits in payment_confirming, and the reconciler asks the provider by reference.
 */
export async function settleProviderCall(
  deps: CheckoutDeps,
  order: OrderRow,
  lang: TextLanguage,
  step: { what: string; after: FaultPoint },
  call: () => Promise<ChargeResult>,
): Promise<OrderResult> {
  let answer: ChargeResult;
  try {
    answer = await call();
  } catch (error) {
    if (!(error instanceof PaymentGatewayUnavailableError)) throw error;
    await markUnknown(deps.db, order.id);
    deps.log?.error({ err: error, orderId: order.id }, `${step.what} outcome unknown`);
    return failure(order, CONFIRMING_CODE, lang);
  }
  faultPoint(step.after);
  return settle(deps, order, answer, lang);
}
