import { pickLang, postcodeLine, prefectureByCode, SHIPPING_TYPE, type TextLanguage } from '@omoide/contract';
import type { StoredAddress } from '../../db/schema/orders';
import type { OrderRow } from './order-row';

/** The recipient's address on one line, as a label shows it. */
export function addressLine(address: StoredAddress, lang: TextLanguage): string {
  const prefecture = address.prefecture_id ? prefectureByCode(address.prefecture_id) : undefined;
  const parts = [
    address.zip_code ? postcodeLine(address.zip_code) : '',
    prefecture ? pickLang(prefecture.name, lang) : '',
    address.address1,
    address.address2,
    address.address3,
  ];
  return parts.filter(Boolean).join(' ');
}

/**
 * Who a print order goes to, on one line: for bulk delivery to the school the class and
 * child the prints are sorted by, else the name and address on the parcel.
 */
export function recipientOf(order: OrderRow, lang: TextLanguage): string {
  if (order.shippingTypeId === SHIPPING_TYPE.ikkatsu && order.orderChildren.length > 0) {
    return order.orderChildren.map((child) => `${child.class_name} ${child.child_name}`.trim()).join(' / ');
  }
  const address = order.shippingAddress ?? order.homeAddress;
  return `${address.full_name}　${addressLine(address, lang)}`;
}
