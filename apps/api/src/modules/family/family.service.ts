import { createHash, randomBytes } from 'node:crypto';
import {
  CHILD_INVITATION_LINK_PARAM,
  CHILD_INVITATION_TTL_DAYS,
  type ChildSharing,
  type InvitationCheck,
  MAX_CHILD_GUARDIANS,
  type TextLanguage,
  type TokenAnswer,
} from '@omoide/contract';
import type { Database } from '../../db/client';
import type { TokenService } from '../../platform/auth/token-service';
import { AppError } from '../../platform/errors';
import { translate } from '../../platform/i18n/translate';
import { normalizeEmail } from '../../platform/mail/email-address';
import type { Mailer } from '../../platform/mail/mailer';
import { memberExists, registerMember } from '../auth/auth.service';
import { announceChildAccess, childVisibleTo } from '../children/child-access.service';
import { childMessages } from '../children/child-errors';
import { stopPhotoAlerts } from '../photo-alerts/photo-alerts.service';
import { getChild, getUserInfo } from '../users/users.service';
import { familyMessages as m } from './family.messages';
import {
  type AcceptOutcome,
  acceptInvitation,
  cancelInvitation,
  deleteGuardian,
  findInvitation,
  insertInvitation,
  listGuardians,
  listOpenInvitations,
} from './family.repo';

/** `device`: the caller's device cookie, for the session a registration starts (AuthDeps). */
export type FamilyDeps = {
  db: Database;
  mailer: Mailer;
  tokens: TokenService;
  publicUrl: string;
  device?: string | null;
};

/** Invitations one child may send a day: the open-invitation bound stops a pile, this a mail loop. */
export const INVITATIONS_PER_CHILD_PER_DAY = 10;

const epoch = (date: Date) => Math.floor(date.getTime() / 1000);
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** `GET /api/user/child/{child_id}/guardian`: who shares the child; invitations to the owner only. */
export async function getSharing(db: Database, memberId: number, childId: number): Promise<ChildSharing> {
  const child = await childVisibleTo(db, memberId, childId);
  const owner = child.access === 'owner';
  const now = new Date();
  const [guardians, invitations] = await Promise.all([
    listGuardians(db, childId),
    owner ? listOpenInvitations(db, childId, now) : [],
  ]);
  return {
    child_id: childId,
    access: child.access,
    owner_display_name: child.ownerName,
    guardians: guardians.map((g) => ({
      member_id: g.memberId,
      display_name: g.displayName,
      email: owner ? g.email : null,
      since_t: epoch(g.createdAt),
      is_me: g.memberId === memberId,
    })),
    invitations: invitations.map((i) => ({
      invitation_id: i.id,
      email: i.email,
      created_t: epoch(i.createdAt),
      expires_t: epoch(i.expiresAt),
    })),
    max_guardians: MAX_CHILD_GUARDIANS,
  };
}

/** `POST /api/user/child/{child_id}/invitation`: mails a single-use link to the address. */
export async function inviteGuardian(
  deps: FamilyDeps,
  memberId: number,
  childId: number,
  rawEmail: string,
  lang: TextLanguage,
) {
  const child = await childVisibleTo(deps.db, memberId, childId, 'owner');
  const email = normalizeEmail(rawEmail);
  const inviter = await getUserInfo(deps.db, memberId);
  if (inviter.email === email) throw new AppError(400, 'FAMILY-INVITE-SELF', m['invite.self']);
  if ((await listGuardians(deps.db, childId)).some((g) => g.email === email))
    throw new AppError(409, 'FAMILY-ALREADY-GUARDIAN', m['invite.already_guardian']);
  const token = randomBytes(24).toString('base64url');
  const now = new Date();
  const expiresAt = new Date(now.getTime() + CHILD_INVITATION_TTL_DAYS * 86_400_000);
  const outcome = await insertInvitation(
    deps.db,
    { childId, inviterMemberId: memberId, email, tokenSha256: sha256(token), expiresAt },
    { maxGuardians: MAX_CHILD_GUARDIANS, perDay: INVITATIONS_PER_CHILD_PER_DAY },
    now,
  );
  if (outcome.kind === 'limit')
    throw new AppError(409, 'FAMILY-GUARDIAN-LIMIT', m['invite.limit'], { max: MAX_CHILD_GUARDIANS });
  if (outcome.kind !== 'created') throw new AppError(429, 'FAMILY-INVITE-RATE', m['invite.rate']);
  const url = new URL('/family/accept', deps.publicUrl);
  url.searchParams.set(CHILD_INVITATION_LINK_PARAM, token);
  const params = {
    inviter: inviter.display_name,
    child: child.name,
    url: url.toString(),
    days: CHILD_INVITATION_TTL_DAYS,
  };
  await deps.mailer.send({
    to: email,
    subject: translate(m['invite.mail_subject'], lang, params),
    text: translate(m['invite.mail_body'], lang, params),
    replyTo: inviter.email,
  });
  const { invitation } = outcome;
  return {
    invitation_id: invitation.id,
    email: invitation.email,
    created_t: epoch(invitation.createdAt),
    expires_t: epoch(invitation.expiresAt),
  };
}

/** `DELETE /api/user/child/{child_id}/invitation/{invitation_id}`: the owner takes a link back. */
export async function withdrawInvitation(
  db: Database,
  memberId: number,
  childId: number,
  invitationId: number,
) {
  await childVisibleTo(db, memberId, childId, 'owner');
  if (!(await cancelInvitation(db, childId, invitationId, new Date())))
    throw new AppError(404, 'FAMILY-INVITE-404', m['invite.not_found']);
}

/**
 * `DELETE /api/user/child/{child_id}/guardian/{member_id}`: the owner revokes anyone's
 * access; a guardian may only leave (remove themself).
 */
export async function removeGuardian(db: Database, memberId: number, childId: number, guardianId: number) {
  const child = await childVisibleTo(db, memberId, childId);
  if (child.access !== 'owner' && guardianId !== memberId)
    throw new AppError(403, 'USER-CHILD-OWNER-ONLY', childMessages['child.owner_only']);
  if (!(await deleteGuardian(db, childId, guardianId)))
    throw new AppError(404, 'FAMILY-GUARDIAN-404', m['guardian.not_found']);
  // Refused at once in every process that kept the guardian's children (the face search).
  announceChildAccess(db, guardianId);
  await stopPhotoAlerts(db, childId, guardianId);
}

const invalidLink = () => new AppError(404, 'FAMILY-INVITE-LINK', m['invite.link_invalid']);

/** `POST /api/user/child_invitation/check`: what the link offers, shown before signing in. */
export async function checkInvitation(db: Database, token: string): Promise<InvitationCheck> {
  const found = await findInvitation(db, sha256(token));
  if (!found) throw invalidLink();
  const { invitation } = found;
  const status = invitation.acceptedAt
    ? 'accepted'
    : invitation.cancelledAt
      ? 'cancelled'
      : invitation.expiresAt <= new Date()
        ? 'expired'
        : 'open';
  return {
    status,
    child_name: found.childName,
    inviter_display_name: found.inviterName,
    email: invitation.email,
    expires_t: epoch(invitation.expiresAt),
    has_account: await memberExists({ db }, invitation.email),
  };
}

const ACCEPT_ERRORS: Record<Exclude<AcceptOutcome, 'accepted'>, () => AppError> = {
  missing: invalidLink,
  used: () => new AppError(410, 'FAMILY-INVITE-USED', m['invite.used']),
  expired: () => new AppError(410, 'FAMILY-INVITE-EXPIRED', m['invite.expired']),
  owner: () => new AppError(400, 'FAMILY-INVITE-OWNER', m['invite.owner']),
  addressee: () => new AppError(403, 'FAMILY-INVITE-ADDRESSEE', m['invite.addressee']),
  already: () => new AppError(409, 'FAMILY-ALREADY-GUARDIAN', m['invite.already_guardian']),
  limit: () => new AppError(409, 'FAMILY-GUARDIAN-LIMIT', m['invite.limit'], { max: MAX_CHILD_GUARDIANS }),
};

async function accept(db: Database, token: string, memberId: number): Promise<number> {
  const { outcome, childId } = await acceptInvitation(
    db,
    sha256(token),
    memberId,
    MAX_CHILD_GUARDIANS,
    new Date(),
  );
  if (outcome !== 'accepted') throw ACCEPT_ERRORS[outcome]();
  // The new guardian's events now count the child among their faces' audience.
  announceChildAccess(db, memberId);
  return childId!;
}

/**
 * `POST /api/user/child_invitation/accept`: the signed-in member becomes a guardian (once),
 * when the invitation was mailed to their address.
 */
export async function acceptAsMember(db: Database, memberId: number, token: string) {
  const childId = await accept(db, token, memberId);
  return { child: await getChild(db, memberId, childId) };
}

/**
 * `POST /api/user/child_invitation/register`: the link proves the address, so its holder
 * may open an account for it and accept in one step. An address with an account signs in.
 */
export async function registerAndAccept(
  deps: FamilyDeps,
  input: { token: string; display_name: string; password: string },
  lang: TextLanguage,
): Promise<TokenAnswer & { child_id: number }> {
  const check = await checkInvitation(deps.db, input.token);
  if (check.status !== 'open') throw ACCEPT_ERRORS[check.status === 'expired' ? 'expired' : 'used']();
  const registered = await registerMember(deps, {
    email: check.email,
    password: input.password,
    displayName: input.display_name,
    locale: lang,
  });
  if (!registered) throw new AppError(409, 'FAMILY-ACCOUNT-EXISTS', m['invite.account_exists']);
  const childId = await accept(deps.db, input.token, registered.memberId);
  return { ...registered.answer, child_id: childId };
}
