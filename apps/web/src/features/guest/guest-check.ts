import {
  cartSaveConfirmAnswerSchema,
  GUEST_CHECK_CODE_LENGTH,
  guestEmailSendAnswerSchema,
  type TokenAnswer,
  tokenAnswerSchema,
} from '@omoide/contract';
import type { QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '@/shared/api/api-client';
import { startGuestIdentity } from '@/shared/auth/session-reset';
import { readJson, removeItem, writeItem } from '@/shared/storage/safe-storage';

/** The pending e-mail check, kept in session storage between /guest/landing and /guest/email_sent. */
export const GUEST_CHECK_STORAGE_KEY = 'guestEmailCheck';

const pendingCheckSchema = z.object({
  check_id: z.string().min(1),
  email: z.string().min(1),
  expires_t: z.number(),
});
export type PendingCheck = z.infer<typeof pendingCheckSchema>;

export function readPendingCheck(): PendingCheck | null {
  const parsed = pendingCheckSchema.safeParse(readJson('session', GUEST_CHECK_STORAGE_KEY));
  return parsed.success ? parsed.data : null;
}

export function writePendingCheck(check: PendingCheck): void {
  writeItem('session', GUEST_CHECK_STORAGE_KEY, JSON.stringify(check));
}

export function clearPendingCheck(): void {
  removeItem('session', GUEST_CHECK_STORAGE_KEY);
}

/** `POST /api/guest/email/check/send`: mails a code and remembers the check for the next page. */
export async function sendGuestCheck(email: string): Promise<PendingCheck> {
  const answer = await apiFetch('/api/guest/email/check/send', {
    body: { email },
    auth: 'none',
    schema: import.meta.env.DEV ? guestEmailSendAnswerSchema : undefined,
  });
  const check = { check_id: answer.check_id, email, expires_t: answer.expires_t };
  writePendingCheck(check);
  return check;
}

export function postGuestConfirm(body: { check_id: string; check_code: string }): Promise<TokenAnswer> {
  return apiFetch('/api/guest/email/check/confirm', {
    body,
    auth: 'none',
    schema: import.meta.env.DEV ? tokenAnswerSchema : undefined,
  });
}

export type CartSaveConfirmAnswer = z.infer<typeof cartSaveConfirmAnswerSchema>;

const cartRestores = new Map<string, Promise<CartSaveConfirmAnswer>>();

/**
 * `POST /api/guest/cart/temporary_save/confirm`: the key of the mailed cart-save link becomes
 * a guest token and the saved cart. A page that mounts twice (React's strict mode, a quick
 * back and forward) shares the one call instead of spending the key twice.
 */
export function confirmCartSave(saveKey: string): Promise<CartSaveConfirmAnswer> {
  const running = cartRestores.get(saveKey);
  if (running) return running;
  const started = apiFetch('/api/guest/cart/temporary_save/confirm', {
    body: { save_key: saveKey },
    auth: 'none',
    schema: import.meta.env.DEV ? cartSaveConfirmAnswerSchema : undefined,
  }).finally(() => {
    setTimeout(() => cartRestores.delete(saveKey), 0);
  });
  cartRestores.set(saveKey, started);
  return started;
}

/** The guest is verified: the guest token replaces the previous identity; the check is over. */
export function startGuestSession(answer: TokenAnswer, queryClient?: QueryClient): void {
  startGuestIdentity(answer, queryClient);
  clearPendingCheck();
}

/**
 * What a person types for the code: full-width digits (Japanese keyboards), spaces and
 * hyphens copied from the mail are all the same 6 digits.
 */
export function normalizeCheckCode(input: string): string {
  return input.normalize('NFKC').replace(/[\s\-‐‑‒–—―ー]/g, '');
}

export const CHECK_CODE_PATTERN = new RegExp(`^\\d{${GUEST_CHECK_CODE_LENGTH}}$`);

/** Whole minutes left until `expires_t` (epoch seconds), rounded up, never below 0. */
export function minutesLeft(expiresT: number, now: number): number {
  return Math.max(0, Math.ceil((expiresT - now) / 60));
}
