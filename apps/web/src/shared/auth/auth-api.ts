import {
  APP_ORIGIN_HEADER,
  type SystemConstant,
  systemConstantSchema,
  type TokenAnswer,
  tokenAnswerSchema,
} from '@omoide/contract';
import { z } from 'zod';
import { apiFetch } from '@/shared/api/api-client';
import { isApiError } from '@/shared/api/api-error';
import { writeCachedSystemConstant } from '@/shared/api/system-constant';
import { getAppFrom } from '@/shared/storage/app-storage';
import { readToken, removeToken, storeToken } from './token-store';

/** The calls of spec §7 "Authentication" (and logout) the identity screens and the guard make. */

export function postLogin(body: { email: string; password: string }): Promise<TokenAnswer> {
  return apiFetch('/api/auth/login', { body, auth: 'none', schema: tokenAnswerSchema });
}

export function postHashLogin(body: {
  hash_key: string;
  app_from: string;
  is_preview?: boolean;
}): Promise<TokenAnswer> {
  return apiFetch('/api/auth/hash_login', { body, auth: 'none', schema: tokenAnswerSchema });
}

/** Revokes the member session's refreshing; sent with the member token, answered `{ok:true}`. */
export async function postLogout(): Promise<void> {
  await apiFetch('/api/auth/logout', {
    method: 'POST',
    auth: 'member',
    schema: z.object({ ok: z.boolean() }),
  });
}

/**
 * Spec §7 store action `system/getSystemConstantMultiLang` (member): loads the signed-in
 * constants and caches them in session storage with `is_authenticated: true` (spec §3).
 */
export async function loadMemberSystemConstants(): Promise<SystemConstant> {
  const constant = await apiFetch('/api/system/constant', {
    auth: 'member',
    headers: { [APP_ORIGIN_HEADER]: getAppFrom() },
    schema: systemConstantSchema,
  });
  const cached = { ...constant, is_authenticated: true };
  writeCachedSystemConstant(cached);
  return cached;
}

export type RefreshOutcome = 'refreshed' | 'rejected' | 'failed';

let inFlight: Promise<RefreshOutcome> | null = null;

async function refreshOnce(): Promise<RefreshOutcome> {
  try {
    const answer = await apiFetch('/api/auth/refresh_token', { auth: 'member', schema: tokenAnswerSchema });
    storeToken('member', answer);
  } catch (error) {
    // 401: the session is over (logged out elsewhere, refresh window passed).
    if (isApiError(error) && (error.status === 401 || error.status === 403)) {
      removeToken('member');
      return 'rejected';
    }
    console.warn('[auth] token refresh failed', error);
    return 'failed';
  }
  // Spec §4: "a refresh is requested, then system constants are reloaded".
  try {
    await loadMemberSystemConstants();
  } catch (error) {
    console.warn('[auth] could not reload system constants', error);
  }
  return 'refreshed';
}

/**
 * Spec §7 store action `auth/refreshJwtToken`: `GET /api/auth/refresh_token` with the current
 * (expired) member token; the new token is stored, then the constants reloaded. Parallel
 * navigations share one request. 'rejected' means the token was removed.
 */
export function refreshMemberToken(): Promise<RefreshOutcome> {
  if (!readToken('member')) return Promise.resolve('rejected');
  inFlight ??= refreshOnce().finally(() => {
    inFlight = null;
  });
  return inFlight;
}
