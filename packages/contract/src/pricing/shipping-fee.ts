import { PRICE_TYPE, WIDE_FOUR_CUT_SIZE_ID } from '../reference/price-types.js';
import { SHIPPING_TYPE } from '../reference/shipping-types.js';
import type { PriceLineLike, ShippingFeeConstants } from './price-line.js';

type ShippingLine = Pick<PriceLineLike, 'price_type_id' | 'size_id' | 'quantity'>;

/** A line that puts paper in the parcel: a print with a positive quantity. */
function isPrintLine(line: ShippingLine): boolean {
  return line.price_type_id === PRICE_TYPE.print && line.quantity > 0;
}

/**
 * Print shipping fee for one event's lines (spec §9): none for bulk delivery (the prints go
 * to the school in one parcel) or when nothing is printed; the large fee when any print is
 * wide four-cut, since that size needs the bigger parcel; otherwise the standard fee. Zero-
 * quantity lines are ignored, so a line left at 0 in the cart does not charge shipping.
 */
export function shippingFee(input: {
  lines: readonly ShippingLine[];
  shippingTypeId: number;
  constants: ShippingFeeConstants;
}): number {
  const { lines, shippingTypeId, constants } = input;
  if (shippingTypeId === SHIPPING_TYPE.ikkatsu) return 0;
  const prints = lines.filter(isPrintLine);
  if (prints.length === 0) return 0;
  if (prints.some((l) => l.size_id === WIDE_FOUR_CUT_SIZE_ID)) return constants.print_large_in_tax;
  return constants.print_standard_in_tax;
}
