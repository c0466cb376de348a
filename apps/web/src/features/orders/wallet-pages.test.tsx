import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json } from '@/shared/auth/test-api';
import { signInGuestForTest, signInMemberForTest } from '@/shared/auth/test-sessions';
import { closeErrorModal, getErrorModal } from '@/shared/errors/error-modal-store';
import { initI18n } from '@/shared/i18n/i18n';
import { renderApp } from '@/test/render-app';
import { orderEnvironment } from './order-result';
import { readOrder, readOrderResult, writeOrder, writeOrderResult } from './order-storage';
import { BUYER_FORM, cartEvent, cartRoute, orderResult, PAYMENT } from './test-fixtures';

// docs/decisions/011: the payment choice, a wallet order's trip to the approval page and back.
const RAKUTEN = 'POST /api/order/rakuten/process';
const COMPLETE = 'POST /api/order/rakuten/complete';
const APPROVAL = 'http://localhost:3000/sandbox/wallet/approve/ws_1';
const WALLET_PAYMENT = {
  ...PAYMENT,
  payment_type: 'r_paypay' as const,
  card_token: '',
  card_brand: '',
  card_holder: '',
  masked_card_number: '',
};

const heading = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 3000 });
const original = { ...orderEnvironment };

beforeEach(async () => {
  signInMemberForTest('member-token');
  await act(() => initI18n('ja'));
});

afterEach(() => {
  act(() => closeErrorModal());
  Object.assign(orderEnvironment, original);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the payment choice on the order form', () => {
  it('offers a yen event’s card and wallets; a wallet needs no card fields and is shown on the confirmation', async () => {
    fakeApi({ 'GET /api/cart': cartRoute(cartEvent(1)) });
    const { router } = renderApp('/order/1');
    await screen.findByRole('button', { name: /確認画面へ進む/ }, { timeout: 3000 });
    for (const name of ['クレジットカード', 'PayPay', 'au PAY', '楽天ペイ'])
      expect(screen.getByRole('radio', { name })).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'クレジットカード' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByLabelText('カード番号')).toBeTruthy();

    fireEvent.click(screen.getByRole('radio', { name: 'PayPay' }));
    expect(screen.queryByLabelText('カード番号')).toBeNull();
    expect(screen.getByText(/PayPayの画面に移動し/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('お名前'), { target: { value: '山田 花子' } });
    fireEvent.change(screen.getByLabelText('郵便番号'), { target: { value: '150-0041' } });
    fireEvent.change(screen.getByLabelText('都道府県'), { target: { value: '13' } });
    fireEvent.change(screen.getByLabelText('市区町村・番地'), { target: { value: '渋谷区神南1-2-3' } });
    fireEvent.change(screen.getByLabelText('電話番号'), { target: { value: '03-1234-5678' } });
    fireEvent.click(screen.getByRole('button', { name: /確認画面へ進む/ }));
    await heading('ご注文内容の確認');
    expect(router.state.location.pathname).toBe('/order/confirm');
    expect(readOrder('member')?.payment).toMatchObject({ payment_type: 'r_paypay', card_token: '' });
    expect(screen.getByText('PayPay')).toBeTruthy();
  });

  it('shows a TWD event’s one type without a choice', async () => {
    const twd = cartEvent(1);
    twd.payment_types = ['tw_credit_card'];
    fakeApi({ 'GET /api/cart': cartRoute(twd) });
    renderApp('/order/1');
    await screen.findByRole('button', { name: /確認画面へ進む/ }, { timeout: 3000 });
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.getByText('クレジットカード（台湾）')).toBeTruthy();
  });
});

describe('placing a wallet order', () => {
  it('posts to /api/order/rakuten/process and sends the browser to the approval page', async () => {
    writeOrder({ area: 'member', event_id: 1, form: BUYER_FORM, payment: WALLET_PAYMENT });
    const assign = vi.fn();
    orderEnvironment.assign = assign;
    const result = orderResult({ redirect_url: APPROVAL });
    const api = fakeApi({ 'GET /api/cart': cartRoute(cartEvent(1)), [RAKUTEN]: () => json(200, result) });
    renderApp('/order/confirm');
    fireEvent.click(await screen.findByRole('button', { name: '注文を確定する' }, { timeout: 3000 }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(APPROVAL));
    expect(api.bodyOf(RAKUTEN)).toMatchObject({ payment: { payment_type: 'r_paypay' } });
    expect(readOrderResult('member')?.result).toEqual(result);
  });
});

describe('/order/handler and /guest/handler back from a wallet', () => {
  it('asks /api/order/rakuten/complete (never the URL’s status) and shows the completion when paid', async () => {
    writeOrderResult({ area: 'member', event_id: 1, result: orderResult({ redirect_url: APPROVAL }) });
    const api = fakeApi({ [COMPLETE]: () => json(200, orderResult()), 'GET /api/cart': cartRoute() });
    const { router } = renderApp('/order/handler?order_id=42&wallet_status=approved');
    await heading('ご注文ありがとうございます');
    expect(router.state.location.pathname).toBe('/order/complete');
    expect(api.bodyOf(COMPLETE)).toEqual({ order_id: 42 });
  });

  it('cancelled: the server’s "nothing was charged" message, then the order form', async () => {
    signInGuestForTest('guest-token');
    writeOrderResult({ area: 'guest', event_id: 1, result: orderResult({ redirect_url: APPROVAL }) });
    const text = 'ウォレットでのお支払いがキャンセルされました。お支払いは行われていません。';
    fakeApi({
      [COMPLETE]: () =>
        json(200, orderResult({ is_sucessful: false, error_code: 'user_cancelled', error_message: text })),
      'GET /api/cart': cartRoute(cartEvent(1)),
    });
    const { router } = renderApp('/guest/handler?order_id=42&wallet_status=cancelled');
    await waitFor(() => expect(router.state.location.pathname).toBe('/guest/order/1'));
    expect(getErrorModal()?.message).toMatchObject({ kind: 'text', text, code: 'user_cancelled' });
  });

  it('refused by the wallet: the provider’s code is shown', async () => {
    writeOrderResult({ area: 'member', event_id: 1, result: orderResult({ redirect_url: APPROVAL }) });
    fakeApi({
      [COMPLETE]: () =>
        json(
          200,
          orderResult({
            is_sucessful: false,
            error_code: 'insufficient_balance',
            error_message: 'できませんでした',
          }),
        ),
      'GET /api/cart': cartRoute(cartEvent(1)),
    });
    renderApp('/order/handler?order_id=42&wallet_status=failed');
    await waitFor(() => expect(getErrorModal()?.message).toMatchObject({ code: 'insufficient_balance' }));
  });

  it('not approved yet (a forged or early return): back to the approval page', async () => {
    const assign = vi.fn();
    orderEnvironment.assign = assign;
    fakeApi({
      [COMPLETE]: () =>
        json(
          200,
          orderResult({
            is_sucessful: false,
            error_code: 'wallet_awaiting_approval',
            error_message: 'まだ承認されていません',
            redirect_url: APPROVAL,
          }),
        ),
    });
    renderApp('/order/handler?order_id=42&wallet_status=approved');
    await waitFor(() => expect(assign).toHaveBeenCalledWith(APPROVAL));
  });
});
