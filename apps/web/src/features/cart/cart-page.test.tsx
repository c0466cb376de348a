import type { Cart } from '@omoide/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorJson, fakeApi, json } from '@/shared/auth/test-api';
import { signInGuestForTest, signInMemberForTest } from '@/shared/auth/test-sessions';
import { closeErrorModal, getErrorModal } from '@/shared/errors/error-modal-store';
import { initI18n } from '@/shared/i18n/i18n';
import { clock } from '@/shared/time/clock';
import { renderApp } from '@/test/render-app';
import { CART, cartItem, DAY, EMPTY_CART, eventSummary, GRADUATION, NOW, SPORTS_DAY } from './test-fixtures';

const realNow = clock.now;

beforeEach(async () => {
  await act(() => initI18n('ja'));
  clock.now = () => NOW;
});
afterEach(() => {
  act(() => closeErrorModal());
  vi.unstubAllGlobals();
  clock.now = realNow;
});

const heading = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 3000 });
const eventCard = (name: string) => screen.getByRole('region', { name });
/** The row of one photo: the list item around its thumbnail link. */
const itemRow = (id: number) =>
  screen.getByRole('link', { name: `写真 No.${id}を大きく表示` }).closest('li') as HTMLElement;

/** The receipt of an event as "label amount" rows, in order. */
function receiptRows(eventName: string): string[] {
  const list = within(eventCard(eventName)).getByLabelText(`${eventName}のお支払い金額`);
  return [...list.querySelectorAll('dt')].map(
    (term) => `${term.textContent} ${term.nextElementSibling?.textContent ?? ''}`,
  );
}

function cartApi(cart: Cart = CART, routes: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({ 'GET /api/cart': () => json(200, cart), ...routes });
}

describe('cart page', () => {
  it('lists the carts per event with their sizes, receipt and order button', async () => {
    signInMemberForTest();
    cartApi();
    renderApp('/cart');
    await heading('カート');
    await screen.findByRole('region', { name: '2026 秋の運動会' });

    const first = itemRow(11);
    expect(within(first).getByText('ダウンロード')).toBeTruthy();
    expect((within(first).getByRole('spinbutton', { name: 'L判の枚数' }) as HTMLInputElement).value).toBe(
      '2',
    );
    // Unchosen sizes (2L) stay on the photo's own page, not in the list.
    expect(within(first).queryByText('2L判')).toBeNull();
    expect(within(itemRow(12)).getByText('早期割引')).toBeTruthy();
    expect(within(itemRow(12)).getAllByText('トリミング指定あり').length).toBeGreaterThan(0);

    expect(receiptRows('2026 秋の運動会')).toEqual([
      'データ小計 ￥330',
      'プリント小計 ￥540',
      '早期割引 -￥50',
      '送料（全国一律） ￥300',
      '合計 ￥1,120（税込）',
    ]);
    // Bulk delivery: no shipping row, a note instead (spec §9).
    expect(receiptRows('2027 卒園式')).toEqual(['プリント小計 ￥180', '合計 ￥180（税込）']);
    expect(within(eventCard('2027 卒園式')).getByText(/一括配送のため、送料はかかりません/)).toBeTruthy();

    const order = within(eventCard('2026 秋の運動会')).getByRole('link', { name: 'ご注文手続きへ' });
    expect(order.getAttribute('href')).toBe('/order/1');
    expect(screen.getByRole('link', { name: 'カート 5点' }).getAttribute('href')).toBe('/cart');
  });

  it('sets a quantity with a post and shows the answer’s totals', async () => {
    signInMemberForTest('m-token');
    const answer: Cart = {
      cart: [
        {
          ...SPORTS_DAY,
          image_item_with_prices: [
            cartItem(11, { 1: 1, 2: 3 }),
            ...SPORTS_DAY.image_item_with_prices.slice(1),
          ],
          totals: { ...SPORTS_DAY.totals, print_subtotal_in_tax: 720, total_in_tax: 1300 },
        },
        GRADUATION,
      ],
      quantity: 6,
    };
    let answered: () => void = () => {};
    const answerSent = new Promise<void>((resolve) => {
      answered = resolve;
    });
    const api = cartApi(CART, {
      'POST /api/cart': async () => {
        await answerSent;
        return json(200, answer);
      },
    });
    renderApp('/cart');
    await screen.findByRole('region', { name: '2026 秋の運動会' }, { timeout: 3000 });

    fireEvent.click(within(itemRow(11)).getByRole('button', { name: 'L判を1枚増やす' }));
    // The stepper follows the tap before the answer arrives; the totals wait for it.
    await waitFor(() =>
      expect(
        (within(itemRow(11)).getByRole('spinbutton', { name: 'L判の枚数' }) as HTMLInputElement).value,
      ).toBe('3'),
    );
    expect(receiptRows('2026 秋の運動会')).toContain('合計 ￥1,120（税込）');
    answered();
    await waitFor(() => expect(receiptRows('2026 秋の運動会')).toContain('合計 ￥1,300（税込）'));
    expect(api.bodyOf('POST /api/cart')).toEqual({
      event_id: 1,
      image_info_id: 11,
      sizes: [{ size_id: 2, quantity: 3 }],
    });
    expect(api.authOf('POST /api/cart')).toBe('Bearer m-token');
    expect(screen.getByRole('link', { name: 'カート 6点' })).toBeTruthy();
  });

  it('addresses a cropped item by its photo_custom_id', async () => {
    signInMemberForTest();
    const api = cartApi(CART, { 'POST /api/cart': () => json(200, CART) });
    renderApp('/cart');
    await screen.findByRole('region', { name: '2026 秋の運動会' }, { timeout: 3000 });
    fireEvent.click(within(itemRow(12)).getByRole('button', { name: 'L判を1枚減らす' }));
    await waitFor(() => expect(api.calls()).toContain('POST /api/cart'));
    expect(api.bodyOf('POST /api/cart')).toEqual({
      event_id: 1,
      image_info_id: 12,
      sizes: [{ size_id: 2, quantity: 0 }],
      photo_custom_id: 7,
    });
  });

  it('removes a photo by setting every chosen size to 0', async () => {
    signInMemberForTest();
    const after: Cart = {
      cart: [
        { ...SPORTS_DAY, image_item_with_prices: SPORTS_DAY.image_item_with_prices.slice(1) },
        GRADUATION,
      ],
      quantity: 2,
    };
    const api = cartApi(CART, { 'POST /api/cart': () => json(200, after) });
    renderApp('/cart');
    await screen.findByRole('region', { name: '2026 秋の運動会' }, { timeout: 3000 });
    fireEvent.click(screen.getByRole('button', { name: '写真 No.11をカートから削除' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: '写真 No.11を大きく表示' })).toBeNull());
    expect(api.bodyOf('POST /api/cart')).toEqual({
      event_id: 1,
      image_info_id: 11,
      sizes: [
        { size_id: 1, quantity: 0 },
        { size_id: 2, quantity: 0 },
      ],
    });
  });

  it('shows a photo that left sale greyed, without steppers, and can remove it', async () => {
    signInMemberForTest();
    const api = cartApi(CART, { 'POST /api/cart': () => json(200, CART) });
    renderApp('/cart');
    await screen.findByRole('region', { name: '2026 秋の運動会' }, { timeout: 3000 });
    const row = itemRow(13);
    expect(within(row).getByText('販売期間が終了したため、ご購入いただけません。')).toBeTruthy();
    expect(within(row).queryByRole('spinbutton')).toBeNull();
    expect(within(row).getByText('数量 1')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: '写真 No.13をカートから削除' }));
    await waitFor(() =>
      expect(api.bodyOf('POST /api/cart')).toEqual({
        event_id: 1,
        image_info_id: 13,
        sizes: [{ size_id: 1, quantity: 0 }],
      }),
    );
  });

  it('puts the server’s message in the error modal and goes back to the server’s cart', async () => {
    signInMemberForTest();
    const api = cartApi(CART, {
      'POST /api/cart': () =>
        errorJson(400, 'CART-MAX-400', { ja: '一度にご購入いただける枚数を超えています。' }),
    });
    renderApp('/cart');
    await screen.findByRole('region', { name: '2026 秋の運動会' }, { timeout: 3000 });
    fireEvent.click(within(itemRow(11)).getByRole('button', { name: 'L判を1枚増やす' }));
    await waitFor(() => expect(getErrorModal()).not.toBeNull());
    await waitFor(() => expect(api.calls().filter((call) => call === 'GET /api/cart')).toHaveLength(2));
    await waitFor(() =>
      expect(
        (within(itemRow(11)).getByRole('spinbutton', { name: 'L判の枚数' }) as HTMLInputElement).value,
      ).toBe('2'),
    );
  });

  it('warns when the purchase deadline is within 5 days', async () => {
    signInMemberForTest();
    cartApi({
      cart: [{ ...SPORTS_DAY, event: eventSummary(1, { published_until_t: NOW + 2 * DAY + 60 }) }],
      quantity: 4,
    });
    renderApp('/cart');
    await screen.findByRole('region', { name: '2026 秋の運動会' }, { timeout: 3000 });
    expect(screen.getByText(/購入期限まであと3日です（2026年11月22日まで）/)).toBeTruthy();
  });

  it('says the cart is empty and where to find photos', async () => {
    signInMemberForTest();
    cartApi(EMPTY_CART);
    renderApp('/cart');
    expect(await screen.findByText(/カートに写真が入っていません/, {}, { timeout: 3000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'イベント一覧から探す' }).getAttribute('href')).toBe('/events');
    expect(screen.getByRole('link', { name: 'イベントコードを入力' }).getAttribute('href')).toBe(
      '/events/code',
    );
    expect(screen.getByRole('link', { name: 'カート' })).toBeTruthy();
  });

  it('/cart/{eventId} shows that event only, with the way back to all carts', async () => {
    signInMemberForTest();
    cartApi();
    renderApp('/cart/2');
    await screen.findByRole('region', { name: '2027 卒園式' }, { timeout: 3000 });
    expect(screen.queryByRole('region', { name: '2026 秋の運動会' })).toBeNull();
    expect(screen.getByRole('link', { name: 'すべてのカート（2イベント）' }).getAttribute('href')).toBe(
      '/cart',
    );
  });

  it('shows a failed load with a retry instead of the modal', async () => {
    signInMemberForTest();
    let calls = 0;
    fakeApi({ 'GET /api/cart': () => (++calls > 2 ? json(200, CART) : errorJson(500, 'SERVER-500', {})) });
    renderApp('/cart');
    const alert = await screen.findByRole('alert', {}, { timeout: 3000 });
    expect(alert.textContent).toContain('カートを読み込めませんでした');
    expect(getErrorModal()).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '再読み込み' }));
    expect(await screen.findByRole('region', { name: '2026 秋の運動会' })).toBeTruthy();
  });
});

describe('guest cart', () => {
  it('links to the guest order form and saves the cart for later by mail (spec §4 flag)', async () => {
    signInGuestForTest('g-token');
    localStorage.setItem('guestCartSaved', 'false');
    const api = cartApi(CART, {
      'POST /api/guest/cart/temporary_save/send': () =>
        json(200, { email_hint: 'ta***@example.com', expires_t: NOW + 7 * DAY }),
    });
    renderApp('/guest/cart');
    await screen.findByRole('region', { name: '2026 秋の運動会' }, { timeout: 3000 });
    expect(
      within(eventCard('2026 秋の運動会')).getByRole('link', { name: 'ご注文手続きへ' }).getAttribute('href'),
    ).toBe('/guest/order/1');
    expect(api.authOf('GET /api/cart')).toBe('Bearer g-token');

    fireEvent.click(screen.getByRole('button', { name: 'カートを保存してメールで受け取る' }));
    expect(
      await screen.findByText('ta***@example.com 宛にリンクを送信しました。2026年11月27日まで有効です。'),
    ).toBeTruthy();
    expect(api.bodyOf('POST /api/guest/cart/temporary_save/send')).toEqual({});
    expect(api.authOf('POST /api/guest/cart/temporary_save/send')).toBe('Bearer g-token');
    expect(localStorage.getItem('guestCartSaved')).toBe('true');
    expect(screen.getByRole('button', { name: 'リンクをもう一度送る' })).toBeTruthy();
  });

  it('shows the saved state when the flag is set', async () => {
    signInGuestForTest();
    localStorage.setItem('guestCartSaved', 'true');
    cartApi();
    renderApp('/guest/cart');
    expect(
      await screen.findByText(
        'カートは保存済みです。メールのリンクから続きを再開できます。',
        {},
        { timeout: 3000 },
      ),
    ).toBeTruthy();
  });

  it('offers no saving on an empty cart, and the guest way to find photos', async () => {
    signInGuestForTest();
    cartApi(EMPTY_CART);
    renderApp('/guest/cart');
    await screen.findByText(/カートに写真が入っていません/, {}, { timeout: 3000 });
    expect(screen.queryByRole('button', { name: 'カートを保存してメールで受け取る' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'イベント一覧から探す' })).toBeNull();
    expect(screen.getByRole('link', { name: 'イベントコードを入力' }).getAttribute('href')).toBe(
      '/guest/events/code',
    );
  });
});
