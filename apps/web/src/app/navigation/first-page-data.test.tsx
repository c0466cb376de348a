import { useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import type { ComponentType } from 'react';
import { createMemoryRouter, useParams } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eventInfoQueryOptions } from '@/shared/api/events';
import { fakeApi, json } from '@/shared/auth/test-api';
import { signInMemberForTest } from '@/shared/auth/test-sessions';
import { removeToken } from '@/shared/auth/token-store';
import { initI18n } from '@/shared/i18n/i18n';
import { EVENT_INFO, photoDetail } from '@/test/event-fixtures';
import { App } from '../app';
import { createQueryClient } from '../query-client';
import type { RouteEntry } from '../route-table';
import { createAppRoutes } from '../router';

/** The event page's stand-in: reads the event's information as the real page does. */
function EventTitle() {
  const eventId = Number(useParams().eventId);
  const info = useQuery(eventInfoQueryOptions('member', eventId, 'en-US'));
  return <h1>{info.data ? info.data.event.name : 'loading'}</h1>;
}

/** A page module that arrives only when the test says so (a phone's slow network). */
function slowPage() {
  let arrive: () => void = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const page = async () => {
    await arrived;
    return { default: EventTitle as ComponentType };
  };
  return { page, arrive };
}

const entry = (path: string, page: RouteEntry['page']): RouteEntry => ({
  path,
  page,
  handle: { name: path, layout: 'default', auth: 'member', titleKey: null },
});

beforeAll(async () => {
  await initI18n('en-US');
});
afterEach(() => {
  vi.unstubAllGlobals();
  removeToken('member');
});

function open(path: string, page: RouteEntry['page']) {
  const queryClient = createQueryClient();
  const tokenMissing = async () => ({ default: (() => <h1>Token missing</h1>) as ComponentType });
  const table = [
    entry('/events/detail/:eventId', page),
    entry('/events/detail/:eventId/:categoryId/:itemId', page),
    {
      ...entry('/token_missing', tokenMissing),
      handle: { name: 'token-missing', layout: 'default' as const, auth: 'public' as const, titleKey: null },
    },
  ];
  const router = createMemoryRouter(createAppRoutes(table, queryClient), { initialEntries: [path] });
  render(<App router={router} i18n={i18next} queryClient={queryClient} />);
  return router;
}

describe('the event’s first request starts in the route’s loader (decision 041)', () => {
  it('asks for the event while the page’s code is still on its way, and only once', async () => {
    signInMemberForTest();
    const api = fakeApi({ 'GET /api/event/info/4': () => json(200, EVENT_INFO) });
    const { page, arrive } = slowPage();
    open('/events/detail/4', page);
    await vi.waitFor(() => expect(api.calls()).toContain('GET /api/event/info/4'));
    arrive();
    expect(await screen.findByRole('heading', { name: EVENT_INFO.info.event.name })).toBeTruthy();
    expect(api.calls().filter((call) => call === 'GET /api/event/info/4')).toHaveLength(1);
    expect(api.authOf('GET /api/event/info/4')).toBe('Bearer test-member-token');
    // The cover (the page's largest paint) was asked for from the answer, before the page.
    const cover = document.head.querySelector('link[rel="preload"][as="image"]');
    expect(cover?.getAttribute('href')).toBe(EVENT_INFO.info.event.cover_thumb_url);
  });

  it('asks for the photo with the event on the photo’s page, and preloads no cover there', async () => {
    signInMemberForTest();
    for (const link of document.head.querySelectorAll('link[rel="preload"]')) link.remove();
    const api = fakeApi({
      'GET /api/event/info/4': () => json(200, EVENT_INFO),
      'GET /api/event/photo/7': () => json(200, photoDetail(7)),
    });
    const { page, arrive } = slowPage();
    open('/events/detail/4/2/7', page);
    await vi.waitFor(() =>
      expect(api.calls()).toEqual(
        expect.arrayContaining(['GET /api/event/info/4', 'GET /api/event/photo/7']),
      ),
    );
    arrive();
    await screen.findByRole('heading', { name: EVENT_INFO.info.event.name });
    expect(document.head.querySelector('link[rel="preload"][as="image"]')?.outerHTML).toBeUndefined();
  });

  it('asks for nothing when the guard turns the visitor away', async () => {
    const api = fakeApi({});
    const { page, arrive } = slowPage();
    const router = open('/events/detail/4', page);
    arrive();
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/token_missing'));
    expect(api.calls().filter((call) => call.startsWith('GET /api/event/'))).toEqual([]);
  });

  it('leaves a malformed address to the 404 without asking the API', async () => {
    signInMemberForTest();
    const api = fakeApi({});
    const { page, arrive } = slowPage();
    open('/events/detail/abc', page);
    arrive();
    expect(await screen.findByText(/page not found/i)).toBeTruthy();
    expect(api.calls().filter((call) => call.startsWith('GET /api/event/'))).toEqual([]);
  });
});
