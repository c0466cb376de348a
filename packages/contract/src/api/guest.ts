import { z } from 'zod';

export const GUEST_CHECK_CODE_LENGTH = 6;

/** `POST /api/guest/email/check/send` (spec §7). */
export const guestEmailSendBodySchema = z.object({ email: z.string().trim().max(254).email() });
export const guestEmailSendAnswerSchema = z.object({ check_id: z.string(), expires_t: z.number().int() });

/** `POST /api/guest/email/check/confirm`. */
export const guestEmailConfirmBodySchema = z.object({
  check_id: z.string().trim().min(1).max(64),
  check_code: z
    .string()
    .transform((v) => v.normalize('NFKC').trim())
    .pipe(z.string().regex(new RegExp(`^\\d{${GUEST_CHECK_CODE_LENGTH}}$`))),
});
