import {
  childSchema,
  type InvitationCheck,
  invitationCheckSchema,
  invitationRegisterSchema,
  photoAlertUnsubscribeSchema,
  type TokenAnswer,
} from '@omoide/contract';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '@/shared/api/api-client';

/** The invitation link's calls: check and register need no token (the link is the credential). */

export const invitationQuery = (token: string) =>
  queryOptions({
    queryKey: ['family', 'invitation', token] as const,
    queryFn: (): Promise<InvitationCheck> =>
      apiFetch('/api/user/child_invitation/check', {
        body: { token },
        auth: 'none',
        schema: import.meta.env.DEV ? invitationCheckSchema : undefined,
      }),
    // A refused link is shown on the page, not in the error modal.
    meta: { errorModal: false },
  });

export async function acceptInvitation(token: string): Promise<number> {
  const answer = await apiFetch('/api/user/child_invitation/accept', {
    body: { token },
    auth: 'member',
    schema: import.meta.env.DEV ? z.object({ child: childSchema }) : undefined,
  });
  return answer.child.id;
}

export function registerFromInvitation(input: {
  token: string;
  display_name: string;
  password: string;
}): Promise<TokenAnswer & { child_id: number }> {
  return apiFetch('/api/user/child_invitation/register', {
    body: input,
    auth: 'none',
    schema: import.meta.env.DEV ? invitationRegisterSchema : undefined,
  });
}

export function unsubscribePhotoAlert(token: string): Promise<{ child_name: string }> {
  return apiFetch('/api/user/photo_alert/unsubscribe', {
    body: { token },
    auth: 'none',
    schema: import.meta.env.DEV ? photoAlertUnsubscribeSchema : undefined,
  });
}
