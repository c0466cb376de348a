import {
  type Child,
  type ChildRelationship,
  childSchema,
  type UserInfo,
  userInfoSchema,
} from '@omoide/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '@/shared/api/api-client';
import { CHILDREN_QUERY_KEY, childQueryKey } from '@/shared/api/children';

/** Spec §7 User: the member's account and children (member token only, spec §6). */

export const userKeys = {
  info: ['user', 'info'] as const,
  children: CHILDREN_QUERY_KEY,
  child: childQueryKey,
};

export const userInfoQuery = () =>
  queryOptions({
    queryKey: userKeys.info,
    queryFn: ({ signal }): Promise<UserInfo> =>
      apiFetch('/api/user/info', {
        auth: 'member',
        schema: import.meta.env.DEV ? userInfoSchema : undefined,
        signal,
      }),
  });

/** What the form sends: optional texts are null when left empty (PATCH clears them). */
export interface ChildPayload {
  name: string;
  name_kana: string | null;
  birthday: string | null;
  class_name: string | null;
  relationship: ChildRelationship;
}

/** POST leaves out what was not filled in; the API treats a missing field as "not set". */
function withoutNulls(payload: ChildPayload): Partial<ChildPayload> {
  return Object.fromEntries(Object.entries(payload).filter(([, value]) => value !== null));
}

export function createChild(payload: ChildPayload): Promise<Child> {
  return apiFetch('/api/user/child', {
    body: withoutNulls(payload),
    auth: 'member',
    schema: import.meta.env.DEV ? childSchema : undefined,
  });
}

export function updateChild(id: number, payload: ChildPayload): Promise<Child> {
  return apiFetch(`/api/user/child/${id}`, {
    method: 'PATCH',
    body: payload,
    auth: 'member',
    schema: import.meta.env.DEV ? childSchema : undefined,
  });
}

export async function deleteChild(id: number): Promise<void> {
  await apiFetch(`/api/user/child/${id}`, { method: 'DELETE', auth: 'member' });
}
