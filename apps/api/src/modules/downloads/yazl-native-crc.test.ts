import { randomBytes } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { originalUnsignedCrc32 } from './yazl-native-crc';

describe('yazl on zlib.crc32', () => {
  it('computes exactly what buffer-crc32 computed, chunk after chunk', () => {
    let ours = 0;
    let theirs = 0;
    for (const size of [0, 1, 7, 64, 1000, 65_536, 100_003]) {
      const chunk = randomBytes(size);
      ours = crc32(chunk, ours);
      theirs = originalUnsignedCrc32(chunk, theirs);
      expect(ours).toBe(theirs);
    }
    expect(crc32(Buffer.from('123456789'))).toBe(0xcbf43926); // the CRC-32 check value
  });
});
