/**
 * The form in which two e-mail addresses are compared: a link bound to its addressee
 * (a family invitation, a studio invitation) is accepted only by the account whose address
 * has this same form. Case is ignored (every address is stored lower-cased) and Unicode is
 * composed (NFC), so the same typed address always matches; compatibility forms (full-width
 * letters) are not folded: they would name another mailbox.
 */
export function normalizeEmail(address: string): string {
  return address.trim().normalize('NFC').toLowerCase();
}

export const sameEmail = (a: string, b: string) => normalizeEmail(a) === normalizeEmail(b);
