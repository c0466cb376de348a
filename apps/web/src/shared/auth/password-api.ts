import {
  memberPasswordChangeAnswerSchema,
  passwordResetCheckAnswerSchema,
  passwordResetConfirmAnswerSchema,
  passwordResetSendAnswerSchema,
  type TokenAnswer,
} from '@omoide/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '@/shared/api/api-client';

/** A member's password (decision 031): the reset calls take no token (the mailed link is the credential). */

export function sendPasswordReset(email: string) {
  return apiFetch('/api/auth/password_reset/send', {
    body: { email },
    auth: 'none',
    schema: import.meta.env.DEV ? passwordResetSendAnswerSchema : undefined,
  });
}

export const passwordResetQuery = (key: string) =>
  queryOptions({
    queryKey: ['auth', 'password-reset', key] as const,
    queryFn: () =>
      apiFetch('/api/auth/password_reset/check', {
        body: { key },
        auth: 'none',
        schema: import.meta.env.DEV ? passwordResetCheckAnswerSchema : undefined,
      }),
    // A refused link is shown on the page, not in the error modal.
    meta: { errorModal: false },
    retry: false,
  });

export function confirmPasswordReset(key: string, newPassword: string): Promise<TokenAnswer> {
  return apiFetch('/api/auth/password_reset/confirm', {
    body: { key, new_password: newPassword },
    auth: 'none',
    schema: import.meta.env.DEV ? passwordResetConfirmAnswerSchema : undefined,
  });
}

export function changePassword(currentPassword: string, newPassword: string) {
  return apiFetch('/api/user/password', {
    body: { current_password: currentPassword, new_password: newPassword },
    auth: 'member',
    schema: import.meta.env.DEV ? memberPasswordChangeAnswerSchema : undefined,
  });
}
