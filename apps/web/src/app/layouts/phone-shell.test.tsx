import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json } from '@/shared/auth/test-api';
import { signInGuestForTest, signInMemberForTest } from '@/shared/auth/test-sessions';
import { initI18n } from '@/shared/i18n/i18n';
import { renderApp } from '@/test/render-app';

/** A phone (narrower than the desktop breakpoint) or a desktop, for `matchMedia`. */
function stubViewport(kind: 'phone' | 'desktop') {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: kind === 'desktop' && query.includes('min-width: 768px'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    })),
  );
}

const emptyCart = () => json(200, { cart: [], quantity: 2 });

beforeEach(async () => {
  await act(() => initI18n('ja'));
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const mainNav = () => screen.getByRole('navigation', { name: 'メインメニュー' });
const cartHeading = () => screen.findByRole('heading', { level: 1 }, { timeout: 3000 });

describe('the phone shell: one-row header and bottom tab bar', () => {
  it('gives members one main navigation, the tab bar, with the current tab marked', async () => {
    stubViewport('phone');
    signInMemberForTest();
    fakeApi({ 'GET /api/cart': emptyCart });
    const { router, container } = renderApp('/history');
    await cartHeading();

    // One main navigation only: the header has no second row on a phone.
    expect(screen.getAllByRole('navigation', { name: 'メインメニュー' })).toHaveLength(1);
    const tabs = within(mainNav()).getAllByRole('link');
    expect(tabs.map((tab) => tab.getAttribute('href'))).toEqual([
      '/',
      '/events',
      '/library',
      '/history',
      '/user',
    ]);
    expect(mainNav().closest('header')).toBeNull();
    expect(container.querySelector('[data-tab-bar]')).toBe(mainNav());
    expect(within(mainNav()).getByRole('link', { name: '注文履歴' }).getAttribute('aria-current')).toBe(
      'page',
    );

    // The header row: brand, language, cart with its count, menu.
    const header = container.querySelector('header') as HTMLElement;
    expect(within(header).getByRole('link', { name: 'Omoide ホーム' })).toBeTruthy();
    expect(within(header).getByRole('combobox', { name: '表示言語' })).toBeTruthy();
    expect(await within(header).findByRole('link', { name: 'カート 2点' })).toBeTruthy();
    expect(within(header).getByRole('button', { name: 'メニュー' })).toBeTruthy();

    await act(async () => {
      fireEvent.click(within(mainNav()).getByRole('link', { name: 'イベント' }));
    });
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/events'));
    await vi.waitFor(() =>
      expect(within(mainNav()).getByRole('link', { name: 'イベント' }).getAttribute('aria-current')).toBe(
        'page',
      ),
    );
    expect(within(mainNav()).getByRole('link', { name: '注文履歴' }).getAttribute('aria-current')).toBeNull();
  });

  it('gives guests their own tabs and a menu with every guest page', async () => {
    stubViewport('phone');
    signInGuestForTest();
    fakeApi({ 'GET /api/cart': emptyCart });
    const { router } = renderApp('/guest/cart');
    await cartHeading();

    const tabs = within(mainNav()).getAllByRole('link');
    expect(tabs.map((tab) => tab.getAttribute('href'))).toEqual([
      '/guest',
      '/guest/events/code',
      '/guest/phone',
      '/guest/faq',
    ]);

    const menuButton = screen.getByRole('button', { name: 'メニュー' });
    expect(menuButton.getAttribute('aria-expanded')).toBe('false');
    await act(async () => {
      fireEvent.click(menuButton);
    });
    expect(menuButton.getAttribute('aria-expanded')).toBe('true');
    const menu = screen.getByRole('dialog', { name: 'メニュー' });
    const menuLinks = within(menu)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(menuLinks).toEqual(
      expect.arrayContaining([
        '/guest/news',
        '/guest/contact',
        '/guest/phone',
        '/guest/terms',
        '/guest/privacy',
      ]),
    );
    // Guests never get member pages offered.
    expect(menuLinks.every((href) => href?.startsWith('/guest'))).toBe(true);

    await act(async () => {
      fireEvent.click(within(menu).getByRole('link', { name: 'お知らせ' }));
    });
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/guest/news'));
    await vi.waitFor(() => expect(menuButton.getAttribute('aria-expanded')).toBe('false'));
  });

  it('keeps the header navigation on a desktop, without tab bar or menu', async () => {
    stubViewport('desktop');
    signInMemberForTest();
    fakeApi({ 'GET /api/cart': emptyCart });
    const { container } = renderApp('/cart');
    await cartHeading();

    expect(mainNav().closest('header')).not.toBeNull();
    expect(within(mainNav()).getAllByRole('link')).toHaveLength(7);
    expect(container.querySelector('[data-tab-bar]')).toBeNull();
    expect(screen.queryByRole('button', { name: 'メニュー' })).toBeNull();
  });
});

describe('the footer without configured store links', () => {
  it('explains adding the web app to the home screen instead of dead store links', async () => {
    stubViewport('phone');
    signInMemberForTest();
    fakeApi({ 'GET /api/cart': emptyCart });
    renderApp('/cart');
    await cartHeading();
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).queryByRole('link', { name: /App Store|Google Play/ })).toBeNull();
    expect(within(footer).getByRole('heading', { name: /ホーム画面に追加/ })).toBeTruthy();
    expect(within(footer).getByText(/共有ボタンから「ホーム画面に追加」/)).toBeTruthy();
  });
});

describe('the offline notice', () => {
  it('tells the visitor when the connection is gone, and withdraws when it is back', async () => {
    stubViewport('phone');
    signInMemberForTest();
    fakeApi({ 'GET /api/cart': emptyCart });
    renderApp('/cart');
    await cartHeading();
    const notice = /インターネットに接続されていません/;
    expect(screen.queryByText(notice)).toBeNull();

    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await act(async () => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(screen.getByText(notice).closest('[role="status"]')).not.toBeNull();

    onLine.mockReturnValue(true);
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.queryByText(notice)).toBeNull();
    onLine.mockRestore();
  });
});
