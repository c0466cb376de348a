import { describe, expect, it } from 'vitest';
import { isValidCodePart, normalizeCodeInput, parsePastedCode, splitFirstField } from './event-code';

describe('event code input (spec §5: 5 characters per field)', () => {
  it.each([
    ['SPORT', 'SPORT'],
    ['ＳＰＯＲＴ', 'SPORT'],
    ['１２３４５', '12345'],
    [' SP OR T ', 'SPORT'],
    ['sport', 'sport'],
  ])('normalises %s to %s (case kept)', (input, output) => {
    expect(normalizeCodeInput(input)).toBe(output);
  });

  it.each([
    ['SPORT', true],
    ['ＳＰＯＲＴ', true],
    ['12345', true],
    ['SPOR', false],
    ['SPORTS', false],
    ['SP-RT', false],
    ['スポーツ１', false],
  ])('%s is a valid part: %s', (input, valid) => {
    expect(isValidCodePart(input)).toBe(valid);
  });

  it.each([
    ['SPORT12345'],
    ['SPORT-12345'],
    ['SPORT 12345'],
    ['SPORT－12345'],
    ['ＳＰＯＲＴ　１２３４５'],
    ['ＳＰＯＲＴー１２３４５'],
    [' SPORT-12345\n'],
    ['イベントコード：SPORT-12345'],
    ['Event code: SPORT 12345 (sports day)'],
  ])('splits a pasted %j into both fields', (text) => {
    expect(parsePastedCode(text)).toEqual(['SPORT', '12345']);
  });

  it.each([['SPORT'], ['SPORT1234'], ['SPORT123456'], ['AAAAA-BBBBB and CCCCC-DDDDD'], ['']])(
    'leaves %j to the browser',
    (text) => {
      expect(parsePastedCode(text)).toBeNull();
    },
  );

  it('continues typing past 5 characters in the second field', () => {
    expect(splitFirstField('SPOR')).toEqual({ first: 'SPOR', overflow: null });
    expect(splitFirstField('SPORT')).toEqual({ first: 'SPORT', overflow: null });
    expect(splitFirstField('SPORT1')).toEqual({ first: 'SPORT', overflow: '1' });
    expect(splitFirstField('SPORT-12345')).toEqual({ first: 'SPORT', overflow: '12345' });
    expect(splitFirstField('ＳＰＯＲＴ１２３４５６')).toEqual({ first: 'SPORT', overflow: '12345' });
  });
});
