import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json } from '@/shared/auth/test-api';
import { signInMemberForTest } from '@/shared/auth/test-sessions';
import { closeErrorModal } from '@/shared/errors/error-modal-store';
import { initI18n } from '@/shared/i18n/i18n';
import { renderApp } from '@/test/render-app';
import { fillBuyer, fillCard } from './order-form-test-kit';
import { orderEnvironment } from './order-result';
import { readOrder, writeOrder } from './order-storage';
import { BUYER_FORM, CARD_CONFIG, cartEvent, cartRoute, orderResult, PAYMENT } from './test-fixtures';

// Issue #14 r_credit_card: card fields, the provider's card and CVV tokens, /rakuten/process.
const CONFIG = CARD_CONFIG;
const R_TOKENS = 'POST /sandbox/card/rakuten/v1/tokens';
const RAKUTEN = 'POST /api/order/rakuten/process';
const NAME = '楽天クレジットカード決済';
const original = { ...orderEnvironment };

beforeEach(async () => {
  signInMemberForTest('member-token');
  await act(() => initI18n('ja'));
  vi.spyOn(console, 'info').mockImplementation(() => {});
});
afterEach(() => {
  act(() => closeErrorModal());
  Object.assign(orderEnvironment, original);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the Rakuten card', () => {
  it('shows the card fields and trades the card for a card token and a CVV token at its provider', async () => {
    const api = fakeApi({
      'GET /api/cart': cartRoute(cartEvent(1)),
      'GET /api/payment/card/config': () => json(200, CONFIG),
      [R_TOKENS]: () =>
        json(200, {
          resultType: 'success',
          cardToken: 'tok_r1',
          cvvToken: 'cvv_r1',
          brandCode: 'visa',
          maskedCardNumber: '411111******1111',
        }),
    });
    renderApp('/order/1');
    fireEvent.click(await screen.findByRole('radio', { name: NAME }, { timeout: 3000 }));
    expect(screen.getByLabelText('カード番号')).toBeTruthy();
    fillBuyer();
    fillCard();
    fireEvent.click(screen.getByRole('button', { name: /確認画面へ進む/ }));
    await waitFor(() => expect(readOrder('member')?.payment?.card_token).toBe('tok_r1'));
    expect(readOrder('member')?.payment).toMatchObject({
      payment_type: 'r_credit_card',
      cvv_token: 'cvv_r1',
    });
    const sent = api.bodyOf(R_TOKENS) as { serviceId: string; encryptedData: string };
    expect(sent.serviceId).toBe('pk_test_omoide');
    expect(JSON.stringify(sent)).not.toContain('4111');
  });

  it('is placed through /api/order/rakuten/process with r_card_token, r_cvv_token and r_card_brand', async () => {
    const payment = {
      ...PAYMENT,
      payment_type: 'r_credit_card' as const,
      card_token: 'tok_r1',
      cvv_token: 'cvv_r1',
    };
    writeOrder({ area: 'member', event_id: 1, form: BUYER_FORM, payment });
    const api = fakeApi({
      'GET /api/cart': cartRoute(cartEvent(1)),
      [RAKUTEN]: () => json(200, orderResult()),
    });
    renderApp('/order/confirm');
    fireEvent.click(await screen.findByRole('button', { name: '注文を確定する' }, { timeout: 3000 }));
    await waitFor(() => expect(api.bodyOf(RAKUTEN)).toBeTruthy());
    expect(api.bodyOf(RAKUTEN)).toMatchObject({
      payment: {
        payment_type: 'r_credit_card',
        r_card_token: 'tok_r1',
        r_cvv_token: 'cvv_r1',
        r_card_brand: PAYMENT.card_brand,
      },
    });
  });
});
