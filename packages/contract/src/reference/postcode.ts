/**
 * A Japanese postcode as everyone reads it, 150-0041, whatever was stored (1500041, full-width
 * digits, with or without the hyphen); anything that is not 7 digits is shown as it is.
 * One rule for the buyer's screens, the studio, the contact sheet and the lab's CSV (issue 29).
 */
export function formatPostcode(zip: string): string {
  const digits = zip.normalize('NFKC').replace(/\D/g, '');
  return digits.length === 7 ? `${digits.slice(0, 3)}-${digits.slice(3)}` : zip;
}

/** With the postal mark, for an address line: 〒150-0041. */
export const postcodeLine = (zip: string) => `〒${formatPostcode(zip)}`;
