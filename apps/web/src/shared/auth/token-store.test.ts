import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/shared/api/api-error';
import { errorModalEnvironment, reportError } from '@/shared/errors/error-modal-store';
import { safeRedirectTarget, withRedirect } from './redirect-target';
import { testTokenRecord } from './test-sessions';
import { tokenPhase } from './token-phase';
import {
  authClock,
  getAuthState,
  loginErrorMessage,
  loginFailed,
  loginSucceeded,
  readToken,
  removeToken,
  resetAuthStateForTests,
  storeToken,
  syncTokensFromStorage,
} from './token-store';

// The in-memory state outlives a test; storage is cleared after each one (src/test/setup.ts).
beforeEach(() => {
  resetAuthStateForTests();
});

describe('token store (spec §3 Session data)', () => {
  it('keeps the member record under "jwt" and the guest record under "guestJwt"', () => {
    storeToken('member', { token: 'm', token_type: 'Bearer', expires_t: 10, refresh_expires_t: 20 });
    storeToken('guest', testTokenRecord('g', 30, 40));
    // Only the three fields of spec §3 are stored, whatever else the answer carried.
    expect(JSON.parse(localStorage.getItem('jwt') ?? '')).toEqual({
      token: 'm',
      expires_t: 10,
      refresh_expires_t: 20,
    });
    expect(JSON.parse(localStorage.getItem('guestJwt') ?? '').token).toBe('g');
    expect(getAuthState().jwtToken?.token).toBe('m');
    expect(getAuthState().guestJwtToken?.token).toBe('g');

    removeToken('member');
    expect(localStorage.getItem('jwt')).toBeNull();
    expect(getAuthState().jwtToken).toBeNull();
    expect(readToken('guest')?.token).toBe('g');
  });

  it('follows sign-ins and sign-outs of other tabs', () => {
    localStorage.setItem('jwt', JSON.stringify(testTokenRecord('other-tab')));
    window.dispatchEvent(new StorageEvent('storage', { key: 'jwt' }));
    expect(getAuthState().jwtToken?.token).toBe('other-tab');
    localStorage.removeItem('jwt');
    syncTokensFromStorage();
    expect(getAuthState().jwtToken).toBeNull();
  });

  it('stores a login success as the member token (spec §4)', () => {
    loginSucceeded({ token: 'ok', token_type: 'Bearer', expires_t: 5, refresh_expires_t: 6 });
    expect(getAuthState()).toMatchObject({ login: 'succeeded', loginError: null, jwtToken: { token: 'ok' } });
    expect(readToken('member')?.token).toBe('ok');
  });

  it.each([
    ['ja', 'メールアドレスまたはパスワードが正しくありません。'],
    ['vi', 'Email hoặc mật khẩu không đúng.'],
    ['hant', 'The e-mail address or password is incorrect.'], // no hant variant sent → default message
  ] as const)('stores a login failure with the display message chosen for %s', (language, expected) => {
    const body = {
      display_message: 'The e-mail address or password is incorrect.',
      display_message_lang: {
        ja: 'メールアドレスまたはパスワードが正しくありません。',
        vi: 'Email hoặc mật khẩu không đúng.',
      },
      display_code: 'AUTH-LOGIN-400',
    };
    const stored = loginFailed(body, language);
    expect(stored.display_message).toBe(expected);
    expect(getAuthState()).toMatchObject({ login: 'failed', loginError: { display_code: 'AUTH-LOGIN-400' } });
    // A later language switch re-chooses from the variants.
    expect(loginErrorMessage(stored, 'vi')).toBe('Email hoặc mật khẩu không đúng.');
    expect(getAuthState().jwtToken).toBeNull();
  });
});

/** A JWT-shaped token whose claims say when the server issued it (the signature is not read). */
const issuedToken = (iat: number) =>
  `eyJhbGciOiJIUzI1NiJ9.${btoa(JSON.stringify({ kind: 'member', iat })).replace(/=+$/, '')}.sig`;

describe('the server clock (a device clock hours off)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('judges tokens by the server clock learnt from the issue time of the last token stored', () => {
    const server = 1_800_000_000;
    // The phone is two hours ahead of the server.
    vi.useFakeTimers({ now: (server + 7200) * 1000, toFake: ['Date'] });
    const record = storeToken('member', {
      token: issuedToken(server),
      token_type: 'Bearer',
      expires_t: server + 900,
      refresh_expires_t: server + 86_400,
    });
    expect(authClock.now()).toBe(server);
    expect(tokenPhase(record, authClock.now())).toBe('valid');
    // Another tab and the next visit keep it (local storage), and it follows the time passing.
    vi.setSystemTime((server + 7200 + 60) * 1000);
    resetAuthStateForTests();
    expect(authClock.now()).toBe(server + 60);
  });

  it('takes the network delay of a right clock for no offset, and a token without iat changes nothing', () => {
    const server = 1_800_000_000;
    vi.useFakeTimers({ now: (server + 3) * 1000, toFake: ['Date'] });
    storeToken('member', {
      token: issuedToken(server),
      token_type: 'Bearer',
      expires_t: server + 900,
      refresh_expires_t: server + 900,
    });
    expect(authClock.now()).toBe(server + 3);
    vi.setSystemTime((server - 3600) * 1000);
    storeToken('member', {
      token: issuedToken(server),
      token_type: 'Bearer',
      expires_t: server + 900,
      refresh_expires_t: server + 900,
    });
    storeToken('guest', testTokenRecord('no-claims', server + 900, server + 900));
    expect(authClock.now()).toBe(server);
  });
});

describe('token phase', () => {
  it.each([
    [null, 'none'],
    [testTokenRecord('t', 101, 200), 'valid'],
    [testTokenRecord('t', 100, 200), 'refreshable'],
    [testTokenRecord('t', 50, 200), 'refreshable'],
    [testTokenRecord('t', 50, 100), 'expired'],
    [testTokenRecord('t', 50, 60), 'expired'],
  ] as const)('%j at 100 → %s', (record, phase) => {
    expect(tokenPhase(record, 100)).toBe(phase);
  });
});

describe('redirect target after sign-in', () => {
  it.each([
    ['/history', '/history'],
    ['/events/detail/3?category=2#photo-4', '/events/detail/3?category=2#photo-4'],
    ['https://evil.example/', null],
    ['//evil.example/path', null],
    ['/\\evil.example', null],
    ['javascript:alert(1)', null],
    ['history', null],
    ['/login', null],
    ['/logout?x=1', null],
    ['/bridge?hash=x', null],
    ['/token_missing', null],
    ['', null],
    [null, null],
  ])('%s → %s', (value, expected) => {
    expect(safeRedirectTarget(value)).toBe(expected);
  });

  it('builds /login?redirect=… only for a useful target', () => {
    expect(withRedirect('/login', '/child')).toBe('/login?redirect=%2Fchild');
    expect(withRedirect('/login', '/')).toBe('/login');
    expect(withRedirect('/login', '//evil.example')).toBe('/login');
  });
});

describe('spec §8 401 through the error modal uses the token store', () => {
  const original = { ...errorModalEnvironment };
  afterEach(() => Object.assign(errorModalEnvironment, original));

  it.each([
    ['/history', 'member', '/token_missing?redirect=%2Fhistory'],
    ['/guest/cart', 'guest', '/guest/landing?redirect=%2Fguest%2Fcart'],
  ] as const)('a 401 on %s removes the %s token and goes to %s', (pathname, kind, target) => {
    const navigate = vi.fn();
    Object.assign(errorModalEnvironment, { pathname: () => pathname, navigate, language: () => 'ja' });
    storeToken('member', testTokenRecord('m'));
    storeToken('guest', testTokenRecord('g'));
    reportError(new ApiError(401, null, '/api/cart'));
    expect(navigate).toHaveBeenCalledWith(target);
    expect(readToken(kind)).toBeNull();
    expect(readToken(kind === 'member' ? 'guest' : 'member')).not.toBeNull();
  });
});
