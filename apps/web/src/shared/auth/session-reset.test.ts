import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signOut } from '@/features/auth/logout-page';
import { clearCachedEventsAndConstants, forgetPreviousIdentity, fullSignOut } from './session-reset';
import { errorJson, fakeApi, json } from './test-api';
import { testTokenRecord } from './test-sessions';
import { getAuthState, loginFailed, readToken, setAuthEvent, storeToken } from './token-store';

function seedSignedInDevice(): QueryClient {
  storeToken('member', testTokenRecord('member'));
  storeToken('guest', testTokenRecord('guest'));
  setAuthEvent({ id: 1 });
  loginFailed({ display_message: 'x', display_message_lang: {}, display_code: 'AUTH-LOGIN-400' }, 'ja');
  localStorage.setItem('cart', '[1]');
  localStorage.setItem('guestCartSaved', 'true');
  localStorage.setItem('orderResult', '{}');
  localStorage.setItem('orderData', '{}');
  localStorage.setItem('omoide:session:history-modal', '1');
  localStorage.setItem('appFrom', 'ios_app');
  localStorage.setItem('isPreview', 'false');
  sessionStorage.setItem('systemConstant', '{}');
  sessionStorage.setItem('photoList:12', '[]');
  sessionStorage.setItem('contactDraft', '{}');
  sessionStorage.setItem('guestEmailCheck', '{}');
  sessionStorage.setItem('orderData', '{}');
  sessionStorage.setItem('omoide:chunk-reload:/cart', '123');
  const client = new QueryClient();
  client.setQueryData(['user', 'info'], { id: 1 });
  client.setQueryData(['events', 'list'], [1, 2]);
  return client;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('full sign-out (spec §4)', () => {
  it('clears tokens, stored cart, constants, order data and every cached list', () => {
    const client = seedSignedInDevice();
    fullSignOut(client);
    expect(readToken('member')).toBeNull();
    expect(readToken('guest')).toBeNull();
    expect(getAuthState()).toMatchObject({
      jwtToken: null,
      guestJwtToken: null,
      event: null,
      login: 'idle',
      loginError: null,
    });
    for (const key of [
      'cart',
      'guestCartSaved',
      'orderResult',
      'orderData',
      'omoide:session:history-modal',
    ]) {
      expect(localStorage.getItem(key), key).toBeNull();
    }
    for (const key of ['systemConstant', 'photoList:12', 'contactDraft', 'guestEmailCheck', 'orderData']) {
      expect(sessionStorage.getItem(key), key).toBeNull();
    }
    expect(client.getQueryCache().getAll()).toHaveLength(0);
  });

  it('keeps the visitor’s own settings and the stale-build reload guard', () => {
    fullSignOut(seedSignedInDevice());
    expect(localStorage.getItem('appFrom')).toBe('ios_app');
    expect(localStorage.getItem('isPreview')).toBe('false');
    expect(sessionStorage.getItem('omoide:chunk-reload:/cart')).toBe('123');
  });

  it('clears only cached events and constants when a member token turns up on a guest path', () => {
    const client = seedSignedInDevice();
    clearCachedEventsAndConstants();
    expect(getAuthState().event).toBeNull();
    expect(sessionStorage.getItem('systemConstant')).toBeNull();
    expect(localStorage.getItem('cart')).toBe('[1]');
    expect(client.getQueryData(['user', 'info'])).toEqual({ id: 1 });
  });

  it('forgets the previous identity’s in-memory lists when a new one signs in', () => {
    const client = seedSignedInDevice();
    forgetPreviousIdentity(client);
    expect(client.getQueryCache().getAll()).toHaveLength(0);
    expect(sessionStorage.getItem('systemConstant')).toBeNull();
  });
});

describe('/logout', () => {
  it('revokes the session on the server with the member token, then signs out fully', async () => {
    const client = seedSignedInDevice();
    const api = fakeApi({ 'POST /api/auth/logout': () => json(200, { ok: true }) });
    await signOut(client);
    expect(api.calls()).toEqual(['POST /api/auth/logout']);
    expect(api.authOf('POST /api/auth/logout')).toBe('Bearer member');
    expect(readToken('member')).toBeNull();
    expect(localStorage.getItem('cart')).toBeNull();
  });

  it('signs out on this device even when the server call fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const client = seedSignedInDevice();
    fakeApi({ 'POST /api/auth/logout': () => errorJson(503, 'DOWN', {}) });
    await signOut(client);
    expect(readToken('member')).toBeNull();
    expect(readToken('guest')).toBeNull();
  });

  it('makes no server call without a member token', async () => {
    const api = fakeApi({});
    await signOut(new QueryClient());
    expect(api.calls()).toEqual([]);
  });
});
