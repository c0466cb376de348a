import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorJson, fakeApi, json, tokenAnswer } from '@/shared/auth/test-api';
import { signInMemberForTest } from '@/shared/auth/test-sessions';
import { readToken } from '@/shared/auth/token-store';
import { initI18n } from '@/shared/i18n/i18n';
import { renderApp } from '@/test/render-app';

const KEY = 'k'.repeat(32);
/** The saved cart as the confirm answers it; only its count matters here (the header badge). */
const SAVED_CART = { cart: [], quantity: 2 };
const EXPIRED = {
  ja: 'このリンクは有効期限が切れています。もう一度カートを保存してください。',
  vi: 'Liên kết này đã hết hạn. Vui lòng lưu lại giỏ hàng.',
  'en-US': 'This link has expired.',
};

beforeEach(async () => {
  await act(() => initI18n('ja'));
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('guest landing with a cart-save link (spec §7 temporary_save/confirm)', () => {
  it('confirms the key, stores the guest token and opens the saved cart', async () => {
    // A member signed in on this device earlier: the guest session replaces it.
    signInMemberForTest();
    const api = fakeApi({
      'POST /api/guest/cart/temporary_save/confirm': () =>
        json(200, { ...tokenAnswer('guest-from-mail'), cart: SAVED_CART }),
    });
    const { router } = renderApp(`/guest/landing?cart_key=${KEY}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/guest/cart'), { timeout: 3000 });
    expect(api.bodyOf('POST /api/guest/cart/temporary_save/confirm')).toEqual({ save_key: KEY });
    expect(api.authOf('POST /api/guest/cart/temporary_save/confirm')).toBeNull();
    expect(readToken('guest')?.token).toBe('guest-from-mail');
    expect(readToken('member')).toBeNull();
    // The answer's cart is counted and shown without asking for it again.
    expect(await screen.findByRole('link', { name: 'カート 2点' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'カート' })).toBeTruthy();
    expect(api.calls()).not.toContain('GET /api/cart');
    expect(api.calls().filter((call) => call.endsWith('/confirm'))).toHaveLength(1);
  });

  it('shows why a bad key failed and leaves the landing usable, in Vietnamese', async () => {
    await act(() => initI18n('vi'));
    const api = fakeApi({
      'POST /api/guest/cart/temporary_save/confirm': () => errorJson(400, 'GUEST-CART-SAVE-400', EXPIRED),
      'POST /api/guest/email/check/send': () => json(200, { check_id: 'check-1', expires_t: 4_102_444_800 }),
    });
    const { router } = renderApp(`/guest/landing?cart_key=${KEY}`);
    const alert = await screen.findByRole('alert', {}, { timeout: 3000 });
    expect(alert.textContent).toContain('Không thể mở giỏ hàng đã lưu.');
    expect(alert.textContent).toContain(EXPIRED.vi);
    expect(alert.textContent).toContain('(GUEST-CART-SAVE-400)');
    expect(router.state.location.pathname).toBe('/guest/landing');
    expect(router.state.location.search).toBe('');
    expect(readToken('guest')).toBeNull();

    fireEvent.input(screen.getByLabelText('Địa chỉ email'), { target: { value: 'guest@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Gửi mã xác nhận' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/guest/email_sent'));
    expect(api.calls().filter((call) => call.endsWith('/confirm'))).toHaveLength(1);
  });
});
