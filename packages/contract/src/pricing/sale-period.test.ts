import { describe, expect, it } from 'vitest';
import { cheapestPrice, discountFitsPrice, type SalePeriod, salePeriodProblems } from './sale-period.js';

const none: SalePeriod = {
  expired_time_t: null,
  expired_append_cost_in_tax: 0,
  discount_end_time_t: null,
  discount_cost_in_tax: 0,
};

describe('§9 a purchase period the studio may store', () => {
  it('takes no terms, or terms with their times, discount ending before the period', () => {
    expect(salePeriodProblems(none, 500)).toEqual([]);
    expect(
      salePeriodProblems(
        {
          expired_time_t: 2_000,
          expired_append_cost_in_tax: 300,
          discount_end_time_t: 1_000,
          discount_cost_in_tax: 500,
        },
        500,
      ),
    ).toEqual([]);
  });

  it.each([
    [{ ...none, expired_append_cost_in_tax: 300 }, ['cost_without_time']],
    [{ ...none, discount_cost_in_tax: 100 }, ['discount_without_time']],
    [{ ...none, expired_time_t: 1_000, discount_end_time_t: 1_000 }, ['discount_after_expiry']],
    [{ ...none, expired_time_t: 1_000, discount_end_time_t: 1_001 }, ['discount_after_expiry']],
    [{ ...none, discount_end_time_t: 1_000, discount_cost_in_tax: 501 }, ['discount_too_large']],
    // Reported in the API's order: it answers the first.
    [
      { ...none, expired_append_cost_in_tax: 1, discount_cost_in_tax: 501 },
      ['cost_without_time', 'discount_without_time', 'discount_too_large'],
    ],
  ] as const)('%o → %o', (period, problems) => {
    expect(salePeriodProblems(period, 500)).toEqual(problems);
  });

  it('has no price to compare a discount with while the event sells nothing', () => {
    expect(
      salePeriodProblems({ ...none, discount_end_time_t: 1_000, discount_cost_in_tax: 9_999 }, null),
    ).toEqual([]);
  });
});

describe('§9 a discount never above a price it applies to', () => {
  it('fits a price equal or above it', () => {
    expect(discountFitsPrice(500, 500)).toBe(true);
    expect(discountFitsPrice(0, 0)).toBe(true);
    expect(discountFitsPrice(501, 500)).toBe(false);
  });

  it('compares with the cheapest price of the table', () => {
    expect(cheapestPrice([])).toBeNull();
    expect(cheapestPrice([{ unit_price: 800 }, { unit_price: 300 }, { unit_price: 500 }])).toBe(300);
  });
});
