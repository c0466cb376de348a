import { describe, expect, it } from 'vitest';
import {
  CURRENCY_TYPES,
  currencyTypeById,
  DEFAULT_CURRENCY_TEXT,
  formatPrice,
  isCurrencyTypeId,
} from './currency-types.js';

// Intl puts no-break spaces in some locales; compare on plain spaces.
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('§3 reference lists: currency types', () => {
  it('has 1 yen, 2 USD, 3 TWD, 4 VND with their display digits', () => {
    expect(CURRENCY_TYPES.map((c) => [c.id, c.iso, c.minorDigits])).toEqual([
      [1, 'JPY', 0],
      [2, 'USD', 2],
      [3, 'TWD', 0],
      [4, 'VND', 0],
    ]);
    expect(currencyTypeById(3)?.key).toBe('twd');
    expect(currencyTypeById(5)).toBeUndefined();
    expect(isCurrencyTypeId(4)).toBe(true);
    expect(isCurrencyTypeId('1')).toBe(false);
  });

  it('§9 default currency text is YEN', () => {
    expect(DEFAULT_CURRENCY_TEXT).toBe('YEN');
    expect(currencyTypeById(1)?.text).toBe(DEFAULT_CURRENCY_TEXT);
  });
});

describe('formatPrice', () => {
  it.each([
    [1500, 1, 'ja', '￥1,500'],
    [1500, 1, 'en-US', '¥1,500'],
    [12.5, 2, 'en-US', '$12.50'],
    [12, 2, 'en-US', '$12.00'],
    [300, 3, 'en-US', 'NT$300'],
    [120000, 4, 'vi', '120.000 ₫'],
  ])('formats %s of currency %s in %s as %s', (amount, id, locale, expected) => {
    expect(plain(formatPrice(amount, id, locale as 'ja' | 'en-US' | 'vi'))).toBe(expected);
  });

  it('rounds to the display digits', () => {
    expect(formatPrice(99.6, 1, 'en-US')).toBe('¥100');
    expect(formatPrice(300.4, 3, 'en-US')).toBe('NT$300');
  });

  it('falls back to yen for an unknown currency type rather than throwing', () => {
    expect(formatPrice(800, 99, 'en-US')).toBe('¥800');
  });

  it('formats Traditional Chinese with the Taiwan locale', () => {
    expect(formatPrice(1234, 3, 'hant')).toBe(
      new Intl.NumberFormat('zh-TW', { style: 'currency', currency: 'TWD', maximumFractionDigits: 0 }).format(
        1234,
      ),
    );
  });
});
