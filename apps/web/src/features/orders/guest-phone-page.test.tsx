import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { orderPassToken } from '@/shared/auth/order-pass';
import { errorJson, fakeApi, json, tokenAnswer } from '@/shared/auth/test-api';
import { signInGuestForTest, signInMemberForTest } from '@/shared/auth/test-sessions';
import { readToken } from '@/shared/auth/token-store';
import { closeErrorModal, getErrorModal } from '@/shared/errors/error-modal-store';
import { initI18n } from '@/shared/i18n/i18n';
import { renderApp } from '@/test/render-app';
import { ORDER_DETAIL } from './test-fixtures';

const CHECK = 'POST /api/guest/order/check/confirm';
const heading = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 3000 });
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: '注文内容を確認する' }));

beforeEach(async () => {
  await act(() => initI18n('ja'));
});

afterEach(() => {
  act(() => closeErrorModal());
  vi.unstubAllGlobals();
});

describe('/guest/phone', () => {
  it('turns the order code and phone into a guest token for that order and shows it', async () => {
    signInMemberForTest('member-token');
    const api = fakeApi({
      [CHECK]: () => json(200, { ...tokenAnswer('order-guest-token'), order_id: 42 }),
      'GET /api/mypage/order/detail/42': () => json(200, ORDER_DETAIL),
    });
    const { router } = renderApp('/guest/phone');
    await heading('注文番号で確認する');
    type('注文番号', ' om7k2qx9 ');
    type('ご注文時の電話番号', '03-1234-5678');
    submit();
    await heading('注文詳細');
    expect(router.state.location.pathname).toBe('/guest/history/42');
    expect(api.bodyOf(CHECK)).toEqual({ order_code: 'OM7K2QX9', tel: '03-1234-5678' });
    expect(api.authOf(CHECK)).toBeNull();
    expect(readToken('guest')?.token).toBe('order-guest-token');
    // A member token would send the guest pages back to the landing (spec §4).
    expect(readToken('member')).toBeNull();
    expect(api.authOf('GET /api/mypage/order/detail/42')).toBe('Bearer order-guest-token');
  });

  it("keeps a guest's own identity (the cart) and opens the order with a pass for it alone", async () => {
    signInGuestForTest('guest-cart-token');
    const api = fakeApi({
      [CHECK]: () => json(200, { ...tokenAnswer('order-pass-token'), order_id: 42 }),
      'GET /api/mypage/order/detail/42': () => json(200, ORDER_DETAIL),
      'GET /api/cart': () => json(200, { data: [] }),
    });
    const { router } = renderApp('/guest/phone');
    await heading('注文番号で確認する');
    type('注文番号', 'OM7K2QX9');
    type('ご注文時の電話番号', '0312345678');
    submit();
    await heading('注文詳細');
    expect(router.state.location.pathname).toBe('/guest/history/42');
    expect(api.authOf('GET /api/mypage/order/detail/42')).toBe('Bearer order-pass-token');
    // The cart stays reachable on this device: the guest token was not replaced.
    expect(readToken('guest')?.token).toBe('guest-cart-token');
    expect(orderPassToken(42)).toBe('order-pass-token');
    expect(orderPassToken(43)).toBeNull();
  });

  it('a pass the server refuses goes alone: the guest stays signed in with the cart', async () => {
    signInGuestForTest('guest-cart-token');
    fakeApi({
      [CHECK]: () => json(200, { ...tokenAnswer('order-pass-token'), order_id: 42 }),
      'GET /api/mypage/order/detail/42': () =>
        errorJson(401, 'AUTH-401', { ja: 'ログインが必要です。', 'en-US': 'Please sign in.' }),
      'GET /api/cart': () => json(200, { data: [] }),
    });
    renderApp('/guest/phone');
    await heading('注文番号で確認する');
    type('注文番号', 'OM7K2QX9');
    type('ご注文時の電話番号', '0312345678');
    submit();
    await waitFor(() => expect(getErrorModal()).not.toBeNull());
    expect(readToken('guest')?.token).toBe('guest-cart-token');
    expect(orderPassToken(42)).toBeNull();
  });

  it('replaces a guest token that was itself a pass for another order', async () => {
    const claims = btoa(JSON.stringify({ scope: { order_id: 7 } })).replace(/=+$/, '');
    signInGuestForTest(`eyJhbGciOiJIUzI1NiJ9.${claims}.sig`);
    const api = fakeApi({
      [CHECK]: () => json(200, { ...tokenAnswer('order-guest-token'), order_id: 42 }),
      'GET /api/mypage/order/detail/42': () => json(200, ORDER_DETAIL),
    });
    renderApp('/guest/phone');
    await heading('注文番号で確認する');
    type('注文番号', 'OM7K2QX9');
    type('ご注文時の電話番号', '0312345678');
    submit();
    await heading('注文詳細');
    expect(readToken('guest')?.token).toBe('order-guest-token');
    expect(api.authOf('GET /api/mypage/order/detail/42')).toBe('Bearer order-guest-token');
  });

  it('a wrong pair (GUEST-AUTH-202-C): the message first, then /token_missing (spec §8)', async () => {
    fakeApi({
      [CHECK]: () =>
        errorJson(400, 'GUEST-AUTH-202-C', {
          ja: '注文番号または電話番号が正しくありません。',
          'en-US': 'Wrong.',
        }),
    });
    const { router } = renderApp('/guest/phone');
    await heading('注文番号で確認する');
    type('注文番号', 'OM7K2QX9');
    type('ご注文時の電話番号', '0312345678');
    submit();
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('注文番号または電話番号が正しくありません。 (GUEST-AUTH-202-C)');
    expect(getErrorModal()?.followUp).toBe('/token_missing');
    expect(router.state.location.pathname).toBe('/guest/phone');
    fireEvent.click(screen.getByRole('button', { name: 'ログイン画面へ' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/token_missing'));
    expect(readToken('guest')).toBeNull();
  });

  it('checks the fields before calling, and shows other refusals inline', async () => {
    const api = fakeApi({
      [CHECK]: () => errorJson(429, 'RATE-LIMIT-429', { ja: 'しばらくしてからお試しください。' }),
    });
    renderApp('/guest/phone');
    await heading('注文番号で確認する');
    submit();
    expect(await screen.findByText('注文番号を入力してください')).toBeTruthy();
    expect(screen.getByText('電話番号が正しくありません')).toBeTruthy();
    expect(api.calls()).not.toContain(CHECK);
    type('注文番号', 'OM7K2QX9');
    type('ご注文時の電話番号', '0312345678');
    submit();
    expect((await screen.findByRole('alert')).textContent).toContain('しばらくしてからお試しください。');
    expect(getErrorModal()).toBeNull();
  });
});
