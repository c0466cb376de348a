import type { ErrorResponse, TextLanguage, TokenAnswer, TokenKind } from '@omoide/contract';
import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '@/shared/config';
import { serverMessage } from '@/shared/errors/describe-api-error';
import { readItem, writeItem } from '@/shared/storage/safe-storage';
import {
  clearTokenRecord,
  readTokenRecord,
  type TokenRecord,
  tokenStorageKey,
  writeTokenRecord,
} from '@/shared/storage/token-storage';
import { tokenIssuedAt } from './token-claims';

/**
 * The auth state of spec §3 "Session data": the two token records (whose source of truth is
 * local storage, `jwt` and `guestJwt`), the event a code opened, the login status and the
 * login error. Components read it with `useAuthState`; everything else calls the functions.
 */

/** A failed login, kept as spec §4 says: "stores the error with a display message chosen by language". */
export interface LoginError {
  /** The server's message in the language the user had when it failed. */
  display_message: string;
  display_code: string;
  /** Every language variant the server sent, so a language switch can re-choose. */
  display_message_lang: Record<string, string>;
}

export type LoginStatus = 'idle' | 'pending' | 'succeeded' | 'failed';

export interface AuthState {
  jwtToken: TokenRecord | null;
  guestJwtToken: TokenRecord | null;
  /** The public event an event code opened (the events issue fills it); cleared on identity change. */
  event: unknown;
  login: LoginStatus;
  loginError: LoginError | null;
}

/**
 * Seconds since the epoch by the server's clock, the unit of `expires_t` (spec §3, §9);
 * replaceable in tests. A phone's clock may be hours off: judged by it, a token just issued
 * would look expired (refreshed on every call) or an expired one valid. So the offset to the
 * server's clock is learnt from each token's issue time (`iat`) as it arrives and kept in
 * local storage for the other tabs and the next visit.
 */
export const authClock = {
  now: (): number => deviceSeconds() + serverClockOffset(),
};

const deviceSeconds = () => Math.floor(Date.now() / 1000);
/** Offsets smaller than this are the network's delay, not a wrong clock. */
const CLOCK_SKEW_TOLERANCE_SECONDS = 30;

function serverClockOffset(): number {
  const stored = Number(readItem('local', STORAGE_KEYS.serverClockOffset));
  return Number.isFinite(stored) ? stored : 0;
}

function learnServerClock(token: string): void {
  const issuedAt = tokenIssuedAt(token);
  if (issuedAt === null) return;
  const offset = issuedAt - deviceSeconds();
  const kept = Math.abs(offset) < CLOCK_SKEW_TOLERANCE_SECONDS ? 0 : offset;
  if (kept !== serverClockOffset()) writeItem('local', STORAGE_KEYS.serverClockOffset, String(kept));
}

function fromStorage(): Pick<AuthState, 'jwtToken' | 'guestJwtToken'> {
  return { jwtToken: readTokenRecord('member'), guestJwtToken: readTokenRecord('guest') };
}

let state: AuthState = { ...fromStorage(), event: null, login: 'idle', loginError: null };
const listeners = new Set<() => void>();

function update(patch: Partial<AuthState>): void {
  state = { ...state, ...patch };
  for (const listener of listeners) listener();
}

/** Re-reads the token records, e.g. after another tab signed in or out. */
export function syncTokensFromStorage(): void {
  const stored = fromStorage();
  if (
    JSON.stringify(stored.jwtToken) !== JSON.stringify(state.jwtToken) ||
    JSON.stringify(stored.guestJwtToken) !== JSON.stringify(state.guestJwtToken)
  ) {
    update(stored);
  }
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (
      event.key === null ||
      event.key === tokenStorageKey('member') ||
      event.key === tokenStorageKey('guest')
    ) {
      syncTokensFromStorage();
    }
  });
}

export function getAuthState(): AuthState {
  return state;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useAuthState(): AuthState {
  return useSyncExternalStore(subscribe, getAuthState, getAuthState);
}

const field = (kind: TokenKind) => (kind === 'member' ? 'jwtToken' : 'guestJwtToken');

/** The stored record of a kind (read from storage, so it is right even across tabs). */
export function readToken(kind: TokenKind): TokenRecord | null {
  return readTokenRecord(kind);
}

/** Stores a token answer of the API (`{token, expires_t, refresh_expires_t}`, spec §3). */
export function storeToken(kind: TokenKind, answer: TokenAnswer | TokenRecord): TokenRecord {
  const record: TokenRecord = {
    token: answer.token,
    expires_t: answer.expires_t,
    refresh_expires_t: answer.refresh_expires_t,
  };
  learnServerClock(answer.token);
  writeTokenRecord(kind, record);
  if (kind === 'member') writeItem('local', STORAGE_KEYS.memberSeen, '1');
  update({ [field(kind)]: record });
  return record;
}

/** Whether this browser has held a member sign-in since its last full sign-out. */
export function hadMemberSession(): boolean {
  return readItem('local', STORAGE_KEYS.memberSeen) === '1';
}

export function removeToken(kind: TokenKind): void {
  clearTokenRecord(kind);
  update({ [field(kind)]: null });
}

export function setAuthEvent(event: unknown): void {
  update({ event });
}

export function clearAuthEvent(): void {
  if (state.event !== null) update({ event: null });
}

export function setLoginPending(): void {
  update({ login: 'pending', loginError: null });
}

/** Spec §4: "Login success stores the token." */
export function loginSucceeded(answer: TokenAnswer): TokenRecord {
  const record = storeToken('member', answer);
  update({ login: 'succeeded', loginError: null });
  return record;
}

/** Spec §4/§8: a failed login keeps the server's answer, its message chosen by language. */
export function loginFailed(body: ErrorResponse, language: TextLanguage): LoginError {
  const loginError: LoginError = {
    display_message: serverMessage(body, language),
    display_code: body.display_code,
    display_message_lang: body.display_message_lang,
  };
  update({ login: 'failed', loginError });
  return loginError;
}

/** The login error's text in `language` (the stored choice when that language is missing). */
export function loginErrorMessage(error: LoginError, language: TextLanguage): string {
  return error.display_message_lang[language] || error.display_message;
}

export function resetLogin(): void {
  if (state.login !== 'idle' || state.loginError !== null) update({ login: 'idle', loginError: null });
}

/** Test helper: the state as a fresh page would start with it. */
export function resetAuthStateForTests(): void {
  state = { ...fromStorage(), event: null, login: 'idle', loginError: null };
  for (const listener of listeners) listener();
}
