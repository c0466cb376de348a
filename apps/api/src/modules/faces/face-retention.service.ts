import type { Database } from '../../db/client';
import type { JobQueue } from '../../platform/jobs/job-queue';
import type { TaskLog } from '../../platform/jobs/periodic-task';
import type { ObjectStorage } from '../../platform/storage/object-storage';
import { announceFacesChanged } from './child-faces.service';
import { deleteChildFaceImages, deleteChildrenFeedback, expiredChildren } from './face-retention.repo';

const DAY_MS = 86_400_000;

/** Deletes expired children's face images, descriptors and match verdicts; answers how many children. */
export async function purgeExpiredFaceData(deps: { db: Database; storage: ObjectStorage }, now = new Date()) {
  const childIds = await expiredChildren(deps.db, now);
  for (const childId of childIds) {
    const images = await deleteChildFaceImages(deps.db, childId);
    for (const image of images) await deps.storage.delete(image.storageKey);
  }
  if (childIds.length > 0) await deleteChildrenFeedback(deps.db, childIds);
  // Committed: no process may match with these faces or rival them any more.
  for (const childId of childIds) announceFacesChanged(deps.db, childId);
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
