import type { Cart } from '@omoide/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json } from '@/shared/auth/test-api';
import { signInGuestForTest, signInMemberForTest } from '@/shared/auth/test-sessions';
import { initI18n } from '@/shared/i18n/i18n';
import { clock } from '@/shared/time/clock';
import { renderApp } from '@/test/render-app';
import { CART, cartItem, GRADUATION, NOW, SPORTS_DAY } from './test-fixtures';

const realNow = clock.now;

beforeEach(async () => {
  await act(() => initI18n('ja'));
  clock.now = () => NOW;
});
afterEach(() => {
  vi.unstubAllGlobals();
  clock.now = realNow;
});

const heading = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 3000 });
const quantityOf = (name: string) =>
  (screen.getByRole('spinbutton', { name: `${name}の枚数` }) as HTMLInputElement).value;

/** The sports-day cart with photo 11's L print at `quantity`. */
const withL = (quantity: number): Cart => ({
  cart: [
    {
      ...SPORTS_DAY,
      image_item_with_prices: [
        cartItem(11, { 1: 1, 2: quantity }),
        ...SPORTS_DAY.image_item_with_prices.slice(1),
      ],
    },
    GRADUATION,
  ],
  quantity: 3 + quantity,
});

describe('cart item page', () => {
  it('shows the preview with the crop outlined and the quantity of its print size', async () => {
    signInMemberForTest();
    fakeApi({ 'GET /api/cart': () => json(200, CART) });
    renderApp('/cart/1/12/7');
    await heading('写真 No.12');
    expect(screen.getByText('2026 秋の運動会')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'カートの写真のプレビュー' }).getAttribute('src')).toBe(
      '/media/12/preview.jpg',
    );
    const outline = screen.getByTestId('crop-outline');
    expect([outline.style.left, outline.style.top, outline.style.width, outline.style.height]).toEqual([
      '10%',
      '20%',
      '50%',
      '60%',
    ]);
    // A cropped item holds its print size only.
    const sizes = screen.getByRole('region', { name: 'サイズ・枚数' });
    expect(within(sizes).getAllByRole('spinbutton')).toHaveLength(1);
    expect(quantityOf('L判')).toBe('1');
    // ￥180 − the early discount of ￥50.
    expect(within(sizes).getByText('￥130')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'カートに戻る' }).getAttribute('href')).toBe('/cart/1');
  });

  it('lists every size of an uncropped photo, so another can be added', async () => {
    signInMemberForTest();
    const api = fakeApi({ 'GET /api/cart': () => json(200, CART), 'POST /api/cart': () => json(200, CART) });
    renderApp('/cart/1/11/0');
    await heading('写真 No.11');
    expect(screen.queryByTestId('crop-outline')).toBeNull();
    expect([quantityOf('ダウンロード'), quantityOf('L判'), quantityOf('2L判')]).toEqual(['1', '2', '0']);
    // One download per photo.
    expect(
      (screen.getByRole('button', { name: 'ダウンロードを1枚増やす' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: '2L判を1枚増やす' }));
    await waitFor(() =>
      expect(api.bodyOf('POST /api/cart')).toEqual({
        event_id: 1,
        image_info_id: 11,
        sizes: [{ size_id: 3, quantity: 1 }],
      }),
    );
  });

  it('keeps the newest tap when answers to quick taps come back one by one', async () => {
    signInMemberForTest();
    const releases: (() => void)[] = [];
    fakeApi({
      'GET /api/cart': () => json(200, withL(2)),
      'POST /api/cart': async ({ body }) => {
        const quantity = (body as { sizes: { quantity: number }[] }).sizes[0]?.quantity ?? 0;
        await new Promise<void>((resolve) => releases.push(resolve));
        return json(200, withL(quantity));
      },
    });
    renderApp('/cart/1/11/0');
    await heading('写真 No.11');
    const increase = screen.getByRole('button', { name: 'L判を1枚増やす' });
    fireEvent.click(increase);
    await waitFor(() => expect(quantityOf('L判')).toBe('3'));
    fireEvent.click(increase);
    await waitFor(() => expect(quantityOf('L判')).toBe('4'));
    // The first answer (3) arrives while the second post is still out: it must not show.
    await waitFor(() => expect(releases).toHaveLength(1));
    act(() => releases[0]?.());
    await waitFor(() => expect(releases).toHaveLength(2));
    expect(quantityOf('L判')).toBe('4');
    act(() => releases[1]?.());
    await waitFor(() => expect(screen.getByRole('link', { name: 'カート 7点' })).toBeTruthy());
    expect(quantityOf('L判')).toBe('4');
  });

  it('removes the photo and goes back to the event’s cart (guest)', async () => {
    signInGuestForTest();
    const after: Cart = {
      cart: [
        { ...SPORTS_DAY, image_item_with_prices: SPORTS_DAY.image_item_with_prices.slice(0, 1) },
        GRADUATION,
      ],
      quantity: 4,
    };
    const api = fakeApi({ 'GET /api/cart': () => json(200, CART), 'POST /api/cart': () => json(200, after) });
    const { router } = renderApp('/guest/cart/1/12/7');
    await heading('写真 No.12');
    fireEvent.click(screen.getByRole('button', { name: 'この写真をカートから削除' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/guest/cart/1'));
    expect(api.bodyOf('POST /api/cart')).toEqual({
      event_id: 1,
      image_info_id: 12,
      sizes: [{ size_id: 2, quantity: 0 }],
      photo_custom_id: 7,
    });
    expect(await screen.findByRole('region', { name: '2026 秋の運動会' })).toBeTruthy();
  });

  it('says so when the item is not in the cart', async () => {
    signInMemberForTest();
    fakeApi({ 'GET /api/cart': () => json(200, CART) });
    renderApp('/cart/1/11/99');
    await heading('この写真はカートに入っていません');
    expect(screen.getByRole('link', { name: 'カートに戻る' }).getAttribute('href')).toBe('/cart/1');
  });
});
