import { z } from 'zod';
import { EVENT_CODE_LENGTH, ZIP_CODE_DIGITS } from './limits.js';

// NFKC first: Japanese phone keyboards often type full-width letters, digits and hyphens
// (ＡＢ１２３, １２３－４５６７), which are the same code to a buyer.
const normalised = z.string().transform((v) => v.normalize('NFKC').trim());

/** A required, trimmed text of at most `max` characters (names, addresses). */
export const requiredText = (max: number) => z.string().trim().min(1).max(max);
/** An optional, trimmed text of at most `max` characters; absent reads as ''. */
export const optionalText = (max: number) => z.string().trim().max(max).optional().default('');

const EVENT_CODE_PATTERN = new RegExp(`^[A-Za-z0-9]{${EVENT_CODE_LENGTH}}$`);
const ZIP_CODE_PATTERN = new RegExp(`^(\\d{3})-?(\\d{${ZIP_CODE_DIGITS - 3}})$`);

/**
 * An event code: exactly 5 letters or digits (spec §5), compared without regard to case (the
 * API matches `upper()` of both sides).
 */
export const eventCodeSchema = normalised.pipe(
  z
    .string()
    .regex(EVENT_CODE_PATTERN, { message: `event_code must be ${EVENT_CODE_LENGTH} letters or digits` }),
);

/** A Japanese postal code: 7 digits (spec §5); `123-4567` is accepted and stored as `1234567`. */
export const zipCodeSchema = normalised
  .pipe(z.string().regex(ZIP_CODE_PATTERN, { message: `zip_code must be ${ZIP_CODE_DIGITS} digits` }))
  .transform((v) => v.replace('-', ''));
