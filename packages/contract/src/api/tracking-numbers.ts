import type { Carrier } from './shipment.js';

/**
 * What a tracking number of each carrier looks like once spaces and hyphens are removed
 * (issue 29: a typo'd number sends the buyer to someone else's parcel or to nothing).
 *
 * - Yamato Transport (伝票番号): 12 digits.
 * - Sagawa Express (お問い合せ送り状No.): 12 digits.
 * - Japan Post: domestic Yu-Pack, Yu-Packet, Letter Pack and registered mail carry 11 to 13
 *   digits; international mail and EMS the UPU S10 form, 2 letters + 9 digits + JP.
 * - Chunghwa Post: domestic registered and parcels 14 or 20 digits; S10 ending in TW.
 * - T-Cat (黑貓宅急便): 12 digits. HCT (新竹物流): 10 digits.
 * - Other carriers: any letters and digits (4 to 40), not checked further.
 * Check digits are not verified: the carriers publish the lengths, not the arithmetic.
 */
const FORMATS: Record<Carrier, RegExp> = {
  yamato: /^\d{12}$/,
  sagawa: /^\d{12}$/,
  japan_post: /^(\d{11,13}|[A-Z]{2}\d{9}JP)$/,
  chunghwa_post: /^(\d{14}|\d{20}|[A-Z]{2}\d{9}TW)$/,
  tcat: /^\d{12}$/,
  hct: /^\d{10}$/,
  other: /^[A-Z0-9]{4,40}$/,
};

/** The number as stored: spaces and hyphens dropped, letters in capitals. */
export const normaliseTrackingNumber = (typed: string) => typed.replace(/[\s-]/g, '').toUpperCase();

/** Whether `number` (normalised) can be a tracking number of `carrier`. */
export const isTrackingNumberOf = (carrier: Carrier, number: string) => FORMATS[carrier].test(number);
