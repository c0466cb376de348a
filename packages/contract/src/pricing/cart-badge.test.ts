import { describe, expect, it } from 'vitest';
import { cartBadgeText } from './cart-badge.js';

describe('§9 cart badge shows 99+ at 100 or more', () => {
  it.each([
    [0, ''],
    [-1, ''],
    [Number.NaN, ''],
    [1, '1'],
    [42, '42'],
    [99, '99'],
    [100, '99+'],
    [101, '99+'],
    [12_345, '99+'],
  ])('%d → %j', (count, text) => {
    expect(cartBadgeText(count)).toBe(text);
  });
});
