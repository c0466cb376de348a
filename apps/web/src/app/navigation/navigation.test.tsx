import { act, screen, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signInMemberForTest } from '@/shared/auth/test-sessions';
import { initI18n } from '@/shared/i18n/i18n';
import { renderApp } from '@/test/render-app';
import type { RouteEntry } from '../route-table';

beforeAll(async () => {
  await initI18n('en-US');
});

// The pages below are member pages: the token guard (spec §4) needs a sign-in.
beforeEach(() => signInMemberForTest());

const page = (text: string) => async () => ({ default: (() => <h1>{text}</h1>) as ComponentType });

function entry(path: string, text: string, load = page(text)): RouteEntry {
  return { path, page: load, handle: { name: path, layout: 'default', auth: 'member', titleKey: null } };
}

const transitionOf = (text: string) =>
  screen.getByRole('heading', { name: text }).closest('[data-transition]')?.getAttribute('data-transition');

describe('navigation behaviour', () => {
  it('shows the progress bar between navigation start and finish', async () => {
    let finish: () => void = () => {};
    const slow = () =>
      new Promise<{ default: ComponentType }>((resolve) => {
        finish = () => resolve({ default: () => <h1>Slow page</h1> });
      });
    const { router } = renderApp('/', [entry('/', 'Home page'), entry('/slow', 'Slow page', slow)]);
    await screen.findByRole('heading', { name: 'Home page' });
    expect(screen.queryByRole('progressbar')).toBeNull();

    act(() => void router.navigate('/slow'));
    expect(await screen.findByRole('progressbar', { name: 'Loading page' })).toBeTruthy();
    act(() => finish());
    await screen.findByRole('heading', { name: 'Slow page' });
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('slides forward into deeper pages and back out of them', async () => {
    const { router } = renderApp('/', [
      entry('/', 'Home page'),
      entry('/events/detail/:eventId', 'Event page'),
      entry('/cart', 'Cart page'),
      entry('/order/confirm', 'Confirm page'),
    ]);
    await screen.findByRole('heading', { name: 'Home page' });
    expect(transitionOf('Home page')).toBe('none');

    await act(() => router.navigate('/events/detail/3'));
    await waitFor(() => expect(transitionOf('Event page')).toBe('forward'));

    await act(() => router.navigate('/'));
    await waitFor(() => expect(transitionOf('Home page')).toBe('back'));

    await act(() => router.navigate('/order/confirm'));
    await act(() => router.navigate('/cart'));
    await waitFor(() => expect(transitionOf('Cart page')).toBe('back'));
  });

  it('moves focus to the new page after a navigation, not on the first load', async () => {
    const { router } = renderApp('/', [entry('/', 'Home page'), entry('/about', 'About page')]);
    await screen.findByRole('heading', { name: 'Home page' });
    expect(document.activeElement?.id).not.toBe('main');
    await act(() => router.navigate('/about'));
    await screen.findByRole('heading', { name: 'About page' });
    await waitFor(() => expect(document.activeElement?.id).toBe('main'));
  });
});
