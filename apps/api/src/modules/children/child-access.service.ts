import type { Database } from '../../db/client';
import { AppError } from '../../platform/errors';
import { childMessages, childNotFound } from './child-errors';
import { listVisibleChildren } from './children.repo';

export type VisibleChild = Awaited<ReturnType<typeof listVisibleChildren>>[number] & {
  access: 'owner' | 'guardian';
};

/**
 * The children this member may see (their own, and those shared with them), in id order;
 * `childIds` narrows the list. Other modules ask here, never the table.
 */
export async function childrenVisibleTo(
  db: Database,
  memberId: number,
  childIds?: number[],
): Promise<VisibleChild[]> {
  if (childIds?.length === 0) return [];
  const rows = await listVisibleChildren(db, memberId, childIds);
  return rows.map((row) => ({ ...row, access: row.memberId === memberId ? 'owner' : 'guardian' }));
}

/**
 * One child this member may see, or "not found". With `owner`, a guardian is told that only
 * the child's owner may change it (they can see it, so "not found" would be a lie).
 */
export async function childVisibleTo(
  db: Database,
  memberId: number,
  childId: number,
  need: 'see' | 'owner' = 'see',
): Promise<VisibleChild> {
  const [child] = await childrenVisibleTo(db, memberId, [childId]);
  if (!child) throw childNotFound();
  if (need === 'owner' && child.access !== 'owner')
    throw new AppError(403, 'USER-CHILD-OWNER-ONLY', childMessages['child.owner_only']);
  return child;
}
