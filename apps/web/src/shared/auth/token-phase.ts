import type { TokenRecord } from '@/shared/storage/token-storage';

/**
 * Where a token record stands at `now` (epoch seconds), spec §4 "Member token lifecycle":
 * - valid: now < expires_t, used as is;
 * - refreshable: expires_t ≤ now < refresh_expires_t, used once a refresh is requested;
 * - expired: past both (or no refresh window at all);
 * - none: nothing stored.
 */
export type TokenPhase = 'valid' | 'refreshable' | 'expired' | 'none';

export function tokenPhase(record: TokenRecord | null, now: number): TokenPhase {
  if (!record) return 'none';
  if (now < record.expires_t) return 'valid';
  if (now < record.refresh_expires_t) return 'refreshable';
  return 'expired';
}
