import { FACE_DATA_RETENTION_DAYS } from '@omoide/contract';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { childFaceFeedback, childFaceImages } from '../../db/schema/index';
import type { JobQueue } from '../../platform/jobs/job-queue';
import type { TaskLog } from '../../platform/jobs/periodic-task';
import type { ObjectStorage } from '../../platform/storage/object-storage';

const DAY_MS = 86_400_000;

/**
 * Children whose face data outlived the privacy policy's promise: nothing registered and no
 * event of their parent (by organisation or code) open within the last retention period.
 */
async function expiredChildren(db: Database, now: Date): Promise<number[]> {
  const cutoff = new Date(now.getTime() - FACE_DATA_RETENTION_DAYS * DAY_MS);
  const result = await db.execute(sql`
    select c.id as child_id
    from children c
    join child_face_images f on f.child_id = c.id
    group by c.id, c.member_id
    having greatest(
      max(f.created_at),
      coalesce((
        select max(e.published_until) from events e
        where e.organization_id in (select organization_id from member_organizations where member_id = c.member_id)
           or e.id in (select event_id from buyer_events where kind = 'member' and subject_id = c.member_id::text)
      ), 'epoch'::timestamptz)
    ) < ${cutoff.toISOString()}::timestamptz`);
  // The row shape of `execute` differs between the two drivers' typings; both answer `rows`.
  return (result as unknown as { rows: { child_id: number | string }[] }).rows.map((r) => Number(r.child_id));
}

/** Deletes expired children's face images, descriptors and match verdicts; answers how many children. */
export async function purgeExpiredFaceData(deps: { db: Database; storage: ObjectStorage }, now = new Date()) {
  const childIds = await expiredChildren(deps.db, now);
  for (const childId of childIds) {
    const images = await deps.db
      .delete(childFaceImages)
      .where(eq(childFaceImages.childId, childId))
      .returning({ storageKey: childFaceImages.storageKey });
    for (const image of images) await deps.storage.delete(image.storageKey);
  }
  if (childIds.length > 0)
    await deps.db.delete(childFaceFeedback).where(inArray(childFaceFeedback.childId, childIds));
  return childIds.length;
}

export const FACE_RETENTION_QUEUE = 'faces.retention';

/** The purge as a daily recurring job, one run at a time across the deployment (logs the children purged). */
export function registerFaceRetention(
  deps: { db: Database; storage: ObjectStorage; jobs: JobQueue },
  log: TaskLog,
): void {
  deps.jobs.every(FACE_RETENTION_QUEUE, DAY_MS, async () => {
    const purged = await purgeExpiredFaceData(deps);
    if (purged) log.info({ count: purged }, 'face data retention done');
  });
}
