import type { TokenAnswer } from '@omoide/contract';
import type { QueryClient } from '@tanstack/react-query';
import { STORAGE_KEYS } from '@/shared/config';
import { removeItem } from '@/shared/storage/safe-storage';
import { clearAuthEvent, removeToken, resetLogin, storeToken } from './token-store';

/**
 * Local-storage data that belongs to a sign-in and goes with it (spec §4 "Full sign-out
 * clears tokens, stored cart, constants, order data and all cached lists"). The cart and
 * order issues store under these names, or under the prefix, so sign-out finds them. The
 * order form itself (`STORAGE_KEYS.orderData`) lives in session storage, cleared whole below.
 */
export const SIGNED_IN_LOCAL_KEYS = [
  'cart',
  STORAGE_KEYS.guestCartSaved,
  STORAGE_KEYS.orderResult,
  STORAGE_KEYS.orderData,
] as const;
export const SIGNED_IN_LOCAL_PREFIX = 'omoide:session:';

/**
 * Session-storage entries that are not sign-in data and survive a sign-out: the stale-build
 * reload guard must keep its memory, or a sign-out right after a failed chunk could loop.
 */
const KEPT_SESSION_PREFIXES = [STORAGE_KEYS.chunkReloadPrefix];

function keysOf(storage: Storage): string[] {
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key !== null) keys.push(key);
  }
  return keys;
}

function safeKeys(kind: 'local' | 'session'): string[] {
  try {
    return keysOf(kind === 'local' ? window.localStorage : window.sessionStorage);
  } catch {
    return [];
  }
}

/** Cached events (the auth state's event, event caches in session storage) and constants. */
export function clearCachedEventsAndConstants(): void {
  clearAuthEvent();
  removeItem('session', STORAGE_KEYS.systemConstant);
  for (const key of safeKeys('session')) {
    if (key.startsWith('event')) removeItem('session', key);
  }
}

/** Every session-storage cache (lists, constants, guest check), keeping the reload guard. */
export function clearSessionCaches(): void {
  for (const key of safeKeys('session')) {
    if (!KEPT_SESSION_PREFIXES.some((prefix) => key.startsWith(prefix))) removeItem('session', key);
  }
}

/**
 * Spec §4 "Full sign-out": both tokens, stored cart, constants, order data and every cached
 * list, including TanStack Query's in-memory cache when the caller has the client. The
 * visitor's own settings (language cookie, appFrom, isPreview) stay.
 */
export function fullSignOut(queryClient?: QueryClient): void {
  removeToken('member');
  removeToken('guest');
  resetLogin();
  clearAuthEvent();
  for (const key of SIGNED_IN_LOCAL_KEYS) removeItem('local', key);
  for (const key of safeKeys('local')) {
    if (key.startsWith(SIGNED_IN_LOCAL_PREFIX)) removeItem('local', key);
  }
  clearSessionCaches();
  queryClient?.clear();
}

/**
 * A new identity arrived (login, bridge, guest check): what the previous one cached must not
 * show, so cached events, constants and the in-memory query cache go.
 */
export function forgetPreviousIdentity(queryClient?: QueryClient): void {
  clearCachedEventsAndConstants();
  queryClient?.removeQueries();
}

/**
 * A guest token arrived (e-mail check, cart-save link, order code + phone): it replaces the
 * previous identity. A member token left on this device goes too, or the guest pages' guard
 * (spec §4 "A member token present on a guest path") would send the guest back to the landing.
 */
export function startGuestIdentity(answer: TokenAnswer, queryClient?: QueryClient): void {
  forgetPreviousIdentity(queryClient);
  removeToken('member');
  storeToken('guest', answer);
}
