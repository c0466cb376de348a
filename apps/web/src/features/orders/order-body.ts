import {
  DCC_CARD_ENCRYPTION_OK,
  isCvsPaymentType,
  isDccPaymentType,
  isWalletPaymentType,
  type OrderAddress,
  type OrderProcessBody,
  TW_CARD_ENCRYPTION_OK,
  zipCodeSchema,
} from '@omoide/contract';
import type { AddressValues, ChildValues, OrderRules } from './order-form-values';
import type { OrderPayment, StoredOrder } from './order-storage';

/**
 * The `POST /api/order/process` body (spec §7, note the spec's spellings `home_addreess`,
 * `shipping_addreess`) from the stored form and the card token. Parts the order does not need
 * are left out, so an address typed for an earlier cart never reaches a download-only order.
 */

function addressBody(address: AddressValues, withPostal: boolean): OrderAddress {
  const common = {
    full_name: address.full_name.trim(),
    full_name_kana: address.full_name_kana.trim(),
    tel: address.tel.normalize('NFKC').trim(),
  };
  if (!withPostal) return { ...common, address1: '', address2: '', address3: '' };
  const zip = zipCodeSchema.safeParse(address.zip_code);
  return {
    ...common,
    ...(zip.success ? { zip_code: zip.data } : {}),
    ...(address.prefecture_id ? { prefecture_id: address.prefecture_id } : {}),
    address1: address.address1.trim(),
    address2: address.address2.trim(),
    address3: address.address3.trim(),
  };
}

function childBody(child: ChildValues): OrderProcessBody['order_children'][number] {
  return {
    child_name: child.child_name.trim(),
    class_name: child.class_name.trim(),
    ...(child.relationship ? { relationship: child.relationship } : {}),
  };
}

/** Whether the buyer chose (and the order allows) a delivery address of its own. */
export const shipsElsewhere = (order: StoredOrder, rules: OrderRules) =>
  rules.needsAddress && order.form.is_exist_address_override;

/**
 * The `payment` part: a wallet names itself only; a convenience store its network; a card
 * carries its token(s) (spec §7); a DCC card also the buyer's choice (a quote id, or null for
 * the event's currency).
 */
function paymentBody(payment: OrderPayment, dccQuoteId: string | null): OrderProcessBody['payment'] {
  if (isWalletPaymentType(payment.payment_type)) return { payment_type: payment.payment_type };
  if (isCvsPaymentType(payment.payment_type))
    return { payment_type: payment.payment_type, cvs_net_type: payment.cvs_net_type ?? '' };
  // The Rakuten card carries the provider's card token and its separate CVV token (spec §3).
  if (payment.payment_type === 'r_credit_card') {
    return {
      payment_type: 'r_credit_card',
      r_card_token: payment.card_token,
      r_cvv_token: payment.cvv_token ?? '',
      r_card_brand: payment.card_brand,
    };
  }
  const card = {
    card_token: payment.card_token,
    card_holder: payment.card_holder,
    card_brand: payment.card_brand,
  };
  // The token was made, so the browser's encryption succeeded: the provider's code for it.
  if (payment.payment_type === 'tw_credit_card')
    return { payment_type: 'tw_credit_card', ...card, encryption_result_code: TW_CARD_ENCRYPTION_OK };
  if (isDccPaymentType(payment.payment_type)) {
    const dcc = { encryption_result: DCC_CARD_ENCRYPTION_OK, dcc_quote_id: dccQuoteId };
    return { payment_type: payment.payment_type, ...card, ...dcc };
  }
  return { payment_type: 'credit_card', ...card };
}

export function toOrderBody(
  order: StoredOrder,
  payment: OrderPayment,
  rules: OrderRules,
  expectedTotal: number,
  dccQuoteId: string | null = null,
): OrderProcessBody {
  const elsewhere = shipsElsewhere(order, rules);
  return {
    event_id: order.event_id,
    is_exist_address_override: elsewhere,
    home_addreess: addressBody(order.form.home, rules.needsAddress),
    ...(elsewhere ? { shipping_addreess: addressBody(order.form.shipping, true) } : {}),
    order_children: rules.needsChild
      ? order.form.children.filter((child) => child.child_name.trim() !== '').map(childBody)
      : [],
    payment: paymentBody(payment, dccQuoteId),
    expected_total_in_tax: expectedTotal,
  };
}
