import { type ImageItem, type KeepList, keepListSchema } from '@omoide/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Area } from '@/shared/routing/area';
import { clock } from '@/shared/time/clock';
import { apiFetch } from './api-client';

/**
 * The buyer's kept photos of an event ("keep", spec §9): `GET /api/keep/list/{event_id}`,
 * `POST /api/keep`, `DELETE /api/keep/{event_id}/{image_info_id}`. The grid, the face-match
 * tiles and the photo page all read and change them, so the key and the calls live here.
 */
export const keepListKey = (area: Area, eventId: number) => ['keep', area, eventId] as const;

export function keepListQueryOptions(area: Area, eventId: number) {
  return queryOptions({
    queryKey: keepListKey(area, eventId),
    queryFn: ({ signal }): Promise<KeepList> =>
      apiFetch(`/api/keep/list/${eventId}`, {
        auth: area,
        schema: import.meta.env.DEV ? keepListSchema : undefined,
        signal,
      }),
    // A heart is not worth an error modal on every page: a failed list shows no hearts filled.
    meta: { errorModal: false },
    retry: false,
  });
}

export function useKeepList(area: Area, eventId: number) {
  return useQuery(keepListQueryOptions(area, eventId));
}

/** Ids of the event's kept photos (empty while loading or on failure). */
export function useKeptItemIds(area: Area, eventId: number): ReadonlySet<number> {
  const items = useKeepList(area, eventId).data?.items;
  return useMemo(() => (items ? new Set(items.map((item) => item.image_item.id)) : EMPTY), [items]);
}

const EMPTY: ReadonlySet<number> = new Set();

/** The list as it will be once the change is made: shown at once, before the server answers. */
export function withKeep(
  list: KeepList | undefined,
  item: ImageItem,
  kept: boolean,
  eventId: number,
): KeepList {
  const base = list ?? { event_id: eventId, items: [], kept_count: 0, max_items: Number.POSITIVE_INFINITY };
  const others = base.items.filter((entry) => entry.image_item.id !== item.id);
  const was = others.length !== base.items.length;
  if (!kept) return { ...base, items: others, kept_count: base.kept_count - (was ? 1 : 0) };
  const now_t = clock.now();
  const entry = {
    image_item: item,
    kept_t: now_t,
    is_available: item.expiration_of_info_t === null || item.expiration_of_info_t > now_t,
  };
  return { ...base, items: [entry, ...others], kept_count: base.kept_count + (was ? 0 : 1) };
}

/**
 * Keeps or lets go of a photo, optimistically: the heart changes at once; a refusal (the keep
 * limit, a photo gone) puts the list back and the error modal says why.
 */
export function useKeepToggle(area: Area, eventId: number) {
  const queryClient = useQueryClient();
  const key = keepListKey(area, eventId);
  return useMutation({
    mutationFn: ({ item, kept }: { item: ImageItem; kept: boolean }): Promise<KeepList> =>
      kept
        ? apiFetch('/api/keep', {
            body: { event_id: eventId, image_info_id: item.id },
            auth: area,
            schema: import.meta.env.DEV ? keepListSchema : undefined,
          })
        : apiFetch(`/api/keep/${eventId}/${item.id}`, {
            method: 'DELETE',
            auth: area,
            schema: import.meta.env.DEV ? keepListSchema : undefined,
          }),
    onMutate: async ({ item, kept }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<KeepList>(key);
      queryClient.setQueryData<KeepList>(key, (list) => withKeep(list, item, kept, eventId));
      return { previous };
    },
    onError: (_error, _vars, context) => {
      queryClient.setQueryData(key, context?.previous);
    },
    onSuccess: (list) => {
      // Taps in quick succession: only the last answer may replace the list.
      if (queryClient.isMutating({ mutationKey: key }) <= 1) queryClient.setQueryData(key, list);
    },
    mutationKey: key,
  });
}
