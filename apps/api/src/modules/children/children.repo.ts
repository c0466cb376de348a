import { and, asc, eq, getTableColumns, inArray, isNotNull, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { childGuardians, children, members } from '../../db/schema/index';

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
