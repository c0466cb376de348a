import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { signInForPath } from '@/shared/auth/test-sessions';
import { initI18n } from '@/shared/i18n/i18n';
import { renderApp as renderPage } from '@/test/render-app';
import { pageReloader } from './navigation/chunk-reload-guard';
import type { RouteEntry } from './route-table';

beforeAll(async () => {
  await initI18n('en-US');
});

beforeEach(async () => {
  await act(() => initI18n('en-US'));
});

// Pages behind the token guard (spec §4) need the sign-in of their area.
const renderApp: typeof renderPage = (path, table) => {
  signInForPath(path);
  return renderPage(path, table);
};

const heading = (name: string | RegExp) =>
  screen.findByRole('heading', { level: 1, name }, { timeout: 3000 });

describe('app routes', () => {
  it('renders the member home with its entry points and the default title', async () => {
    renderApp('/');
    await heading('Omoide');
    const entries = screen.getByRole('region', { name: 'Find photos' });
    expect(
      within(entries)
        .getByRole('link', { name: /Enter event code/ })
        .getAttribute('href'),
    ).toBe('/events/code');
    expect(
      within(entries)
        .getByRole('link', { name: /Find by child/ })
        .getAttribute('href'),
    ).toBe('/events/child');
    expect(
      within(entries)
        .getByRole('link', { name: /Order history/ })
        .getAttribute('href'),
    ).toBe('/history');
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Omoide'));
  });

  it('renders the guest home in the guest layout', async () => {
    renderApp('/guest');
    await heading('Omoide');
    expect(screen.getByText('Guest')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Enter event code/ }).getAttribute('href')).toBe(
      '/guest/events/code',
    );
  });

  it.each([
    ['/no/such/page'],
    ['/events/detail/abc'],
    ['/events/detail/0'],
    ['/history/-3'],
    ['/guest/news/1.5'],
    ['/order/abc'],
  ])('shows Page Not Found for %s', async (path) => {
    renderApp(path);
    await heading('Page Not Found');
    await waitFor(() => expect(document.title).toBe('Page Not Found | Omoide'));
    expect(screen.getByRole('link', { name: /Back to home/ }).getAttribute('href')).toBe(
      path.startsWith('/guest') ? '/guest' : '/',
    );
  });

  it('renders the order download page with its translated title', async () => {
    renderApp('/history/12/download');
    await heading('Download photos');
    await waitFor(() => expect(document.title).toBe('Download photos | Omoide'));
  });

  it('matches /imprint case-insensitively', async () => {
    renderApp('/imprint');
    await heading('Imprint');
    await waitFor(() => expect(document.title).toBe('Imprint | Omoide'));
  });

  it('gives the order confirmation a bottom button bar', async () => {
    renderApp('/order/confirm');
    await heading('Review your order');
    expect(document.querySelector('[data-bottom-bar]')).not.toBeNull();
  });

  it('keeps the sign-in layout free of token-only navigation', async () => {
    renderApp('/token_missing');
    await heading('Please sign in again');
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
    const footer = within(screen.getByRole('contentinfo'));
    expect(footer.queryByRole('link', { name: 'Terms of use' })).toBeNull();
    expect(footer.getByRole('link', { name: 'Imprint' })).toBeTruthy();
  });

  it('renders in Japanese', async () => {
    await act(() => initI18n('ja'));
    renderApp('/');
    await screen.findByText('イベントコードを入力');
    expect(document.documentElement.lang).toBe('ja');
  });
});

describe('stale-build chunk failure', () => {
  const chunkError = () => new TypeError('Failed to fetch dynamically imported module: /assets/x-1.js');
  const failingTable = (): RouteEntry[] => [
    {
      path: '/',
      handle: { name: 'index', layout: 'default', auth: 'member', titleKey: null },
      page: () => Promise.reject(chunkError()),
    },
  ];
  const reload = vi.fn();
  const original = pageReloader.reload;

  beforeEach(() => {
    pageReloader.reload = reload;
  });
  afterEach(() => {
    pageReloader.reload = original;
    reload.mockReset();
  });

  it('reloads once, then shows the error page within 10 s', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const first = renderApp('/', failingTable());
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    first.unmount();

    renderApp('/', failingTable());
    await heading('Internal Server Error');
    expect(reload).toHaveBeenCalledTimes(1);
    logged.mockRestore();
  });
});
