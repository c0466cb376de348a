import { errorResponseSchema, systemConstantSchema } from '@omoide/contract';
import { describe, expect, it } from 'vitest';
import { isTokenRecord } from '@/shared/storage/token-storage';
import { isErrorResponse, isSystemConstant } from './stored-shapes';

// The hand-written checks of the first load (no zod there, decision 039) must accept and
// refuse exactly what the contract's schemas do.
const constant = {
  uri: { home: 'https://example.test/', password_reminder: 'https://example.test/reminder' },
  shipping_fee: { print_large_in_tax: 600, print_standard_in_tax: 300 },
  is_authenticated: true,
};
const constants: unknown[] = [
  constant,
  { ...constant, is_authenticated: 'yes' },
  { ...constant, uri: { home: 'x' } },
  { ...constant, shipping_fee: { print_large_in_tax: -1, print_standard_in_tax: 300 } },
  { ...constant, shipping_fee: { print_large_in_tax: 1.5, print_standard_in_tax: 300 } },
  { ...constant, extra: 1 },
  null,
  [],
  'constant',
];
const errors: unknown[] = [
  { display_message: 'm', display_message_lang: { ja: 'm', vi: 'v' }, display_code: 'E1' },
  { display_message: 'm', display_message_lang: {}, display_code: 'E1' },
  { display_message: 'm', display_message_lang: { ja: 1 }, display_code: 'E1' },
  { display_message: 'm', display_message_lang: [], display_code: 'E1' },
  { display_message: 'm', display_code: 'E1' },
  { message: 'Bad Request' },
  null,
];

describe('shape checks without zod', () => {
  it.each(constants.map((value) => [JSON.stringify(value), value]))(
    'system constant %s as systemConstantSchema decides',
    (_, value) => {
      expect(isSystemConstant(value)).toBe(systemConstantSchema.safeParse(value).success);
    },
  );

  it.each(errors.map((value) => [JSON.stringify(value), value]))(
    'error body %s as errorResponseSchema decides',
    (_, value) => {
      expect(isErrorResponse(value)).toBe(errorResponseSchema.safeParse(value).success);
    },
  );

  it('takes a token record with a token and both times, nothing less', () => {
    expect(isTokenRecord({ token: 't', expires_t: 1, refresh_expires_t: 2 })).toBe(true);
    expect(isTokenRecord({ token: '', expires_t: 1, refresh_expires_t: 2 })).toBe(false);
    expect(isTokenRecord({ token: 't', expires_t: '1', refresh_expires_t: 2 })).toBe(false);
    expect(isTokenRecord({ token: 't', expires_t: 1 })).toBe(false);
    expect(isTokenRecord(null)).toBe(false);
  });
});
