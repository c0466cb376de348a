import { PRICE_TYPE } from '../reference/price-types.js';
import { cappedLineDiscount, lineExtraAndDiscount } from './line-adjustments.js';
import type { LongRunSubInfo, PriceLineLike, ShippingFeeConstants } from './price-line.js';
import { shippingFee } from './shipping-fee.js';

/** A price line with its category's long-run terms joined in (spec §3 "Event info"). */
export interface TotalsLine extends PriceLineLike {
  readonly long_run_sub_info?: LongRunSubInfo | null;
}

/** Each part of one event's total, so a receipt can show a row per part. */
export interface CartTotals {
  readonly data_subtotal_in_tax: number;
  readonly print_subtotal_in_tax: number;
  /** Shown with RECEIPT_LABELS.out_of_period_fee. */
  readonly extra_cost_in_tax: number;
  /** Shown with RECEIPT_LABELS.early_discount; a positive amount that is subtracted. */
  readonly discount_in_tax: number;
  /** Shown with RECEIPT_LABELS.shipping_fee. */
  readonly shipping_fee_in_tax: number;
  readonly total_in_tax: number;
}

/**
 * Totals of one event's cart or order (spec §9, DESIGN §8): Σ unit_price × quantity over data
 * and print lines, plus out-of-period fees, minus early discounts, plus shipping.
 *
 * A line's discount is capped at that line's own amount (`cappedLineDiscount`). Lines of any
 * other price type are not charged.
 */
export function cartTotals(input: {
  lines: readonly TotalsLine[];
  now_t: number;
  shippingTypeId: number;
  constants: ShippingFeeConstants;
}): CartTotals {
  let data = 0;
  let print = 0;
  let extra = 0;
  let discount = 0;
  for (const line of input.lines) {
    const isData = line.price_type_id === PRICE_TYPE.data;
    if (!isData && line.price_type_id !== PRICE_TYPE.print) continue;
    const quantity = Math.max(0, line.quantity);
    const amount = line.unit_price * quantity;
    const adj = lineExtraAndDiscount({
      now_t: input.now_t,
      quantity,
      longRunSubInfo: line.long_run_sub_info,
    });
    if (isData) data += amount;
    else print += amount;
    extra += adj.extra_cost_in_tax;
    discount += cappedLineDiscount(adj.discount_in_tax, amount + adj.extra_cost_in_tax);
  }
  const shipping = shippingFee({
    lines: input.lines,
    shippingTypeId: input.shippingTypeId,
    constants: input.constants,
  });
  return {
    data_subtotal_in_tax: data,
    print_subtotal_in_tax: print,
    extra_cost_in_tax: extra,
    discount_in_tax: discount,
    shipping_fee_in_tax: shipping,
    total_in_tax: data + print + extra - discount + shipping,
  };
}
