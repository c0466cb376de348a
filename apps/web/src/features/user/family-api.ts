import {
  type ChildInvitation,
  type ChildSharing,
  childInvitationSchema,
  childSharingSchema,
  type PhotoAlert,
  photoAlertSchema,
} from '@omoide/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '@/shared/api/api-client';

/** Family sharing and "new photos" alerts of one child (member token only). */

export const familyKeys = {
  sharing: (childId: number) => ['user', 'children', childId, 'sharing'] as const,
  photoAlert: (childId: number) => ['user', 'children', childId, 'photo-alert'] as const,
};

export const sharingQuery = (childId: number) =>
  queryOptions({
    queryKey: familyKeys.sharing(childId),
    queryFn: ({ signal }): Promise<ChildSharing> =>
      apiFetch(`/api/user/child/${childId}/guardian`, {
        auth: 'member',
        schema: import.meta.env.DEV ? childSharingSchema : undefined,
        signal,
      }),
  });

export function inviteGuardian(childId: number, email: string): Promise<ChildInvitation> {
  return apiFetch(`/api/user/child/${childId}/invitation`, {
    body: { email },
    auth: 'member',
    schema: import.meta.env.DEV ? childInvitationSchema : undefined,
  });
}

export async function cancelInvitation(childId: number, invitationId: number): Promise<void> {
  await apiFetch(`/api/user/child/${childId}/invitation/${invitationId}`, {
    method: 'DELETE',
    auth: 'member',
  });
}

/** The owner revokes a guardian; a guardian passes their own id to leave. */
export async function removeGuardian(childId: number, memberId: number): Promise<void> {
  await apiFetch(`/api/user/child/${childId}/guardian/${memberId}`, { method: 'DELETE', auth: 'member' });
}

export const photoAlertQuery = (childId: number) =>
  queryOptions({
    queryKey: familyKeys.photoAlert(childId),
    queryFn: ({ signal }): Promise<PhotoAlert> =>
      apiFetch(`/api/user/child/${childId}/photo_alert`, {
        auth: 'member',
        schema: import.meta.env.DEV ? photoAlertSchema : undefined,
        signal,
      }),
  });

export function setPhotoAlert(childId: number, enabled: boolean): Promise<PhotoAlert> {
  return apiFetch(`/api/user/child/${childId}/photo_alert`, {
    body: enabled ? { enabled, consent: true } : { enabled },
    auth: 'member',
    schema: import.meta.env.DEV ? photoAlertSchema : undefined,
  });
}
