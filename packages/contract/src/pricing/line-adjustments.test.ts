import { describe, expect, it } from 'vitest';
import { cappedLineDiscount, lineExtraAndDiscount } from './line-adjustments.js';

const info = {
  expired_time_t: 2_000,
  expired_append_cost_in_tax: 300,
  discount_end_time_t: 1_000,
  discount_cost_in_tax: 100,
};

describe('§9 extra cost after expiry and discount before discount end, per item quantity', () => {
  it.each([
    // [now_t, quantity, extra, discount, is_expired_extend_buy, is_discount_buy]
    [500, 1, 0, 100, false, true],
    [500, 3, 0, 300, false, true],
    [999, 2, 0, 200, false, true],
    [1_000, 2, 0, 0, false, false], // at the discount end the discount is over
    [1_500, 2, 0, 0, false, false],
    [2_000, 2, 0, 0, false, false], // at the expiry second the sale period still holds
    [2_001, 2, 600, 0, true, false],
    [9_999, 4, 1_200, 0, true, false],
    [2_001, 0, 0, 0, true, false],
    [500, 0, 0, 0, false, true],
  ])('now %i × %i → extra %i, discount %i', (now_t, quantity, extra, discount, isExtra, isDiscount) => {
    expect(lineExtraAndDiscount({ now_t, quantity, longRunSubInfo: info })).toEqual({
      extra_cost_in_tax: extra,
      discount_in_tax: discount,
      is_expired_extend_buy: isExtra,
      is_discount_buy: isDiscount,
    });
  });

  it.each([
    ['null info', null],
    ['undefined info', undefined],
    ['empty info', {}],
    ['all fields null', { expired_time_t: null, discount_end_time_t: null, discount_cost_in_tax: 100 }],
  ])('no adjustment with %s', (_name, longRunSubInfo) => {
    expect(lineExtraAndDiscount({ now_t: 5_000, quantity: 2, longRunSubInfo })).toEqual({
      extra_cost_in_tax: 0,
      discount_in_tax: 0,
      is_expired_extend_buy: false,
      is_discount_buy: false,
    });
  });

  it('counts a missing cost as 0 while the flag still records the period', () => {
    const result = lineExtraAndDiscount({
      now_t: 3_000,
      quantity: 2,
      longRunSubInfo: { expired_time_t: 2_000 },
    });
    expect(result).toEqual({
      extra_cost_in_tax: 0,
      discount_in_tax: 0,
      is_expired_extend_buy: true,
      is_discount_buy: false,
    });
  });

  it('applies both when the discount window outlasts the expiry', () => {
    const overlapping = { ...info, discount_end_time_t: 5_000 };
    const result = lineExtraAndDiscount({ now_t: 3_000, quantity: 1, longRunSubInfo: overlapping });
    expect([result.extra_cost_in_tax, result.discount_in_tax]).toEqual([300, 100]);
  });

  it('treats a negative quantity as 0', () => {
    const result = lineExtraAndDiscount({ now_t: 3_000, quantity: -2, longRunSubInfo: info });
    expect(result.extra_cost_in_tax).toBe(0);
  });
});

describe('§9 a line never takes more discount than it costs (cappedLineDiscount)', () => {
  it.each([
    [100, 300, 100],
    [300, 300, 300],
    [500, 300, 300], // a discount above the line gives the line away free, never pays the buyer
    [0, 0, 0],
  ])('discount %i of a line of %i → %i', (discount, line, taken) => {
    expect(cappedLineDiscount(discount, line)).toBe(taken);
  });
});
