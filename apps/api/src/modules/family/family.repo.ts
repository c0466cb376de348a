import { and, asc, count, eq, gt, isNull, sql, TransactionRollbackError } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { childGuardians, childInvitations, children, members } from '../../db/schema/index';
import { sameEmail } from '../../platform/mail/email-address';

/** An invitation still waiting for its guardian: not accepted, not cancelled, not expired. */
const isOpen = (now: Date) =>
  and(
    isNull(childInvitations.acceptedAt),
    isNull(childInvitations.cancelledAt),
    gt(childInvitations.expiresAt, now),
  );

/** Holds the child's row until the transaction ends: counts and inserts of one child run one at a time. */
async function lockChild(tx: Database, childId: number) {
  await tx.execute(sql`SELECT ${children.id} FROM ${children} WHERE ${children.id} = ${childId} FOR UPDATE`);
}

async function countGuardians(tx: Database, childId: number) {
  const [row] = await tx
    .select({ n: count() })
    .from(childGuardians)
    .where(eq(childGuardians.childId, childId));
  return row?.n ?? 0;
}

export type InviteOutcome =
  | { kind: 'created'; invitation: typeof childInvitations.$inferSelect }
  | { kind: 'limit' | 'rate' };

/**
 * A new invitation, under the child's lock: guardians plus open invitations stay within
 * `maxGuardians` (a second invitation to the same address replaces the first), and at most
 * `perDay` invitations are mailed per child a day.
 */
export async function insertInvitation(
  db: Database,
  row: { childId: number; inviterMemberId: number; email: string; tokenSha256: string; expiresAt: Date },
  limits: { maxGuardians: number; perDay: number },
  now: Date,
): Promise<InviteOutcome> {
  return db
    .transaction(async (tx): Promise<InviteOutcome> => {
      await lockChild(tx, row.childId);
      const [recent] = await tx
        .select({ n: count() })
        .from(childInvitations)
        .where(
          and(
            eq(childInvitations.childId, row.childId),
            gt(childInvitations.createdAt, new Date(now.getTime() - 86_400_000)),
          ),
        );
      if ((recent?.n ?? 0) >= limits.perDay) return { kind: 'rate' };
      await tx
        .update(childInvitations)
        .set({ cancelledAt: now })
        .where(
          and(eq(childInvitations.childId, row.childId), eq(childInvitations.email, row.email), isOpen(now)),
        );
      const [open] = await tx
        .select({ n: count() })
        .from(childInvitations)
        .where(and(eq(childInvitations.childId, row.childId), isOpen(now)));
      if ((await countGuardians(tx, row.childId)) + (open?.n ?? 0) >= limits.maxGuardians) {
        tx.rollback();
      }
      const [created] = await tx.insert(childInvitations).values(row).returning();
      return { kind: 'created', invitation: created! };
    })
    .catch((error: unknown): InviteOutcome => {
      // drizzle's rollback() throws to end the transaction: here it means "over the limit".
      if (error instanceof TransactionRollbackError) return { kind: 'limit' };
      throw error;
    });
}

export function listGuardians(db: Database, childId: number) {
  return db
    .select({
      memberId: childGuardians.memberId,
      displayName: members.displayName,
      email: members.email,
      createdAt: childGuardians.createdAt,
    })
    .from(childGuardians)
    .innerJoin(members, eq(members.id, childGuardians.memberId))
    .where(eq(childGuardians.childId, childId))
    .orderBy(asc(childGuardians.createdAt));
}

export function listOpenInvitations(db: Database, childId: number, now: Date) {
  return db
    .select()
    .from(childInvitations)
    .where(and(eq(childInvitations.childId, childId), isOpen(now)))
    .orderBy(asc(childInvitations.id));
}

export async function cancelInvitation(db: Database, childId: number, invitationId: number, now: Date) {
  const rows = await db
    .update(childInvitations)
    .set({ cancelledAt: now })
    .where(and(eq(childInvitations.id, invitationId), eq(childInvitations.childId, childId), isOpen(now)))
    .returning({ id: childInvitations.id });
  return rows.length === 1;
}

export async function deleteGuardian(db: Database, childId: number, memberId: number) {
  const rows = await db
    .delete(childGuardians)
    .where(and(eq(childGuardians.childId, childId), eq(childGuardians.memberId, memberId)))
    .returning({ memberId: childGuardians.memberId });
  return rows.length === 1;
}

/** The invitation of a link, with what its page shows (child and inviter names). */
export async function findInvitation(db: Database, tokenSha256: string) {
  const [row] = await db
    .select({
      invitation: childInvitations,
      childName: children.name,
      ownerId: children.memberId,
      inviterName: members.displayName,
    })
    .from(childInvitations)
    .innerJoin(children, eq(children.id, childInvitations.childId))
    .innerJoin(members, eq(members.id, childInvitations.inviterMemberId))
    .where(eq(childInvitations.tokenSha256, tokenSha256))
    .limit(1);
  return row ?? null;
}

export type AcceptOutcome =
  | 'accepted'
  | 'used'
  | 'expired'
  | 'owner'
  | 'addressee'
  | 'already'
  | 'limit'
  | 'missing';

/**
 * Uses an invitation once: under the child's lock the link is checked, the guardian added
 * (within `maxGuardians`) and the link marked used, all in one transaction. Only the member
 * whose (verified) address the invitation was mailed to may use it: a forwarded mail gives a
 * stranger nothing, and the link stays open for its addressee.
 */
export async function acceptInvitation(
  db: Database,
  tokenSha256: string,
  memberId: number,
  maxGuardians: number,
  now: Date,
): Promise<{ outcome: AcceptOutcome; childId?: number }> {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ id: childInvitations.id, childId: childInvitations.childId })
      .from(childInvitations)
      .where(eq(childInvitations.tokenSha256, tokenSha256));
    if (!found) return { outcome: 'missing' as const };
    await lockChild(tx, found.childId);
    const [invitation] = await tx.select().from(childInvitations).where(eq(childInvitations.id, found.id));
    const [child] = await tx
      .select({ ownerId: children.memberId })
      .from(children)
      .where(eq(children.id, found.childId));
    const childId = found.childId;
    if (!invitation || !child) return { outcome: 'missing' as const };
    if (invitation.acceptedAt || invitation.cancelledAt) return { outcome: 'used' as const, childId };
    if (invitation.expiresAt <= now) return { outcome: 'expired' as const, childId };
    if (child.ownerId === memberId) return { outcome: 'owner' as const, childId };
    const [member] = await tx.select({ email: members.email }).from(members).where(eq(members.id, memberId));
    if (!member || !sameEmail(member.email, invitation.email))
      return { outcome: 'addressee' as const, childId };
    const [existing] = await tx
      .select({ memberId: childGuardians.memberId })
      .from(childGuardians)
      .where(and(eq(childGuardians.childId, childId), eq(childGuardians.memberId, memberId)));
    if (existing) return { outcome: 'already' as const, childId };
    if ((await countGuardians(tx, childId)) >= maxGuardians) return { outcome: 'limit' as const, childId };
    await tx.insert(childGuardians).values({ childId, memberId });
    await tx
      .update(childInvitations)
      .set({ acceptedAt: now, acceptedBy: memberId })
      .where(eq(childInvitations.id, invitation.id));
    return { outcome: 'accepted' as const, childId };
  });
}
