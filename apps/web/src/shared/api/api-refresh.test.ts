import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorJson, fakeApi, json, tokenAnswer } from '@/shared/auth/test-api';
import { testTokenRecord } from '@/shared/auth/test-sessions';
import { authClock, readToken, storeToken } from '@/shared/auth/token-store';
import { apiEnvironment, apiFetch } from './api-client';
import { isApiError } from './api-error';

/** docs/decisions/015: calls renew an expired access token silently, once for all of them. */
const NOW = 1_800_000_000;
const original = { ...apiEnvironment };

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  Object.assign(apiEnvironment, original);
  localStorage.clear();
});

function onGuestPage() {
  vi.spyOn(authClock, 'now').mockReturnValue(NOW);
  apiEnvironment.pathname = () => '/guest/cart';
}

describe('silent token refresh in apiFetch', () => {
  it('renews an expired guest token once for parallel calls, then sends them with the new token', async () => {
    onGuestPage();
    storeToken('guest', testTokenRecord('before-lunch', NOW - 60, NOW + 86_400));
    let refreshes = 0;
    const api = fakeApi({
      'GET /api/auth/refresh_token': async () => {
        refreshes += 1;
        // Slow enough that all three calls are waiting on it.
        await new Promise((resolve) => setTimeout(resolve, 20));
        return json(200, tokenAnswer('after-lunch', NOW + 1800, NOW + 604_800));
      },
      'GET /api/cart': ({ headers }) =>
        headers.get('authorization') === 'Bearer after-lunch' ? json(200, { ok: 1 }) : json(401, {}),
      'GET /api/event/info/3': () => json(200, { ok: 2 }),
    });
    const answers = await Promise.all([
      apiFetch('/api/cart'),
      apiFetch('/api/cart'),
      apiFetch('/api/event/info/3'),
    ]);
    expect(answers).toEqual([{ ok: 1 }, { ok: 1 }, { ok: 2 }]);
    expect(refreshes).toBe(1);
    expect(api.authOf('GET /api/auth/refresh_token')).toBe('Bearer before-lunch');
    expect(api.authOf('GET /api/event/info/3')).toBe('Bearer after-lunch');
    expect(readToken('guest')).toEqual({
      token: 'after-lunch',
      expires_t: NOW + 1800,
      refresh_expires_t: NOW + 604_800,
    });
  });

  it('refreshes and retries once when the server says 401 to a token the clock thought valid', async () => {
    onGuestPage();
    storeToken('guest', testTokenRecord('skewed', NOW + 60, NOW + 86_400));
    const api = fakeApi({
      'GET /api/auth/refresh_token': () => json(200, tokenAnswer('fresh', NOW + 1800, NOW + 604_800)),
      'GET /api/cart': ({ headers }) =>
        headers.get('authorization') === 'Bearer fresh'
          ? json(200, { ok: true })
          : errorJson(401, 'AUTH-401', { 'en-US': 'expired' }),
    });
    await expect(apiFetch('/api/cart')).resolves.toEqual({ ok: true });
    expect(api.calls()).toEqual(['GET /api/cart', 'GET /api/auth/refresh_token', 'GET /api/cart']);
  });

  it('ends the session when the refresh is refused: the token is removed, the error says so', async () => {
    onGuestPage();
    storeToken('guest', testTokenRecord('reused', NOW - 60, NOW + 86_400));
    const api = fakeApi({
      'GET /api/auth/refresh_token': () => errorJson(401, 'AUTH-REFRESH-401', { 'en-US': 'expired' }),
    });
    const error = await apiFetch('/api/cart').catch((e: unknown) => e);
    expect(isApiError(error) && error.status === 401 && error.sessionEnded).toBe(true);
    expect(readToken('guest')).toBeNull();
    // The call itself was never sent with a token the server would refuse.
    expect(api.calls()).toEqual(['GET /api/auth/refresh_token']);
  });

  it('leaves calls without a stored token (an order pass, no token) alone', async () => {
    onGuestPage();
    const api = fakeApi({ 'GET /api/mypage/order/detail/9': () => json(401, {}) });
    const error = await apiFetch('/api/mypage/order/detail/9', { auth: { bearer: 'pass' } }).catch(
      (e: unknown) => e,
    );
    expect(isApiError(error) && error.status === 401 && !error.sessionEnded).toBe(true);
    expect(api.calls()).toEqual(['GET /api/mypage/order/detail/9']);
  });
});
