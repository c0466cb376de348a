import { describe, expect, it } from 'vitest';
import { avatarTone, initialOf, splitAvatars } from './avatars';

describe('overlapping avatars (spec §9: 5 shown)', () => {
  const ids = (count: number) => Array.from({ length: count }, (_, i) => i + 1);

  it.each([
    [0, 0, 0],
    [3, 3, 0],
    [5, 5, 0],
    [6, 5, 1],
    [12, 5, 7],
  ])('%i children → %i avatars and +%i', (count, shown, overflow) => {
    const split = splitAvatars(ids(count));
    expect(split.shown).toEqual(ids(shown));
    expect(split.overflow).toBe(overflow);
  });

  it('takes another maximum', () => {
    expect(splitAvatars(['a', 'b', 'c'], 2)).toEqual({ shown: ['a', 'b'], overflow: 1 });
  });
});

describe('avatar initial', () => {
  it.each([
    ['山田 花子', '花'],
    ['山田\u3000太郎', '太'],
    ['Nguyễn Thị Ánh', 'Á'],
    ['emma', 'E'],
    ['陳小明', '陳'],
    ['  ', '?'],
    ['👩‍👧 Mai', 'M'],
    ['Mai 👩‍👧', '👩‍👧'],
  ])('%s → %s', (name, initial) => {
    expect(initialOf(name)).toBe(initial);
  });

  it('keeps a child’s colour', () => {
    expect(avatarTone(7)).toBe(avatarTone(7));
    expect(new Set([1, 2, 3, 4, 5].map(avatarTone)).size).toBe(5);
  });
});
