import type { Cart, KeepList } from '@omoide/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorJson, type FakeRoute, fakeApi, json } from '@/shared/auth/test-api';
import { signInMemberForTest } from '@/shared/auth/test-sessions';
import { closeErrorModal, getErrorModal } from '@/shared/errors/error-modal-store';
import { initI18n } from '@/shared/i18n/i18n';
import { clock } from '@/shared/time/clock';
import { EVENT_INFO, imageItem, NOW, photoPage, range } from '@/test/event-fixtures';
import { renderApp } from '@/test/render-app';

// Issue #17: the grid's state badges, "keep" (spec §9) and select mode with one bulk add.

const DAY = 86_400;
const realNow = clock.now;
// Whole journeys through the page on a machine shared with other runs: more than 5 s at times.
vi.setConfig({ testTimeout: 20_000 });

beforeAll(async () => {
  await initI18n('ja');
});
beforeEach(async () => {
  await act(() => initI18n('ja'));
  clock.now = () => NOW;
});
afterEach(() => {
  act(() => closeErrorModal());
  vi.unstubAllGlobals();
  clock.now = realNow;
});

const line = (size_id: number, quantity: number) => ({
  price_type_id: size_id === 1 ? 1 : 2,
  price_type_name: size_id === 1 ? 'データ' : 'プリント',
  price_type_name_lang: {},
  size_id,
  name: size_id === 1 ? 'ダウンロード' : 'L判',
  name_lang: {},
  quantity,
  unit_price: 330,
  is_expired_extend_buy: false,
  is_discount_buy: false,
  extra_cost_in_tax: 0,
  discount_in_tax: 0,
});

/** A cart holding the download of each photo id of event 1. */
function cartWith(ids: readonly number[]): Cart {
  return {
    cart:
      ids.length === 0
        ? []
        : [
            {
              event: EVENT_INFO.info.event,
              image_item_with_prices: ids.map((id) => ({
                image_item: imageItem(id),
                photo_custom_id: 0,
                photo_custom: null,
                is_available: true,
                size_and_price: { data_prices: [line(1, 1)], print_prices: [line(2, 0)] },
              })),
              totals: {
                data_subtotal_in_tax: 330 * ids.length,
                print_subtotal_in_tax: 0,
                extra_cost_in_tax: 0,
                discount_in_tax: 0,
                shipping_fee_in_tax: 0,
                total_in_tax: 330 * ids.length,
              },
              quantity: ids.length,
            },
          ],
    quantity: ids.length,
  };
}

function keepList(ids: readonly number[], overrides: Record<number, number | null> = {}): KeepList {
  return {
    event_id: 1,
    items: ids.map((id) => ({
      image_item: imageItem(id, { expiration_of_info_t: overrides[id] ?? null }),
      kept_t: NOW - 60,
      is_available: true,
    })),
    kept_count: ids.length,
    max_items: 500,
  };
}

function gridApi(
  state: { cart: number[]; kept: number[]; bought?: number[] },
  extra: Record<string, FakeRoute> = {},
) {
  return fakeApi({
    'GET /api/event/info/1': () => json(200, EVENT_INFO),
    'GET /api/event/photo_list/category/2': () => json(200, photoPage(range(1, 8), null, 8)),
    'GET /api/event/photo_list/category/3': () =>
      json(200, photoPage(range(9, 8), null, 8, { category_id: 3 })),
    'GET /api/cart': () => json(200, cartWith(state.cart)),
    'GET /api/keep/list/1': () => json(200, keepList(state.kept)),
    'GET /api/event/info/buyed_item/1': () =>
      json(200, {
        items: (state.bought ?? []).map((id) => ({
          image_item_id: id,
          sizes: [{ price_type_id: 1, size_id: 1, quantity: 1 }],
        })),
      }),
    ...extra,
  });
}

async function openGrid() {
  renderApp('/events/detail/1');
  await screen.findByRole('heading', { level: 1, name: '2026 秋の運動会' }, { timeout: 10_000 });
  fireEvent.click(screen.getByRole('button', { name: /かけっこ/ }));
  const grid = await screen.findByRole('list', { name: /年少/ });
  await within(grid).findByRole('img', { name: '写真（8枚中1枚目）' });
  return grid;
}

const tileOf = (grid: HTMLElement, position: number) =>
  within(grid)
    .getByRole('img', { name: `写真（8枚中${position}枚目）` })
    .closest('li') as HTMLElement;
const heartOf = (grid: HTMLElement, position: number) =>
  within(grid).getByRole('button', { name: `写真（8枚中${position}枚目）をキープ` });

describe('grid badges', () => {
  it('marks photos in the cart, bought and kept, with words and not by colour alone', async () => {
    signInMemberForTest();
    gridApi({ cart: [2], kept: [3], bought: [4] });
    const grid = await openGrid();
    await waitFor(() => expect(within(tileOf(grid, 2)).queryByText('カート内')).toBeTruthy());
    await waitFor(() => expect(within(tileOf(grid, 4)).queryByText('購入済み')).toBeTruthy());
    await waitFor(() => expect(heartOf(grid, 3).getAttribute('aria-pressed')).toBe('true'));
    expect(heartOf(grid, 1).getAttribute('aria-pressed')).toBe('false');
    expect(within(tileOf(grid, 1)).queryByText('カート内')).toBeNull();
    expect(within(tileOf(grid, 2)).queryByText('購入済み')).toBeNull();
  });
});

describe('keep', () => {
  it('fills the heart at once, posts the keep and lists the photo under "Kept"', async () => {
    signInMemberForTest('member-token');
    const state = { cart: [], kept: [] as number[] };
    let answer: (response: Response) => void = () => {};
    const api = gridApi(state, {
      'POST /api/keep': () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    const grid = await openGrid();
    await screen.findByRole('button', { name: 'キープ（0）' });
    fireEvent.click(heartOf(grid, 5));
    // Optimistic: before the server answers.
    await waitFor(() => expect(heartOf(grid, 5).getAttribute('aria-pressed')).toBe('true'));
    // Event 1's publication ends in 3 days: the kept photo goes with it, hence the warning.
    expect(screen.getByRole('button', { name: /キープ（1）/ })).toBeTruthy();
    expect(api.bodyOf('POST /api/keep')).toEqual({ event_id: 1, image_info_id: 5 });
    expect(api.authOf('POST /api/keep')).toBe('Bearer member-token');
    state.kept = [5];
    await act(async () => answer(json(200, keepList([5]))));

    fireEvent.click(screen.getByRole('button', { name: /キープ（1）/ }));
    // The view switch is a navigation (`?view=kept`), rendered in a transition.
    const kept = await screen.findByRole('list', { name: 'キープした写真' }, { timeout: 5000 });
    expect(within(kept).getAllByRole('listitem')).toHaveLength(1);
    expect(within(kept).getByRole('link', { name: '写真（1枚中1枚目）' }).getAttribute('href')).toBe(
      '/events/detail/1/2/5',
    );
  });

  it('puts the heart back and says why when the keep is refused', async () => {
    signInMemberForTest();
    gridApi(
      { cart: [], kept: [] },
      {
        'POST /api/keep': () =>
          errorJson(400, 'KEEP-FULL', { ja: 'キープできる写真は500枚までです。', 'en-US': 'Full' }),
      },
    );
    const grid = await openGrid();
    expect(getErrorModal()).toBeNull();
    fireEvent.click(heartOf(grid, 1));
    await waitFor(() => expect(JSON.stringify(getErrorModal()?.message)).toContain('500枚まで'));
    expect(heartOf(grid, 1).getAttribute('aria-pressed')).toBe('false');
  });

  it('warns in the kept view when a kept photo’s sale ends within 5 days, as the cart does', async () => {
    signInMemberForTest();
    fakeApi({
      'GET /api/event/info/1': () => json(200, EVENT_INFO),
      'GET /api/keep/list/1': () => json(200, keepList([1, 2], { 2: NOW + 2 * DAY - 60 })),
    });
    renderApp('/events/detail/1?view=kept');
    const kept = await screen.findByRole('list', { name: 'キープした写真' }, { timeout: 3000 });
    expect(screen.getByRole('note').textContent).toContain('キープ中の写真1枚の販売期間が、あと2日');
    expect(within(kept).getAllByText('あと2日')).toHaveLength(1);
    // The view switch says so too, for a buyer still on "All".
    expect(screen.getByRole('button', { name: /キープ（2）/ }).textContent).toContain(
      '販売終了が近い写真があります',
    );
  });
});

describe('select mode', () => {
  it('adds the chosen photos as downloads in one go and says what was skipped and why', async () => {
    signInMemberForTest();
    const state = { cart: [2], kept: [] as number[] };
    const api = gridApi(state, {
      'POST /api/cart': ({ body }) => {
        const id = (body as { image_info_id: number }).image_info_id;
        if (id === 4) return errorJson(400, 'CART-PHOTO-EXPIRED', { ja: '販売期間終了', 'en-US': 'Ended' });
        state.cart = [...state.cart, id];
        return json(200, cartWith(state.cart));
      },
    });
    const grid = await openGrid();
    await waitFor(() => expect(within(tileOf(grid, 2)).queryByText('カート内')).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: '選択' }));
    const bar = await screen.findByRole('region', { name: '選択した写真' });
    expect(within(bar).getByText('写真を選んでください')).toBeTruthy();
    for (const position of [1, 2, 3, 4]) {
      fireEvent.click(within(grid).getByRole('checkbox', { name: `写真（8枚中${position}枚目）` }));
    }
    expect(within(bar).getByText('4枚を選択中')).toBeTruthy();
    // The download is the first choice (receipt order: price type, then size).
    expect((within(bar).getByRole('combobox') as HTMLSelectElement).value).toBe('1');
    fireEvent.click(within(bar).getByRole('button', { name: 'カートに入れる' }));

    await within(bar).findByText('2枚をカートに入れました。');
    expect(within(bar).getByText('1枚は、すでにカートに入っています。')).toBeTruthy();
    expect(
      within(bar).getByText('1枚は、この種類・サイズでは販売していないか、販売期間が終了しています。'),
    ).toBeTruthy();
    // Photo 2 was already in the cart: no call for it.
    const posted = api
      .calls()
      .map((call, index) => (call === 'POST /api/cart' ? index : -1))
      .filter((index) => index >= 0)
      .map((_, nth) => (api.bodyOf('POST /api/cart', nth) as { image_info_id: number }).image_info_id);
    expect(posted).toEqual([1, 3, 4]);
    expect(api.bodyOf('POST /api/cart')).toEqual({
      event_id: 1,
      image_info_id: 1,
      sizes: [{ size_id: 1, quantity: 1 }],
    });
    // The added photos show their badge and left the selection; the skipped ones stay chosen.
    await waitFor(() => expect(within(tileOf(grid, 3)).queryByText('カート内')).toBeTruthy());
    expect(within(bar).getByText('2枚を選択中')).toBeTruthy();
  });

  it('prices the sizes as the photo page does: the chosen photos’ discount or fee (issue 27)', async () => {
    signInMemberForTest();
    gridApi({ cart: [], kept: [] });
    const grid = await openGrid();
    fireEvent.click(screen.getByRole('button', { name: '選択' }));
    const bar = await screen.findByRole('region', { name: '選択した写真' });
    const download = () => within(bar).getAllByRole('option')[0]?.textContent ?? '';
    fireEvent.click(within(grid).getByRole('checkbox', { name: '写真（8枚中1枚目）' }));
    // 年少 sells within its early discount: ¥330 − ¥50, the photo page's figure.
    expect(download()).toMatch(/[¥￥]280）$/);
    // A photo of 年中 (past its period, + ¥100) joins: the bar shows both prices as a range.
    const later = await screen.findByRole('list', { name: /年中/ });
    fireEvent.click(await within(later).findByRole('checkbox', { name: '写真（8枚中1枚目）' }));
    expect(download()).toMatch(/[¥￥]280〜[¥￥]430）$/);
  });

  it('chooses a range with shift and leaves select mode with its selection cleared', async () => {
    signInMemberForTest();
    gridApi({ cart: [], kept: [] });
    const grid = await openGrid();
    fireEvent.click(screen.getByRole('button', { name: '選択' }));
    const box = (position: number) =>
      within(grid).getByRole('checkbox', { name: `写真（8枚中${position}枚目）` }) as HTMLInputElement;
    fireEvent.click(box(2));
    fireEvent.click(box(6), { shiftKey: true });
    expect([1, 2, 3, 4, 5, 6, 7].map((position) => box(position).checked)).toEqual([
      false,
      true,
      true,
      true,
      true,
      true,
      false,
    ]);
    const bar = screen.getByRole('region', { name: '選択した写真' });
    expect(within(bar).getByText('5枚を選択中')).toBeTruthy();
    fireEvent.click(within(bar).getByRole('button', { name: '選択を終了' }));
    expect(screen.queryByRole('region', { name: '選択した写真' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '選択' }));
    expect(box(2).checked).toBe(false);
  });
});

describe('thumbnail loading (issue 27)', () => {
  it('fetches the first row at once with high priority and the rest lazily, space reserved', async () => {
    signInMemberForTest();
    gridApi({ cart: [], kept: [] });
    const grid = await openGrid();
    const image = (position: number) =>
      within(grid).getByRole('img', { name: `写真（8枚中${position}枚目）` }) as HTMLImageElement;
    const columns = within(grid)
      .getAllByRole('img')
      .filter((img) => img.getAttribute('fetchpriority') === 'high').length;
    expect(columns).toBeGreaterThan(1);
    expect(image(1).getAttribute('loading')).toBe('eager');
    expect(image(columns + 1).getAttribute('loading')).toBe('lazy');
    expect(image(columns + 1).getAttribute('fetchpriority')).toBeNull();
    // Width and height let the browser reserve the cell's box before the bytes arrive.
    expect([image(8).getAttribute('width'), image(8).getAttribute('height')]).toEqual(['1800', '1200']);
  });
});
