import type { OperatorRole } from '@omoide/contract';
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { operatorMemberships, operatorSessions, operators, organizations } from '../../db/schema/index';

export async function findOperatorByEmail(db: Database, email: string) {
  const [row] = await db.select().from(operators).where(eq(operators.email, email.toLowerCase())).limit(1);
  return row ?? null;
}

export async function findOperator(db: Database, id: number) {
  const [row] = await db.select().from(operators).where(eq(operators.id, id)).limit(1);
  return row ?? null;
}

export async function insertOperator(
  db: Database,
  row: { email: string; name: string; passwordHash: string },
) {
  const [created] = await db
    .insert(operators)
    .values({ ...row, email: row.email.toLowerCase() })
    .returning();
  return created!;
}

export async function updatePasswordHash(db: Database, id: number, passwordHash: string) {
  await db.update(operators).set({ passwordHash, updatedAt: sql`now()` }).where(eq(operators.id, id));
}

export async function listMemberships(db: Database, operatorId: number) {
  return db
    .select({
      organizationId: operatorMemberships.organizationId,
      organizationName: organizations.name,
      timeZone: organizations.timeZone,
      role: operatorMemberships.role,
    })
    .from(operatorMemberships)
    .innerJoin(organizations, eq(organizations.id, operatorMemberships.organizationId))
    .where(eq(operatorMemberships.operatorId, operatorId))
    .orderBy(asc(organizations.name), asc(organizations.id));
}

export async function findMembership(db: Database, operatorId: number, organizationId: number) {
  const [row] = await db
    .select()
    .from(operatorMemberships)
    .where(
      and(
        eq(operatorMemberships.operatorId, operatorId),
        eq(operatorMemberships.organizationId, organizationId),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Adds a membership, or keeps the existing one (an invitation never silently lowers a role). */
export async function insertMembership(
  db: Database,
  row: { operatorId: number; organizationId: number; role: OperatorRole },
) {
  const [created] = await db.insert(operatorMemberships).values(row).onConflictDoNothing().returning();
  return created ?? null;
}

export async function updateMembershipRole(
  db: Database,
  operatorId: number,
  organizationId: number,
  role: OperatorRole,
) {
  await db
    .update(operatorMemberships)
    .set({ role })
    .where(
      and(
        eq(operatorMemberships.operatorId, operatorId),
        eq(operatorMemberships.organizationId, organizationId),
      ),
    );
}

export async function deleteMembership(db: Database, operatorId: number, organizationId: number) {
  await db
    .delete(operatorMemberships)
    .where(
      and(
        eq(operatorMemberships.operatorId, operatorId),
        eq(operatorMemberships.organizationId, organizationId),
      ),
    );
}

/**
 * The organisation's owners, locked until the transaction ends: two owners demoting each
 * other at once cannot leave the organisation without one.
 */
export async function lockOwners(db: Database, organizationId: number) {
  return db
    .select({ operatorId: operatorMemberships.operatorId })
    .from(operatorMemberships)
    .where(and(eq(operatorMemberships.organizationId, organizationId), eq(operatorMemberships.role, 'owner')))
    .for('update');
}

export async function listColleagues(db: Database, organizationId: number) {
  return db
    .select({
      operatorId: operators.id,
      email: operators.email,
      name: operators.name,
      role: operatorMemberships.role,
      joinedAt: operatorMemberships.createdAt,
    })
    .from(operatorMemberships)
    .innerJoin(operators, eq(operators.id, operatorMemberships.operatorId))
    .where(eq(operatorMemberships.organizationId, organizationId))
    .orderBy(asc(operators.name), asc(operators.id));
}

export async function findOrganization(db: Database, id: number) {
  const [row] = await db.select().from(organizations).where(eq(organizations.id, id)).limit(1);
  return row ?? null;
}

export async function insertSession(db: Database, row: typeof operatorSessions.$inferInsert) {
  await db.insert(operatorSessions).values(row);
}

/** The session's operator when the session is live and the account active. */
export async function findLiveSessionOperator(db: Database, sessionId: string) {
  const [row] = await db
    .select({ id: operators.id, email: operators.email })
    .from(operatorSessions)
    .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
    .where(
      and(
        eq(operatorSessions.id, sessionId),
        isNull(operatorSessions.revokedAt),
        gt(operatorSessions.expiresAt, sql`now()`),
        eq(operators.status, 'active'),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function revokeSession(db: Database, sessionId: string) {
  await db
    .update(operatorSessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(operatorSessions.id, sessionId), isNull(operatorSessions.revokedAt)));
}

/** Every other session of the operator (a changed password signs out the other devices). */
export async function revokeOtherSessions(db: Database, operatorId: number, keepSessionId: string | null) {
  const others = keepSessionId ? sql`${operatorSessions.id} <> ${keepSessionId}` : sql`true`;
  await db
    .update(operatorSessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(operatorSessions.operatorId, operatorId), isNull(operatorSessions.revokedAt), others));
}
