import { describe, expect, it } from 'vitest';
import { daysRemaining, hasEnded, isInWarningPeriod } from './deadlines.js';

const DAY = 86_400;
const now = 1_700_000_000;

describe('§9 days remaining rounded up, minimum 0', () => {
  it.each([
    [0, 0],
    [1, 1],
    [DAY - 1, 1],
    [DAY, 1],
    [DAY + 1, 2],
    [5 * DAY, 5],
    [30 * DAY - 60, 30],
    [-1, 0],
    [-DAY / 2, 0],
    [-10 * DAY, 0],
  ])('deadline now + %i s → %i days', (offset, days) => {
    expect(daysRemaining(now, now + offset)).toBe(days);
  });
});

describe('§9 warning period of 5 days', () => {
  it.each([
    [-DAY, false],
    [-1, false],
    [0, false], // the deadline has arrived: nothing left to warn about
    [1, true],
    [DAY, true],
    [5 * DAY - 1, true],
    [5 * DAY, true], // exactly 5 days ahead is inside
    [5 * DAY + 1, false],
    [30 * DAY, false],
  ])('deadline now + %i s → %s', (offset, warn) => {
    expect(isInWarningPeriod(now, now + offset)).toBe(warn);
  });
});

describe('a period is over from its end second on (hasEnded)', () => {
  it.each([
    [null, false],
    [undefined, false],
    [now + 1, false],
    [now, true], // the end second itself is outside the period
    [now - 1, true],
  ])('end %s at now → %s', (end, ended) => {
    expect(hasEnded(end, now)).toBe(ended);
  });

  it('agrees with the warning period: it warns up to the second the period ends', () => {
    expect(isInWarningPeriod(now, now + 1)).toBe(true);
    expect(hasEnded(now + 1, now)).toBe(false);
    expect(isInWarningPeriod(now, now)).toBe(false);
    expect(hasEnded(now, now)).toBe(true);
  });
});
