import { describe, expect, it } from 'vitest';
import { cartTotals, type TotalsLine } from './cart-totals.js';

const constants = { print_standard_in_tax: 500, print_large_in_tax: 1200 };
const terms = {
  expired_time_t: 2_000,
  expired_append_cost_in_tax: 300,
  discount_end_time_t: 1_000,
  discount_cost_in_tax: 100,
};
const line = (price_type_id: number, size_id: number, unit_price: number, quantity: number): TotalsLine => ({
  price_type_id,
  size_id,
  unit_price,
  quantity,
  long_run_sub_info: terms,
});

describe('§9 cart totals: lines, extra cost, discount and shipping', () => {
  const lines = [line(1, 1, 1_000, 2), line(2, 2, 200, 3), line(2, 11, 1_500, 1)];

  it.each([
    // [name, now_t, shippingTypeId, data, print, extra, discount, shipping, total]
    ['within the discount period', 500, 1, 2_000, 2_100, 0, 600, 1_200, 4_700],
    ['between discount end and expiry', 1_500, 1, 2_000, 2_100, 0, 0, 1_200, 5_300],
    ['after expiry', 2_500, 1, 2_000, 2_100, 1_800, 0, 1_200, 7_100],
    ['after expiry, bulk delivery', 2_500, 2, 2_000, 2_100, 1_800, 0, 0, 5_900],
  ])('%s', (_name, now_t, shippingTypeId, data, print, extra, discount, shipping, total) => {
    expect(cartTotals({ lines, now_t, shippingTypeId, constants })).toEqual({
      data_subtotal_in_tax: data,
      print_subtotal_in_tax: print,
      extra_cost_in_tax: extra,
      discount_in_tax: discount,
      shipping_fee_in_tax: shipping,
      total_in_tax: total,
    });
  });

  it('is all zero for an empty cart', () => {
    expect(cartTotals({ lines: [], now_t: 0, shippingTypeId: 1, constants }).total_in_tax).toBe(0);
  });

  it('charges standard shipping for data and L prints without long-run terms', () => {
    const plain: TotalsLine[] = [
      { price_type_id: 1, size_id: 1, unit_price: 800, quantity: 1 },
      { price_type_id: 2, size_id: 2, unit_price: 150, quantity: 2, long_run_sub_info: null },
    ];
    const totals = cartTotals({ lines: plain, now_t: 500, shippingTypeId: 1, constants });
    expect(totals).toMatchObject({
      data_subtotal_in_tax: 800,
      print_subtotal_in_tax: 300,
      total_in_tax: 1_600,
    });
  });

  it('caps a discount larger than the line at the line amount', () => {
    const cheap = {
      ...line(1, 1, 50, 2),
      long_run_sub_info: { discount_end_time_t: 1_000, discount_cost_in_tax: 80 },
    };
    const totals = cartTotals({
      lines: [cheap, line(1, 1, 1_000, 1)],
      now_t: 500,
      shippingTypeId: 1,
      constants,
    });
    expect(totals.discount_in_tax).toBe(100 + 100);
    expect(totals.total_in_tax).toBe(100 + 1_000 - 200);
  });

  it('ignores lines of an unknown price type and zero quantities', () => {
    const odd = [line(3, 1, 9_999, 1), line(2, 11, 1_500, 0)];
    expect(cartTotals({ lines: odd, now_t: 2_500, shippingTypeId: 1, constants }).total_in_tax).toBe(0);
  });
});
