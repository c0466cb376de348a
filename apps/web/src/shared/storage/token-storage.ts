import { GUEST_TOKEN_STORAGE_KEY, MEMBER_TOKEN_STORAGE_KEY, type TokenKind } from '@omoide/contract';
import { readJson, removeItem, writeItem } from './safe-storage';

/** The token record of spec §3: times are epoch seconds. */
export interface TokenRecord {
  token: string;
  expires_t: number;
  refresh_expires_t: number;
}

/** Checked by hand, not with zod: this module is on every first load (decision 039). */
export function isTokenRecord(value: unknown): value is TokenRecord {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.token === 'string' &&
    record.token.length > 0 &&
    typeof record.expires_t === 'number' &&
    Number.isFinite(record.expires_t) &&
    typeof record.refresh_expires_t === 'number' &&
    Number.isFinite(record.refresh_expires_t)
  );
}

export function tokenStorageKey(kind: TokenKind): string {
  return kind === 'member' ? MEMBER_TOKEN_STORAGE_KEY : GUEST_TOKEN_STORAGE_KEY;
}

/** A record that does not have the expected shape counts as absent (e.g. left by an old build). */
export function readTokenRecord(kind: TokenKind): TokenRecord | null {
  const stored = readJson('local', tokenStorageKey(kind));
  // Only the record's own fields: a stored object may carry others (an old build's).
  return isTokenRecord(stored)
    ? { token: stored.token, expires_t: stored.expires_t, refresh_expires_t: stored.refresh_expires_t }
    : null;
}

export function writeTokenRecord(kind: TokenKind, record: TokenRecord): void {
  writeItem('local', tokenStorageKey(kind), JSON.stringify(record));
}

export function clearTokenRecord(kind: TokenKind): void {
  removeItem('local', tokenStorageKey(kind));
}
