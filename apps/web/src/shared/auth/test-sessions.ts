import { areaOf } from '@/shared/routing/area';
import type { TokenRecord } from '@/shared/storage/token-storage';
import { removeToken, storeToken } from './token-store';

/** For tests only: stored sign-ins that the navigation guard lets through. */

const FAR_FUTURE = 4_102_444_800; // 2100-01-01

export function testTokenRecord(
  token: string,
  expires_t = FAR_FUTURE,
  refresh_expires_t = FAR_FUTURE,
): TokenRecord {
  return { token, expires_t, refresh_expires_t };
}

export function signInMemberForTest(token = 'test-member-token'): void {
  removeToken('guest');
  storeToken('member', testTokenRecord(token));
}

export function signInGuestForTest(token = 'test-guest-token'): void {
  removeToken('member');
  storeToken('guest', testTokenRecord(token));
}

/** The sign-in a page at `path` needs: a guest one under /guest, a member one elsewhere. */
export function signInForPath(path: string): void {
  if (areaOf(path) === 'guest') signInGuestForTest();
  else signInMemberForTest();
}
