import {
  CVS_EXPIRED_CODE,
  isWalletPaymentType,
  type OrderResult,
  type TextLanguage,
  WALLET_CANCELLED_CODE,
  WALLET_EXPIRED_CODE,
} from '@omoide/contract';
import { AppError } from '../../platform/errors';
import { translate } from '../../platform/i18n/translate';
import type { Buyer } from '../events/event-access';
import { orderPaymentMessages as pm } from './order-payment.messages';
import type { OrderRow } from './order-row';
import { orderMessages as m } from './orders.messages';

// What an order attempt answers the buyer (spec §4 "Order result"): the failure codes a
// payment can end with, and the translated texts that say what happened and what to do.

/** The failure code of an order whose payment was never finished (the sweeper gave up on it). */
export const ABANDONED_CODE = 'payment_abandoned';
/** The error code of the answer for an order whose payment outcome is being confirmed. */
export const CONFIRMING_CODE = 'payment_confirming';
/** The failure code of an order whose charge was voided or refunded at the provider. */
export const REVERSED_CODE = 'payment_reversed';
/** The failure code of an order whose open challenge was voided because the cart was submitted again. */
export const REPLACED_CODE = 'checkout_replaced';

/** The error code of a wallet order whose approval page is still open (a return without a decision). */
export const AWAITING_APPROVAL_CODE = 'wallet_awaiting_approval';

export const isWalletOrder = (order: Pick<OrderRow, 'paymentType'>) => isWalletPaymentType(order.paymentType);

/**
 * A page the buyer goes on to: 3-D Secure's for a card (`acs_flag` 2), the provider's
 * approval page for a wallet (`redirect_url`, decision 011).
 */
export const success = (order: OrderRow, pageUrl: string | null = null): OrderResult => {
  const wallet = isWalletOrder(order);
  return {
    is_sucessful: true,
    acs_flag: pageUrl && !wallet ? 2 : 0,
    acs_redirect_url: wallet ? null : pageUrl,
    order_id: order.id,
    order_code: order.orderCode,
    error_code: null,
    error_message: null,
    redirect_url: wallet ? pageUrl : null,
    ...(order.paymentSlip ? { cvs_slip: order.paymentSlip } : {}),
  };
};

// "Check the card" would mislead a buyer whose card was fine but whose payment did not end.
// A wallet's "cancelled" and "expired" are the provider's word that nothing was charged.
const failureText = (code: string, wallet: boolean) =>
  ({
    [ABANDONED_CODE]: m['payment.abandoned'],
    [CONFIRMING_CODE]: m['payment.confirming'],
    [REVERSED_CODE]: m['payment.reversed'],
    [REPLACED_CODE]: m['checkout.replaced'],
    // The DCC rate no longer held when the provider charged: nothing was taken.
    dcc_quote_expired: pm['dcc.charge_refused'],
    dcc_quote_mismatch: pm['dcc.charge_refused'],
    dcc_quote_not_found: pm['dcc.charge_refused'],
    [CVS_EXPIRED_CODE]: pm['cvs.expired'],
    ...(wallet
      ? {
          [WALLET_CANCELLED_CODE]: m['wallet.cancelled'],
          [WALLET_EXPIRED_CODE]: m['wallet.expired'],
          [AWAITING_APPROVAL_CODE]: m['wallet.awaiting_approval'],
        }
      : {}),
  })[code] ?? (wallet ? m['wallet.failed'] : m['card.declined']);

export const failure = (
  order: OrderRow | null,
  code: string,
  lang: TextLanguage,
  redirectUrl: string | null = null,
): OrderResult => ({
  is_sucessful: false,
  acs_flag: 0,
  acs_redirect_url: null,
  order_id: order?.id ?? null,
  order_code: order?.orderCode ?? null,
  error_code: code,
  error_message: translate(failureText(code, order ? isWalletOrder(order) : false), lang, { code }),
  redirect_url: redirectUrl,
});

export const buyerOf = (order: OrderRow): Buyer => ({ kind: order.buyerKind, subject: order.buyerSubject });

/**
 * The answer of an order as it stands. One whose payment is being confirmed says so (never
 * "not charged", never success); one still waiting on its first request is "in progress".
 */
export function answerOf(order: OrderRow, lang: TextLanguage): OrderResult {
  if (order.status === 'failed' || order.status === 'expired')
    return failure(order, order.failureCode ?? order.status, lang);
  if (order.status === 'payment_confirming') return failure(order, CONFIRMING_CODE, lang);
  if (order.status === 'pending_payment')
    throw new AppError(409, 'ORDER-IN-PROGRESS', m['order.in_progress']);
  return success(order);
}
