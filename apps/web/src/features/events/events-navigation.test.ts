import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clock } from '@/shared/time/clock';
import { NOW, photoPage } from '@/test/event-fixtures';
import { DETAIL_RESTORE_KEY, readDetailRestore, reportDetailState } from './detail-restore';
import { PHOTO_CACHE_ROOT, photoListQueryOptions } from './events-api';
import { watchEventsNavigation } from './events-navigation';

// The route names of the real table (spec §2), on bare routes.
const routes = [
  ['/', 'index'],
  ['/history', 'history'],
  ['/cart', 'cart'],
  ['/events/code', 'events-code'],
  ['/events/detail/:eventId', 'events-detail-eventId'],
  ['/events/detail/:eventId/:categoryId/:itemId', 'events-detail-eventId-categoryId-itemId'],
  ['/events/detail/:eventId/:categoryId/:itemId/trim', 'events-detail-eventId-categoryId-itemId-trim'],
  ['/guest', 'guest'],
  ['/guest/events/detail/:eventId', 'guest-events-detail-eventId'],
].map(([path, name]) => ({ path, handle: { name }, Component: () => null }));

const listKey = photoListQueryOptions('member', 2).queryKey;
const realNow = clock.now;

function setup(start: string) {
  const router = createMemoryRouter(routes, { initialEntries: [start] });
  const queryClient = new QueryClient();
  const stop = watchEventsNavigation(router, queryClient);
  const cachedList = () => queryClient.getQueryData(listKey);
  const cacheList = (expiration: number | null = null) =>
    queryClient.setQueryData(listKey, {
      pages: [photoPage([1, 2], null, 2, { expiration_of_info_t: expiration })],
      pageParams: [null],
    });
  return { router, queryClient, stop, cachedList, cacheList };
}

beforeEach(() => {
  clock.now = () => NOW;
});
afterEach(() => {
  clock.now = realNow;
});

describe('photo-list cache across navigation (spec §2, §4)', () => {
  it('keeps the cache inside the events and cart areas, clears it on leaving them', async () => {
    const { router, stop, cachedList, cacheList } = setup('/events/detail/1');
    cacheList();
    await router.navigate('/events/detail/1/2/1');
    await router.navigate('/cart');
    await router.navigate('/events/detail/1');
    expect(cachedList()).toBeDefined();
    await router.navigate('/history');
    expect(cachedList()).toBeUndefined();
    stop();
  });

  it('clears only the photo lists, not the event lists or info', async () => {
    const { router, queryClient, stop, cacheList } = setup('/events/detail/1');
    cacheList();
    queryClient.setQueryData(['events', 'info', 'member', 1, 'ja'], { event: 1 });
    queryClient.setQueryData([...PHOTO_CACHE_ROOT, 'item', 'member', 1], { id: 1 });
    await router.navigate('/');
    expect(queryClient.getQueryData(['events', 'info', 'member', 1, 'ja'])).toBeDefined();
    expect(queryClient.getQueryData([...PHOTO_CACHE_ROOT, 'item', 'member', 1])).toBeUndefined();
    stop();
  });

  it('drops a cached page once one of its photos has expired', async () => {
    const { router, stop, cachedList, cacheList } = setup('/events/detail/1');
    cacheList(NOW + 60);
    await router.navigate('/events/detail/1/2/1');
    expect(cachedList()).toBeDefined();
    clock.now = () => NOW + 60;
    await router.navigate('/events/detail/1/2/2', { replace: true });
    expect(cachedList()).toBeUndefined();
    stop();
  });
});

describe('event detail restore entries (spec §2)', () => {
  it('stores the detail’s state on the way to a photo and keeps it on the way back', async () => {
    const { router, stop } = setup('/events/detail/1');
    reportDetailState(1, { scrollY: 840, expanded: [1, 5] });
    await router.navigate('/events/detail/1/2/1');
    expect(readDetailRestore(1)).toEqual({ scrollY: 840, expanded: [1, 5] });
    // Stepping between photos and trimming keep it.
    await router.navigate('/events/detail/1/2/2', { replace: true });
    await router.navigate('/events/detail/1/2/2/trim?size=2');
    await router.navigate(-1);
    await router.navigate(-1);
    expect(router.state.location.pathname).toBe('/events/detail/1');
    expect(readDetailRestore(1)).toEqual({ scrollY: 840, expanded: [1, 5] });
    stop();
  });

  it('resets every event’s entries when the detail is entered any other way', async () => {
    const { router, stop } = setup('/events/detail/1');
    reportDetailState(1, { scrollY: 300, expanded: [1] });
    await router.navigate('/events/detail/1/2/1');
    expect(readDetailRestore(1)).not.toBeNull();
    await router.navigate('/cart');
    await router.navigate('/events/detail/2');
    expect(readDetailRestore(1)).toBeNull();
    expect(sessionStorage.getItem(DETAIL_RESTORE_KEY)).toBeNull();
    stop();
  });

  it('does not store when the detail is left for anything but a photo', async () => {
    const { router, stop } = setup('/events/detail/1');
    reportDetailState(1, { scrollY: 300, expanded: [1] });
    await router.navigate('/events/code');
    expect(readDetailRestore(1)).toBeNull();
    stop();
  });

  it('resets on the first page of the tab (a reload of the detail)', () => {
    sessionStorage.setItem(DETAIL_RESTORE_KEY, JSON.stringify({ 1: { scrollY: 10, expanded: [] } }));
    const { stop } = setup('/events/detail/1');
    expect(readDetailRestore(1)).toBeNull();
    stop();
  });

  it('applies the same rules on the guest side', async () => {
    const { router, stop } = setup('/guest/events/detail/1');
    sessionStorage.setItem(DETAIL_RESTORE_KEY, JSON.stringify({ 1: { scrollY: 10, expanded: [] } }));
    await router.navigate('/guest');
    await router.navigate('/guest/events/detail/1');
    expect(readDetailRestore(1)).toBeNull();
    stop();
  });
});
