import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROUTE_TABLE } from '@/app/route-table';
import { initI18n } from '@/shared/i18n/i18n';
import { renderApp } from '@/test/render-app';
import { FAQ_ALL_LANG, json, stubApi } from './test-fixtures';

// A render that has not caught up with the router: on a busy phone React Router's state
// reaches the page in a transition, after the search's URL timer may already have run.
vi.mock('react-router', async (importOriginal) => ({
  ...(await importOriginal<typeof import('react-router')>()),
  useNavigation: () => ({ state: 'idle' }),
}));

beforeEach(async () => {
  await act(() => initI18n('ja'));
  stubApi({ 'GET /api/info/faq/all_lang': () => json(200, FAQ_ALL_LANG) });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the FAQ search URL and a link followed meanwhile', () => {
  it('opens the contact form even when its page arrives after the URL timer has run', async () => {
    let deliverPage: () => void = () => {};
    const pageArrived = new Promise<void>((resolve) => {
      deliverPage = resolve;
    });
    const table = ROUTE_TABLE.map((entry) =>
      entry.path === '/guest/contact'
        ? {
            ...entry,
            page: async () => {
              await pageArrived;
              return entry.page();
            },
          }
        : entry,
    );
    const { router } = renderApp('/guest/faq', table);
    await screen.findByRole('heading', { level: 2, name: 'ご購入について' });

    fireEvent.change(screen.getByRole('searchbox'), { target: { value: '存在しない言葉' } });
    fireEvent.click(
      screen.getAllByRole('link', { name: 'お問い合わせフォームで質問する' })[0] as HTMLElement,
    );
    // Past the search's URL delay (400 ms) while the contact page is still on its way.
    await act(() => new Promise((resolve) => setTimeout(resolve, 700)));
    expect(router.state.navigation.state).toBe('loading');
    deliverPage();

    await waitFor(() => expect(router.state.location.pathname).toBe('/guest/contact'));
  });
});
