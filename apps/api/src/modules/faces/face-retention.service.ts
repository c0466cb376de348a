import type { Database } from '../../db/client';
import { schedulePeriodic, type TaskLog } from '../../platform/jobs/periodic-task';
import type { ObjectStorage } from '../../platform/storage/object-storage';
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
  return childIds.length;
}

/** Runs the purge at start-up and then daily in a worker process (logs the children purged). */
export function scheduleFaceRetention(
  deps: { db: Database; storage: ObjectStorage },
  log: TaskLog,
): () => void {
  return schedulePeriodic('face data retention', DAY_MS, () => purgeExpiredFaceData(deps), log);
}
