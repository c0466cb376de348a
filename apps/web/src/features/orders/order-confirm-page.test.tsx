import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorJson, type FakeApi, fakeApi, json } from '@/shared/auth/test-api';
import { signInMemberForTest } from '@/shared/auth/test-sessions';
import { closeErrorModal, getErrorModal } from '@/shared/errors/error-modal-store';
import { initI18n } from '@/shared/i18n/i18n';
import { renderApp } from '@/test/render-app';
import { orderEnvironment } from './order-result';
import { readOrder, readOrderResult, writeOrder, writeOrderResult } from './order-storage';
import {
  BUYER_FORM,
  cartEvent,
  cartOf,
  cartRoute,
  orderResult,
  PAYMENT,
  SHIPPED_BODY,
} from './test-fixtures';

const PROCESS = 'POST /api/order/process';
const KEY = PAYMENT.idempotency_key;

const heading = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 3000 });
const placeButton = () => screen.findByRole('button', { name: '注文を確定する' }, { timeout: 3000 });

/** The header a fake route saw on its nth call. */
function headerOf(api: FakeApi, name: string, nth = 0): string | null {
  const calls = api.fetch.mock.calls.filter(([input]) => String(input).startsWith('/api/order/process'));
  return new Headers(calls[nth]?.[1]?.headers).get(name);
}

function storeOrder() {
  writeOrder({ area: 'member', event_id: 1, form: BUYER_FORM, payment: PAYMENT });
}

const original = { ...orderEnvironment };

beforeEach(async () => {
  signInMemberForTest('member-token');
  storeOrder();
  await act(() => initI18n('ja'));
});

afterEach(() => {
  act(() => closeErrorModal());
  Object.assign(orderEnvironment, original);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('/order/confirm', () => {
  it('shows what will be sent, posts it with the attempt’s Idempotency-Key and completes (acs_flag 0)', async () => {
    let cartReads = 0;
    const api = fakeApi({
      'GET /api/cart': () => {
        cartReads += 1;
        return json(200, cartReads === 1 ? cartOf(cartEvent(1)) : cartOf());
      },
      [PROCESS]: () => {
        // Spec §4: the previous result is reset before each attempt.
        expect(localStorage.getItem('orderResult')).toBeNull();
        return json(200, orderResult());
      },
    });
    writeOrderResult({ area: 'member', event_id: 9, result: orderResult({ order_code: 'OLD' }) });
    const { router } = renderApp('/order/confirm');
    await heading('ご注文内容の確認');
    await placeButton();
    expect(screen.getByText('VISA 下4桁 1111')).toBeTruthy();
    expect(screen.getByText('〒150-0041')).toBeTruthy();
    expect(screen.getByText('東京都 渋谷区神南1-2-3')).toBeTruthy();

    fireEvent.click(await placeButton());
    await heading('ご注文ありがとうございます');
    expect(router.state.location.pathname).toBe('/order/complete');
    expect(api.bodyOf(PROCESS)).toEqual(SHIPPED_BODY);
    expect(headerOf(api, 'idempotency-key')).toBe(KEY);
    expect(api.authOf(PROCESS)).toBe('Bearer member-token');
    expect(screen.getByTestId('order-code').textContent).toBe('OM7K2QX9');
    expect(screen.getByRole('link', { name: /注文内容を見る/ }).getAttribute('href')).toBe('/history/42');
    // The cart is read again (now empty), the spent token is gone, the result stays.
    await waitFor(() => expect(cartReads).toBe(2));
    expect(readOrder('member')?.payment).toBeNull();
    expect(readOrder('member')?.form.home.full_name).toBe('山田 花子');
    expect(readOrderResult('member')?.result.order_code).toBe('OM7K2QX9');
  });

  it('sends one order for a double tap, and the same key again after a lost answer', async () => {
    let attempts = 0;
    const api = fakeApi({
      'GET /api/cart': cartRoute(cartEvent(1)),
      [PROCESS]: () => {
        attempts += 1;
        if (attempts === 1) throw new TypeError('Failed to fetch');
        return json(200, orderResult());
      },
    });
    renderApp('/order/confirm');
    const button = await placeButton();
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() =>
      expect(getErrorModal()?.message).toMatchObject({ kind: 'key', key: 'errors.modal.network' }),
    );
    expect(attempts).toBe(1);
    // The buyer stays on the confirmation; nothing is lost.
    expect(getErrorModal()?.followUp).toBeNull();
    act(() => closeErrorModal());
    fireEvent.click(await placeButton());
    await heading('ご注文ありがとうございます');
    expect(attempts).toBe(2);
    expect(headerOf(api, 'idempotency-key', 0)).toBe(KEY);
    expect(headerOf(api, 'idempotency-key', 1)).toBe(KEY);
  });

  it('keeps the result and sends the browser to the 3-D Secure page (acs_flag 2)', async () => {
    const assign = vi.fn();
    orderEnvironment.assign = assign;
    const challenge = 'http://localhost:3000/sandbox/card/challenge/ch_1';
    fakeApi({
      'GET /api/cart': cartRoute(cartEvent(1)),
      [PROCESS]: () => json(200, orderResult({ acs_flag: 2, acs_redirect_url: challenge })),
    });
    renderApp('/order/confirm');
    fireEvent.click(await placeButton());
    await waitFor(() => expect(assign).toHaveBeenCalledWith(challenge));
    expect(readOrderResult('member')).toEqual({
      area: 'member',
      event_id: 1,
      result: orderResult({ acs_flag: 2, acs_redirect_url: challenge }),
    });
  });

  it('shows a declined card’s code and message, forgets the spent token and returns to the form', async () => {
    const message = 'カードでのお支払いができませんでした。別のカードをお試しください（card_declined）。';
    fakeApi({
      'GET /api/cart': cartRoute(cartEvent(1)),
      [PROCESS]: () =>
        json(200, orderResult({ is_sucessful: false, error_code: 'card_declined', error_message: message })),
    });
    const { router } = renderApp('/order/confirm');
    fireEvent.click(await placeButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/order/1'));
    expect(getErrorModal()?.message).toMatchObject({ kind: 'text', text: message });
    expect(getErrorModal()?.message.title).toBe('errors.modal.titles.payment');
    expect(await screen.findByRole('dialog')).toBeTruthy();
    expect(screen.getByRole('dialog').textContent).toContain('card_declined');
    expect(readOrderResult('member')).toBeNull();
    expect(readOrder('member')?.payment).toBeNull();
    // What the buyer typed about themselves stays; only the card is asked again.
    expect(readOrder('member')?.form.home.full_name).toBe('山田 花子');
    expect(await screen.findByLabelText('カード番号')).toBeTruthy();
  });

  it('takes a buyer whose payment is being confirmed to the order’s page, with the message, not back to the form', async () => {
    const message =
      '決済サービスからの応答がなかったため、お支払いの結果を確認しています（payment_confirming）。';
    fakeApi({
      'GET /api/cart': cartRoute(cartEvent(1)),
      [PROCESS]: () =>
        json(
          200,
          orderResult({
            is_sucessful: false,
            order_id: 41,
            error_code: 'payment_confirming',
            error_message: message,
          }),
        ),
    });
    const { router } = renderApp('/order/confirm');
    fireEvent.click(await placeButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/history/41'));
    expect(getErrorModal()?.message).toMatchObject({ kind: 'text', text: message });
    expect(readOrderResult('member')).toBeNull();
  });

  it('shows ORDER-TOTAL-CHANGED and reads the cart again, staying to confirm the new total', async () => {
    let cartReads = 0;
    const moved = cartEvent(1);
    moved.totals = { ...moved.totals, extra_cost_in_tax: 100, total_in_tax: 1300 };
    fakeApi({
      'GET /api/cart': () => {
        cartReads += 1;
        return json(200, cartOf(cartReads === 1 ? cartEvent(1) : moved));
      },
      [PROCESS]: () =>
        errorJson(409, 'ORDER-TOTAL-CHANGED', {
          ja: 'お支払い金額が変わりました。',
          'en-US': 'The amount changed.',
        }),
    });
    const { router } = renderApp('/order/confirm');
    fireEvent.click(await placeButton());
    await waitFor(() =>
      expect(getErrorModal()?.message).toMatchObject({
        kind: 'text',
        text: 'お支払い金額が変わりました。',
        code: 'ORDER-TOTAL-CHANGED',
      }),
    );
    await waitFor(() => expect(screen.getByText('合計').nextElementSibling?.textContent).toContain('1,300'));
    expect(router.state.location.pathname).toBe('/order/confirm');
    expect(readOrder('member')?.payment?.idempotency_key).toBe(KEY);
  });

  it('has nothing to confirm without a card token from the form', async () => {
    sessionStorage.clear();
    fakeApi({ 'GET /api/cart': cartRoute(cartEvent(1)) });
    renderApp('/order/confirm');
    await heading('ご注文内容の確認');
    expect(
      screen.getByText('確認するご注文がありません。カートからご注文手続きを始めてください。'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: /カートへ戻る/ }).getAttribute('href')).toBe('/cart');
  });
});
