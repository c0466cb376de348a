import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorJson, fakeApi, json } from '@/shared/auth/test-api';
import { signInGuestForTest, signInMemberForTest } from '@/shared/auth/test-sessions';
import { closeErrorModal, getErrorModal } from '@/shared/errors/error-modal-store';
import { initI18n } from '@/shared/i18n/i18n';
import { renderApp } from '@/test/render-app';
import { readOrderResult, writeOrderResult } from './order-storage';
import { cartEvent, cartRoute, orderResult } from './test-fixtures';

const ACS = 'POST /api/order/acs/complete';
const heading = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 3000 });
const challenge = orderResult({
  acs_flag: 2,
  acs_redirect_url: 'http://localhost:3000/sandbox/card/challenge/ch_1',
});

beforeEach(async () => {
  await act(() => initI18n('ja'));
});

afterEach(() => {
  act(() => closeErrorModal());
  vi.unstubAllGlobals();
});

describe('/order/handler and /guest/handler (back from 3-D Secure)', () => {
  it('completes the challenged order once and shows the completion', async () => {
    signInMemberForTest('member-token');
    writeOrderResult({ area: 'member', event_id: 1, result: challenge });
    const api = fakeApi({
      [ACS]: () => json(200, orderResult()),
      'GET /api/cart': cartRoute(),
    });
    const { router } = renderApp('/order/handler?order_id=42&charge_id=ch_1');
    await heading('ご注文ありがとうございます');
    expect(router.state.location.pathname).toBe('/order/complete');
    expect(api.calls().filter((call) => call === ACS)).toHaveLength(1);
    expect(api.bodyOf(ACS)).toEqual({ order_id: 42 });
    expect(api.authOf(ACS)).toBe('Bearer member-token');
    expect(readOrderResult('member')?.result).toEqual(orderResult());
  });

  it('a failed challenge: the error modal with the code, then the event’s order form for another card', async () => {
    signInGuestForTest('guest-token');
    writeOrderResult({ area: 'guest', event_id: 1, result: challenge });
    const api = fakeApi({
      [ACS]: () =>
        json(
          200,
          orderResult({
            is_sucessful: false,
            error_code: '3ds_failed',
            error_message: '認証できませんでした',
          }),
        ),
      'GET /api/cart': cartRoute(cartEvent(1)),
    });
    const { router } = renderApp('/guest/handler?order_id=42');
    await waitFor(() => expect(router.state.location.pathname).toBe('/guest/order/1'));
    expect(getErrorModal()?.message).toMatchObject({
      kind: 'text',
      text: '認証できませんでした',
      code: '3ds_failed',
    });
    expect(api.authOf(ACS)).toBe('Bearer guest-token');
    expect(readOrderResult('guest')).toBeNull();
  });

  it('an answer that is no order result goes through the error modal, then the history', async () => {
    signInMemberForTest('member-token');
    fakeApi({
      [ACS]: () =>
        errorJson(409, 'ORDER-NOT-PENDING', { ja: 'このご注文はお支払い手続き中ではありません。' }),
    });
    renderApp('/order/handler?order_id=42');
    await waitFor(() =>
      expect(getErrorModal()).toMatchObject({
        message: {
          kind: 'text',
          text: 'このご注文はお支払い手続き中ではありません。',
          code: 'ORDER-NOT-PENDING',
        },
        followUp: '/history',
      }),
    );
  });

  it('says so without an order id, and calls nothing', async () => {
    const api = fakeApi({});
    renderApp('/order/handler');
    await heading('決済結果の確認');
    expect(screen.getByRole('alert').textContent).toContain('確認するお支払いが見つかりませんでした');
    expect(api.calls()).not.toContain(ACS);
  });
});
