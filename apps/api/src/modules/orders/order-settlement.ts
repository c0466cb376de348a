import type { OrderResult, TextLanguage } from '@omoide/contract';
import type { Database } from '../../db/client';
import { AppError } from '../../platform/errors';
import { translate } from '../../platform/i18n/translate';
import type { Mailer } from '../../platform/mail/mailer';
import { removeOrderedFromCart } from '../cart/cart.service';
import type { Buyer } from '../events/event-access';
import type { ChargeResult, PaymentGateways } from '../payments/card-gateway';
import { sendOrderMail } from './order-mail';
import { orderMessages as m } from './orders.messages';
import {
  findBuyerOrder,
  listOrderLines,
  moveOrder,
  type OrderRow,
  reviveFailedOrder,
  setOrderCharge,
} from './orders.repo';

export type CheckoutDeps = {
  db: Database;
  mailer: Mailer;
  payments: PaymentGateways;
  publicUrl: string;
  log?: { error(details: object, message: string): void };
};

/** The failure code of an order whose payment was never finished (the sweeper gave up on it). */
export const ABANDONED_CODE = 'payment_abandoned';

export const success = (order: OrderRow, acsRedirectUrl: string | null = null): OrderResult => ({
  is_sucessful: true,
  acs_flag: acsRedirectUrl ? 2 : 0,
  acs_redirect_url: acsRedirectUrl,
  order_id: order.id,
  order_code: order.orderCode,
  error_code: null,
  error_message: null,
});

export const failure = (order: OrderRow | null, code: string, lang: TextLanguage): OrderResult => ({
  is_sucessful: false,
  acs_flag: 0,
  acs_redirect_url: null,
  order_id: order?.id ?? null,
  order_code: order?.orderCode ?? null,
  error_code: code,
  // "Check the card" would mislead a buyer whose card was fine but who never finished paying.
  error_message: translate(code === ABANDONED_CODE ? m['payment.abandoned'] : m['card.declined'], lang, {
    code,
  }),
});

export const buyerOf = (order: OrderRow): Buyer => ({ kind: order.buyerKind, subject: order.buyerSubject });

const reloaded = async (deps: CheckoutDeps, order: OrderRow) =>
  (await findBuyerOrder(deps.db, buyerOf(order), order.id)) ?? order;

/** The answer of an order that has settled; one still waiting is "in progress", never a success. */
export function answerOf(order: OrderRow, lang: TextLanguage): OrderResult {
  if (order.status === 'failed') return failure(order, order.failureCode ?? 'failed', lang);
  if (order.status === 'pending_payment')
    throw new AppError(409, 'ORDER-IN-PROGRESS', m['order.in_progress']);
  return success(order);
}

/** Applies a charge's outcome to a pending order; a second caller sees the first one's result. */
export async function settle(
  deps: CheckoutDeps,
  order: OrderRow,
  charge: ChargeResult,
  lang: TextLanguage,
): Promise<OrderResult> {
  if (charge.status === 'challenge') {
    await setOrderCharge(deps.db, order.id, charge.chargeId);
    return success(order, charge.acsRedirectUrl);
  }
  if (charge.status === 'declined') {
    const failed = await moveOrder(deps.db, order.id, ['pending_payment'], {
      status: 'failed',
      chargeId: charge.chargeId,
      failureCode: charge.errorCode,
      failureMessage: charge.errorMessage,
    });
    // Another request settled it first: answer what the order now is, never the gateway again.
    return failed ? failure(failed, charge.errorCode, lang) : answerOf(await reloaded(deps, order), lang);
  }
  const paidFields = {
    status: 'paid' as const,
    paidAt: new Date(),
    chargeId: charge.chargeId,
    cardBrand: charge.cardBrand,
    cardLast4: charge.cardLast4,
  };
  // A charge the gateway took is never left on a failed order: one the sweep gave up on
  // (the buyer finished 3-D Secure late) becomes paid like any other.
  const paid =
    (await moveOrder(deps.db, order.id, ['pending_payment'], paidFields)) ??
    (await reviveFailedOrder(deps.db, order.id, ABANDONED_CODE, paidFields));
  if (!paid) return answerOf(await reloaded(deps, order), lang);
  await removeOrderedFromCart(deps.db, buyerOf(paid), {
    eventId: paid.eventId,
    lines: await listOrderLines(deps.db, paid.id),
  });
  // The card is charged: a mail that fails to go must not turn that into an error page.
  await sendOrderMail(deps, paid).catch((error: unknown) =>
    deps.log?.error({ err: error, orderId: paid.id }, 'order mail failed'),
  );
  return success(paid);
}

/** An order the sweep gave up on while its 3-D Secure was open: the charge may still go through. */
export const mayStillBePaid = (order: OrderRow) =>
  order.status === 'failed' && order.failureCode === ABANDONED_CODE && order.chargeId !== null;

export type GatewayState =
  | { status: 'settled'; result: OrderResult }
  | { status: 'challenge'; acsRedirectUrl: string };

/**
 * Asks the gateway how a pending order's charge stands and settles the order when the answer
 * is final (paid, declined, failed authentication). A challenge still open is handed back:
 * the buyer's return keeps waiting, the sweeper gives up on it. The gateway being
 * unreachable throws PaymentGatewayUnavailableError for the caller to answer.
 */
export async function settleFromGateway(
  deps: CheckoutDeps,
  order: OrderRow,
  chargeId: string,
  lang: TextLanguage,
): Promise<GatewayState> {
  const charge = await deps.payments.card.chargeStatus(chargeId);
  if (charge.status === 'challenge') return { status: 'challenge', acsRedirectUrl: charge.acsRedirectUrl };
  return { status: 'settled', result: await settle(deps, order, charge, lang) };
}
