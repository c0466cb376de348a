import { type LongRunSubInfo, PRINT_PURCHASE_MAX_COUNT } from '@omoide/contract';
import { describe, expect, it } from 'vitest';
import { clampQuantity } from '@/shared/ui';
import { EVENT_INFO, NOW } from '@/test/event-fixtures';
import { deadlineNotices } from './deadline-notices';
import { choiceTotal, effectiveUnitPrice, priceOptions } from './price-options';

const DAY = 86_400;
const { prices } = EVENT_INFO.info;
const noTerms: LongRunSubInfo = {
  expired_time_t: null,
  expired_append_cost_in_tax: 0,
  discount_end_time_t: null,
  discount_cost_in_tax: 0,
};

describe('sizes and prices of a photo (spec §3 prices, §9)', () => {
  it('lists the download, then the prints by size id, with names in the language', () => {
    const options = priceOptions(prices, noTerms, NOW, 'ja');
    expect(
      options.map((option) => [option.sizeId, option.name, option.unitPrice, option.maxQuantity]),
    ).toEqual([
      [1, 'ダウンロード', 330, 1],
      [2, 'L判', 180, PRINT_PURCHASE_MAX_COUNT],
      [3, '2L判', 400, 50],
      [11, 'ワイド四切', 1200, 50],
    ]);
    expect(priceOptions(prices, noTerms, NOW, 'hant')[1]?.name).toBe('L尺寸（3.5×5吋）');
  });

  it('skips sizes the reference list does not know', () => {
    expect(priceOptions([{ price_type_id: 2, size_id: 99, unit_price: 1 }], noTerms, NOW, 'ja')).toEqual([]);
  });

  it('adds the out-of-period fee after the expiry, per photo', () => {
    const terms = { ...noTerms, expired_time_t: NOW - 1, expired_append_cost_in_tax: 100 };
    const [download] = priceOptions(prices, terms, NOW, 'ja');
    expect(download?.extraCost).toBe(100);
    expect(download && effectiveUnitPrice(download)).toBe(430);
    // The expiry second itself is still inside the period.
    expect(priceOptions(prices, { ...terms, expired_time_t: NOW }, NOW, 'ja')[0]?.extraCost).toBe(0);
  });

  it('takes off the early discount until its end', () => {
    const terms = { ...noTerms, discount_end_time_t: NOW + 1, discount_cost_in_tax: 50 };
    const l = priceOptions(prices, terms, NOW, 'ja')[1];
    expect(l && effectiveUnitPrice(l)).toBe(130);
    expect(priceOptions(prices, { ...terms, discount_end_time_t: NOW }, NOW, 'ja')[1]?.discount).toBe(0);
  });

  it('totals quantities with the fee and discount per quantity', () => {
    const terms = { ...noTerms, discount_end_time_t: NOW + DAY, discount_cost_in_tax: 50 };
    const options = priceOptions(prices, terms, NOW, 'ja');
    // download 330 − 50, 3 × L (180 − 50), 1 × wide (1200 − 50)
    expect(choiceTotal(options, { 1: 1, 2: 3, 11: 1 }, terms, NOW)).toBe(280 + 390 + 1150);
    expect(choiceTotal(options, {}, terms, NOW)).toBe(0);
    // Quantities beyond the limits count as the limit.
    expect(choiceTotal(options, { 1: 5 }, noTerms, NOW)).toBe(330);
  });

  it.each([
    [-1, 0],
    [0, 0],
    [3.7, 3],
    [51, 50],
    [Number.NaN, 0],
  ])('keeps quantity %d at %d', (value, clamped) => {
    expect(clampQuantity(value, 50)).toBe(clamped);
  });
});

describe('sub-category deadline notices (spec §9: days rounded up, never below 0, 5-day warning)', () => {
  const terms = (overrides: LongRunSubInfo): LongRunSubInfo => ({ ...noTerms, ...overrides });

  it('says nothing far from any deadline', () => {
    expect(
      deadlineNotices(terms({ expired_time_t: NOW + 6 * DAY, expired_append_cost_in_tax: 100 }), NOW),
    ).toEqual([]);
    expect(deadlineNotices(noTerms, NOW)).toEqual([]);
    expect(deadlineNotices(null, NOW)).toEqual([]);
  });

  it('warns inside the 5-day period, days rounded up', () => {
    expect(
      deadlineNotices(terms({ expired_time_t: NOW + 5 * DAY, expired_append_cost_in_tax: 100 }), NOW),
    ).toEqual([{ kind: 'expiresSoon', days: 5, deadline_t: NOW + 5 * DAY, amount: 100 }]);
    expect(
      deadlineNotices(terms({ expired_time_t: NOW + 3600, expired_append_cost_in_tax: 100 }), NOW),
    ).toEqual([{ kind: 'expiresSoon', days: 1, deadline_t: NOW + 3600, amount: 100 }]);
  });

  it('states the fee once the period is over', () => {
    expect(deadlineNotices(terms({ expired_time_t: NOW - 1, expired_append_cost_in_tax: 100 }), NOW)).toEqual(
      [{ kind: 'extraApplies', amount: 100 }],
    );
  });

  it('shows a running discount, as a warning in its last 5 days', () => {
    expect(
      deadlineNotices(terms({ discount_end_time_t: NOW + 10 * DAY, discount_cost_in_tax: 50 }), NOW),
    ).toEqual([{ kind: 'discountActive', deadline_t: NOW + 10 * DAY, amount: 50 }]);
    expect(
      deadlineNotices(terms({ discount_end_time_t: NOW + DAY + 1, discount_cost_in_tax: 50 }), NOW),
    ).toEqual([{ kind: 'discountEndsSoon', days: 2, deadline_t: NOW + DAY + 1, amount: 50 }]);
    expect(deadlineNotices(terms({ discount_end_time_t: NOW, discount_cost_in_tax: 50 }), NOW)).toEqual([]);
  });
});
