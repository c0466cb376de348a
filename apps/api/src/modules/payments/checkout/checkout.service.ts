import type { OrderProcessBody, OrderResult, TextLanguage } from '@omoide/contract';
import type { Database } from '../../../db/client';
import type { StoredAddress } from '../../../db/schema/orders';
import { AppError } from '../../../platform/errors';
import { faultPoint } from '../../../platform/fault-point';
import { getCart } from '../../cart/cart.service';
import type { Buyer } from '../../events/event-access';
import { guestEmail } from '../../guest/guest.service';
import { newOrderCode } from '../../orders/order-code';
import { orderOrigin } from '../../orders/order-origin';
import { findOrderByIdempotencyKey } from '../../orders/order-records.service';
import type { OrderRow } from '../../orders/order-row';
import { orderMessages as m } from '../../orders/orders.messages';
import { memberEmail } from '../../users/users.service';
import type { PaymentAttemptRow } from '../attempts/payment-attempts.repo';
import { checkDelivery, checkPayment, checkRoute, orderLinesOf } from './checkout-checks';
import { checkDccChoice } from './dcc/dcc-quotes.service';
import { releaseOpenChallenge } from './open-challenge-release';
import { CartChangedError, isOpenCheckoutConflict, openCheckout } from './open-checkout';
import { resultOf } from './order-result.service';
import { type CheckoutDeps, settle } from './order-settlement';

function address(input: OrderProcessBody['home_addreess']): StoredAddress {
  return { ...input };
}

async function buyerEmail(db: Database, buyer: Buyer): Promise<string | null> {
  if (buyer.kind === 'member') return memberEmail(db, Number(buyer.subject));
  return guestEmail(db, Number(buyer.subject));
}

/**
 * The start every payment route shares: the type must be one of the route's, the checkout
 * is opened (or a repeated key answered), and a free order is paid at once; otherwise the
 * order and its attempt, for the provider call.
 */
export async function openProviderCheckout(
  deps: CheckoutDeps,
  buyer: Buyer,
  body: OrderProcessBody,
  idempotencyKey: string | undefined,
  lang: TextLanguage,
  route: readonly string[],
): Promise<{ answer: OrderResult } | { order: OrderRow; attempt: PaymentAttemptRow }> {
  checkRoute(body.payment, route);
  const begun = await beginCheckout(deps, buyer, body, idempotencyKey, lang);
  if ('answer' in begun) return begun;
  faultPoint('before_charge');
  if (!begun.attempt) return { answer: await settleFree(deps, begun.order, lang) };
  return { order: begun.order, attempt: begun.attempt };
}

/** A free order (every line discounted to 0) is paid with no provider call. */
export const settleFree = (deps: CheckoutDeps, order: OrderRow, lang: TextLanguage) =>
  settle(deps, order, { status: 'succeeded', chargeId: 'free', cardBrand: null, cardLast4: null }, lang);

/**
 * The part of checkout every payment type shares: a repeated key answers its order; the
 * cart, delivery, payment type and confirmed total are checked; the order, its lines and
 * its first payment attempt are written under the cart's lock (one open checkout per cart).
 */
export async function beginCheckout(
  deps: CheckoutDeps,
  buyer: Buyer,
  body: OrderProcessBody,
  idempotencyKey: string | undefined,
  lang: TextLanguage,
  retried = false,
): Promise<{ answer: OrderResult } | Awaited<ReturnType<typeof openCheckout>>> {
  if (idempotencyKey) {
    const earlier = await findOrderByIdempotencyKey(deps.db, buyer, idempotencyKey);
    if (earlier) return { answer: await resultOf(deps, earlier, lang) };
  }
  const event = (await getCart(deps.db, buyer, lang, body.event_id)).cart[0];
  const lines = event ? orderLinesOf(event) : [];
  if (!event || lines.length === 0) throw new AppError(400, 'ORDER-CART-EMPTY', m['cart.empty']);
  checkDelivery(body, event);
  checkPayment(body.payment, event);
  if (body.expected_total_in_tax !== undefined && body.expected_total_in_tax !== event.totals.total_in_tax) {
    throw new AppError(409, 'ORDER-TOTAL-CHANGED', m['total.changed']);
  }
  // The DCC offer accepted must be for this very total (a changed cart is refused, not charged).
  const dcc = await checkDccChoice(deps, body.payment, event);
  let opened: Awaited<ReturnType<typeof openCheckout>>;
  try {
    opened = await openCheckout(
      deps.db,
      {
        orderCode: newOrderCode(),
        buyerKind: buyer.kind,
        buyerSubject: buyer.subject,
        email: await buyerEmail(deps.db, buyer),
        language: lang,
        siteOrigin: deps.publicUrl,
        eventId: event.event.id,
        eventName: event.event.name,
        currencyTypeId: event.event.currency_type_id,
        shippingTypeId: event.event.shipping_type_id,
        totals: event.totals,
        totalInTax: event.totals.total_in_tax,
        quantity: event.quantity,
        tel: body.home_addreess.tel,
        homeAddress: address(body.home_addreess),
        shippingAddress: body.is_exist_address_override ? address(body.shipping_addreess!) : null,
        orderChildren: body.order_children,
        paymentType: body.payment.payment_type,
        dcc,
        idempotencyKey: idempotencyKey ?? null,
      },
      lines,
    );
  } catch (error) {
    // Two submits of one key raced: the other one made the order.
    const winner = idempotencyKey ? await findOrderByIdempotencyKey(deps.db, buyer, idempotencyKey) : null;
    if (winner) return { answer: await resultOf(deps, winner, lang) };
    // Another submission of this cart (another key, another tab, another process) is open.
    // One left on a 3-D Secure or approval page gives way to this one (once); else 409.
    if (isOpenCheckoutConflict(error)) {
      const release = retried ? 'busy' : await releaseOpenChallenge(deps, buyer, event.event.id, lang);
      if (release === 'released') return beginCheckout(deps, buyer, body, idempotencyKey, lang, true);
      if (release !== 'busy') return release;
      throw new AppError(409, 'ORDER-CHECKOUT-IN-PROGRESS', m['checkout.in_progress']);
    }
    // Its payment took these photos out of the cart after this request read it.
    if (error instanceof CartChangedError) throw new AppError(409, 'ORDER-CART-CHANGED', m['cart.changed']);
    throw error;
  }
  return opened;
}

/** Where a provider's page (3-D Secure, a wallet's approval) sends the buyer back. */
export function handlerUrlOf(deps: CheckoutDeps, order: OrderRow): string {
  const handler = order.buyerKind === 'guest' ? '/guest/handler' : '/order/handler';
  const returnUrl = new URL(handler, orderOrigin(deps, order));
  returnUrl.searchParams.set('order_id', String(order.id));
  return returnUrl.toString();
}
