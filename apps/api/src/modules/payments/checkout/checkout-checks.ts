import {
  type CartEvent,
  cappedLineDiscount,
  cvsNetworksOf,
  DCC_CARD_ENCRYPTION_OK,
  isCvsPaymentType,
  isDccPaymentType,
  type LangText,
  type OrderProcessBody,
  offeredPaymentTypes,
  SHIPPING_TYPE,
  TW_CARD_ENCRYPTION_OK,
  TW_CVS_MIN_AMOUNT_TWD,
} from '@omoide/contract';
import { AppError } from '../../../platform/errors';
import { orderMessages as m } from '../../orders/orders.messages';
import { cvsMessages } from './cvs/cvs.messages';

// What checkout checks of a cart and its order form before any order is made (every 4xx
// here leaves nothing behind), and the cart's lines as order lines.

/** What a delivery needs (spec §3 Order form): an address for shipped prints, a child for bulk ones. */
export function checkDelivery(body: OrderProcessBody, event: CartEvent) {
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
export function checkPayment(payment: OrderProcessBody['payment'], event: CartEvent) {
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
export function orderLinesOf(event: CartEvent) {
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
          // As the totals count it: never more than the line itself.
          discountInTax: cappedLineDiscount(
            line.discount_in_tax,
            line.unit_price * line.quantity + line.extra_cost_in_tax,
          ),
          isExpiredExtendBuy: line.is_expired_extend_buy,
          isDiscountBuy: line.is_discount_buy,
        })),
    );
}
