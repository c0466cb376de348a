import { EVENT_CODE_LENGTH } from '@omoide/contract';

/**
 * The two 5-character fields of an event code (spec §5). What people type or paste is
 * normalised before it is checked or split: NFKC turns full-width letters and digits (ＳＰＯＲＴ,
 * １２３４５) into ASCII, and separators the notice or the keyboard adds (spaces, hyphens of
 * any width, the katakana long-vowel mark a Japanese IME types for "-") are dropped. Case does
 * not matter: the API compares codes case-insensitively.
 */

const SEPARATORS = /[\s\-‐‑‒–—―−ー_・.]/g;
const CODE_PATTERN = new RegExp(`^[A-Za-z0-9]{${EVENT_CODE_LENGTH}}$`);

export function normalizeCodeInput(value: string): string {
  return value.normalize('NFKC').replace(SEPARATORS, '');
}

export function isValidCodePart(value: string): boolean {
  return CODE_PATTERN.test(normalizeCodeInput(value));
}

/**
 * A whole code pasted into one field ("SPORT12345", "SPORT-12345", "ＳＰＯＲＴ　１２３４５", or a
 * line of a notice such as "イベントコード：SPORT-12345") as its two parts, or null when the
 * text does not hold exactly one 10-character code.
 */
export function parsePastedCode(text: string): [string, string] | null {
  const compact = normalizeCodeInput(text);
  if (compact.length === EVENT_CODE_LENGTH * 2 && /^[A-Za-z0-9]+$/.test(compact)) {
    return [compact.slice(0, EVENT_CODE_LENGTH), compact.slice(EVENT_CODE_LENGTH)];
  }
  // A code inside other text: two 5-character groups joined by nothing or separators.
  const normalized = text.normalize('NFKC');
  const matches = [
    ...normalized.matchAll(
      /(?<![A-Za-z0-9])([A-Za-z0-9]{5})[\s\-‐‑‒–—―−ー]*([A-Za-z0-9]{5})(?![A-Za-z0-9])/g,
    ),
  ];
  if (matches.length !== 1) return null;
  const [, first, second] = matches[0] as RegExpMatchArray;
  return first && second ? [first, second] : null;
}

/**
 * The first field's new value and what overflows into the second: typing or autofill that
 * runs past 5 characters continues in the second field.
 */
export function splitFirstField(value: string): { first: string; overflow: string | null } {
  const compact = normalizeCodeInput(value);
  if (compact.length <= EVENT_CODE_LENGTH) return { first: value, overflow: null };
  return {
    first: compact.slice(0, EVENT_CODE_LENGTH),
    overflow: compact.slice(EVENT_CODE_LENGTH, EVENT_CODE_LENGTH * 2),
  };
}
