import { describe, expect, it } from 'vitest';
import { formatPostcode, postcodeLine } from './postcode';

describe('postcodes (issue 29)', () => {
  it.each([
    ['1500041', '150-0041'],
    ['150-0041', '150-0041'],
    ['１５００４１', '１５００４１'],
    ['１５０００４１', '150-0041'],
    ['10617', '10617'],
  ])('shows %s as %s', (stored, shown) => expect(formatPostcode(stored)).toBe(shown));
  it('puts the postal mark before it', () => expect(postcodeLine('1500041')).toBe('〒150-0041'));
});
