/**
 * The rules of a sub-category's purchase period (spec §3 `long_run_sub_info`, §9) that the
 * studio's form shows at once and the API enforces (categories' period and the price table):
 * one list, so the two sides cannot disagree.
 */
export interface SalePeriod {
  readonly expired_time_t: number | null;
  readonly expired_append_cost_in_tax: number;
  readonly discount_end_time_t: number | null;
  readonly discount_cost_in_tax: number;
}

/**
 * What is wrong with a period, in the order the API reports them (it answers the first):
 * - `cost_without_time`: a fee after the period, but no end of the period;
 * - `discount_without_time`: an early discount, but no end of the discount;
 * - `discount_after_expiry`: the discount would run up to or past the end of the period;
 * - `discount_too_large`: the discount is above the event's cheapest price (see below).
 */
export type SalePeriodProblem =
  | 'cost_without_time'
  | 'discount_without_time'
  | 'discount_after_expiry'
  | 'discount_too_large';

/** The event's cheapest unit price, null while it sells nothing. */
export function cheapestPrice(prices: readonly { readonly unit_price: number }[]): number | null {
  return prices.length > 0 ? Math.min(...prices.map((price) => price.unit_price)) : null;
}

/**
 * A discount is taken off each item, so it may not exceed any price it applies to, or a line
 * would go below zero: "discount ≤ cheapest price" from the period's side, "no price below
 * the largest discount" from the price table's side.
 */
export function discountFitsPrice(discount_in_tax: number, unit_price: number): boolean {
  return discount_in_tax <= unit_price;
}

/** Every problem of a period against the event's cheapest price (null: no prices yet). */
export function salePeriodProblems(period: SalePeriod, cheapest: number | null): SalePeriodProblem[] {
  const problems: SalePeriodProblem[] = [];
  if (period.expired_time_t === null && period.expired_append_cost_in_tax > 0)
    problems.push('cost_without_time');
  if (period.discount_end_time_t === null && period.discount_cost_in_tax > 0)
    problems.push('discount_without_time');
  if (
    period.expired_time_t !== null &&
    period.discount_end_time_t !== null &&
    period.discount_end_time_t >= period.expired_time_t
  )
    problems.push('discount_after_expiry');
  if (cheapest !== null && !discountFitsPrice(period.discount_cost_in_tax, cheapest))
    problems.push('discount_too_large');
  return problems;
}
