import { describe, expect, it } from 'vitest';
import { sortReceiptLines } from './receipt-order.js';

const line = (price_type_id: number, size_id: number, tag: string) => ({ price_type_id, size_id, tag });

describe('§9 receipt lines ordered by price type id, then size id', () => {
  it('orders by price type, then size', () => {
    const lines = [line(2, 11, 'a'), line(1, 1, 'b'), line(2, 2, 'c'), line(2, 5, 'd'), line(1, 1, 'e')];
    expect(sortReceiptLines(lines).map((l) => l.tag)).toEqual(['b', 'e', 'c', 'd', 'a']);
  });

  it('keeps the input order of ties (stable)', () => {
    const lines = [line(2, 2, 'x'), line(2, 2, 'y'), line(1, 1, 'z'), line(2, 2, 'w')];
    expect(sortReceiptLines(lines).map((l) => l.tag)).toEqual(['z', 'x', 'y', 'w']);
  });

  it('returns a new array and leaves the input alone', () => {
    const lines = [line(2, 2, 'a'), line(1, 1, 'b')];
    const sorted = sortReceiptLines(lines);
    expect(sorted).not.toBe(lines);
    expect(lines.map((l) => l.tag)).toEqual(['a', 'b']);
    expect(sortReceiptLines([])).toEqual([]);
  });
});
