import { z } from 'zod';

/**
 * The operators' studio (`/api/studio/...`, docs/decisions/016): operator accounts, their
 * roles per organisation, invitations, personal API keys and the audit log.
 */
export const OPERATOR_ROLES = ['owner', 'staff', 'support'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];
export const operatorRoleSchema = z.enum(OPERATOR_ROLES);

/** Local-storage key of the studio's token (apart from the buyers' `jwt` and `guestJwt`). */
export const OPERATOR_TOKEN_STORAGE_KEY = 'studioJwt';
/** Header of a personal API key (automation, the import CLI). */
export const OPERATOR_API_KEY_HEADER = 'x-api-key';

const emailSchema = z.string().trim().max(254).email();
/** New passwords: long enough to resist guessing, short enough to hash quickly. */
export const operatorPasswordSchema = z.string().min(10).max(128);

/** `POST /api/studio/auth/sign_in`. */
export const studioSignInBodySchema = z.object({ email: emailSchema, password: z.string().min(1).max(256) });
export const studioTokenAnswerSchema = z.object({
  token: z.string(),
  token_type: z.literal('Bearer'),
  expires_t: z.number().int(),
});
export type StudioTokenAnswer = z.infer<typeof studioTokenAnswerSchema>;

export const studioMembershipSchema = z.object({
  organization_id: z.number().int(),
  organization_name: z.string(),
  role: operatorRoleSchema,
  /** The organisation's time zone: the studio shows its dates and times in it (issue 29). */
  time_zone: z.string().optional(),
});
export type StudioMembership = z.infer<typeof studioMembershipSchema>;

/** `GET /api/studio/me`: the signed-in operator and where they may act. */
export const studioMeSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  memberships: z.array(studioMembershipSchema),
});
export type StudioMe = z.infer<typeof studioMeSchema>;

/** `POST /api/studio/me/password`. */
export const studioPasswordBodySchema = z.object({
  current_password: z.string().min(1).max(256),
  new_password: operatorPasswordSchema,
});

export const organizationIdParamsSchema = z.object({
  organization_id: z.coerce.number().int().positive().max(2_147_483_647),
});
export const colleagueParamsSchema = organizationIdParamsSchema.extend({
  operator_id: z.coerce.number().int().positive().max(2_147_483_647),
});
export const invitationParamsSchema = organizationIdParamsSchema.extend({
  invitation_id: z.coerce.number().int().positive().max(2_147_483_647),
});

export const colleagueSchema = z.object({
  operator_id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: operatorRoleSchema,
  joined_t: z.number().int(),
});
export type Colleague = z.infer<typeof colleagueSchema>;

export const pendingInvitationSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  role: operatorRoleSchema,
  expires_t: z.number().int(),
  created_t: z.number().int(),
});
export type PendingInvitation = z.infer<typeof pendingInvitationSchema>;

/** `GET /api/studio/organizations/{organization_id}/colleagues` (owners). */
export const colleaguesAnswerSchema = z.object({
  colleagues: z.array(colleagueSchema),
  invitations: z.array(pendingInvitationSchema),
});
export type ColleaguesAnswer = z.infer<typeof colleaguesAnswerSchema>;

/** `PATCH /api/studio/organizations/{organization_id}/colleagues/{operator_id}`. */
export const colleagueRoleBodySchema = z.object({ role: operatorRoleSchema });

/** `POST /api/studio/organizations/{organization_id}/invitations`. */
export const invitationBodySchema = z.object({ email: emailSchema, role: operatorRoleSchema });

/** The secret of an invitation link, as the accept page reads it. */
export const invitationTokenSchema = z.string().trim().min(20).max(128);
export const invitationTokenParamsSchema = z.object({ token: invitationTokenSchema });

/** `GET /api/studio/invitations/{token}`: what the invited person is about to accept. */
export const invitationPreviewSchema = z.object({
  email: z.string(),
  organization_name: z.string(),
  role: operatorRoleSchema,
  inviter_name: z.string().nullable(),
  /** The address already has a studio account: accepting asks for its password, not a new one. */
  has_account: z.boolean(),
  expires_t: z.number().int(),
});
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

/** `POST /api/studio/invitations/accept`: a new account's name and password, or the existing one's password. */
export const acceptInvitationBodySchema = z.object({
  token: invitationTokenSchema,
  name: z.string().trim().min(1).max(100).optional(),
  password: z.string().min(1).max(256),
});

export const apiKeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  prefix: z.string(),
  created_t: z.number().int(),
  last_used_t: z.number().int().nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;
export const apiKeysAnswerSchema = z.object({ api_keys: z.array(apiKeySchema) });
export const apiKeyBodySchema = z.object({ name: z.string().trim().min(1).max(100) });
/** The key itself is in this answer only: it is stored as a hash. */
export const createdApiKeySchema = apiKeySchema.extend({ key: z.string() });
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;
export const apiKeyParamsSchema = z.object({ key_id: z.coerce.number().int().positive().max(2_147_483_647) });

/** `GET /api/studio/organizations/{organization_id}/audit`: newest first, filtered. */
export const auditQuerySchema = z.object({
  actor: z.string().trim().max(254).optional(),
  action: z.string().trim().max(100).optional(),
  from_t: z.coerce.number().int().min(0).optional(),
  to_t: z.coerce.number().int().min(0).optional(),
  next_index: z.coerce.number().int().min(0).max(10_000_000).optional(),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  at_t: z.number().int(),
  actor: z.string(),
  via_api_key: z.boolean(),
  action: z.string(),
  entity_type: z.string(),
  entity_id: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditAnswerSchema = z.object({
  entries: z.array(auditEntrySchema),
  /** Every action name seen in this organisation's log, for the filter. */
  actions: z.array(z.string()),
  next_page: z.boolean(),
  next_index: z.number().int().nullable(),
});
export type AuditAnswer = z.infer<typeof auditAnswerSchema>;
