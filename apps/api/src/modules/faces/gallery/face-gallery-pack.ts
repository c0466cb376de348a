import type { Database } from '../../../db/client';
import type { JobQueue } from '../../../platform/jobs/job-queue';
import type { ObjectStorage } from '../../../platform/storage/object-storage';
import { findFaceIndexVersion } from '../face-index.repo';
import { packBlock } from './face-gallery';

/**
 * Packing an event's gallery block (decision 032) is O(event): 50,000 faces read and written
 * again. Photos trickling in (a slow venue upload) would pack the whole event after each one,
 * so each indexed photo asks for a pack a little later instead, one job per event: sends
 * while that job waits fold into it (pg-boss `exclusive` policy on the key), and the block is
 * written once per quiet spell (decision 038).
 */
export const FACE_GALLERY_PACK_QUEUE = 'faces.gallery_pack';

/** How long a pack waits for more photos of the same event. */
export const PACK_DELAY_SECONDS = 10;

/** Packs at most this many times in a row while photos keep landing during the pack itself. */
const MAX_PASSES = 3;

type PackDeps = { db: Database; storage: ObjectStorage; jobs: JobQueue };

/** Asks for the event's block to be written `delaySeconds` from now (nothing new if one is already asked for). */
export async function queueGalleryPack(
  jobs: JobQueue,
  eventId: number,
  delaySeconds = PACK_DELAY_SECONDS,
): Promise<void> {
  await jobs.enqueue(
    FACE_GALLERY_PACK_QUEUE,
    { eventId },
    { dedupeKey: `gallery-pack:${eventId}`, startAfterSeconds: delaySeconds, maxAttempts: 2 },
  );
}

/**
 * The job: writes the block, and again if the event's faces moved while it was written (a
 * photo indexed during the pack asked for one while this job held the key, so its request
 * was folded into this run). Photos still pending: nothing; the last of them asks again.
 */
export async function packSettledGallery(deps: Omit<PackDeps, 'jobs'>, eventId: number): Promise<number> {
  let passes = 0;
  while (passes < MAX_PASSES) {
    const packed = await packBlock(deps, eventId);
    if (packed === null) break;
    passes++;
    if ((await findFaceIndexVersion(deps.db, eventId)) === packed) break;
  }
  return passes;
}

export function registerGalleryPack(deps: PackDeps): void {
  deps.jobs.register<{ eventId: number }>(FACE_GALLERY_PACK_QUEUE, async (payload) => {
    await packSettledGallery(deps, payload.eventId);
  });
}
