import type { LongRunSubInfo } from './price-line.js';

export interface LineAdjustment {
  /** Out-of-period fee for the line: the category's append cost × quantity. */
  readonly extra_cost_in_tax: number;
  /** Early discount for the line: the category's discount × quantity. */
  readonly discount_in_tax: number;
  /** The cart line flags of spec §3 "Cart": bought after expiry / within the discount. */
  readonly is_expired_extend_buy: boolean;
  readonly is_discount_buy: boolean;
}

/**
 * Extra cost and discount of one line (spec §9), both per item quantity.
 *
 * Boundaries, both decided here because the spec says only "past" and "until":
 * - extra cost applies when `now_t > expired_time_t`: the expiry second itself is still in
 *   the sale period ("past" is strict), so a buyer at the deadline pays the normal price;
 * - discount applies when `now_t < discount_end_time_t`: the end second is the first one
 *   without the discount, so the discount window is half-open and never overlaps a next one.
 * A null or absent time means the category has no such term; a null cost counts as 0 while
 * the flag still records that the term applied.
 */
export function lineExtraAndDiscount(input: {
  now_t: number;
  quantity: number;
  longRunSubInfo: LongRunSubInfo | null | undefined;
}): LineAdjustment {
  const { now_t, longRunSubInfo: info } = input;
  const quantity = Math.max(0, input.quantity);
  const expiredAt = info?.expired_time_t;
  const discountEnd = info?.discount_end_time_t;
  const isExtra = expiredAt != null && now_t > expiredAt;
  const isDiscount = discountEnd != null && now_t < discountEnd;
  return {
    extra_cost_in_tax: isExtra ? (info?.expired_append_cost_in_tax ?? 0) * quantity : 0,
    discount_in_tax: isDiscount ? (info?.discount_cost_in_tax ?? 0) * quantity : 0,
    is_expired_extend_buy: isExtra,
    is_discount_buy: isDiscount,
  };
}

/**
 * The early discount a line may take (spec §9): never more than the line itself (its price ×
 * quantity plus any out-of-period fee). A discount configured larger than a price gives the
 * line away free but never pays the buyer or eats into other lines or shipping. Cart totals
 * and the order's snapshotted lines both take it from here.
 */
export function cappedLineDiscount(discount_in_tax: number, line_in_tax: number): number {
  return Math.min(discount_in_tax, line_in_tax);
}
