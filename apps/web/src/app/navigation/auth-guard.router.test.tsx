import { act, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { constantAnswer, fakeApi, json, tokenAnswer } from '@/shared/auth/test-api';
import { signInGuestForTest, signInMemberForTest, testTokenRecord } from '@/shared/auth/test-sessions';
import { authClock, readToken, storeToken } from '@/shared/auth/token-store';
import { initI18n } from '@/shared/i18n/i18n';
import { renderApp } from '@/test/render-app';
import type { RouteAuth } from '../route-meta';
import type { RouteEntry } from '../route-table';

// The real guard through the real router, with light pages standing in for the screens.
const page = (text: string) => async () => ({ default: (() => <h1>{text}</h1>) as ComponentType });
const entry = (path: string, auth: RouteAuth, text: string): RouteEntry => ({
  path,
  page: page(text),
  handle: {
    name: path,
    layout: auth === 'guest' || path.startsWith('/guest') ? 'guest' : 'default',
    auth,
    titleKey: null,
  },
});
const TABLE: RouteEntry[] = [
  entry('/', 'member', 'Member home'),
  entry('/history', 'member', 'History'),
  entry('/events/detail/:eventId', 'member', 'Event'),
  entry('/token_missing', 'public', 'Token missing'),
  entry('/login', 'public', 'Login'),
  entry('/guest', 'guest', 'Guest home'),
  entry('/guest/cart', 'guest', 'Guest cart'),
  entry('/guest/landing', 'public', 'Guest landing'),
  entry('/guest/expired', 'public', 'Guest expired'),
];

const NOW = 1_800_000_000;
const heading = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 3000 });

beforeAll(async () => {
  await initI18n('en-US');
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('navigation guard through the router', () => {
  it('sends a visitor without a token from a member page to /token_missing', async () => {
    const { router } = renderApp('/history', TABLE);
    await heading('Token missing');
    expect(router.state.location.pathname).toBe('/token_missing');
    expect(router.state.location.search).toBe('?redirect=%2Fhistory');
  });

  it('lets a signed-in member through, and runs again on the next navigation', async () => {
    signInMemberForTest();
    const { router } = renderApp('/', TABLE);
    await heading('Member home');
    await act(() => router.navigate('/events/detail/4'));
    await heading('Event');
    // Signed out in another tab: the next navigation notices.
    localStorage.removeItem('jwt');
    await act(() => router.navigate('/history'));
    await heading('Token missing');
  });

  it('refreshes an expired member token before showing the page', async () => {
    vi.spyOn(authClock, 'now').mockReturnValue(NOW);
    storeToken('member', testTokenRecord('old', NOW - 10, NOW + 1000));
    fakeApi({
      'GET /api/auth/refresh_token': () => json(200, tokenAnswer('fresh', NOW + 3600, NOW + 9999)),
      'GET /api/system/constant': () => json(200, constantAnswer),
    });
    renderApp('/history', TABLE);
    await heading('History');
    expect(readToken('member')?.token).toBe('fresh');
  });

  it('still checks param validation after the guard (spec §5)', async () => {
    signInMemberForTest();
    renderApp('/events/detail/abc', TABLE);
    await heading('Page Not Found');
  });

  it('sends a visitor without a guest token to /guest/landing', async () => {
    const { router } = renderApp('/guest/cart', TABLE);
    await heading('Guest landing');
    expect(router.state.location.pathname).toBe('/guest/landing');
  });

  it('sends a guest whose session ran out to /guest/expired and forgets the token', async () => {
    vi.spyOn(authClock, 'now').mockReturnValue(NOW);
    storeToken('guest', testTokenRecord('guest', NOW - 1000, NOW - 1));
    renderApp('/guest', TABLE);
    await heading('Guest expired');
    expect(readToken('guest')).toBeNull();
  });

  it('lets a guest whose access token expired in after a silent refresh', async () => {
    vi.spyOn(authClock, 'now').mockReturnValue(NOW);
    storeToken('guest', testTokenRecord('guest', NOW - 1, NOW + 1000));
    fakeApi({
      'GET /api/auth/refresh_token': () => json(200, tokenAnswer('renewed', NOW + 1800, NOW + 9000)),
    });
    renderApp('/guest', TABLE);
    await heading('Guest home');
    expect(readToken('guest')?.token).toBe('renewed');
  });

  it('lets a verified guest in', async () => {
    signInGuestForTest();
    renderApp('/guest', TABLE);
    await heading('Guest home');
  });

  it('removes a member token found on a guest path and goes to /guest/landing', async () => {
    signInMemberForTest();
    sessionStorage.setItem('systemConstant', JSON.stringify(constantAnswer));
    renderApp('/guest', TABLE);
    await heading('Guest landing');
    expect(readToken('member')).toBeNull();
    expect(sessionStorage.getItem('systemConstant')).toBeNull();
  });

  it.each([
    ['/login', 'Login'],
    ['/token_missing', 'Token missing'],
    ['/guest/landing', 'Guest landing'],
    ['/guest/expired', 'Guest expired'],
  ])('lets %s through without any token', async (path, text) => {
    const { router } = renderApp(path, TABLE);
    await heading(text);
    expect(router.state.location.pathname).toBe(path);
  });
});
