import { describe, expect, it } from 'vitest';
import { currencyUnit } from './currency-unit';

describe('currencyUnit', () => {
  it('names the currency as a unit in the operator’s language', () => {
    expect(currencyUnit(1, 'ja')).toBe('円');
    expect(currencyUnit(3, 'hant')).toBe('新台幣');
    expect(currencyUnit(4, 'vi')).toBe('đồng Việt Nam');
    expect(currencyUnit(2, 'en-US')).toBe('US dollars');
  });

  it('falls back to the spec’s default text for an unknown currency', () => {
    expect(currencyUnit(99, 'ja')).toBe('YEN');
  });
});
