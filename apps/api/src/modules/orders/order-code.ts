import { randomInt } from 'node:crypto';

// Crockford's base-32 without I, L, O, U: a code read aloud or typed from a mail on a phone
// is not mistaken (0/O, 1/I/L), and no word is spelled by accident.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const LENGTH = 10;

/**
 * The code a buyer quotes for an order (mail, guest order check, support): 10 random
 * characters (50 bits), so codes cannot be guessed one from another. With the phone number
 * it is the guest's key to the order (spec §7), and the check is rate limited.
 */
export function newOrderCode(): string {
  let code = '';
  for (let i = 0; i < LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

/** A typed code as stored: upper case, the look-alike letters read as the digits they stand for. */
export function normaliseOrderCode(input: string): string {
  return input.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
}
