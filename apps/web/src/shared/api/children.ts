import { type Child, childListSchema, childSchema } from '@omoide/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from './api-client';

/**
 * The member's children (spec §7 `GET /api/user/child`, member token only). The child pages,
 * face matching and the order form's "choose a child" read the one cached list, so the key
 * and the call live here: features never import each other.
 */
export const CHILDREN_QUERY_KEY = ['user', 'children'] as const;

export const childrenQuery = () =>
  queryOptions({
    queryKey: CHILDREN_QUERY_KEY,
    queryFn: async ({ signal }): Promise<Child[]> =>
      (
        await apiFetch('/api/user/child', {
          auth: 'member',
          schema: import.meta.env.DEV ? childListSchema : undefined,
          signal,
        })
      ).children,
  });

export const childQueryKey = (id: number) => [...CHILDREN_QUERY_KEY, id] as const;

/** Spec §8: a 404 (unknown child, or another member's) shows the modal, then the child list. */
export const childQuery = (id: number) =>
  queryOptions({
    queryKey: childQueryKey(id),
    queryFn: ({ signal }): Promise<Child> =>
      apiFetch(`/api/user/child/${id}`, {
        auth: 'member',
        schema: import.meta.env.DEV ? childSchema : undefined,
        signal,
      }),
    meta: { followUp: '/child' },
  });
