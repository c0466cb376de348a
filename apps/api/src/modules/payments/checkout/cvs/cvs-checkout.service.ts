import {
  CVS_PAYMENT_TYPES,
  type OrderProcessBody,
  type OrderResult,
  type TextLanguage,
} from '@omoide/contract';
import type { Buyer } from '../../../events/event-access';
import { PaymentGatewayUnavailableError } from '../../../payment-providers/provider-answers';
import { openProviderCheckout } from '../checkout.service';
import type { CheckoutDeps } from '../order-settlement';
import { settleProviderCall } from '../provider-call';

/** Where the convenience-store provider posts its signed notifications. */
export const CVS_NOTIFY_PATH = '/api/payments/notify/cvs';

/**
 * `POST /api/order/rakuten/process_cvs` (spec §7, docs/decisions/012): the order and its
 * payment attempt are written first (decision 007's checkout lock), the store network and
 * Taiwan's minimum were checked before (checkPayment), then the provider issues a slip
 * under the attempt's merchant reference (one per reference: a retry never makes a
 * second). The order waits in awaiting_payment with the slip, its photos out of the cart;
 * the provider's signed notification pays it, its deadline expires it. No answer from the
 * provider: payment_confirming, and the reconciler asks by merchant reference.
 */
export async function processCvsOrder(
  deps: CheckoutDeps,
  buyer: Buyer,
  body: OrderProcessBody,
  idempotencyKey: string,
  lang: TextLanguage,
): Promise<OrderResult> {
  const begun = await openProviderCheckout(deps, buyer, body, idempotencyKey, lang, CVS_PAYMENT_TYPES);
  if ('answer' in begun) return begun.answer;
  const { order, attempt } = begun;
  return settleProviderCall(
    deps,
    order,
    lang,
    { what: 'convenience-store slip', after: 'after_charge' },
    () => {
      if (!deps.payments.cvs) throw new PaymentGatewayUnavailableError('No convenience-store provider');
      return deps.payments.cvs.createSlip({
        orderId: attempt.merchantReference,
        network: 'cvs_net_type' in body.payment ? body.payment.cvs_net_type : '',
        amount: order.totalInTax,
        currencyTypeId: order.currencyTypeId,
        notifyUrl: new URL(CVS_NOTIFY_PATH, deps.publicUrl).toString(),
      });
    },
  );
}
