/**
 * Checks of the card fields before the card is encrypted for the gateway. The gateway checks
 * again; checking here first means a typo is shown at the field, in the buyer's language,
 * instead of as a gateway code after a round trip.
 */

/** Digits only: phones type full-width digits, and numbers are copied with spaces or hyphens. */
export function normalizeCardNumber(input: string): string {
  return input.normalize('NFKC').replace(/[\s-]/g, '');
}

/** The Luhn checksum every card number carries: catches a mistyped digit. */
export function luhnValid(digits: string): boolean {
  const sum = [...digits].reverse().reduce((total, char, i) => {
    const value = Number(char) * (i % 2 === 1 ? 2 : 1);
    return total + (value > 9 ? value - 9 : value);
  }, 0);
  return sum % 10 === 0;
}

export function isCardNumber(input: string): boolean {
  const digits = normalizeCardNumber(input);
  return /^\d{14,19}$/.test(digits) && luhnValid(digits);
}

/** A card is valid through the last day of its expiry month. */
export function isExpired(month: string, year: string, now: Date): boolean {
  const m = Number(month);
  const y = Number(year);
  return y < now.getFullYear() || (y === now.getFullYear() && m < now.getMonth() + 1);
}

export const isSecurityCode = (input: string) => /^\d{3,4}$/.test(input.normalize('NFKC').trim());

/** Card holders are embossed in Latin capitals; the gateway takes nothing else. */
export const normalizeHolderName = (input: string) => input.normalize('NFKC').trim().toUpperCase();
export const isHolderName = (input: string) => /^[A-Z][A-Z .'-]{0,59}$/.test(normalizeHolderName(input));

export const EXPIRY_MONTHS = Array.from({ length: 12 }, (_, i) => String(i + 1).padStart(2, '0'));

/** This year and the next 15: cards are issued for at most about ten years. */
export function expiryYears(now: Date): string[] {
  return Array.from({ length: 16 }, (_, i) => String(now.getFullYear() + i));
}

/** What the review page shows of the card: the last four digits, never more. */
export function lastFour(maskedNumber: string): string {
  return maskedNumber.replace(/\D/g, '').slice(-4);
}
