import { and, asc, count, eq, getTableColumns, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { childGuardians, children, memberOrganizations, members, organizations } from '../../db/schema/index';

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

/**
 * The one rule "may this member see this child": its owner, or a guardian the owner let in
 * (family sharing). Every check on children (users, faces, alerts, sharing) goes through it;
 * another member's child is simply absent. `childIds` narrows the answer.
 */
export function listVisibleChildren(db: Database, memberId: number, childIds?: number[]) {
  return db
    .select({ ...getTableColumns(children), ownerName: members.displayName })
    .from(children)
    .innerJoin(members, eq(members.id, children.memberId))
    .leftJoin(
      childGuardians,
      and(eq(childGuardians.childId, children.id), eq(childGuardians.memberId, memberId)),
    )
    .where(
      and(
        or(eq(children.memberId, memberId), isNotNull(childGuardians.memberId)),
        childIds ? inArray(children.id, childIds) : undefined,
      ),
    )
    .orderBy(asc(children.id));
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
