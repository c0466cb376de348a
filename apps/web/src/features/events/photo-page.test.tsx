import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json } from '@/shared/auth/test-api';
import { signInMemberForTest } from '@/shared/auth/test-sessions';
import { initI18n } from '@/shared/i18n/i18n';
import { clock } from '@/shared/time/clock';
import { EVENT_INFO, NOW, photoDetail, swipe } from '@/test/event-fixtures';
import { renderApp } from '@/test/render-app';
import { SWIPE_MIN_DISTANCE } from './item-navigation';

/*
 * The photo page on a phone (issue #17): swipes between photos that never fire while zoomed,
 * the full-screen viewer's zoom from the keyboard and buttons, and the buy bar.
 */

const realNow = clock.now;

beforeAll(async () => {
  await initI18n('ja');
});
beforeEach(async () => {
  await act(() => initI18n('ja'));
  clock.now = () => NOW;
});
afterEach(() => {
  vi.unstubAllGlobals();
  clock.now = realNow;
});

function photoApi(extra: Parameters<typeof fakeApi>[0] = {}) {
  const routes: Parameters<typeof fakeApi>[0] = {
    'GET /api/event/info/1': () => json(200, EVENT_INFO),
    ...extra,
  };
  for (let id = 1; id <= 8; id++) routes[`GET /api/event/photo/${id}`] ??= () => json(200, photoDetail(id));
  return fakeApi(routes);
}

/** Makes `matchMedia` answer as a phone (every query matches) or a desktop (none does). */
function stubPhone(phone: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: phone,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    })),
  );
}

// Generous: the first render of a file pays for loading the whole app.
const position = (text: string) => screen.findByText(text, {}, { timeout: 10_000 });
const photo = (n: number) => screen.getByRole('img', { name: `写真（8枚中${n}枚目）` });
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

/** Two quick taps on the same spot: a touch double tap. */
function doubleTap(image: HTMLElement) {
  const box = image.parentElement as HTMLElement;
  for (const pointerId of [1, 2]) {
    const touch = { pointerId, pointerType: 'touch', clientX: 100, clientY: 100 };
    fireEvent.pointerDown(box, touch);
    fireEvent.pointerUp(box, touch);
  }
}

describe('photo page gestures', () => {
  it('steps only on a long enough sideways swipe, both ways', async () => {
    signInMemberForTest();
    photoApi();
    const { router } = renderApp('/events/detail/1/2/4');
    await position('4 / 8');
    // Shorter than the threshold: the photo springs back.
    swipe(photo(4), 300, 300 - (SWIPE_MIN_DISTANCE - 10), 200);
    await settle();
    expect(router.state.location.pathname).toBe('/events/detail/1/2/4');
    // Finger to the right: the previous photo.
    swipe(photo(4), 100, 100 + SWIPE_MIN_DISTANCE + 30, 200);
    await position('3 / 8');
    expect(router.state.location.pathname).toBe('/events/detail/1/2/3');
  });

  it('pans instead of stepping while zoomed, and a pinch never steps', async () => {
    signInMemberForTest();
    photoApi();
    const { router } = renderApp('/events/detail/1/2/4');
    await position('4 / 8');
    doubleTap(photo(4));
    await waitFor(() => expect(photo(4).style.transform).toContain('scale(2.5)'));
    swipe(photo(4), 300, 100, 200);
    await settle();
    expect(router.state.location.pathname).toBe('/events/detail/1/2/4');

    // Back to 100%, then two fingers that move sideways together.
    doubleTap(photo(4));
    await waitFor(() => expect(photo(4).style.transform).toContain('scale(1)'));
    const box = photo(4).parentElement as HTMLElement;
    fireEvent.pointerDown(box, { pointerId: 5, pointerType: 'touch', clientX: 300, clientY: 200 });
    fireEvent.pointerDown(box, { pointerId: 6, pointerType: 'touch', clientX: 340, clientY: 260 });
    fireEvent.pointerMove(box, { pointerId: 5, pointerType: 'touch', clientX: 120, clientY: 200 });
    fireEvent.pointerUp(box, { pointerId: 6, pointerType: 'touch', clientX: 160, clientY: 260 });
    fireEvent.pointerUp(box, { pointerId: 5, pointerType: 'touch', clientX: 120, clientY: 200 });
    await settle();
    expect(router.state.location.pathname).toBe('/events/detail/1/2/4');
  });
});

describe('full-screen viewer', () => {
  it('zooms with + / − / 0 and the buttons, announces the level, and Esc gives focus back', async () => {
    signInMemberForTest();
    photoApi();
    const { router } = renderApp('/events/detail/1/2/2');
    await position('2 / 8');
    const open = screen.getByRole('button', { name: '拡大表示' });
    fireEvent.click(open);
    const dialog = await screen.findByRole('dialog', { name: '写真の拡大表示（2 / 8）' });
    const close = within(dialog).getByRole('button', { name: '閉じる' });
    expect(document.activeElement).toBe(close);
    const level = within(dialog).getByRole('button', { name: '元の大きさに戻す' }) as HTMLButtonElement;
    expect(level.textContent).toBe('100%');
    expect(level.disabled).toBe(true);

    fireEvent.keyDown(close, { key: '+' });
    expect(level.textContent).toBe('150%');
    expect(within(dialog).getByRole('status').textContent).toBe('150%で表示中');
    fireEvent.click(within(dialog).getByRole('button', { name: '拡大' }));
    expect(level.textContent).toBe('225%');
    // Zoomed, the arrows pan the photo: they do not step to the next one.
    fireEvent.keyDown(close, { key: 'ArrowRight' });
    await settle();
    expect(router.state.location.pathname).toBe('/events/detail/1/2/2');
    fireEvent.keyDown(close, { key: '-' });
    expect(level.textContent).toBe('150%');
    fireEvent.keyDown(close, { key: '0' });
    expect(level.textContent).toBe('100%');

    // Unzoomed, they step, and the next photo opens in the viewer too.
    fireEvent.keyDown(close, { key: 'ArrowRight' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/events/detail/1/2/3'));
    // Each photo is a page: the next one mounts, and opens in the viewer again.
    expect(
      await screen.findByRole('dialog', { name: '写真の拡大表示（3 / 8）' }, { timeout: 10_000 }),
    ).toBeTruthy();

    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: '拡大表示' })),
    );
    expect(router.state.location.pathname).toBe('/events/detail/1/2/3');
  });

  it('keeps Tab inside the viewer', async () => {
    signInMemberForTest();
    photoApi();
    renderApp('/events/detail/1/2/1');
    await position('1 / 8');
    fireEvent.click(screen.getByRole('button', { name: '拡大表示' }));
    const dialog = await screen.findByRole('dialog');
    const close = within(dialog).getByRole('button', { name: '閉じる' });
    const last = within(dialog).getByRole('button', { name: '次の写真' });
    last.focus();
    fireEvent.keyDown(last, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);
  });
});

describe('buy bar on a phone', () => {
  it('chooses a size and its quantity in the bar and adds them to the cart', async () => {
    stubPhone(true);
    signInMemberForTest();
    const api = photoApi({
      'GET /api/cart': () => json(200, { cart: [], quantity: 0 }),
      'POST /api/cart': () => json(200, { cart: [], quantity: 2 }),
    });
    renderApp('/events/detail/1/2/1');
    await position('1 / 8');
    const bar = screen.getByRole('region', { name: '購入' });
    const add = within(bar).getByRole('button', { name: 'カートに入れる' }) as HTMLButtonElement;
    expect(add.disabled).toBe(true);
    // The bar reserves its height at the end of the page, so it never covers content.
    expect(document.body.style.paddingBottom).toMatch(/^\d+px$/);
    // The keyboard reaches it after the page and before the footer, in the order seen.
    const main = screen.getByRole('main');
    const footer = screen.getByRole('contentinfo');
    expect(main.compareDocumentPosition(bar) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(bar.compareDocumentPosition(footer) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(main.contains(bar)).toBe(false);

    const size = within(bar).getByRole('combobox', { name: 'サイズ・種類' }) as HTMLSelectElement;
    fireEvent.change(size, { target: { value: '2' } });
    fireEvent.click(within(bar).getByRole('button', { name: 'L判を1枚増やす' }));
    fireEvent.click(within(bar).getByRole('button', { name: 'L判を1枚増やす' }));
    // The same choice as the list above: one state.
    const listed = screen.getAllByRole('spinbutton', { name: 'L判の枚数' });
    expect(listed.map((input) => (input as HTMLInputElement).value)).toEqual(['2', '2']);
    expect(add.disabled).toBe(false);

    fireEvent.click(add);
    expect(await within(bar).findByText('カートに追加しました。')).toBeTruthy();
    expect(api.bodyOf('POST /api/cart')).toEqual({
      event_id: 1,
      image_info_id: 1,
      sizes: [{ size_id: 2, quantity: 2 }],
    });
    expect(within(bar).getByRole('link', { name: 'カートを見る' }).getAttribute('href')).toBe('/cart');
  });

  it('is not a bar on a desktop: the total and button stay in the panel', async () => {
    stubPhone(false);
    signInMemberForTest();
    photoApi();
    renderApp('/events/detail/1/2/1');
    await position('1 / 8');
    expect(screen.queryByRole('region', { name: '購入' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'サイズ・種類' })).toBeNull();
    expect(screen.getByRole('button', { name: 'カートに入れる' })).toBeTruthy();
    expect(document.body.style.paddingBottom).toBe('');
  });
});
