import { describe, expect, it } from 'vitest';
import { DESCRIPTOR_LENGTH } from '../../face-analysis/engine/face-engine';
import { rowsNear } from './face-scan';

/** The SIMD filter (decision 038): never loses a row the exact arithmetic keeps. */
function rows(count: number, seed: number) {
  let s = seed;
  const random = () => {
    s = (s * 1_103_515_245 + 12_345) % 2 ** 31;
    return s / 2 ** 31;
  };
  return Float32Array.from({ length: count * DESCRIPTOR_LENGTH }, () => (random() - 0.5) * 0.16);
}

function exactlyNear(gallery: Float32Array, queries: Float32Array, limit: number) {
  const out: number[] = [];
  for (let g = 0; g < gallery.length / DESCRIPTOR_LENGTH; g++)
    for (let q = 0; q < queries.length / DESCRIPTOR_LENGTH; q++) {
      let sum = 0;
      for (let i = 0; i < DESCRIPTOR_LENGTH; i++) {
        const d =
          (gallery[g * DESCRIPTOR_LENGTH + i] as number) - (queries[q * DESCRIPTOR_LENGTH + i] as number);
        sum += d * d;
      }
      if (sum < limit) {
        out.push(g);
        break;
      }
    }
  return out;
}

describe('rowsNear', () => {
  it('answers exactly the rows under the limit, in order, with more queries than one turn holds', () => {
    const gallery = rows(700, 7);
    // 70 queries (two turns), some of them copies of gallery rows, the rest strangers.
    const queries = new Float32Array(70 * DESCRIPTOR_LENGTH);
    queries.set(rows(60, 11));
    for (let q = 60; q < 70; q++)
      queries.set(
        gallery.subarray(q * 97 * DESCRIPTOR_LENGTH, (q * 97 + 1) * DESCRIPTOR_LENGTH),
        q * DESCRIPTOR_LENGTH,
      );
    // A limit in the thick of the strangers' distances (~0.55 squared) keeps a good share.
    for (const limit of [0.01, 0.5]) {
      const exact = exactlyNear(gallery, queries, limit);
      const near = rowsNear(gallery, queries, limit);
      expect(near).not.toBeNull();
      // A superset, by at most the slack's width: here the very same rows.
      expect([...near!]).toEqual(exact);
    }
  });

  it('finds nothing with no query and no rows', () => {
    expect([...rowsNear(rows(10, 3), new Float32Array(0), 1)!]).toEqual([]);
    expect([...rowsNear(new Float32Array(0), rows(1, 3), 1)!]).toEqual([]);
  });
});
