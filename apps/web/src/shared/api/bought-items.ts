import { boughtItemsSchema } from '@omoide/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Area } from '@/shared/routing/area';
import { apiFetch } from './api-client';

/**
 * `GET /api/event/info/buyed_item/{event_id}` (spec §7): the photos the buyer has already
 * bought of an event, for the "purchased" mark of the event's grid and item page. A mark is
 * not worth an error modal: a failed call shows no marks.
 */
export function boughtItemsQueryOptions(area: Area, eventId: number) {
  return queryOptions({
    queryKey: ['bought-items', area, eventId],
    queryFn: async ({ signal }): Promise<ReadonlySet<number>> => {
      const answer = await apiFetch(`/api/event/info/buyed_item/${eventId}`, {
        auth: area,
        schema: import.meta.env.DEV ? boughtItemsSchema : undefined,
        signal,
      });
      return new Set(answer.items.map((item) => item.image_item_id));
    },
    staleTime: 60_000,
    retry: false,
    meta: { errorModal: false },
  });
}

/** Ids of the event's photos the buyer has bought (empty while loading or on failure). */
export function useBoughtItemIds(area: Area, eventId: number): ReadonlySet<number> {
  return useQuery(boughtItemsQueryOptions(area, eventId)).data ?? EMPTY;
}

const EMPTY: ReadonlySet<number> = new Set();
