import {
  type EventInfo,
  type EventSummary,
  eventInfoSchema,
  eventListSchema,
  organizationEventListSchema,
  type TextLanguage,
} from '@omoide/contract';
import { queryOptions } from '@tanstack/react-query';
import type { Area } from '@/shared/routing/area';
import { apiFetch } from './api-client';
import { emptyOn404 } from './api-error';

/**
 * The member's event lists (spec §7 "Events and photos"), shared by the member home and the
 * event list page. Names come in the request's language, so the key carries it.
 */

/** Every query of the events area starts with this key. */
export const EVENTS_QUERY_ROOT = ['events'] as const;

/** `GET /api/event/list_by_organization`: the events of the member's organisations. */
export function memberEventsQueryOptions(language: TextLanguage) {
  return queryOptions({
    queryKey: [...EVENTS_QUERY_ROOT, 'list', 'by-organization', language],
    queryFn: async ({ signal }): Promise<EventSummary[]> =>
      (
        await apiFetch('/api/event/list_by_organization', {
          auth: 'member',
          schema: import.meta.env.DEV ? eventListSchema : undefined,
          signal,
        })
      ).events,
  });
}

export interface OrganizationEvents {
  id: number;
  name: string;
  events: EventSummary[];
}

/** `GET /api/event/list/organization`: the same events, grouped by organisation. */
export function organizationEventsQueryOptions(language: TextLanguage) {
  return queryOptions({
    queryKey: [...EVENTS_QUERY_ROOT, 'list', 'organization', language],
    queryFn: async ({ signal }): Promise<OrganizationEvents[]> =>
      (
        await apiFetch('/api/event/list/organization', {
          auth: 'member',
          schema: import.meta.env.DEV ? organizationEventListSchema : undefined,
          signal,
        })
      ).organizations,
  });
}

export type EventInfoData = EventInfo['info'];

/** `GET /api/event/info/{eventId}` with the area's token; null when the event is not found (spec §8). */
export function eventInfoQueryOptions(area: Area, eventId: number, language: TextLanguage) {
  return queryOptions({
    queryKey: [...EVENTS_QUERY_ROOT, 'info', area, eventId, language],
    queryFn: async ({ signal }): Promise<EventInfoData | null> =>
      (
        await emptyOn404(
          apiFetch(`/api/event/info/${eventId}`, {
            auth: area,
            schema: import.meta.env.DEV ? eventInfoSchema : undefined,
            signal,
          }),
        )
      )?.info ?? null,
  });
}
