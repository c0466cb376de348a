import {
  CARD_PAYMENT_TYPES,
  type CartEvent,
  cvsNetworksOf,
  DCC_CARD_ENCRYPTION_OK,
  isCvsPaymentType,
  isDccPaymentType,
  type LangText,
  type OrderProcessBody,
  type OrderResult,
  offeredPaymentTypes,
  SHIPPING_TYPE,
  type TextLanguage,
  TW_CARD_ENCRYPTION_OK,
  TW_CVS_MIN_AMOUNT_TWD,
} from '@omoide/contract';
import type { Database } from '../../db/client';
import type { StoredAddress } from '../../db/schema/orders';
import { AppError } from '../../platform/errors';
import { faultPoint } from '../../platform/fault-point';
import { getCart } from '../cart/cart.service';
import type { Buyer } from '../events/event-access';
import { guestEmail } from '../guest/guest.service';
import { PaymentGatewayUnavailableError } from '../payments/card-gateway';
import { getUserInfo } from '../users/users.service';
import { cvsMessages } from './cvs.messages';
import { checkDccChoice } from './dcc.service';
import { releaseOpenChallenge } from './open-challenge-release';
import { newOrderCode } from './order-code';
import {
  answerOf,
  buyerOf,
  type CheckoutDeps,
  CONFIRMING_CODE,
  failure,
  mayStillBePaid,
  settle,
  settleFromGateway,
  success,
} from './order-settlement';
import { orderMessages as m } from './orders.messages';
import { findBuyerOrder, findOrderByIdempotencyKey, type OrderRow } from './orders.repo';
import {
  CartChangedError,
  isOpenCheckoutConflict,
  openCheckout,
  type PaymentAttemptRow,
} from './payment-attempts.repo';
import { markUnknown, reconcileOrder } from './payment-reconciler';

function address(input: OrderProcessBody['home_addreess']): StoredAddress {
  return { ...input };
}

/** What a delivery needs (spec §3 Order form): an address for shipped prints, a child for bulk ones. */
function checkDelivery(body: OrderProcessBody, event: CartEvent) {
  const hasPrints = event.image_item_with_prices.some(
    (item) => item.is_available && item.size_and_price.print_prices.some((line) => line.quantity > 0),
  );
  if (!hasPrints) return;
  if (event.event.shipping_type_id === SHIPPING_TYPE.ikkatsu) {
    if (body.order_children.length === 0)
      throw new AppError(400, 'ORDER-CHILD-REQUIRED', m['child.required']);
    return;
  }
  const to = body.is_exist_address_override ? body.shipping_addreess! : body.home_addreess;
  if (!to.zip_code || !to.prefecture_id || !to.address1) {
    throw new AppError(400, 'ORDER-ADDRESS-REQUIRED', m['address.required']);
  }
}

/** The provider's encryption result when it is a failure (spec §5), else null. */
function encryptionFailureOf(payment: OrderProcessBody['payment']): string | null {
  if (payment.payment_type === 'tw_credit_card')
    return payment.encryption_result_code === TW_CARD_ENCRYPTION_OK ? null : payment.encryption_result_code;
  if (isDccPaymentType(payment.payment_type) && 'encryption_result' in payment)
    return payment.encryption_result === DCC_CARD_ENCRYPTION_OK ? null : payment.encryption_result;
  return null;
}

/**
 * The payment type's own rules, before any order is made: the event must offer it (its
 * currency, docs/decisions/011), and a card whose encryption failed (a Taiwanese card's code
 * other than `000`, a DCC card's result other than `success`) blocks the order with the
 * provider's code (spec §5).
 */
function checkPayment(payment: OrderProcessBody['payment'], event: CartEvent) {
  const encryptionFailure = encryptionFailureOf(payment);
  if (encryptionFailure !== null) {
    throw new AppError(400, 'ORDER-CARD-ENCRYPTION', m['card.encryption_failed'], {
      code: encryptionFailure,
    });
  }
  if (!offeredPaymentTypes(event.event.currency_type_id).includes(payment.payment_type)) {
    throw new AppError(400, 'ORDER-PAYMENT-TYPE', m['payment_type.not_offered']);
  }
  if (isCvsPaymentType(payment.payment_type) && 'cvs_net_type' in payment) {
    // The store must be one of the type's own list (spec §3), and Taiwan's stores take 100 TWD or more (§5).
    if (!cvsNetworksOf(payment.payment_type).some((network) => network.id === payment.cvs_net_type))
      throw new AppError(400, 'ORDER-CVS-NETWORK', cvsMessages['cvs.network_invalid']);
    if (payment.payment_type === 'tw_cvs_net' && event.totals.total_in_tax < TW_CVS_MIN_AMOUNT_TWD)
      throw new AppError(400, 'ORDER-CVS-MINIMUM', cvsMessages['cvs.tw_minimum'], {
        min: TW_CVS_MIN_AMOUNT_TWD,
      });
  }
}

/** A type paid through another route than the one called (a wallet at /process, a card at /rakuten/process). */
export function checkRoute(payment: OrderProcessBody['payment'], route: readonly string[]) {
  if (!route.includes(payment.payment_type))
    throw new AppError(400, 'ORDER-PAYMENT-TYPE', m['payment_type.not_offered']);
}

/** The cart's chosen, available lines as order lines (names and prices as they are now). */
function orderLinesOf(event: CartEvent) {
  return event.image_item_with_prices
    .filter((item) => item.is_available)
    .flatMap((item) =>
      [...item.size_and_price.data_prices, ...item.size_and_price.print_prices]
        .filter((line) => line.quantity > 0)
        .map((line) => ({
          imageItemId: item.image_item.id,
          crop: item.photo_custom,
          mediaKey: /\/media\/([^/]+)\//.exec(item.image_item.thumb_url)?.[1] ?? null,
          priceTypeId: line.price_type_id,
          priceTypeNameLang: { ...line.price_type_name_lang } as LangText,
          sizeId: line.size_id,
          sizeNameLang: { ...line.name_lang } as LangText,
          quantity: line.quantity,
          unitPrice: line.unit_price,
          extraCostInTax: line.extra_cost_in_tax,
          // As the totals count it: never more than the line itself (cartTotals).
          discountInTax: Math.min(
            line.discount_in_tax,
            line.unit_price * line.quantity + line.extra_cost_in_tax,
          ),
          isExpiredExtendBuy: line.is_expired_extend_buy,
          isDiscountBuy: line.is_discount_buy,
        })),
    );
}

async function buyerEmail(db: Database, buyer: Buyer): Promise<string | null> {
  if (buyer.kind === 'member') return (await getUserInfo(db, Number(buyer.subject))).email;
  return guestEmail(db, Number(buyer.subject));
}

/**
 * `POST /api/order/process` with a card (spec §7, DESIGN §9, docs/decisions/006 and 007):
 * the event's cart becomes an order (one transaction under the cart's lock, lines
 * snapshotted, the payment attempt written), then the card token is charged under the
 * attempt's merchant reference. The charge is outside the transaction, as it is a network
 * call: the order waits in pending_payment and moves exactly once to paid or failed, or to
 * payment_confirming when the provider's answer is lost. An Idempotency-Key repeat answers
 * the first attempt; another submission of a cart whose checkout is open gets a 409.
 */
export async function processOrder(
  deps: CheckoutDeps,
  buyer: Buyer,
  body: OrderProcessBody,
  idempotencyKey: string | undefined,
  lang: TextLanguage,
): Promise<OrderResult> {
  return processCardOrder(deps, buyer, body, idempotencyKey, lang, CARD_PAYMENT_TYPES);
}

/** The tokens a card type carries: a card token, and the Rakuten card's CVV token beside it. */
function cardTokensOf(payment: OrderProcessBody['payment']): { cardToken: string; cvvToken?: string } {
  if ('card_token' in payment) return { cardToken: payment.card_token };
  if (payment.payment_type === 'r_credit_card')
    return { cardToken: payment.r_card_token, cvvToken: payment.r_cvv_token };
  throw new AppError(400, 'ORDER-PAYMENT-TYPE', m['payment_type.not_offered']);
}

/**
 * A card checkout on its route (`credit_card`, `tw_credit_card` and the DCC cards at
 * /process, the Rakuten card at /rakuten/process): the attempt is written, then the token is
 * charged under its merchant reference, with 3-D Secure when the card asks for it.
 */
export async function processCardOrder(
  deps: CheckoutDeps,
  buyer: Buyer,
  body: OrderProcessBody,
  idempotencyKey: string | undefined,
  lang: TextLanguage,
  route: readonly string[],
): Promise<OrderResult> {
  checkRoute(body.payment, route);
  const tokens = cardTokensOf(body.payment);
  const begun = await openProviderCheckout(deps, buyer, body, idempotencyKey, lang, route);
  if ('answer' in begun) return begun.answer;
  const { order, attempt } = begun;
  const charge = await chargeOrder(deps, order, attempt.merchantReference, tokens);
  faultPoint('after_charge');
  if (!charge) return failure(order, CONFIRMING_CODE, lang);
  return settle(deps, order, charge, lang);
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
  const returnUrl = new URL(handler, deps.publicUrl);
  returnUrl.searchParams.set('order_id', String(order.id));
  return returnUrl.toString();
}

/**
 * Charges the order's attempt. No answer (a timeout, a 5xx, an unreadable body) is an
 * unknown outcome, never "not charged": the order waits in payment_confirming for the
 * reconciler, which asks the provider by the merchant reference. Null then.
 */
async function chargeOrder(
  deps: CheckoutDeps,
  order: OrderRow,
  merchantReference: string,
  tokens: { cardToken: string; cvvToken?: string },
) {
  try {
    return await deps.payments.card.charge({
      orderId: merchantReference,
      amount: order.totalInTax,
      currencyTypeId: order.currencyTypeId,
      ...tokens,
      returnUrl: handlerUrlOf(deps, order),
      ...(order.dcc ? { dccQuoteId: order.dcc.quote_id } : {}),
    });
  } catch (error) {
    if (!(error instanceof PaymentGatewayUnavailableError)) throw error;
    await markUnknown(deps.db, order.id);
    deps.log?.error({ err: error, orderId: order.id, merchantReference }, 'card charge outcome unknown');
    return null;
  }
}

/** The answer an order already has (a repeated key, a second return from 3-D Secure). */
export async function resultOf(
  deps: CheckoutDeps,
  order: OrderRow,
  lang: TextLanguage,
): Promise<OrderResult> {
  // The provider's answer was lost: ask it now, so a buyer who looks again may see the truth.
  if (order.status === 'payment_confirming') {
    const outcome = await reconcileOrder(deps, order, { concludeNotCharged: false }).catch(
      () => 'unreachable' as const,
    );
    const now = (await findBuyerOrder(deps.db, buyerOf(order), order.id)) ?? order;
    if (outcome !== 'settled' || now.status === 'payment_confirming') return answerOf(now, lang);
    order = now;
  }
  // Still being charged by the request that made it (no charge recorded yet): in progress.
  const open = order.status === 'pending_payment' && order.chargeId !== null;
  if (!open && !mayStillBePaid(order)) return answerOf(order, lang);
  try {
    const state = await settleFromGateway(deps, order, order.chargeId!, lang);
    if (state.status === 'settled') return state.result;
    // A challenge still open: the buyer may go on, unless the sweep already gave the order up.
    return open ? success(order, state.acsRedirectUrl) : answerOf(order, lang);
  } catch (error) {
    if (error instanceof PaymentGatewayUnavailableError) {
      throw new AppError(503, 'ORDER-GATEWAY-503', m['gateway.unavailable']);
    }
    throw error;
  }
}

/** `POST /api/order/acs/complete`: the buyer is back from 3-D Secure; the gateway says how it went. */
export async function completeChallengedOrder(
  deps: CheckoutDeps,
  buyer: Buyer,
  orderId: number,
  lang: TextLanguage,
): Promise<OrderResult> {
  const order = await findBuyerOrder(deps.db, buyer, orderId);
  if (!order) throw new AppError(404, 'ORDER-404', m['order.not_found']);
  if (order.status === 'pending_payment' && !order.chargeId) {
    throw new AppError(409, 'ORDER-NOT-PENDING', m['order.not_pending']);
  }
  return resultOf(deps, order, lang);
}
