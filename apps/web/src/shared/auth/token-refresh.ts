import {
  APP_ORIGIN_HEADER,
  type SystemConstant,
  systemConstantSchema,
  type TokenKind,
  tokenAnswerSchema,
} from '@omoide/contract';
import { isApiError } from '@/shared/api/api-error';
import type { ApiRequest } from '@/shared/api/api-request';
import { sendRequest } from '@/shared/api/api-request';
import { writeCachedSystemConstant } from '@/shared/api/system-constant-cache';
import { getAppFrom } from '@/shared/storage/app-storage';
import { tokenPhase } from './token-phase';
import { authClock, readToken, removeToken, storeToken } from './token-store';

// Token renewal sits below the API client: apiFetch renews through here, and the renewal's
// own calls go out through sendRequest, which never renews (no import circle, decision 029).

type Fetcher = <T>(path: string, request: ApiRequest<T>) => Promise<T>;

/**
 * Spec §7 store action `system/getSystemConstantMultiLang` (member): loads the signed-in
 * constants and caches them in session storage with `is_authenticated: true` (spec §3).
 * `fetcher` is apiFetch for the pages, sendRequest for the reload right after a renewal.
 */
export async function loadMemberSystemConstantsWith(fetcher: Fetcher): Promise<SystemConstant> {
  const constant = await fetcher('/api/system/constant', {
    auth: 'member',
    headers: { [APP_ORIGIN_HEADER]: getAppFrom() },
    schema: import.meta.env.DEV ? systemConstantSchema : undefined,
  });
  const cached = { ...constant, is_authenticated: true };
  writeCachedSystemConstant(cached);
  return cached;
}

export type RefreshOutcome = 'refreshed' | 'rejected' | 'failed';

const inFlight: Partial<Record<TokenKind, Promise<RefreshOutcome>>> = {};

/** Holds a lock shared by every tab of this site while `work` runs (where the browser has one). */
function acrossTabs<T>(name: string, work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? (locks.request(name, work) as Promise<T>) : work();
}

async function exchange(kind: TokenKind, presented: string): Promise<RefreshOutcome> {
  // Another tab may have refreshed while this one waited for the lock: the server has
  // rotated the token this tab holds, so presenting it again would look like a stolen copy.
  const stored = readToken(kind);
  if (stored && stored.token !== presented && tokenPhase(stored, authClock.now()) === 'valid') {
    return 'refreshed';
  }
  try {
    const answer = await sendRequest('/api/auth/refresh_token', {
      auth: kind,
      refresh: false,
      schema: import.meta.env.DEV ? tokenAnswerSchema : undefined,
    });
    storeToken(kind, answer);
  } catch (error) {
    // 401: the session is over (logged out elsewhere, refresh window passed, token reused).
    if (isApiError(error) && (error.status === 401 || error.status === 403)) {
      removeToken(kind);
      return 'rejected';
    }
    console.warn('[auth] token refresh failed', error);
    return 'failed';
  }
  return 'refreshed';
}

async function afterRefresh(kind: TokenKind, outcome: RefreshOutcome): Promise<RefreshOutcome> {
  if (kind !== 'member' || outcome !== 'refreshed') return outcome;
  // Spec §4: "a refresh is requested, then system constants are reloaded".
  try {
    await loadMemberSystemConstantsWith(sendRequest);
  } catch (error) {
    console.warn('[auth] could not reload system constants', error);
  }
  return outcome;
}

/**
 * Spec §7 store action `auth/refreshJwtToken`, for members and guests alike:
 * `GET /api/auth/refresh_token` with the current (expired) token; the rotated token is
 * stored (then, for a member, the constants reloaded). Single-flight: parallel navigations
 * and calls of this tab share one request, and other tabs wait for it (a Web Lock) and take
 * its result from storage. 'rejected' means the session is over and the token was removed.
 */
export function refreshToken(kind: TokenKind): Promise<RefreshOutcome> {
  const presented = readToken(kind)?.token;
  if (!presented) return Promise.resolve('rejected');
  const running = inFlight[kind];
  if (running) return running;
  const started: Promise<RefreshOutcome> = acrossTabs(`omoide-refresh-${kind}`, () =>
    exchange(kind, presented),
  )
    // Released before the constants reload, whose own call must not wait for itself.
    .finally(() => {
      if (inFlight[kind] === started) delete inFlight[kind];
    })
    .then((outcome) => afterRefresh(kind, outcome));
  inFlight[kind] = started;
  return started;
}
