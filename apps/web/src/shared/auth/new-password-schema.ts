import { MEMBER_PASSWORD_MIN_LENGTH } from '@omoide/contract';
import { z } from 'zod';

/** A new password typed twice; messages are i18n keys of the auth namespace. */
export const newPasswordSchema = z
  .object({
    new_password: z
      .string()
      .min(MEMBER_PASSWORD_MIN_LENGTH, 'password.tooShort')
      .max(128, 'validation.tooLong'),
    repeat: z.string(),
  })
  .refine((values) => values.new_password === values.repeat, {
    message: 'password.mismatch',
    path: ['repeat'],
  });
