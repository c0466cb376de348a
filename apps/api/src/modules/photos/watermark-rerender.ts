import type { Database } from '../../db/client';
import type { JobQueue } from '../../platform/jobs/job-queue';
import { queueMovieDerivatives } from './movies.service';
import {
  countPhotosWithOldWatermark,
  findWatermarkRerenderTotal,
  listPhotosWithOldWatermark,
  setWatermarkRerenderTotal,
} from './photos.repo';
import { DERIVE_QUEUE } from './photos.service';

/**
 * Issue 29: a watermark change makes every earlier photo's watermarked derivatives again, in
 * the background. The change (in its transaction) records how many photos carry the old text
 * and queues one job that queues each photo's derive; each derive reads the organisation's
 * text when it runs and records it on the photo, so progress is "total less those still
 * carrying another text" — counted, never incremented, so a retried or failed derive cannot
 * make it drift. Movies count alike: their poster and preview clip carry the watermark (the
 * clip burnt into its frames, so it is re-encoded, one movie at a time in the movie queue).
 */
export const REWATERMARK_QUEUE = 'photo.rewatermark';

export type WatermarkRerender = { total: number; done: number };

/** In the watermark change's transaction: the photos to re-render, and the job queueing them. */
export async function startWatermarkRerender(tx: Database, jobs: JobQueue, organizationId: number) {
  const total = await countPhotosWithOldWatermark(tx, organizationId);
  await setWatermarkRerenderTotal(tx, organizationId, total);
  if (total === 0) return;
  // One live fan-out per organisation is enough: it lists the photos when it runs.
  await jobs.enqueue(
    REWATERMARK_QUEUE,
    { organizationId },
    { db: tx, dedupeKey: `rewatermark:${organizationId}` },
  );
}

/** The job: each photo or movie still carrying another text gets its derive queued (a re-render). */
export async function queueRerenders(deps: { db: Database; jobs: JobQueue }, organizationId: number) {
  for (const { id, mediaType } of await listPhotosWithOldWatermark(deps.db, organizationId)) {
    if (mediaType === 'movie') {
      await queueMovieDerivatives(deps, id, true);
      continue;
    }
    await deps.jobs.enqueue(
      DERIVE_QUEUE,
      { imageItemId: id, rerender: true },
      // The derive's own key: a photo already waiting for its derive is not queued twice.
      { dedupeKey: `photo:${id}`, maxAttempts: 3 },
    );
  }
}

/** How far the re-render is, or null when no photo carries an old watermark. */
export async function watermarkRerenderOf(
  db: Database,
  organizationId: number,
): Promise<WatermarkRerender | null> {
  const [remaining, total] = await Promise.all([
    countPhotosWithOldWatermark(db, organizationId),
    findWatermarkRerenderTotal(db, organizationId),
  ]);
  if (remaining === 0) return null;
  const of = Math.max(total, remaining);
  return { total: of, done: of - remaining };
}

export function registerRerenderJob(deps: { db: Database; jobs: JobQueue }): void {
  deps.jobs.register<{ organizationId: number }>(REWATERMARK_QUEUE, (payload) =>
    queueRerenders(deps, payload.organizationId),
  );
}
