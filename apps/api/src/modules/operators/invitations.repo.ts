import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { operatorInvitations, operators, organizations } from '../../db/schema/index';

// Colleague invitations: single-use links, stored by their token hash.

export async function insertInvitation(db: Database, row: typeof operatorInvitations.$inferInsert) {
  const [created] = await db.insert(operatorInvitations).values(row).returning();
  return created!;
}

export async function findInvitationByToken(db: Database, tokenSha256: string) {
  const [row] = await db
    .select({
      invitation: operatorInvitations,
      organizationName: organizations.name,
      inviterName: operators.name,
    })
    .from(operatorInvitations)
    .innerJoin(organizations, eq(organizations.id, operatorInvitations.organizationId))
    .leftJoin(operators, eq(operators.id, operatorInvitations.invitedBy))
    .where(eq(operatorInvitations.tokenSha256, tokenSha256))
    .limit(1);
  return row ?? null;
}

/** Marks an open invitation accepted, in one statement: a link works exactly once. */
export async function consumeInvitation(db: Database, id: number) {
  const [row] = await db
    .update(operatorInvitations)
    .set({ acceptedAt: sql`now()` })
    .where(
      and(
        eq(operatorInvitations.id, id),
        isNull(operatorInvitations.acceptedAt),
        isNull(operatorInvitations.revokedAt),
        gt(operatorInvitations.expiresAt, sql`now()`),
      ),
    )
    .returning();
  return row ?? null;
}

export async function listOpenInvitations(db: Database, organizationId: number) {
  return db
    .select()
    .from(operatorInvitations)
    .where(
      and(
        eq(operatorInvitations.organizationId, organizationId),
        isNull(operatorInvitations.acceptedAt),
        isNull(operatorInvitations.revokedAt),
        gt(operatorInvitations.expiresAt, sql`now()`),
      ),
    )
    .orderBy(desc(operatorInvitations.createdAt));
}

/**
 * Revokes the organisation's open invitations to an address, or sent by an operator: a
 * link dies when what it offers changes (a newer invitation, its inviter's authority).
 */
export async function revokeOpenInvitations(
  db: Database,
  organizationId: number,
  to: { email: string } | { invitedBy: number },
) {
  await db
    .update(operatorInvitations)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(operatorInvitations.organizationId, organizationId),
        'email' in to
          ? eq(operatorInvitations.email, to.email)
          : eq(operatorInvitations.invitedBy, to.invitedBy),
        isNull(operatorInvitations.acceptedAt),
        isNull(operatorInvitations.revokedAt),
      ),
    );
}

export async function revokeInvitation(db: Database, organizationId: number, id: number) {
  const [row] = await db
    .update(operatorInvitations)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(operatorInvitations.id, id),
        eq(operatorInvitations.organizationId, organizationId),
        isNull(operatorInvitations.acceptedAt),
        isNull(operatorInvitations.revokedAt),
      ),
    )
    .returning();
  return row ?? null;
}
