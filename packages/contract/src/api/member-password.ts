import { z } from 'zod';
import { tokenAnswerSchema } from './auth.js';

/** A member's new password: as the family registration asks (8 to 128 characters). */
export const memberPasswordSchema = z.string().min(8).max(128);
export const MEMBER_PASSWORD_MIN_LENGTH = 8;

/** `POST /api/user/password`: the signed-in member changes their password. */
export const memberPasswordChangeBodySchema = z.object({
  current_password: z.string().min(1).max(256),
  new_password: memberPasswordSchema,
});
/** The changed password's session goes on; every other one ended. */
export const memberPasswordChangeAnswerSchema = z.object({ other_sessions_ended: z.number().int() });

/** How long a mailed "forgot password" link works, in minutes. */
export const PASSWORD_RESET_TTL_MINUTES = 30;
/** The query parameter of the mailed link (`/password/reset?key=…`). */
export const PASSWORD_RESET_LINK_PARAM = 'key';

/** `POST /api/auth/password_reset/send`: the same answer whether the address has an account. */
export const passwordResetSendBodySchema = z.object({ email: z.string().trim().max(254).email() });
export const passwordResetSendAnswerSchema = z.object({ expires_in_minutes: z.number().int() });

const resetKey = z.string().trim().min(16).max(128);

/** `POST /api/auth/password_reset/check`: whether the link still works, before the form. */
export const passwordResetCheckBodySchema = z.object({ key: resetKey });
export const passwordResetCheckAnswerSchema = z.object({
  email_hint: z.string(),
  expires_t: z.number().int(),
});

/** `POST /api/auth/password_reset/confirm`: the link's key and the new password → signed in. */
export const passwordResetConfirmBodySchema = z.object({ key: resetKey, new_password: memberPasswordSchema });
export const passwordResetConfirmAnswerSchema = tokenAnswerSchema;
