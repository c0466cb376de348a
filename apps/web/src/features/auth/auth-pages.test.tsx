import { QueryClient } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { cartQueryKey } from '@/shared/api/cart';
import { readCachedSystemConstant } from '@/shared/api/system-constant';
import { constantAnswer, errorJson, fakeApi, json, tokenAnswer } from '@/shared/auth/test-api';
import { eachTestSignedOutInJapanese } from '@/shared/auth/test-password-forms';
import { signInMemberForTest, testTokenRecord } from '@/shared/auth/test-sessions';
import { readToken, storeToken } from '@/shared/auth/token-store';
import { renderApp } from '@/test/render-app';
import { enterThroughBridge, forceCartInfoGet } from './bridge-entry';
import { bridgeNextPath } from './bridge-page';

const heading = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 3000 });
const BRIDGE_INVALID = {
  ja: 'ログイン用のリンクが無効か、有効期限が切れています。アプリからもう一度開いてください。',
  'en-US': 'This sign-in link is invalid or has expired. Please open it again from the app.',
};
const HASH = 'h'.repeat(43);

eachTestSignedOutInJapanese();

describe('bridge entry (spec §4)', () => {
  it('clears the guest token, stores appFrom/isPreview, signs in, loads cart and constants', async () => {
    storeToken('guest', testTokenRecord('old-guest'));
    const api = fakeApi({
      'POST /api/auth/hash_login': () => json(200, tokenAnswer('bridged')),
      'GET /api/cart': () => json(200, { cart: [], quantity: 0 }),
      'GET /api/system/constant': () => json(200, constantAnswer),
    });
    await expect(enterThroughBridge({ hash: HASH, from: 'ios_app', isPreview: 'true' })).resolves.toEqual({
      ok: true,
    });
    expect(readToken('guest')).toBeNull();
    expect(readToken('member')?.token).toBe('bridged');
    expect(localStorage.getItem('appFrom')).toBe('ios_app');
    expect(localStorage.getItem('isPreview')).toBe('true');
    expect(api.bodyOf('POST /api/auth/hash_login')).toEqual({
      hash_key: HASH,
      app_from: 'ios_app',
      is_preview: true,
    });
    expect(api.calls()).toContain('GET /api/cart');
    expect(api.authOf('GET /api/cart')).toBe('Bearer bridged');
    expect(readCachedSystemConstant()?.is_authenticated).toBe(true);
  });

  it('sends one hash once, however often the page mounts', async () => {
    const api = fakeApi({
      'POST /api/auth/hash_login': () => json(200, tokenAnswer('bridged')),
      'GET /api/system/constant': () => json(200, constantAnswer),
    });
    const query = { hash: 'x'.repeat(40), from: 'e2e', isPreview: null };
    await Promise.all([enterThroughBridge(query), enterThroughBridge(query)]);
    expect(api.calls().filter((call) => call.endsWith('hash_login'))).toHaveLength(1);
    expect(api.bodyOf('POST /api/auth/hash_login')).toEqual({ hash_key: query.hash, app_from: 'e2e' });
  });

  it.each([
    ['no hash', null],
    ['an empty hash', ' '],
  ])('refuses %s without calling the API', async (_label, hash) => {
    const api = fakeApi({});
    await expect(enterThroughBridge({ hash, from: 'e2e', isPreview: null })).resolves.toEqual({
      ok: false,
      reason: 'no-hash',
    });
    expect(api.calls()).toEqual([]);
  });

  it('puts the member’s cart into the cart query, even over a fresh copy (force)', async () => {
    signInMemberForTest('bridged');
    const queryClient = new QueryClient();
    queryClient.setQueryData(cartQueryKey('member', 'ja'), { cart: [], quantity: 0 });
    fakeApi({ 'GET /api/cart': () => json(200, { cart: [], quantity: 4 }) });
    await forceCartInfoGet(queryClient);
    expect(queryClient.getQueryData(cartQueryKey('member', 'ja'))).toEqual({ cart: [], quantity: 4 });
  });

  it('does not let a failing cart stop the entry', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    fakeApi({
      'POST /api/auth/hash_login': () => json(200, tokenAnswer('bridged')),
      'GET /api/cart': () => errorJson(500, 'SERVER-500', {}),
      'GET /api/system/constant': () => json(200, constantAnswer),
    });
    await expect(enterThroughBridge({ hash: 'c'.repeat(40), from: 'e2e', isPreview: null })).resolves.toEqual(
      {
        ok: true,
      },
    );
    expect(warn).toHaveBeenCalledWith('[bridge] cart preload failed', expect.anything());
  });

  it('/bridge with a good hash lands on / signed in', async () => {
    fakeApi({
      'POST /api/auth/hash_login': () => json(200, tokenAnswer('bridged')),
      'GET /api/system/constant': () => json(200, constantAnswer),
    });
    const { router } = renderApp(`/bridge?hash=${'g'.repeat(40)}&from=e2e`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 3000 });
    expect(router.state.location.search).toBe('');
    expect(readToken('member')?.token).toBe('bridged');
  });

  it('/bridge from a studio preview opens the previewed event and marks the site as a preview', async () => {
    fakeApi({
      'POST /api/auth/hash_login': () => json(200, tokenAnswer('preview')),
      'GET /api/system/constant': () => json(200, constantAnswer),
    });
    const { router } = renderApp(
      `/bridge?hash=${'p'.repeat(40)}&from=studio&is_preview=true&next=/events/detail/41`,
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/events/detail/41'), { timeout: 3000 });
    expect(await screen.findByText('プレビュー（公開前の確認用）')).toBeTruthy();
    // Any other target is ignored: the bridge only ever opens an event page.
    expect(bridgeNextPath('https://evil.example/events/detail/1')).toBe('/');
    expect(bridgeNextPath('//evil.example')).toBe('/');
    expect(bridgeNextPath(null)).toBe('/');
  });

  it('/bridge with a used hash goes to /token_missing and says why', async () => {
    fakeApi({ 'POST /api/auth/hash_login': () => errorJson(401, 'AUTH-BRIDGE-401', BRIDGE_INVALID) });
    const { router } = renderApp(`/bridge?hash=${'u'.repeat(40)}&from=e2e`);
    await heading('もう一度ログインしてください');
    expect(router.state.location.pathname).toBe('/token_missing');
    expect(screen.getByRole('alert').textContent).toContain(BRIDGE_INVALID.ja);
    expect(screen.getByRole('link', { name: 'ログインする' }).getAttribute('href')).toBe('/login');
    expect(screen.getByRole('link', { name: '会員登録せずに利用する' }).getAttribute('href')).toBe(
      '/guest/landing',
    );
    expect(readToken('member')).toBeNull();
  });

  it('/bridge without a hash goes to /token_missing', async () => {
    const { router } = renderApp('/bridge?from=e2e');
    await heading('もう一度ログインしてください');
    expect(router.state.location.pathname).toBe('/token_missing');
  });
});

describe('/login', () => {
  it('signs in and goes to the redirect target', async () => {
    const api = fakeApi({
      'POST /api/auth/login': () => json(200, tokenAnswer('member-token')),
      'GET /api/system/constant': () => json(200, constantAnswer),
      'GET /api/system/constant/non_auth': () => json(200, { ...constantAnswer, is_authenticated: false }),
    });
    const { router } = renderApp('/login?redirect=%2Fhistory');
    await heading('ログイン');
    const reminder = await screen.findByRole('link', { name: 'パスワードをお忘れの方' });
    expect(reminder.getAttribute('href')).toBe('https://example.com/password-reminder');
    expect(screen.getByRole('link', { name: 'ゲストとして進む' }).getAttribute('href')).toBe(
      '/guest/landing',
    );

    fireEvent.input(screen.getByLabelText('メールアドレス'), { target: { value: 'demo@omoide.test' } });
    fireEvent.input(screen.getByLabelText('パスワード'), { target: { value: 'omoide-demo' } });
    fireEvent.click(screen.getByRole('button', { name: 'ログイン' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/history'), { timeout: 3000 });
    expect(readToken('member')?.token).toBe('member-token');
    expect(api.bodyOf('POST /api/auth/login')).toEqual({
      email: 'demo@omoide.test',
      password: 'omoide-demo',
    });
  });

  it('ignores a redirect target outside the site', async () => {
    fakeApi({
      'POST /api/auth/login': () => json(200, tokenAnswer('member-token')),
      'GET /api/system/constant': () => json(200, constantAnswer),
    });
    const { router } = renderApp('/login?redirect=https%3A%2F%2Fevil.example%2F');
    await heading('ログイン');
    fireEvent.input(screen.getByLabelText('メールアドレス'), { target: { value: 'demo@omoide.test' } });
    fireEvent.input(screen.getByLabelText('パスワード'), { target: { value: 'omoide-demo' } });
    fireEvent.click(screen.getByRole('button', { name: 'ログイン' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 3000 });
  });
});

describe('/logout', () => {
  it('signs out and offers to sign in again; a member page then goes to /token_missing', async () => {
    signInMemberForTest();
    fakeApi({ 'POST /api/auth/logout': () => json(200, { ok: true }) });
    const { router } = renderApp('/logout');
    await heading('ログアウトしました');
    expect(screen.getByRole('link', { name: 'もう一度ログイン' }).getAttribute('href')).toBe('/login');
    expect(readToken('member')).toBeNull();
    await act(() => router.navigate('/child'));
    // Signed out on purpose: the welcome, with sign-in first, not "sign in again".
    await heading('Omoideへようこそ');
    expect(router.state.location.pathname).toBe('/token_missing');
  });
});

describe('/token_missing (issue #17)', () => {
  it('welcomes a first-time visitor with the three ways in and the public pages', async () => {
    const { router } = renderApp('/events');
    await heading('Omoideへようこそ');
    expect(router.state.location.pathname).toBe('/token_missing');
    expect(screen.getByRole('link', { name: 'ログインする' }).getAttribute('href')).toBe(
      '/login?redirect=%2Fevents',
    );
    expect(screen.getByRole('link', { name: '会員登録せずに利用する' }).getAttribute('href')).toBe(
      '/guest/landing',
    );
    expect(screen.getByRole('heading', { level: 2, name: '提携アプリをお使いの方' })).toBeTruthy();
    const publicPages = within(screen.getByRole('navigation', { name: 'ご利用の前に' }));
    expect(publicPages.getByRole('link', { name: '利用規約' }).getAttribute('href')).toBe('/guest/terms');
    expect(publicPages.getByRole('link', { name: 'よくあるご質問' }).getAttribute('href')).toBe('/guest/faq');
    expect(publicPages.getByRole('link', { name: 'プライバシーポリシー' })).toBeTruthy();
    expect(publicPages.getByRole('link', { name: '特定商取引法に基づく表記' })).toBeTruthy();
  });

  it('asks a member whose session ended to sign in again', async () => {
    storeToken('member', { token: 'old', expires_t: 1, refresh_expires_t: 2 });
    const { router } = renderApp('/events');
    await heading('もう一度ログインしてください');
    expect(router.state.location.pathname).toBe('/token_missing');
    expect(readToken('member')).toBeNull();
  });
});
