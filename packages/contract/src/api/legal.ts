import { z } from 'zod';

/**
 * The operator's legal details as the buyer's legal pages read them. The studio edits them
 * (studio-content.ts); they live apart so that a buyer's page never loads the studio's
 * schemas (docs/decisions/022).
 */

/** The operator's details the legal pages show (terms, privacy, 特定商取引法に基づく表記). */
export const LEGAL_TEXT_FIELDS = [
  'seller',
  'representative',
  'address',
  'phone_hours',
  'privacy_manager',
  'court',
  'effective_date',
] as const;
export type LegalTextField = (typeof LEGAL_TEXT_FIELDS)[number];

/** `GET /api/info/legal`: the details in the request's language; empty strings are not set yet. */
export const legalInfoSchema = z.object({
  ...(Object.fromEntries(LEGAL_TEXT_FIELDS.map((f) => [f, z.string()])) as Record<
    LegalTextField,
    z.ZodString
  >),
  phone: z.string(),
  email: z.string(),
});
export type LegalInfo = z.infer<typeof legalInfoSchema>;
