import type { Child } from '@omoide/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorJson, fakeApi, json } from '@/shared/auth/test-api';
import { signInGuestForTest, signInMemberForTest } from '@/shared/auth/test-sessions';
import { closeErrorModal } from '@/shared/errors/error-modal-store';
import { initI18n } from '@/shared/i18n/i18n';
import { renderApp } from '@/test/render-app';
import { fillBuyer, fillCard, type } from './order-form-test-kit';
import { readOrder } from './order-storage';
import { CARD_CONFIG, cartEvent, cartRoute } from './test-fixtures';

const CONFIG = CARD_CONFIG;
const TOKEN_ROUTE = 'POST /sandbox/card/v2/CreateToken.json';

const heading = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 3000 });
const review = () => fireEvent.click(screen.getByRole('button', { name: /確認画面へ進む/ }));
/** The page: its heading at once, the form once the cart has loaded. */
async function openForm() {
  await heading('ご注文手続き');
  await screen.findByRole('button', { name: /確認画面へ進む/ }, { timeout: 3000 });
}

beforeEach(async () => {
  signInMemberForTest('member-token');
  await act(() => initI18n('ja'));
  vi.spyOn(console, 'info').mockImplementation(() => {});
});

afterEach(() => {
  act(() => closeErrorModal());
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('/order/{eventId}', () => {
  it('shows the cart of the event and blocks an incomplete form with messages at the fields', async () => {
    const api = fakeApi({ 'GET /api/cart': cartRoute(cartEvent(1)) });
    renderApp('/order/1');
    await openForm();
    const summary = screen.getByRole('region', { name: '2026 秋の運動会' });
    expect(within(summary).getByText('L判')).toBeTruthy();
    expect(within(summary).getByText('送料（全国一律）')).toBeTruthy();
    expect(within(summary).getByText('合計').nextElementSibling?.textContent).toContain('1,200');

    type('郵便番号', '15000');
    review();
    expect(await screen.findByText('お名前を入力してください')).toBeTruthy();
    expect(screen.getByText('郵便番号は7桁の数字で入力してください')).toBeTruthy();
    expect(screen.getByText('都道府県を選んでください')).toBeTruthy();
    expect(screen.getByText('カード番号を入力してください')).toBeTruthy();
    expect(screen.getByLabelText('郵便番号').getAttribute('aria-invalid')).toBe('true');
    expect(api.calls()).not.toContain('GET /api/payment/card/config');
  });

  it('turns the card into a one-time token and keeps everything but the card number and code', async () => {
    const api = fakeApi({
      'GET /api/cart': cartRoute(cartEvent(1)),
      'GET /api/payment/card/config': () => json(200, CONFIG),
      [TOKEN_ROUTE]: () =>
        json(200, {
          result: 'success',
          token: 'tok_1',
          masked_card_number: '411111******1111',
          card_brand: 'visa',
        }),
    });
    const { router } = renderApp('/order/1');
    await openForm();
    fillBuyer();
    fillCard();
    review();
    await heading('ご注文内容の確認');
    expect(router.state.location.pathname).toBe('/order/confirm');

    const sent = api.bodyOf(TOKEN_ROUTE) as { encryptionParameters: unknown; encryptedData: string };
    expect(sent.encryptionParameters).toEqual({ type: 'UNIQUE_PK', apiKey: 'pk_test_omoide' });
    expect(JSON.stringify(sent)).not.toContain('4111');

    const stored = readOrder('member');
    expect(stored?.event_id).toBe(1);
    expect(stored?.form.home).toMatchObject({
      full_name: '山田 花子',
      zip_code: '150-0041',
      prefecture_id: '13',
    });
    expect(stored?.payment).toMatchObject({ card_token: 'tok_1', card_holder: 'HANAKO YAMADA' });
    expect(stored?.payment?.idempotency_key).toMatch(/^[\w-]{8,}$/);
    const everything = JSON.stringify({ ...sessionStorage, ...localStorage });
    expect(everything).not.toMatch(/4111 ?1111 ?1111 ?1111/);
    // The security code is nowhere, as a value or under any name (the random idempotency key
    // may contain the digits 987, so the check is on what the stored values are, not substrings).
    const storedValues = JSON.stringify(stored).replace(stored?.payment?.idempotency_key ?? '', '');
    expect(storedValues).not.toContain('987');
    expect(everything).not.toMatch(/security_?code|cvv|cvc/i);
  });

  it('says the card number could not be encrypted, with the provider’s code, and stays', async () => {
    fakeApi({
      'GET /api/cart': cartRoute(cartEvent(1)),
      'GET /api/payment/card/config': () => json(200, CONFIG),
      [TOKEN_ROUTE]: () =>
        json(400, { result: 'failure', error_code: 'card_expired', error_message: 'The card has expired.' }),
    });
    const { router } = renderApp('/order/1');
    await openForm();
    fillBuyer();
    fillCard();
    review();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('カード番号を暗号化できませんでした（card_expired）');
    expect(router.state.location.pathname).toBe('/order/1');
    expect(readOrder('member')?.payment).toBeNull();
  });

  it('asks a guest whose prints they are when the event delivers to the school, not for an address', async () => {
    signInGuestForTest('guest-token');
    const api = fakeApi({ 'GET /api/cart': cartRoute(cartEvent(2)) });
    renderApp('/guest/order/1');
    await openForm();
    expect(screen.queryByLabelText('郵便番号')).toBeNull();
    expect(screen.getByText('このイベントのプリントは一括配送のため、送料はかかりません。')).toBeTruthy();
    review();
    expect(await screen.findByText('お子さまのお名前を入力してください')).toBeTruthy();
    expect(api.calls()).not.toContain('GET /api/user/child');
    expect(api.authOf('GET /api/cart')).toBe('Bearer guest-token');
  });

  it('offers a member’s registered children to fill the child', async () => {
    const hanako: Child = {
      id: 7,
      name: '山田 花子',
      name_kana: null,
      birthday: null,
      class_name: 'ひまわり組',
      relationship: 'mother',
      face_image_count: 0,
      created_t: 1_700_000_000,
      access: 'owner',
      shared_by: null,
    };
    fakeApi({
      'GET /api/cart': cartRoute(cartEvent(2)),
      'GET /api/user/child': () => json(200, { children: [hanako] }),
    });
    renderApp('/order/1');
    await openForm();
    const choose = await screen.findByLabelText(/登録済みのお子さま/);
    await screen.findByRole('option', { name: '山田 花子（ひまわり組）' });
    fireEvent.change(choose, { target: { value: '7' } });
    await waitFor(() =>
      expect((screen.getByLabelText('お子さまのお名前') as HTMLInputElement).value).toBe('山田 花子'),
    );
    expect((screen.getByLabelText(/クラス名/) as HTMLInputElement).value).toBe('ひまわり組');
    expect((screen.getByLabelText(/お子さまとのご関係/) as HTMLSelectElement).value).toBe('mother');
  });

  it('links back to the cart when nothing of the event is left to buy', async () => {
    fakeApi({ 'GET /api/cart': cartRoute() });
    renderApp('/order/1');
    await heading('ご注文手続き');
    const link = await screen.findByRole('link', { name: /カートへ戻る/ });
    expect(link.getAttribute('href')).toBe('/cart/1');
  });
});

describe('/order/{eventId} address lookup (spec §7 postal_zip, §8)', () => {
  const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement | HTMLSelectElement;

  it('fills prefecture and city from a 7-digit postal code, and clears only what it filled when a code is not found', async () => {
    fakeApi({
      'GET /api/cart': cartRoute(cartEvent(1)),
      'GET /api/utility/postal_zip/1040061.json': () =>
        json(200, {
          zip_code: '1040061',
          addresses: [{ prefecture_id: '13', prefecture_name: '東京都', city: '中央区', town: '銀座' }],
        }),
      'GET /api/utility/postal_zip/9999999.json': () =>
        errorJson(404, 'ADDRESS-404', { ja: '見つかりません', 'en-US': 'Not found' }),
    });
    renderApp('/order/1');
    await openForm();
    type('郵便番号', '104-0061');
    await waitFor(() => expect(field('都道府県').value).toBe('13'));
    expect(field('市区町村・番地').value).toBe('中央区銀座');
    type('郵便番号', '9999999');
    await waitFor(() => expect(field('市区町村・番地').value).toBe(''));
    expect(field('都道府県').value).toBe('');
    // An address the buyer typed is never replaced.
    type('市区町村・番地', '銀座1-2-3 自分で入力');
    type('郵便番号', '1040061');
    await waitFor(() => expect(field('都道府県').value).toBe('13'));
    expect(field('市区町村・番地').value).toBe('銀座1-2-3 自分で入力');
  });
});
