import { describe, expect, it } from 'vitest';
import { cardBrand, chargeOutcome, luhnValid, maskCardNumber, readCard, TEST_CARDS } from './card-rules';

const now = new Date('2026-05-15T00:00:00Z');
const card = {
  number: TEST_CARDS.visa,
  expire_month: '05',
  expire_year: '2026',
  security_code: '123',
  holder_name: 'TARO YAMADA',
};

describe('card rules', () => {
  it('checks numbers with Luhn, every test card passing', () => {
    for (const number of Object.values(TEST_CARDS)) expect(luhnValid(number)).toBe(true);
    expect(luhnValid('4111111111111112')).toBe(false);
  });

  it.each([
    ['4111111111111111', 'visa'],
    ['5555555555554444', 'mastercard'],
    ['2221000000000009', 'mastercard'],
    ['378282246310005', 'amex'],
    ['3530111333300000', 'jcb'],
    ['36227206271667', 'diners'],
    ['6011111111111117', 'discover'],
    ['9999999999999995', 'unknown'],
  ])('names the brand of %s: %s', (number, brand) => {
    expect(cardBrand(number)).toBe(brand);
  });

  it('masks all but the first six and last four digits', () => {
    expect(maskCardNumber('4111111111111111')).toBe('411111******1111');
  });

  it('decides charges by test card', () => {
    expect(chargeOutcome(TEST_CARDS.visa)).toBe('succeed');
    expect(chargeOutcome(TEST_CARDS.mastercard)).toBe('succeed');
    expect(chargeOutcome(TEST_CARDS.declined)).toBe('decline');
    expect(chargeOutcome(TEST_CARDS.challenge)).toBe('challenge');
  });

  it('accepts a card through the last day of its expiry month, with 2- or 4-digit years', () => {
    expect(readCard(card, now)).toMatchObject({ ok: true, card: { brand: 'visa', last4: '1111' } });
    expect(readCard({ ...card, expire_month: 5, expire_year: 26 }, now).ok).toBe(true);
  });

  it.each([
    ['not an object', null, 'invalid_request'],
    ['spaces in the number', { ...card, number: '4111 1111 1111 1111' }, 'invalid_card_number'],
    ['a Luhn failure', { ...card, number: '4111111111111112' }, 'invalid_card_number'],
    ['month 13', { ...card, expire_month: '13' }, 'invalid_expiry'],
    ['last month', { ...card, expire_month: '04' }, 'card_expired'],
    ['a 2-digit CVC', { ...card, security_code: '12' }, 'invalid_security_code'],
    ['a 3-digit CVC on amex', { ...card, number: '378282246310005' }, 'invalid_security_code'],
    ['no holder name', { ...card, holder_name: ' ' }, 'invalid_holder_name'],
  ])('refuses %s', (_label, raw, problem) => {
    expect(readCard(raw, now)).toEqual({ ok: false, problem });
  });
});
