import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorJson, fakeApi, json } from '@/shared/auth/test-api';
import { signInGuestForTest, signInMemberForTest } from '@/shared/auth/test-sessions';
import { closeErrorModal, getErrorModal } from '@/shared/errors/error-modal-store';
import { initI18n } from '@/shared/i18n/i18n';
import { clock } from '@/shared/time/clock';
import { EVENT_INFO, NOW, photoDetail, swipe } from '@/test/event-fixtures';
import { renderApp } from '@/test/render-app';

const realNow = clock.now;

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

/** The cart answers with the whole cart; the tests only read its count (the header badge). */
const cartAnswer = (quantity: number) => () => json(200, { cart: [], quantity });

function photoApi(extra: Parameters<typeof fakeApi>[0] = {}) {
  const routes: Parameters<typeof fakeApi>[0] = {
    'GET /api/event/info/1': () => json(200, EVENT_INFO),
    ...extra,
  };
  for (let id = 1; id <= 8; id++) routes[`GET /api/event/photo/${id}`] ??= () => json(200, photoDetail(id));
  return fakeApi(routes);
}

const position = (text: string) => screen.findByText(text, {}, { timeout: 3000 });

describe('item detail', () => {
  it('shows the preview with its position and steps by buttons and arrow keys', async () => {
    signInMemberForTest();
    photoApi();
    const { router } = renderApp('/events/detail/1/2/1');
    await position('1 / 8');
    expect(screen.getByRole('heading', { level: 1, name: '年少' })).toBeTruthy();
    const preview = screen.getByRole('img', { name: '写真（8枚中1枚目）' });
    expect(preview.getAttribute('src')).toBe('/media/1/preview.jpg');
    expect((screen.getByRole('button', { name: '前の写真' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: '次の写真' }));
    await position('2 / 8');
    expect(router.state.location.pathname).toBe('/events/detail/1/2/2');
    // Stepping replaces the entry: "back" leaves the photos for the event.
    expect(router.state.historyAction).toBe('REPLACE');

    fireEvent.keyDown(window, { key: 'ArrowRight' });
    await position('3 / 8');
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    await position('2 / 8');
    expect(router.state.location.pathname).toBe('/events/detail/1/2/2');
  });

  it('steps with a sideways swipe', async () => {
    signInMemberForTest();
    photoApi();
    const { router } = renderApp('/events/detail/1/2/4');
    await position('4 / 8');
    swipe(screen.getByRole('img', { name: '写真（8枚中4枚目）' }), 300, 120, 210);
    await position('5 / 8');
    expect(router.state.location.pathname).toBe('/events/detail/1/2/5');
    // Mostly vertical: a scroll, not a swipe.
    swipe(screen.getByRole('img', { name: '写真（8枚中5枚目）' }), 300, 200, 500);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(router.state.location.pathname).toBe('/events/detail/1/2/5');
  });

  it('lists sizes and prices in the event currency with the sub-category’s discount', async () => {
    signInMemberForTest();
    photoApi();
    renderApp('/events/detail/1/2/1');
    await position('1 / 8');
    const purchase = screen.getByRole('region', { name: 'サイズ・枚数を選ぶ' });
    const rows = within(purchase)
      .getAllByRole('listitem')
      .filter((row) => row.querySelector('[id$="-name"]'));
    expect(rows.map((row) => row.querySelector('[id$="-name"]')?.textContent)).toEqual([
      'ダウンロード',
      'L判プリント',
      '2L判プリント',
      'ワイド四切プリント',
    ]);
    // 330 − 50 early discount (sub-category 年少 until NOW + 2 days).
    expect(within(rows[0] as HTMLElement).getByText('￥280')).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByText('通常￥330 −早期購入割引￥50')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('￥130')).toBeTruthy();

    fireEvent.click(within(purchase).getByRole('button', { name: '選択する' }));
    const increase = within(purchase).getByRole('button', { name: 'L判を1枚増やす' });
    fireEvent.click(increase);
    fireEvent.click(increase);
    expect((within(purchase).getByRole('spinbutton', { name: 'L判の枚数' }) as HTMLInputElement).value).toBe(
      '2',
    );
    expect(within(purchase).getByText('￥540')).toBeTruthy();
    fireEvent.change(within(purchase).getByRole('spinbutton', { name: '2L判の枚数' }), {
      target: { value: '80' },
    });
    expect((within(purchase).getByRole('spinbutton', { name: '2L判の枚数' }) as HTMLInputElement).value).toBe(
      '50',
    );
  });

  it('adds the choice to the cart, updates the header badge and offers the cart', async () => {
    signInMemberForTest();
    const api = photoApi({ 'GET /api/cart': cartAnswer(2), 'POST /api/cart': cartAnswer(3) });
    renderApp('/events/detail/1/2/1');
    await position('1 / 8');
    expect(await screen.findByRole('link', { name: 'カート 2点' })).toBeTruthy();
    const add = screen.getByRole('button', { name: 'カートに入れる' }) as HTMLButtonElement;
    expect(add.disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: '選択する' }));
    fireEvent.click(add);
    expect(await screen.findByText('カートに追加しました。')).toBeTruthy();
    expect(api.bodyOf('POST /api/cart')).toEqual({
      event_id: 1,
      image_info_id: 1,
      sizes: [{ size_id: 1, quantity: 1 }],
    });
    expect(screen.getByRole('link', { name: 'カートを見る' }).getAttribute('href')).toBe('/cart');
    expect(screen.getByRole('link', { name: 'カート 3点' })).toBeTruthy();
    expect(getErrorModal()).toBeNull();
  });

  it('reports other cart failures with the error modal', async () => {
    signInMemberForTest();
    photoApi({ 'POST /api/cart': () => errorJson(500, 'SERVER-500', {}) });
    renderApp('/events/detail/1/2/1');
    await position('1 / 8');
    fireEvent.click(screen.getByRole('button', { name: '選択する' }));
    fireEvent.click(screen.getByRole('button', { name: 'カートに入れる' }));
    await waitFor(() => expect(getErrorModal()).not.toBeNull());
  });

  it('says "not found" for a photo the buyer may not see', async () => {
    signInGuestForTest();
    fakeApi({
      'GET /api/event/info/1': () => json(200, EVENT_INFO),
      'GET /api/event/photo/99': () => errorJson(404, 'PHOTO-404', {}),
    });
    renderApp('/guest/events/detail/1/2/99');
    expect(
      await screen.findByRole('heading', { level: 1, name: '写真が見つかりません' }, { timeout: 3000 }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'イベントコードを入力する' }).getAttribute('href')).toBe(
      '/guest/events/code',
    );
  });
});

describe('trimming', () => {
  it('moves the crop, saves it per size, and the item page shows and sends it', async () => {
    signInMemberForTest();
    const api = photoApi({ 'POST /api/cart': cartAnswer(1) });
    const { router } = renderApp('/events/detail/1/2/3');
    await position('3 / 8');
    fireEvent.click(screen.getByRole('button', { name: 'L判を1枚増やす' }));
    fireEvent.click(screen.getByRole('link', { name: 'L判のトリミングを指定する' }));

    await screen.findByRole('heading', { level: 1, name: 'トリミング' }, { timeout: 3000 });
    expect(router.state.location.search).toBe('?size=2');
    expect(screen.getByText('L判（89×127mm）で印刷する範囲を選んでください。')).toBeTruthy();
    const frame = screen.getByRole('button', { name: '印刷範囲' });
    const start = { left: frame.style.left, width: frame.style.width };
    // L on a 3:2 photo: full height, 127/89 ÷ 1.5 of the width, centred.
    expect(Number.parseFloat(frame.style.height)).toBeCloseTo(100);
    expect(Number.parseFloat(start.width)).toBeCloseTo((127 / 89 / 1.5) * 100, 3);
    fireEvent.click(screen.getByRole('button', { name: '拡大' }));
    expect(Number.parseFloat(frame.style.width)).toBeLessThan(Number.parseFloat(start.width));
    fireEvent.keyDown(frame, { key: 'ArrowLeft', shiftKey: true });
    fireEvent.keyDown(frame, { key: 'ArrowLeft', shiftKey: true });
    expect(Number.parseFloat(frame.style.left)).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'この範囲で決定' }));

    await position('3 / 8');
    expect(router.state.location.pathname).toBe('/events/detail/1/2/3');
    expect(screen.getByText('トリミング指定済み')).toBeTruthy();
    expect((screen.getByRole('spinbutton', { name: 'L判の枚数' }) as HTMLInputElement).value).toBe('1');

    fireEvent.click(screen.getByRole('button', { name: 'カートに入れる' }));
    await screen.findByText('カートに追加しました。');
    const body = api.bodyOf('POST /api/cart') as { sizes: unknown; photo_custom: Record<string, number> };
    expect(body.sizes).toEqual([{ size_id: 2, quantity: 1 }]);
    expect(body.photo_custom.size_id).toBe(2);
    expect(body.photo_custom.x).toBe(0);
    expect(body.photo_custom.height).toBeCloseTo(0.8);
  });

  it('keeps the stored crop when trimming again, and can remove it', async () => {
    signInMemberForTest();
    sessionStorage.setItem('eventItemChoice:3', JSON.stringify({ 2: 2 }));
    sessionStorage.setItem(
      'eventCrop:3:2',
      JSON.stringify({ size_id: 2, x: 0, y: 0, width: 0.951311, height: 1 }),
    );
    photoApi();
    renderApp('/events/detail/1/2/3/trim?size=2');
    const frame = await screen.findByRole('button', { name: '印刷範囲' }, { timeout: 3000 });
    expect(frame.style.left).toBe('0%');
    fireEvent.click(screen.getByRole('button', { name: 'キャンセル' }));
    await position('3 / 8');
    fireEvent.click(screen.getByRole('button', { name: 'L判のトリミング指定を解除する' }));
    expect(screen.queryByText('トリミング指定済み')).toBeNull();
    expect(sessionStorage.getItem('eventCrop:3:2')).toBeNull();
  });
});
