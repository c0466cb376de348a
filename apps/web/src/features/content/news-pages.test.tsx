import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getErrorModal } from '@/shared/errors/error-modal-store';
import { initI18n } from '@/shared/i18n/i18n';
import { renderApp } from '@/test/render-app';
import { apiError, json, NEWS_ALL_LANG, signIn, stubApi } from './test-fixtures';

const heading = (name: string | RegExp) =>
  screen.findByRole('heading', { level: 1, name }, { timeout: 3000 });

/** The member endpoint's answer: one language, as the API picks it from x-language. */
const memberNews = (language: 'ja' | 'hant' | 'vi' | 'en-US') => ({
  news: NEWS_ALL_LANG.map((item) => ({
    ...item,
    display_text: item.display_text[language],
    body_html: item.body_html[language],
  })),
});

beforeAll(async () => {
  await initI18n('ja');
});

beforeEach(async () => {
  await act(() => initI18n('ja'));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('news pages', () => {
  it('lists member news newest first, with dates in the visitor’s language', async () => {
    signIn('member');
    const api = stubApi({ 'GET /api/info/news': () => json(200, memberNews('ja')) });
    renderApp('/news');
    await heading('お知らせ');
    const links = await screen.findAllByRole('link', { name: /お知らせ\d/ });
    expect(links.map((link) => link.textContent)).toEqual([
      '2026年5月4日お知らせ4',
      '2026年5月3日お知らせ3',
      '2026年5月2日お知らせ2',
      '2026年5月1日お知らせ1',
    ]);
    expect(links[0]?.getAttribute('href')).toBe('/news/4');
    expect(api.calls[0]?.headers.get('authorization')).toBe('Bearer member-token');
  });

  it('formats dates for Vietnamese', async () => {
    await act(() => initI18n('vi'));
    signIn('member');
    stubApi({ 'GET /api/info/news': () => json(200, memberNews('vi')) });
    renderApp('/news');
    const link = await screen.findByRole('link', { name: /Thông báo 1/ });
    expect(within(link).getByText(/2026/).textContent).toMatch(/1 tháng 5,? 2026/);
  });

  it('shows one item with its sanitised body', async () => {
    signIn('member');
    const hostile = memberNews('ja');
    hostile.news[0] = {
      ...(hostile.news[0] as (typeof hostile.news)[number]),
      body_html: '<p>本文</p><script>x()</script><img src=x onerror=alert(1)>',
    };
    stubApi({ 'GET /api/info/news': () => json(200, hostile) });
    renderApp('/news/1');
    await heading('お知らせ1');
    const article = screen.getByRole('article');
    expect(within(article).getByText('本文')).toBeTruthy();
    expect(article.querySelector('script, img')).toBeNull();
    expect(screen.getByRole('link', { name: /お知らせ一覧へ戻る/ }).getAttribute('href')).toBe('/news');
  });

  it('answers an unknown news id with Page Not Found', async () => {
    signIn('member');
    stubApi({ 'GET /api/info/news': () => json(200, memberNews('ja')) });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp('/news/999');
    await heading('Page Not Found');
    await waitFor(() => expect(document.title).toBe('Page Not Found | Omoide'));
    logged.mockRestore();
  });

  it('reads guest news from all_lang with the guest token and picks the current language', async () => {
    await act(() => initI18n('hant'));
    signIn('guest');
    const api = stubApi({ 'GET /api/info/news/all_lang': () => json(200, { news: NEWS_ALL_LANG }) });
    renderApp('/guest/news/2');
    await heading('最新消息2');
    expect(screen.getByText('內文2')).toBeTruthy();
    expect(api.calls[0]?.headers.get('authorization')).toBe('Bearer guest-token');
  });
});

describe('latest news on the homes', () => {
  it('shows the three newest items and a link to all news on the member home', async () => {
    signIn('member');
    stubApi({ 'GET /api/info/news': () => json(200, memberNews('ja')) });
    renderApp('/');
    const section = (await screen.findByRole('heading', { level: 2, name: 'お知らせ' })).closest(
      'section',
    ) as HTMLElement;
    const items = await within(section).findAllByRole('link', { name: /お知らせ\d/ });
    expect(items.map((item) => item.getAttribute('href'))).toEqual(['/news/4', '/news/3', '/news/2']);
    expect(
      within(section)
        .getByRole('link', { name: /すべて見る/ })
        .getAttribute('href'),
    ).toBe('/news');
  });

  it('uses all_lang on the guest home', async () => {
    signIn('guest');
    const api = stubApi({ 'GET /api/info/news/all_lang': () => json(200, { news: NEWS_ALL_LANG }) });
    renderApp('/guest');
    expect(await screen.findByRole('link', { name: /お知らせ4/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: /すべて見る/ }).getAttribute('href')).toBe('/guest/news');
    expect(api.routes()).toContain('GET /api/info/news/all_lang');
  });

  it('says quietly that there is no news', async () => {
    signIn('member');
    stubApi({ 'GET /api/info/news': () => json(200, { news: [] }) });
    renderApp('/');
    expect(await screen.findByText('現在、お知らせはありません。')).toBeTruthy();
  });

  it('shows a failure in place, with a retry, and never the error modal over the home', async () => {
    signIn('member');
    let fail = true;
    stubApi({
      'GET /api/info/news': () =>
        fail ? apiError(500, 'SERVER-500', { ja: 'サーバーエラー' }) : json(200, memberNews('ja')),
    });
    renderApp('/');
    expect(await screen.findByText(/お知らせを読み込めませんでした/, {}, { timeout: 5000 })).toBeTruthy();
    expect(getErrorModal()).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Omoide' })).toBeTruthy();

    fail = false;
    fireEvent.click(screen.getByRole('button', { name: '再読み込み' }));
    expect(await screen.findByRole('link', { name: /お知らせ4/ })).toBeTruthy();
  });
});
