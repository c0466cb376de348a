import { z } from 'zod';
import { requiredText } from '../reference/input-schemas.js';
import { tokenAnswerSchema } from './auth.js';
import { childSchema } from './user.js';

/** Family sharing: a child's owner and at most this many other guardians. */
export const MAX_CHILD_GUARDIANS = 3;
/** Days an invitation link stays valid. */
export const CHILD_INVITATION_TTL_DAYS = 7;
/** The query parameter of the invitation link (`/family/accept?invitation=`). */
export const CHILD_INVITATION_LINK_PARAM = 'invitation';
/** The query parameter of the alert mail's unsubscribe link (`/alerts/unsubscribe?token=`). */
export const PHOTO_ALERT_UNSUBSCRIBE_PARAM = 'token';

const id = z.coerce.number().int().positive().max(2_147_483_647);

export const childInvitationParamsSchema = z.object({ child_id: id, invitation_id: id });
export const childGuardianParamsSchema = z.object({ child_id: id, member_id: id });

/** `POST /api/user/child/{child_id}/invitation`. */
export const childInvitationBodySchema = z.object({ email: z.string().trim().max(254).email() });

export const childInvitationSchema = z.object({
  invitation_id: z.number().int(),
  email: z.string(),
  created_t: z.number().int(),
  expires_t: z.number().int(),
});
export type ChildInvitation = z.infer<typeof childInvitationSchema>;

export const childGuardianSchema = z.object({
  member_id: z.number().int(),
  display_name: z.string(),
  /** Shown to the owner only (they invited this address); null for other guardians. */
  email: z.string().nullable(),
  since_t: z.number().int(),
  is_me: z.boolean(),
});
export type ChildGuardian = z.infer<typeof childGuardianSchema>;

/** `GET /api/user/child/{child_id}/guardian`: who has access (invitations: owner only). */
export const childSharingSchema = z.object({
  child_id: z.number().int(),
  access: z.enum(['owner', 'guardian']),
  owner_display_name: z.string(),
  guardians: z.array(childGuardianSchema),
  invitations: z.array(childInvitationSchema),
  max_guardians: z.number().int(),
});
export type ChildSharing = z.infer<typeof childSharingSchema>;

const invitationToken = z.string().trim().min(16).max(128);

/** The single-use link's secret, for check, accept and register. */
export const invitationTokenBodySchema = z.object({ token: invitationToken });

/** `POST /api/user/child_invitation/check`: what the link offers, before signing in. */
export const invitationCheckSchema = z.object({
  status: z.enum(['open', 'accepted', 'expired', 'cancelled']),
  child_name: z.string(),
  inviter_display_name: z.string(),
  email: z.string(),
  expires_t: z.number().int(),
  /** Whether the invited address already has an account (sign in), or not (register). */
  has_account: z.boolean(),
});
export type InvitationCheck = z.infer<typeof invitationCheckSchema>;

/** `POST /api/user/child_invitation/accept`. */
export const invitationAcceptSchema = z.object({ child: childSchema });

/** `POST /api/user/child_invitation/register`: a new member for the invited address. */
export const invitationRegisterBodySchema = z.object({
  token: invitationToken,
  display_name: requiredText(60),
  password: z.string().min(8).max(128),
});

/** The new member's first sign-in, and the child now shared with them. */
export const invitationRegisterSchema = tokenAnswerSchema.extend({ child_id: z.number().int() });

/** `GET|POST /api/user/child/{child_id}/photo_alert`: "new photos of {child}" mails. */
export const photoAlertSchema = z.object({
  child_id: z.number().int(),
  enabled: z.boolean(),
  /** When this member agreed to the alerts (null when off). */
  enabled_t: z.number().int().nullable(),
});
export type PhotoAlert = z.infer<typeof photoAlertSchema>;

/** Turning the alerts on takes the member's agreement to the wording shown beside the switch. */
export const photoAlertBodySchema = z
  .object({ enabled: z.boolean(), consent: z.boolean().optional() })
  .refine((b) => !b.enabled || b.consent === true, { message: 'consent required', path: ['consent'] });

/** `POST /api/user/photo_alert/unsubscribe`: the mail's signed link, without signing in. */
export const photoAlertUnsubscribeBodySchema = z.object({ token: z.string().trim().min(16).max(2048) });
export const photoAlertUnsubscribeSchema = z.object({ child_name: z.string() });
