import type { QueryClient } from '@tanstack/react-query';
import { clock } from '@/shared/time/clock';
import { clearDetailRestore, storeDetailState } from './detail-restore';
import { clearPhotoCache, discardExpiredPhotoLists } from './events-api';
import {
  eventDetailEntry,
  photoCacheArea,
  type RoutePoint,
  shouldClearPhotoListCache,
  shouldStoreDetailState,
} from './navigation-rules';

/** The parts of a data router the watcher reads (the app's router and test routers fit). */
interface RouterStateLike {
  location: { key: string; pathname: string };
  matches: readonly { route: { handle?: unknown }; params: Record<string, string | undefined> }[];
  navigation: { state: string };
}

export interface RouterLike {
  state: RouterStateLike;
  subscribe(listener: (state: RouterStateLike) => void): () => void;
}

function handleName(handle: unknown): string | null {
  if (typeof handle !== 'object' || handle === null || !('name' in handle)) return null;
  const { name } = handle as { name: unknown };
  return typeof name === 'string' ? name : null;
}

/** The page a router state shows: the deepest match with a named handle. */
export function routePointOf(state: RouterStateLike): RoutePoint {
  for (let i = state.matches.length - 1; i >= 0; i--) {
    const match = state.matches[i];
    const name = handleName(match?.route.handle);
    if (name !== null) return { name, eventId: match?.params.eventId ?? null };
  }
  return { name: null, eventId: null };
}

/** Applies the spec §2 rules for one step from `from` to `to`. */
export function applyEventsNavigation(
  queryClient: QueryClient,
  from: RoutePoint | null,
  to: RoutePoint,
  now_t = clock.now(),
): void {
  if (shouldClearPhotoListCache(from, to)) clearPhotoCache(queryClient);
  else if (photoCacheArea(to.name) !== null) discardExpiredPhotoLists(queryClient, now_t);
  if (from && shouldStoreDetailState(from, to)) storeDetailState(Number(from.eventId));
  if (eventDetailEntry(from, to) === 'reset') clearDetailRestore();
}

/**
 * Runs the events-area navigation rules on every completed navigation. It listens to the
 * router itself rather than to a page: the rules must run before the entered page renders
 * (it reads the restore entries), and after the left page is gone from the screen.
 */
export function watchEventsNavigation(router: RouterLike, queryClient: QueryClient): () => void {
  let current = { key: router.state.location.key, point: routePointOf(router.state) };
  // The first page of the tab: entered from nowhere.
  applyEventsNavigation(queryClient, null, current.point);
  return router.subscribe((state) => {
    if (state.navigation.state !== 'idle' || state.location.key === current.key) return;
    const next = { key: state.location.key, point: routePointOf(state) };
    applyEventsNavigation(queryClient, current.point, next.point);
    current = next;
  });
}
