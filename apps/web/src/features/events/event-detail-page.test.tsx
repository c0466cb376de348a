import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorJson, fakeApi, json } from '@/shared/auth/test-api';
import { signInGuestForTest, signInMemberForTest } from '@/shared/auth/test-sessions';
import { closeErrorModal, getErrorModal } from '@/shared/errors/error-modal-store';
import { initI18n } from '@/shared/i18n/i18n';
import { clock } from '@/shared/time/clock';
import { EVENT_INFO, NOW, photoDetail, photoPage, range } from '@/test/event-fixtures';
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
  window.scrollTo(0, 0);
});

const eventApi = (extra: Parameters<typeof fakeApi>[0] = {}) =>
  fakeApi({
    'GET /api/event/info/1': () => json(200, EVENT_INFO),
    'GET /api/event/photo_list/category/2': () => json(200, photoPage(range(1, 8), null, 8)),
    'GET /api/event/photo_list/category/3': () =>
      json(200, photoPage(range(9, 8), null, 8, { category_id: 3 })),
    'GET /api/event/photo_list/category/6': () =>
      json(200, photoPage(range(25, 8), null, 8, { category_id: 6 })),
    ...extra,
  });

const heading = () => screen.findByRole('heading', { level: 1, name: '2026 秋の運動会' }, { timeout: 3000 });
const categoryButton = (name: RegExp) => screen.getByRole('button', { name });

// Each tile carries its keep button and marks: the long grid journeys below take over 5 s here.
describe('event detail', () => {
  it('shows the event header with its warning and collapsed category panels', async () => {
    signInMemberForTest();
    eventApi();
    renderApp('/events/detail/1');
    await heading();
    expect(screen.getByText('さくら幼稚園')).toBeTruthy();
    expect(screen.getByText('2026年10月10日')).toBeTruthy();
    // Published until NOW + 3 days: inside the 5-day warning period.
    const chip = screen.getByText('公開終了まであと3日').parentElement as HTMLElement;
    expect(chip.dataset.warning).toBe('true');
    const button = categoryButton(/かけっこ/);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.textContent).toContain('16枚');
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(panel.hidden).toBe(true);
  });

  it('opens a category: sub-categories with their notices and photo grids', async () => {
    signInMemberForTest('member-token');
    const api = eventApi();
    renderApp('/events/detail/1');
    await heading();
    fireEvent.click(categoryButton(/かけっこ/));
    expect(categoryButton(/かけっこ/).getAttribute('aria-expanded')).toBe('true');
    const young = screen.getByRole('region', { name: /年少/ });
    expect(
      within(young).getByText('早期購入割引（1枚につき￥50引き）は、あと2日で終了します。'),
    ).toBeTruthy();
    const middle = screen.getByRole('region', { name: /年中/ });
    expect(
      within(middle).getByText('販売期間を過ぎたため、1枚につき期間外手数料￥100が加算されます。'),
    ).toBeTruthy();

    const grid = await within(young).findByRole('list', { name: /年少/ });
    const first = await within(grid).findByRole('link', { name: '写真（8枚中1枚目）' });
    expect(first.getAttribute('href')).toBe('/events/detail/1/2/1');
    expect(within(grid).getAllByRole('listitem')).toHaveLength(8);
    // The thumbnail is WebP with a JPEG fallback.
    const picture = first.querySelector('picture') as HTMLElement;
    expect(picture.querySelector('source')?.getAttribute('type')).toBe('image/webp');
    expect(picture.querySelector('img')?.getAttribute('src')).toBe('/media/1/thumb.jpg');
    // The first row comes at once (issue 27); the photos below it wait for the scroll.
    expect(picture.querySelector('img')?.getAttribute('loading')).toBe('eager');
    const last = await within(grid).findByRole('link', { name: '写真（8枚中8枚目）' });
    expect(last.querySelector('img')?.getAttribute('loading')).toBe('lazy');
    expect(api.calls()).toContain('GET /api/event/photo_list/category/2');
    expect(api.authOf('GET /api/event/photo_list/category/2')).toBe('Bearer member-token');
  });

  it('warns about the last days of a sub-category’s sale period', async () => {
    signInMemberForTest();
    eventApi({ 'GET /api/event/photo_list/category/6': () => json(200, photoPage([], null, 0)) });
    renderApp('/events/detail/1');
    await heading();
    fireEvent.click(categoryButton(/ダンス/));
    // 4 days and an hour left: rounded up to 5.
    expect(
      await screen.findByText(
        /^販売期間の終了まであと5日です（2026年11月24日まで）。以降は1枚につき期間外手数料￥100がかかります。$/,
      ),
    ).toBeTruthy();
    expect(
      await screen.findByText('写真を準備しています。しばらくしてから、もう一度ご覧ください。'),
    ).toBeTruthy();
  });

  it('reads guest pages from index 0 with the guest token', async () => {
    signInGuestForTest('guest-token');
    const api = fakeApi({
      'GET /api/event/info/1': () => json(200, EVENT_INFO),
      'GET /api/event/photo_list/category/2/0': () => json(200, photoPage(range(1, 8), null, 8)),
      'GET /api/event/photo_list/category/3/0': () => json(200, photoPage(range(9, 8), null, 8)),
    });
    renderApp('/guest/events/detail/1');
    await heading();
    // Face search needs children, which guests do not have.
    expect(screen.queryByRole('link', { name: 'お子さまが写っている写真を探す' })).toBeNull();
    fireEvent.click(categoryButton(/かけっこ/));
    const link = await screen.findAllByRole('link', { name: '写真（8枚中1枚目）' });
    expect(link[0]?.getAttribute('href')).toBe('/guest/events/detail/1/2/1');
    expect(api.calls()).not.toContain('GET /api/event/photo_list/category/2');
    expect(api.authOf('GET /api/event/photo_list/category/2/0')).toBe('Bearer guest-token');
  });

  it('shows a friendly "not found" with the way to the code page on a 404 (spec §8)', async () => {
    signInMemberForTest();
    fakeApi({ 'GET /api/event/info/9': () => errorJson(404, 'EVENT-404', { ja: '見つかりません' }) });
    renderApp('/events/detail/9');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'イベントが見つかりません' }, { timeout: 3000 }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'イベントコードを入力する' }).getAttribute('href')).toBe(
      '/events/code',
    );
    expect(getErrorModal()).toBeNull();
  });

  it('loads the next pages by next_index while scrolling, and stops at the end', async () => {
    signInMemberForTest();
    const info = structuredClone(EVENT_INFO);
    const sub = info.info.categories[0]?.sub_categories[0];
    if (sub) sub.photo_count = 130;
    const api = fakeApi({
      'GET /api/event/info/1': () => json(200, info),
      'GET /api/event/photo_list/category/2': () => json(200, photoPage(range(1, 60), 60, 130)),
      'GET /api/event/photo_list/category/2/60': () => json(200, photoPage(range(61, 60), 120, 130)),
      'GET /api/event/photo_list/category/2/120': () => json(200, photoPage(range(121, 10), null, 130)),
      'GET /api/event/photo_list/category/3': () => json(200, photoPage(range(200, 8), null, 8)),
    });
    renderApp('/events/detail/1');
    await heading();
    fireEvent.click(categoryButton(/かけっこ/));
    const grid = await screen.findByRole('list', { name: /年少/ });
    await within(grid).findByRole('link', { name: '写真（130枚中1枚目）' });
    expect(api.calls()).not.toContain('GET /api/event/photo_list/category/2/60');

    const scrollTo = async (y: number) => {
      await act(async () => {
        window.scrollTo(0, y);
        window.dispatchEvent(new Event('scroll'));
      });
    };
    await scrollTo(2000);
    await waitFor(() => expect(api.calls()).toContain('GET /api/event/photo_list/category/2/60'));
    await scrollTo(5000);
    await waitFor(() => expect(api.calls()).toContain('GET /api/event/photo_list/category/2/120'));
    await within(grid).findByRole('link', { name: '写真（130枚中130枚目）' }, { timeout: 3000 });
    const pageCalls = api.calls().filter((call) => call.startsWith('GET /api/event/photo_list/category/2'));
    expect(pageCalls).toEqual([
      'GET /api/event/photo_list/category/2',
      'GET /api/event/photo_list/category/2/60',
      'GET /api/event/photo_list/category/2/120',
    ]);
  }, 15_000);

  it('restores the open panels after a photo, resets them after anything else (spec §2)', async () => {
    signInMemberForTest();
    eventApi({ 'GET /api/event/photo/1': () => json(200, photoDetail(1)) });
    const { router } = renderApp('/events/detail/1');
    await heading();
    fireEvent.click(categoryButton(/ダンス/));
    fireEvent.click(categoryButton(/かけっこ/));
    const young = screen.getByRole('region', { name: /年少/ });
    fireEvent.click(await within(young).findByRole('link', { name: '写真（8枚中1枚目）' }));
    await screen.findByText('1 / 8', {}, { timeout: 8000 });
    fireEvent.click(screen.getByRole('button', { name: '写真一覧に戻る' }));
    await heading();
    expect(router.state.location.pathname).toBe('/events/detail/1');
    expect(categoryButton(/かけっこ/).getAttribute('aria-expanded')).toBe('true');
    expect(categoryButton(/ダンス/).getAttribute('aria-expanded')).toBe('true');

    await act(() => router.navigate('/about'));
    await act(() => router.navigate('/events/detail/1'));
    await heading();
    expect(categoryButton(/かけっこ/).getAttribute('aria-expanded')).toBe('false');
    expect(categoryButton(/ダンス/).getAttribute('aria-expanded')).toBe('false');
  }, 15_000);
});

describe('event list and home', () => {
  const summary = EVENT_INFO.info.event;
  const second = {
    ...summary,
    id: 2,
    name: '2027 卒園式',
    event_date: '2027-03-15',
    published_until_t: NOW + 60 * 86_400,
  };

  it('groups the member’s events by organisation, with the code card', async () => {
    signInMemberForTest();
    fakeApi({
      'GET /api/event/list/organization': () =>
        json(200, { organizations: [{ id: 1, name: 'さくら幼稚園', events: [second, summary] }] }),
    });
    renderApp('/events');
    await screen.findByRole('heading', { level: 1, name: 'イベント一覧' }, { timeout: 3000 });
    const group = await screen.findByRole('region', { name: 'さくら幼稚園' });
    const links = within(group).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/events/detail/2', '/events/detail/1']);
    expect(within(links[0] as HTMLElement).getByText('公開終了まであと60日')).toBeTruthy();
    expect(screen.getByRole('link', { name: /イベントコードを入力/ }).getAttribute('href')).toBe(
      '/events/code',
    );
  });

  it('puts the member’s events on the home, above the other entry points', async () => {
    signInMemberForTest();
    fakeApi({ 'GET /api/event/list_by_organization': () => json(200, { events: [second, summary] }) });
    renderApp('/');
    const section = (
      await screen.findByRole('heading', { level: 2, name: '参加中のイベント' }, { timeout: 3000 })
    ).closest('section') as HTMLElement;
    const events = await within(section).findAllByRole('link', { name: /2027 卒園式|2026 秋の運動会/ });
    expect(events.map((link) => link.getAttribute('href'))).toEqual(['/events/detail/2', '/events/detail/1']);
    const entries = screen.getByRole('region', { name: '写真を探す' });
    expect(section.compareDocumentPosition(entries) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(
      within(entries)
        .getByRole('link', { name: /イベントコードを入力/ })
        .getAttribute('href'),
    ).toBe('/events/code');
  });

  it('leaves the home’s event section out quietly when the list fails', async () => {
    signInMemberForTest();
    fakeApi({ 'GET /api/event/list_by_organization': () => errorJson(500, 'SERVER-500', {}) });
    renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Omoide' }, { timeout: 3000 });
    await waitFor(
      () => expect(screen.queryByRole('heading', { level: 2, name: '参加中のイベント' })).toBeNull(),
      {
        timeout: 4000,
      },
    );
    expect(getErrorModal()).toBeNull();
  });
});
