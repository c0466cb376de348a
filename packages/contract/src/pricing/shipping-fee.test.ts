import { describe, expect, it } from 'vitest';
import { shippingFee } from './shipping-fee.js';

const constants = { print_standard_in_tax: 500, print_large_in_tax: 1200 };
const data = (quantity = 1) => ({ price_type_id: 1, size_id: 1, quantity });
const print = (size_id: number, quantity = 1) => ({ price_type_id: 2, size_id, quantity });

describe('§9 shipping fee', () => {
  it.each([
    ['no lines', [], 1, 0],
    ['data only', [data(3)], 1, 0],
    ['an L print', [data(), print(2)], 1, 500],
    ['several standard prints', [print(2, 2), print(3), print(7)], 1, 500],
    ['a wide four-cut print (size 11)', [print(11)], 1, 1200],
    ['standard and wide four-cut together', [print(2, 5), print(11)], 1, 1200],
    ['only zero-quantity prints', [print(2, 0), print(11, 0)], 1, 0],
    ['wide four-cut at quantity 0 beside an L print', [print(2), print(11, 0)], 1, 500],
    ['bulk delivery (ikkatsu) with prints', [print(2)], 2, 0],
    ['bulk delivery with a wide four-cut print', [print(11, 3)], 2, 0],
    ['size id 11 on a data line does not count', [{ price_type_id: 1, size_id: 11, quantity: 1 }], 1, 0],
  ])('%s → %i', (_name, lines, shippingTypeId, fee) => {
    expect(shippingFee({ lines, shippingTypeId, constants })).toBe(fee);
  });
});
