import { type SystemConstant, type TokenAnswer, tokenAnswerSchema } from '@omoide/contract';
import { z } from 'zod';
import { apiFetch } from '@/shared/api/api-client';
import { loadMemberSystemConstantsWith, type RefreshOutcome, refreshToken } from './token-refresh';

/** The calls of spec §7 "Authentication" (and logout) the identity screens and the guard make. */

export function postLogin(body: { email: string; password: string }): Promise<TokenAnswer> {
  return apiFetch('/api/auth/login', {
    body,
    auth: 'none',
    schema: import.meta.env.DEV ? tokenAnswerSchema : undefined,
  });
}

export function postHashLogin(body: {
  hash_key: string;
  app_from: string;
  is_preview?: boolean;
}): Promise<TokenAnswer> {
  return apiFetch('/api/auth/hash_login', {
    body,
    auth: 'none',
    schema: import.meta.env.DEV ? tokenAnswerSchema : undefined,
  });
}

/** Revokes the member session's refreshing; sent with the member token, answered `{ok:true}`. */
export async function postLogout(): Promise<void> {
  await apiFetch('/api/auth/logout', {
    method: 'POST',
    auth: 'member',
    schema: import.meta.env.DEV ? z.object({ ok: z.boolean() }) : undefined,
  });
}

/**
 * Spec §7 store action `system/getSystemConstantMultiLang` (member): loads the signed-in
 * constants and caches them in session storage with `is_authenticated: true` (spec §3).
 */
export const loadMemberSystemConstants = (): Promise<SystemConstant> =>
  loadMemberSystemConstantsWith(apiFetch);

export { type RefreshOutcome, refreshToken } from './token-refresh';

export const refreshMemberToken = (): Promise<RefreshOutcome> => refreshToken('member');
