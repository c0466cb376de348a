import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorJson, fakeApi, json } from '@/shared/auth/test-api';
import { signInMemberForTest } from '@/shared/auth/test-sessions';
import { closeErrorModal, getErrorModal } from '@/shared/errors/error-modal-store';
import { initI18n } from '@/shared/i18n/i18n';
import { clock } from '@/shared/time/clock';
import { renderApp } from '@/test/render-app';
import { DAY, eventDetail, MOVIE, NOW, PRINTED, purchasedEvent, purchasedItem } from './test-fixtures';

const realNow = clock.now;
const heading = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 3000 });

beforeAll(async () => {
  await initI18n('ja');
});
beforeEach(async () => {
  await act(() => initI18n('ja'));
  clock.now = () => NOW;
  signInMemberForTest('member-token');
});
afterEach(() => {
  act(() => closeErrorModal());
  vi.unstubAllGlobals();
  clock.now = realNow;
});

describe('/library', () => {
  it('lists the events with purchases: cover, counts, deadline, warning and expired', async () => {
    const api = fakeApi({
      'GET /api/mypage/buyed/list/event': () =>
        json(200, {
          events: [
            purchasedEvent(1),
            purchasedEvent(2, { download_until_t: NOW + 2 * DAY, print_count: 2, movie_count: 0 }),
            purchasedEvent(3, { download_until_t: NOW - DAY, is_download_expired: true }),
            purchasedEvent(4, { download_until_t: null, photo_count: 0, movie_count: 0, print_count: 1 }),
          ],
        }),
    });
    renderApp('/library');
    await heading('購入済み写真');
    const list = await screen.findByRole('list', { name: '購入済み写真' });
    const cards = within(list).getAllByRole('link');
    expect(cards.map((card) => card.getAttribute('href'))).toEqual([
      '/library/event/1',
      '/library/event/2',
      '/library/event/3',
      '/library/event/4',
    ]);
    expect(within(cards[0] as HTMLElement).getByText('写真3枚 · 動画1本')).toBeTruthy();
    expect(
      within(cards[0] as HTMLElement)
        .getByText('ダウンロード期限まであと30日')
        .closest('[data-warning]'),
    ).toBeNull();
    expect(within(cards[1] as HTMLElement).getByText('写真3枚 · プリント2点')).toBeTruthy();
    expect(
      within(cards[1] as HTMLElement)
        .getByText('ダウンロード期限まであと2日')
        .closest('[data-warning]'),
    ).not.toBeNull();
    expect(within(cards[2] as HTMLElement).getByText('ダウンロード期間は終了しました')).toBeTruthy();
    // Prints only: no download deadline at all.
    expect(within(cards[3] as HTMLElement).queryByText(/ダウンロード/)).toBeNull();
    expect((cards[0] as HTMLElement).querySelector('img')?.getAttribute('src')).toBe('/media/1/thumb.jpg');
    expect(api.authOf('GET /api/mypage/buyed/list/event')).toBe('Bearer member-token');
  });

  it('says when nothing was bought yet', async () => {
    fakeApi({ 'GET /api/mypage/buyed/list/event': () => json(200, { events: [] }) });
    renderApp('/library');
    expect(await screen.findByText('購入済みの写真はまだありません。')).toBeTruthy();
    expect(screen.getByRole('link', { name: /写真を探す/ }).getAttribute('href')).toBe('/events');
  });
});

describe('/library/event/{eventId}', () => {
  it('shows the grid of purchased photos and movies and a zip entry per order', async () => {
    fakeApi({ 'GET /api/mypage/buyed/event/detail/1': () => json(200, eventDetail()) });
    renderApp('/library/event/1');
    await heading('2026 秋の運動会');
    const grid = await screen.findByRole('list', { name: '購入した写真・動画' });
    const links = within(grid).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/library/event/1/11/0',
      '/library/event/1/12/7',
      '/library/event/1/21/0',
    ]);
    expect(within(grid).getByRole('img', { name: '写真（3点中1点目）' }).getAttribute('src')).toBe(
      '/media/11/thumb.jpg',
    );
    // The movie: its badge and length.
    const movie = links[2] as HTMLElement;
    expect(within(movie).getByText('動画')).toBeTruthy();
    expect(within(movie).getByText('1:05')).toBeTruthy();
    expect(screen.getByText('3点')).toBeTruthy();
    expect(screen.getByText('2026年12月20日までダウンロードできます。')).toBeTruthy();
    const zip = screen.getByRole('link', { name: /OM7K2QX9/ });
    expect(zip.getAttribute('href')).toBe('/history/42/download');
    expect(within(zip).getByText('お支払い済み')).toBeTruthy();
  });

  it('shows an empty result, not an error, when nothing was bought there (spec §8: 404)', async () => {
    fakeApi({
      'GET /api/mypage/buyed/event/detail/9': () => errorJson(404, 'MYPAGE-404', { ja: '見つかりません' }),
    });
    renderApp('/library/event/9');
    expect(
      await screen.findByText('このイベントで購入された写真はありません。', {}, { timeout: 3000 }),
    ).toBeTruthy();
    expect(getErrorModal()).toBeNull();
    expect(screen.getByRole('link', { name: '購入済み写真の一覧へ' }).getAttribute('href')).toBe('/library');
  });

  it('after the deadline hides the zips and shows how to ask for help', async () => {
    fakeApi({
      'GET /api/mypage/buyed/event/detail/1': () =>
        json(200, eventDetail({ download_until_t: NOW - DAY, is_download_expired: true })),
    });
    renderApp('/library/event/1');
    await heading('2026 秋の運動会');
    expect(screen.getByText('ダウンロード期間は終了しました')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'お問い合わせフォームで相談する' }).getAttribute('href')).toBe(
      '/contact',
    );
    expect(screen.queryByRole('link', { name: /OM7K2QX9/ })).toBeNull();
  });
});

describe('/library/event/{eventId}/{itemId}/{photoCustomId}', () => {
  it('shows the original with zoom, a download link and the deadline', async () => {
    fakeApi({ 'GET /api/mypage/buyed/event/detail/1': () => json(200, eventDetail()) });
    renderApp('/library/event/1/11/0');
    await heading('20261010-0930-11.jpg');
    const photo = screen.getByRole('img', { name: '写真 20261010-0930-11.jpg' });
    expect(photo.getAttribute('src')).toBe('/api/download/view/11?sig=abc');
    const download = screen.getByRole('link', { name: '20261010-0930-11.jpg をダウンロード' });
    expect(download.getAttribute('download')).toBe('20261010-0930-11.jpg');
    // No file sharing in this browser: no Share button.
    expect(screen.queryByRole('button', { name: /保存・共有/ })).toBeNull();
    expect(screen.getByText('2026年12月20日までダウンロードできます。')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '拡大' }));
    expect(screen.getByText('150%')).toBeTruthy();
    expect(photo.getAttribute('style')).toContain('scale(1.5)');
    fireEvent.keyDown(screen.getByRole('button', { name: '拡大' }), { key: '0' });
    expect(screen.getByText('100%')).toBeTruthy();
    expect(screen.getByRole('link', { name: /2026 秋の運動会/ }).getAttribute('href')).toBe(
      '/library/event/1',
    );
  });

  it('offers Share next to Download where the browser shares files', async () => {
    vi.stubGlobal('navigator', { ...navigator, canShare: () => true, share: vi.fn() });
    fakeApi({ 'GET /api/mypage/buyed/event/detail/1': () => json(200, eventDetail()) });
    renderApp('/library/event/1/11/0');
    expect(await screen.findByRole('button', { name: '20261010-0930-11.jpg を保存・共有' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '20261010-0930-11.jpg をダウンロード' })).toBeTruthy();
  });

  it('plays a movie inline with its poster', async () => {
    fakeApi({ 'GET /api/mypage/buyed/event/detail/1': () => json(200, eventDetail()) });
    renderApp('/library/event/1/21/0');
    await heading(MOVIE.file_name);
    const video = document.querySelector('video') as HTMLVideoElement;
    expect(video.getAttribute('src')).toBe('/api/download/view/21?sig=abc');
    expect(video.getAttribute('poster')).toBe('/media/21/thumb.jpg');
    expect(video.hasAttribute('controls')).toBe(true);
    expect(video.hasAttribute('playsinline')).toBe(true);
    expect(screen.getByText('再生時間 1:05')).toBeTruthy();
  });

  it('shows where each print of the crop stands, and the preview for prints only', async () => {
    fakeApi({ 'GET /api/mypage/buyed/event/detail/1': () => json(200, eventDetail()) });
    renderApp('/library/event/1/12/0');
    await heading(PRINTED.file_name);
    const prints = screen.getByRole('region', { name: 'プリントのお届け状況' });
    // photoCustomId 0: the uncropped print only.
    expect(within(prints).getByText('L判')).toBeTruthy();
    expect(within(prints).getByText('プリント準備中')).toBeTruthy();
    expect(within(prints).queryByText('2L判')).toBeNull();
    expect(within(prints).getByRole('link', { name: '注文番号 OM7K2QX9' }).getAttribute('href')).toBe(
      '/history/42',
    );
    expect(screen.getByRole('img', { name: `写真 ${PRINTED.file_name}` }).getAttribute('src')).toBe(
      '/media/12/preview.jpg',
    );
    expect(screen.queryByRole('link', { name: /をダウンロード/ })).toBeNull();
  });

  it('shows the cropped print of the crop id in the address', async () => {
    fakeApi({ 'GET /api/mypage/buyed/event/detail/1': () => json(200, eventDetail()) });
    renderApp('/library/event/1/12/7');
    await heading(PRINTED.file_name);
    const prints = screen.getByRole('region', { name: 'プリントのお届け状況' });
    expect(within(prints).getByText('2L判')).toBeTruthy();
    expect(within(prints).getByText('発送済み')).toBeTruthy();
    expect(within(prints).getByText(/トリミングあり/)).toBeTruthy();
  });

  it('says so when the item is not among the purchases', async () => {
    fakeApi({
      'GET /api/mypage/buyed/event/detail/1': () => json(200, eventDetail({ items: [purchasedItem(11)] })),
    });
    renderApp('/library/event/1/99/0');
    expect(await screen.findByText('この写真は購入済み写真の中に見つかりませんでした。')).toBeTruthy();
  });
});
