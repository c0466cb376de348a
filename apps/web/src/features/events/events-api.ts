import {
  eventCodeAnswerSchema,
  type PhotoDetail,
  type PhotoList,
  type PublicEvent,
  photoDetailSchema,
  photoListSchema,
} from '@omoide/contract';
import { infiniteQueryOptions, type QueryClient, queryOptions } from '@tanstack/react-query';
import { apiFetch } from '@/shared/api/api-client';
import { emptyOn404 } from '@/shared/api/api-error';
import { EVENTS_QUERY_ROOT } from '@/shared/api/events';
import type { Area } from '@/shared/routing/area';
import { clock } from '@/shared/time/clock';
import {
  hasExpiredPage,
  isItemExpired,
  nextPageParam,
  type PhotoPageParam,
  photoPagePath,
} from './photo-pages';

/** `POST /api/auth/code/event_code` with the area's token (spec §7). */
export async function postEventCode(
  area: Area,
  body: { event_code1: string; event_code2: string },
): Promise<PublicEvent> {
  return (
    await apiFetch('/api/auth/code/event_code', {
      body,
      auth: area,
      schema: import.meta.env.DEV ? eventCodeAnswerSchema : undefined,
    })
  ).event;
}

/** The photo-list cache of spec §2/§4: category pages and single photos. */
export const PHOTO_CACHE_ROOT = [...EVENTS_QUERY_ROOT, 'photos'] as const;

const FIVE_MINUTES = 5 * 60_000;

export function photoListQueryOptions(area: Area, categoryId: number) {
  return infiniteQueryOptions({
    queryKey: [...PHOTO_CACHE_ROOT, 'list', area, categoryId],
    queryFn: ({ pageParam, signal }): Promise<PhotoList> =>
      apiFetch(photoPagePath(area, categoryId, pageParam), {
        auth: area,
        schema: import.meta.env.DEV ? photoListSchema : undefined,
        signal,
      }),
    initialPageParam: null as PhotoPageParam,
    getNextPageParam: nextPageParam,
    // Spec §4: pages holding an expired photo are never served from the cache.
    staleTime: (query) => (hasExpiredPage(query.state.data?.pages, clock.now()) ? 0 : FIVE_MINUTES),
  });
}

/** `GET /api/event/photo/{item_id}`: one photo with its neighbours; null when not visible. */
export function photoDetailQueryOptions(area: Area, itemId: number) {
  return queryOptions({
    queryKey: [...PHOTO_CACHE_ROOT, 'item', area, itemId],
    queryFn: ({ signal }): Promise<PhotoDetail | null> =>
      emptyOn404(
        apiFetch(`/api/event/photo/${itemId}`, {
          auth: area,
          schema: import.meta.env.DEV ? photoDetailSchema : undefined,
          signal,
        }),
      ),
    staleTime: (query) => {
      const item = query.state.data?.image_item;
      return item && isItemExpired(item, clock.now()) ? 0 : FIVE_MINUTES;
    },
  });
}

/**
 * Removes every cached category list that holds an expired photo (spec §4), so no page of
 * the events area can show it from the cache.
 */
export function discardExpiredPhotoLists(queryClient: QueryClient, now_t: number): void {
  for (const query of queryClient.getQueryCache().findAll({ queryKey: [...PHOTO_CACHE_ROOT, 'list'] })) {
    const data = query.state.data as { pages?: PhotoList[] } | undefined;
    if (hasExpiredPage(data?.pages, now_t))
      queryClient.removeQueries({ queryKey: query.queryKey, exact: true });
  }
}

/** Spec §2: leaving the events and cart areas clears the photo-list cache. */
export function clearPhotoCache(queryClient: QueryClient): void {
  queryClient.removeQueries({ queryKey: PHOTO_CACHE_ROOT });
}
