import { afterEach, describe, expect, it, vi } from 'vitest';
import { readCachedSystemConstant } from '@/shared/api/system-constant';
import { constantAnswer, errorJson, fakeApi, json, tokenAnswer } from '@/shared/auth/test-api';
import { testTokenRecord } from '@/shared/auth/test-sessions';
import { authClock, getAuthState, readToken, setAuthEvent, storeToken } from '@/shared/auth/token-store';
import type { TokenRecord } from '@/shared/storage/token-storage';
import { routeAuthOf } from '../route-meta';
import { BEYOND_SPEC_PATHS, ROUTE_TABLE } from '../route-table';
import { decideAccess, enforceAccess, type GuardDecision, type GuardInput } from './auth-guard';

const NOW = 1_800_000_000;
/** A record whose expires_t / refresh_expires_t sit `expires` / `refresh` seconds from NOW. */
const record = (expires: number, refresh: number): TokenRecord =>
  testTokenRecord('t', NOW + expires, NOW + refresh);

const VALID = record(60, 3600);
const AT_EXPIRY = record(0, 3600); // now == expires_t: refresh window starts
const IN_REFRESH = record(-60, 3600);
const AT_REFRESH_END = record(-3600, 0); // now == refresh_expires_t: over
const EXPIRED = record(-7200, -60);

const allow: GuardDecision = { type: 'allow' };
const refresh: GuardDecision = { type: 'refresh', kind: 'member' };
const go = (to: string, remove: 'member' | 'guest' | null, clearCaches = false): GuardDecision =>
  ({ type: 'redirect', to, remove, clearCaches }) as GuardDecision;

type Row = [label: string, input: Omit<GuardInput, 'now'>, expected: GuardDecision];

describe('decideAccess: spec §4 "Member token lifecycle"', () => {
  const rows: Row[] = [
    ['now < expires_t → used as is', { auth: 'member', member: VALID, guest: null }, allow],
    [
      'now == expires_t → used, refresh requested',
      { auth: 'member', member: AT_EXPIRY, guest: null },
      refresh,
    ],
    [
      'expires_t < now < refresh_expires_t → refresh',
      { auth: 'member', member: IN_REFRESH, guest: null },
      refresh,
    ],
    [
      'now == refresh_expires_t → removed, /token_missing',
      { auth: 'member', member: AT_REFRESH_END, guest: null },
      go('/token_missing', 'member'),
    ],
    [
      'past refresh_expires_t → removed, /token_missing',
      { auth: 'member', member: EXPIRED, guest: null },
      go('/token_missing', 'member'),
    ],
    ['no token → /token_missing', { auth: 'member', member: null, guest: null }, go('/token_missing', null)],
    [
      'a guest token does not open a member route',
      { auth: 'member', member: null, guest: VALID },
      go('/token_missing', null),
    ],
  ];
  it.each(rows)('%s', (_label, input, expected) => {
    expect(decideAccess({ ...input, now: NOW })).toEqual(expected);
  });
});

describe('decideAccess: spec §4 "Guest routes"', () => {
  const rows: Row[] = [
    ['valid guest token → used', { auth: 'guest', member: null, guest: VALID }, allow],
    [
      'guest token at expires_t → refreshed (the session outlives the access token)',
      { auth: 'guest', member: null, guest: AT_EXPIRY },
      { type: 'refresh', kind: 'guest' },
    ],
    [
      'guest token in its refresh window → refreshed',
      { auth: 'guest', member: null, guest: IN_REFRESH },
      { type: 'refresh', kind: 'guest' },
    ],
    [
      'expired guest token → removed, /guest/expired',
      { auth: 'guest', member: null, guest: EXPIRED },
      go('/guest/expired', 'guest'),
    ],
    [
      'no guest token → /guest/landing',
      { auth: 'guest', member: null, guest: null },
      go('/guest/landing', null),
    ],
    [
      'member token on a guest path → removed, caches cleared, /guest/landing',
      { auth: 'guest', member: VALID, guest: null },
      go('/guest/landing', 'member', true),
    ],
    [
      'member token on a guest path, even beside a valid guest token',
      { auth: 'guest', member: VALID, guest: VALID },
      go('/guest/landing', 'member', true),
    ],
    [
      'an expired member token counts as present too',
      { auth: 'guest', member: EXPIRED, guest: VALID },
      go('/guest/landing', 'member', true),
    ],
  ];
  it.each(rows)('%s', (_label, input, expected) => {
    expect(decideAccess({ ...input, now: NOW })).toEqual(expected);
  });
});

describe('decideAccess: spec §6 public paths pass without a token', () => {
  const SPEC_PUBLIC = [
    '/login',
    '/logout',
    '/Imprint',
    '/privacy',
    '/order/handler',
    '/token_missing',
    '/guest/expired',
    '/bridge',
    '/guest/landing',
    '/guest/email_sent',
    '/guest/faq',
    '/guest/faq/:categoryName',
    '/guest/faq/:categoryName/:faqId',
    '/guest/contact',
    '/guest/contact/confirm',
    '/guest/contact/complete',
    '/guest/handler',
    '/guest/phone',
    '/guest/about',
    '/guest/terms',
    '/guest/Imprint',
    '/guest/privacy',
  ];
  const tokenStates: [string, Omit<GuardInput, 'now' | 'auth'>][] = [
    ['no token', { member: null, guest: null }],
    ['expired member token', { member: EXPIRED, guest: null }],
    ['expired guest token', { member: null, guest: EXPIRED }],
    ['both tokens', { member: VALID, guest: VALID }],
  ];

  it('the route table marks exactly the spec §6 paths public', () => {
    const publicInTable = ROUTE_TABLE.filter((entry) => entry.handle.auth === 'public').map(
      (entry) => entry.path,
    );
    // Plus the mailed links beyond spec §2 (family invitation, alert unsubscribe): their
    // secret is the credential, and the invitee may have no account yet.
    expect(publicInTable.sort()).toEqual([...SPEC_PUBLIC, ...BEYOND_SPEC_PATHS].sort());
  });

  it.each(
    SPEC_PUBLIC.flatMap((path) => tokenStates.map(([label, tokens]) => [path, label, tokens] as const)),
  )('%s with %s → allowed', (path, _label, tokens) => {
    expect(decideAccess({ auth: routeAuthOf(path), ...tokens, now: NOW })).toEqual(allow);
  });

  it('every other route needs the token of its area', () => {
    for (const entry of ROUTE_TABLE) {
      if (entry.handle.auth === 'public') continue;
      const guestArea = entry.path === '/guest' || entry.path.startsWith('/guest/');
      expect(entry.handle.auth, entry.path).toBe(guestArea ? 'guest' : 'member');
    }
  });
});

describe('enforceAccess (the effects of a decision)', () => {
  const request = (path: string) => new Request(`http://localhost${path}`);
  const thrown = async (promise: Promise<unknown>) =>
    promise.then(
      () => null,
      (error: unknown) => error,
    );
  const location = (response: unknown) => (response as Response).headers.get('Location');

  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('redirects a member without a token to /token_missing, keeping the wanted page', async () => {
    const response = await thrown(enforceAccess('member', request('/child?tab=1')));
    expect((response as Response).status).toBe(302);
    expect(location(response)).toBe('/token_missing?redirect=%2Fchild%3Ftab%3D1');
  });

  it('removes an expired member token', async () => {
    vi.spyOn(authClock, 'now').mockReturnValue(NOW);
    storeToken('member', EXPIRED);
    const response = await thrown(enforceAccess('member', request('/')));
    expect(location(response)).toBe('/token_missing');
    expect(readToken('member')).toBeNull();
    expect(getAuthState().jwtToken).toBeNull();
  });

  it('refreshes a token in its refresh window, stores the new one, then reloads the constants', async () => {
    vi.spyOn(authClock, 'now').mockReturnValue(NOW);
    storeToken('member', { ...IN_REFRESH, token: 'old' });
    const api = fakeApi({
      'GET /api/auth/refresh_token': () => json(200, tokenAnswer('new', NOW + 3600, NOW + 86400)),
      'GET /api/system/constant': () => json(200, constantAnswer),
    });
    await expect(enforceAccess('member', request('/history'))).resolves.toBeUndefined();
    expect(api.calls()).toEqual(['GET /api/auth/refresh_token', 'GET /api/system/constant']);
    expect(api.authOf('GET /api/auth/refresh_token')).toBe('Bearer old');
    expect(api.authOf('GET /api/system/constant')).toBe('Bearer new');
    expect(readToken('member')).toEqual({
      token: 'new',
      expires_t: NOW + 3600,
      refresh_expires_t: NOW + 86400,
    });
    expect(readCachedSystemConstant()?.is_authenticated).toBe(true);
  });

  it('shares one refresh between parallel navigations', async () => {
    vi.spyOn(authClock, 'now').mockReturnValue(NOW);
    storeToken('member', IN_REFRESH);
    const api = fakeApi({
      'GET /api/auth/refresh_token': () => json(200, tokenAnswer('new', NOW + 3600, NOW + 86400)),
      'GET /api/system/constant': () => json(200, constantAnswer),
    });
    await Promise.all([enforceAccess('member', request('/a')), enforceAccess('member', request('/b'))]);
    expect(api.calls().filter((call) => call.endsWith('refresh_token'))).toHaveLength(1);
  });

  it('sends the member to /token_missing when the refresh is refused (session over)', async () => {
    vi.spyOn(authClock, 'now').mockReturnValue(NOW);
    storeToken('member', IN_REFRESH);
    fakeApi({
      'GET /api/auth/refresh_token': () => errorJson(401, 'AUTH-REFRESH-401', { 'en-US': 'expired' }),
    });
    const response = await thrown(enforceAccess('member', request('/library')));
    expect(location(response)).toBe('/token_missing?redirect=%2Flibrary');
    expect(readToken('member')).toBeNull();
  });

  it('lets the page try when the refresh fails for want of a connection', async () => {
    vi.spyOn(authClock, 'now').mockReturnValue(NOW);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    storeToken('member', IN_REFRESH);
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('offline')));
    await expect(enforceAccess('member', request('/'))).resolves.toBeUndefined();
    expect(readToken('member')).not.toBeNull();
  });

  it('clears a member token, cached events and constants on a guest path', async () => {
    storeToken('member', testTokenRecord('member'));
    setAuthEvent({ id: 3 });
    sessionStorage.setItem('systemConstant', JSON.stringify(constantAnswer));
    sessionStorage.setItem('eventInfo:3', '{}');
    sessionStorage.setItem('omoide:chunk-reload:/guest', '1');
    const response = await thrown(enforceAccess('guest', request('/guest/cart')));
    expect(location(response)).toBe('/guest/landing');
    expect(readToken('member')).toBeNull();
    expect(getAuthState().event).toBeNull();
    expect(sessionStorage.getItem('systemConstant')).toBeNull();
    expect(sessionStorage.getItem('eventInfo:3')).toBeNull();
    expect(sessionStorage.getItem('omoide:chunk-reload:/guest')).toBe('1');
  });

  it('removes an expired guest token and goes to /guest/expired, keeping the wanted page', async () => {
    vi.spyOn(authClock, 'now').mockReturnValue(NOW);
    storeToken('guest', EXPIRED);
    const response = await thrown(enforceAccess('guest', request('/guest/cart')));
    expect(location(response)).toBe('/guest/expired?redirect=%2Fguest%2Fcart');
    expect(readToken('guest')).toBeNull();
  });

  it('refreshes a guest token silently (no constants reload: they are the member ones)', async () => {
    vi.spyOn(authClock, 'now').mockReturnValue(NOW);
    storeToken('guest', { ...IN_REFRESH, token: 'lunch' });
    const api = fakeApi({
      'GET /api/auth/refresh_token': () => json(200, tokenAnswer('after-lunch', NOW + 1800, NOW + 604800)),
    });
    await expect(enforceAccess('guest', request('/guest/cart'))).resolves.toBeUndefined();
    expect(api.calls()).toEqual(['GET /api/auth/refresh_token']);
    expect(api.authOf('GET /api/auth/refresh_token')).toBe('Bearer lunch');
    expect(readToken('guest')?.token).toBe('after-lunch');
  });

  it('sends the guest to /guest/expired when the refresh is refused, keeping the wanted page', async () => {
    vi.spyOn(authClock, 'now').mockReturnValue(NOW);
    storeToken('guest', IN_REFRESH);
    fakeApi({
      'GET /api/auth/refresh_token': () => errorJson(401, 'AUTH-REFRESH-401', { 'en-US': 'expired' }),
    });
    const response = await thrown(enforceAccess('guest', request('/guest/events/3')));
    expect(location(response)).toBe('/guest/expired?redirect=%2Fguest%2Fevents%2F3');
    expect(readToken('guest')).toBeNull();
  });
});
