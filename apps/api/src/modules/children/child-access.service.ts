import type { Database } from '../../db/client';
import { announcedCache } from '../../platform/cache-bus/announced-cache';
import { announceCacheChange, onCacheChange } from '../../platform/cache-bus/cache-bus';
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

/**
 * The ids of the children each member may see, kept per process for the face search's hot
 * path (decision 040). A yes comes from the copy; a no is read again before it is given, so
 * a child created or shared since is never refused. Only losses must reach the copy: family
 * sharing announces a guardian's removal (and, for the event audiences, an arrival), a
 * deleted child clears every member's copy.
 */
const visibleIds = announcedCache<number, ReadonlySet<number>>({ max: 4096, maxAgeMs: 60_000 });

onCacheChange('child-access', (db, memberId) => visibleIds.forget(db, memberId));

/** Whether the member may see every one of these children (see `visibleIds`). */
export async function maySeeChildren(db: Database, memberId: number, childIds: number[]): Promise<boolean> {
  const kept = visibleIds.get(db, memberId);
  if (kept && childIds.every((id) => kept.has(id))) return true;
  const generation = visibleIds.generation(db);
  const ids = new Set((await listVisibleChildren(db, memberId)).map((child) => child.id));
  visibleIds.set(db, memberId, ids, generation);
  return childIds.every((id) => ids.has(id));
}

/**
 * Announces, after the change committed, that these members' visible children changed
 * (null: a child went, whoever saw it): every process drops its copy.
 */
export function announceChildAccess(db: Database, memberId: number | null): void {
  announceCacheChange(db, 'child-access', memberId);
}
