import { describe, expect, it } from 'vitest';
import { eventCodeSchema, zipCodeSchema } from './input-schemas.js';

describe('§5 event code is 5 characters', () => {
  it.each(['AB123', 'abcde', '12345', ' AB123 ', 'ＡＢ１２３'])('accepts %j', (code) => {
    expect(eventCodeSchema.safeParse(code).success).toBe(true);
  });

  it('normalises full-width input and surrounding spaces, keeping case', () => {
    expect(eventCodeSchema.parse(' ＡＢ１２ｃ ')).toBe('AB12c');
  });

  it.each(['AB12', 'AB1234', 'AB-12', 'AB 12', '', 'ＡＢ１２', 12345])('rejects %j', (code) => {
    expect(eventCodeSchema.safeParse(code).success).toBe(false);
  });
});

describe('§5 zip code is 7 digits', () => {
  it.each([
    ['1000001', '1000001'],
    ['100-0001', '1000001'],
    ['１００－０００１', '1000001'],
    [' 5300001 ', '5300001'],
  ])('accepts %j as %j', (input, output) => {
    expect(zipCodeSchema.parse(input)).toBe(output);
  });

  it.each(['100001', '10000011', '10-00001', '1000-001', '100--0001', 'abc-defg', '100 0001', 1000001])(
    'rejects %j',
    (input) => {
      expect(zipCodeSchema.safeParse(input).success).toBe(false);
    },
  );
});
