import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { children, memberOrganizations, members, organizations } from '../../db/schema/index';

export async function findMember(db: Database, memberId: number) {
  const [row] = await db.select().from(members).where(eq(members.id, memberId)).limit(1);
  return row ?? null;
}

export function listMemberOrganizations(db: Database, memberId: number) {
  return db
    .select({ id: organizations.id, name: organizations.name })
    .from(memberOrganizations)
    .innerJoin(organizations, eq(organizations.id, memberOrganizations.organizationId))
    .where(eq(memberOrganizations.memberId, memberId))
    .orderBy(asc(organizations.id));
}

export async function countChildren(db: Database, memberId: number) {
  const [row] = await db.select({ n: count() }).from(children).where(eq(children.memberId, memberId));
  return row?.n ?? 0;
}

export async function insertChild(db: Database, row: typeof children.$inferInsert) {
  const [created] = await db.insert(children).values(row).returning();
  return created!;
}

export async function updateOwnChild(
  db: Database,
  memberId: number,
  childId: number,
  patch: Partial<typeof children.$inferInsert>,
) {
  const [row] = await db
    .update(children)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(and(eq(children.id, childId), eq(children.memberId, memberId)))
    .returning();
  return row ?? null;
}

export async function deleteOwnChild(db: Database, memberId: number, childId: number) {
  const rows = await db
    .delete(children)
    .where(and(eq(children.id, childId), eq(children.memberId, memberId)))
    .returning({ id: children.id });
  return rows.length === 1;
}
