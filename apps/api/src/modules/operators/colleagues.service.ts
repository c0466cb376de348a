import { randomBytes } from 'node:crypto';
import type {
  ColleaguesAnswer,
  InvitationPreview,
  OperatorRole,
  StudioTokenAnswer,
  TextLanguage,
} from '@omoide/contract';
import { operatorPasswordSchema } from '@omoide/contract';
import { AppError } from '../../platform/errors';
import { translate } from '../../platform/i18n/translate';
import type { Mailer } from '../../platform/mail/mailer';
import { recordAudit } from './audit.service';
import {
  consumeInvitation,
  findInvitationByToken,
  insertInvitation,
  listOpenInvitations,
  revokeInvitation,
  revokeOpenInvitations,
} from './invitations.repo';
import { type OperatorActor, sha256 } from './operator-guard';
import { operatorMessages as m } from './operators.messages';
import {
  deleteMembership,
  findMembership,
  findOperator,
  findOperatorByEmail,
  findOrganization,
  insertMembership,
  insertOperator,
  listColleagues,
  lockOwners,
  updateMembershipRole,
} from './operators.repo';
import { hashPassword, type OperatorDeps, passwordMatches, startOperatorSession } from './operators.service';

export type ColleagueDeps = OperatorDeps & { mailer: Mailer; publicUrl: string };

export const INVITATION_DAYS = 7;
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

export async function listOrganizationPeople(
  deps: OperatorDeps,
  organizationId: number,
): Promise<ColleaguesAnswer> {
  const [colleagues, invitations] = await Promise.all([
    listColleagues(deps.db, organizationId),
    listOpenInvitations(deps.db, organizationId),
  ]);
  return {
    colleagues: colleagues.map((c) => ({
      operator_id: c.operatorId,
      email: c.email,
      name: c.name,
      role: c.role,
      joined_t: seconds(c.joinedAt),
    })),
    invitations: invitations.map((i) => ({
      id: i.id,
      email: i.email,
      role: i.role,
      expires_t: seconds(i.expiresAt),
      created_t: seconds(i.createdAt),
    })),
  };
}

/** Mails a single-use link, in the inviter's language, valid `INVITATION_DAYS` days. */
export async function inviteColleague(
  deps: ColleagueDeps,
  actor: OperatorActor,
  input: { organizationId: number; email: string; role: OperatorRole; lang: TextLanguage },
): Promise<void> {
  const email = input.email.toLowerCase();
  const organization = await findOrganization(deps.db, input.organizationId);
  if (!organization) throw new AppError(404, 'STUDIO-TARGET-404', m['target.not_found']);
  const existing = await findOperatorByEmail(deps.db, email);
  if (existing && (await findMembership(deps.db, existing.id, input.organizationId))) {
    throw new AppError(409, 'STUDIO-INVITE-409', m['invitation.already_member']);
  }
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + INVITATION_DAYS * 24 * 60 * 60 * 1000);
  await deps.db.transaction(async (tx) => {
    // One open link per address: the newest invitation (and its role) is the one that works.
    await revokeOpenInvitations(tx, input.organizationId, { email });
    const invitation = await insertInvitation(tx, {
      tokenSha256: sha256(token),
      organizationId: input.organizationId,
      email,
      role: input.role,
      invitedBy: actor.operatorId,
      language: input.lang,
      expiresAt,
    });
    await recordAudit(tx, actor, {
      organizationId: input.organizationId,
      action: 'invitation.created',
      entityType: 'invitation',
      entityId: invitation.id,
      before: null,
      after: { email, role: input.role, expires_t: seconds(expiresAt) },
    });
  });
  const inviter = actor.operatorId ? await findOperator(deps.db, actor.operatorId) : null;
  const url = new URL(`/studio/invitations/${token}`, deps.publicUrl).toString();
  await deps.mailer.send({
    to: email,
    subject: translate(m['mail.invitation.subject'], input.lang, { organization: organization.name }),
    text: translate(m['mail.invitation.body'], input.lang, {
      inviter: inviter?.name ?? organization.name,
      organization: organization.name,
      role: translate(m[`role.${input.role}`], input.lang),
      scope: translate(m[`role_scope.${input.role}`], input.lang),
      days: INVITATION_DAYS,
      url,
    }),
  });
}

export async function withdrawInvitation(
  deps: OperatorDeps,
  actor: OperatorActor,
  organizationId: number,
  invitationId: number,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const revoked = await revokeInvitation(tx, organizationId, invitationId);
    if (!revoked) throw new AppError(404, 'STUDIO-INVITATION-404', m['invitation.not_found']);
    await recordAudit(tx, actor, {
      organizationId,
      action: 'invitation.withdrawn',
      entityType: 'invitation',
      entityId: invitationId,
      before: { email: revoked.email, role: revoked.role },
      after: null,
    });
  });
}

const invalidInvitation = () => new AppError(400, 'STUDIO-INVITATION-INVALID', m['invitation.invalid']);

async function openInvitation(deps: OperatorDeps, token: string) {
  const found = await findInvitationByToken(deps.db, sha256(token));
  const open =
    found &&
    !found.invitation.acceptedAt &&
    !found.invitation.revokedAt &&
    found.invitation.expiresAt.getTime() > Date.now();
  if (!open) throw invalidInvitation();
  return found;
}

export async function previewInvitation(deps: OperatorDeps, token: string): Promise<InvitationPreview> {
  const { invitation, organizationName, inviterName } = await openInvitation(deps, token);
  return {
    email: invitation.email,
    organization_name: organizationName,
    role: invitation.role,
    inviter_name: inviterName,
    has_account: (await findOperatorByEmail(deps.db, invitation.email)) !== null,
    expires_t: seconds(invitation.expiresAt),
  };
}

/**
 * Accepts an invitation and signs the person in: a new account takes a name and a password;
 * an existing one proves itself with its password. The link works once (consumed in the
 * same transaction that adds the membership).
 */
export async function acceptInvitation(
  deps: OperatorDeps,
  input: { token: string; name?: string; password: string },
): Promise<StudioTokenAnswer> {
  const { invitation } = await openInvitation(deps, input.token);
  const existing = await findOperatorByEmail(deps.db, invitation.email);
  if (existing && !(await passwordMatches(existing.passwordHash, input.password))) {
    throw new AppError(400, 'STUDIO-SIGN-IN-400', m['sign_in.failed']);
  }
  if (!existing && !input.name) throw new AppError(400, 'STUDIO-NAME-400', m['invitation.name_required']);
  if (!existing && !operatorPasswordSchema.safeParse(input.password).success) {
    throw new AppError(400, 'STUDIO-PASSWORD-SHORT', m['invitation.password_too_short']);
  }
  const passwordHash = existing ? null : await hashPassword(input.password);
  const operatorId = await deps.db.transaction(async (tx) => {
    if (!(await consumeInvitation(tx, invitation.id))) throw invalidInvitation();
    const operator =
      existing ??
      (await insertOperator(tx, { email: invitation.email, name: input.name!, passwordHash: passwordHash! }));
    await insertMembership(tx, {
      operatorId: operator.id,
      organizationId: invitation.organizationId,
      role: invitation.role,
    });
    // The new colleague is the actor: they accepted; the inviter is in the invitation's entry.
    const actor: OperatorActor = {
      via: 'session',
      operatorId: operator.id,
      apiKeyId: null,
      sessionId: null,
      label: operator.email,
      roles: new Map(),
    };
    await recordAudit(tx, actor, {
      organizationId: invitation.organizationId,
      action: 'colleague.joined',
      entityType: 'operator',
      entityId: operator.id,
      before: null,
      after: {
        email: operator.email,
        name: operator.name,
        role: invitation.role,
        invitation_id: invitation.id,
      },
    });
    return operator.id;
  });
  return startOperatorSession(deps, operatorId);
}

/** Role changes and removals never leave an organisation without an owner. */
async function guardLastOwner(
  tx: OperatorDeps['db'],
  organizationId: number,
  operatorId: number,
  nextRole: OperatorRole | null,
) {
  const owners = await lockOwners(tx, organizationId);
  const isOwner = owners.some((o) => o.operatorId === operatorId);
  if (isOwner && nextRole !== 'owner' && owners.length === 1) {
    throw new AppError(409, 'STUDIO-LAST-OWNER', m['colleague.last_owner']);
  }
}

export async function changeColleagueRole(
  deps: OperatorDeps,
  actor: OperatorActor,
  input: { organizationId: number; operatorId: number; role: OperatorRole },
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await guardLastOwner(tx, input.organizationId, input.operatorId, input.role);
    const membership = await findMembership(tx, input.operatorId, input.organizationId);
    if (!membership) throw new AppError(404, 'STUDIO-COLLEAGUE-404', m['colleague.not_found']);
    if (membership.role === input.role) return;
    await updateMembershipRole(tx, input.operatorId, input.organizationId, input.role);
    // Links they sent offered roles granted with their old authority.
    await revokeOpenInvitations(tx, input.organizationId, { invitedBy: input.operatorId });
    await recordAudit(tx, actor, {
      organizationId: input.organizationId,
      action: 'colleague.role_changed',
      entityType: 'operator',
      entityId: input.operatorId,
      before: { role: membership.role },
      after: { role: input.role },
    });
  });
}

export async function removeColleague(
  deps: OperatorDeps,
  actor: OperatorActor,
  input: { organizationId: number; operatorId: number },
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await guardLastOwner(tx, input.organizationId, input.operatorId, null);
    const membership = await findMembership(tx, input.operatorId, input.organizationId);
    if (!membership) throw new AppError(404, 'STUDIO-COLLEAGUE-404', m['colleague.not_found']);
    const operator = await findOperator(tx, input.operatorId);
    await deleteMembership(tx, input.operatorId, input.organizationId);
    await revokeOpenInvitations(tx, input.organizationId, { invitedBy: input.operatorId });
    await recordAudit(tx, actor, {
      organizationId: input.organizationId,
      action: 'colleague.removed',
      entityType: 'operator',
      entityId: input.operatorId,
      before: { email: operator?.email, role: membership.role },
      after: null,
    });
  });
}
