/**
 * The parts of a cart or order price line (spec §3 "Cart") the pricing rules read. Kept
 * structural so the cart response, an order snapshot and a test table all fit.
 */
export interface PriceLineLike {
  readonly price_type_id: number;
  readonly size_id: number;
  readonly quantity: number;
  readonly unit_price: number;
}

/**
 * A category's long-run terms (spec §3 "Event info"), epoch seconds and tax-inclusive
 * amounts. Any field may be null or absent when the category has no such term.
 */
export interface LongRunSubInfo {
  readonly expired_time_t?: number | null;
  readonly expired_append_cost_in_tax?: number | null;
  readonly discount_end_time_t?: number | null;
  readonly discount_cost_in_tax?: number | null;
}

/** Shipping fees from the system constants (spec §3 "System constant"). */
export interface ShippingFeeConstants {
  readonly print_standard_in_tax: number;
  readonly print_large_in_tax: number;
}
