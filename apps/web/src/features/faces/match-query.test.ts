import { describe, expect, it } from 'vitest';
import { parseCategoryId, parseChildIds, resolveSelection, toggleChild, withChoice } from './match-query';

describe('?children= and ?category=', () => {
  it.each([
    [null, null],
    ['', null],
    ['1,2', [1, 2]],
    [' 3 , 1 ,3', [3, 1]],
    ['1,x,0,-2,1.5,02,7', [1, 7]],
    ['99999999999', null],
  ])('children=%s → %j', (value, ids) => {
    expect(parseChildIds(value)).toEqual(ids);
  });

  it.each([
    [null, null],
    ['5', 5],
    ['abc', null],
    ['0', null],
  ])('category=%s → %j', (value, id) => {
    expect(parseCategoryId(value)).toBe(id);
  });

  it('writes the choice back, keeping other params', () => {
    const params = new URLSearchParams('x=1&category=4');
    expect(withChoice(params, { children: [2, 1] }).toString()).toBe('x=1&category=4&children=2%2C1');
    expect(withChoice(params, { category: null }).toString()).toBe('x=1');
    expect(withChoice(new URLSearchParams('children=1'), { children: [] }).toString()).toBe('');
  });
});

describe('children to match', () => {
  const children = [
    { id: 1, face_image_count: 2 },
    { id: 2, face_image_count: 0 },
    { id: 3, face_image_count: 1 },
  ];

  it('defaults to every child with face images', () => {
    expect(resolveSelection(null, children)).toEqual([1, 3]);
  });

  it('keeps the URL’s own children, in list order, and drops strangers', () => {
    expect(resolveSelection([3, 1, 99], children)).toEqual([1, 3]);
    expect(resolveSelection([2], children)).toEqual([2]);
    expect(resolveSelection([99], children)).toEqual([1, 3]);
  });

  it('toggles a chip but never leaves nobody chosen', () => {
    const order = [1, 2, 3];
    expect(toggleChild([1, 3], 3, order)).toEqual([1]);
    expect(toggleChild([3], 1, order)).toEqual([1, 3]);
    expect(toggleChild([1], 1, order)).toEqual([1]);
  });
});
