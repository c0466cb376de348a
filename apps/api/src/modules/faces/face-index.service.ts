import type { TextLanguage } from '@omoide/contract';
import type { Database } from '../../db/client';
import { faultPoint } from '../../platform/fault-point';
import { translate } from '../../platform/i18n/translate';
import { type JobQueue, PermanentJobError } from '../../platform/jobs/job-queue';
import { ImageDecodeError } from '../../platform/media/image-decode';
import type { ObjectStorage } from '../../platform/storage/object-storage';
import type { FaceEngine } from '../face-analysis/engine/face-engine';
import { hasClosedEyes } from '../face-analysis/eye-openness';
import { findFacesInPhoto } from '../face-analysis/face-analysis';
import { descriptorToBytes } from '../face-analysis/face-descriptors';
import {
  countIndexStates,
  findPhotoForIndexing,
  listIndexFailures,
  listReadyPhotoIds,
  markEyesClosed,
  markPhotoIndexFailed,
  markPhotosPending,
  replacePhotoFaces,
} from './face-index.repo';
import { faceMessages } from './faces.messages';
import { queueGalleryPack, registerGalleryPack } from './gallery/face-gallery-pack';
import { announceIndexProgress, keptIndexProgress } from './kept/face-index-progress';

export const FACE_INDEX_QUEUE = 'photo.faces';

export type FaceIndexDeps = { db: Database; storage: ObjectStorage; jobs: JobQueue; faces: FaceEngine };

/** Queues face indexing of photos (after their derivatives, or again on the operator's request). */
export async function queueFaceIndexing(
  deps: Pick<FaceIndexDeps, 'db' | 'jobs'>,
  photos: { imageItemId: number; eventId: number }[],
): Promise<void> {
  await markPhotosPending(deps.db, photos);
  for (const eventId of new Set(photos.map((p) => p.eventId))) announceIndexProgress(deps.db, eventId);
  for (const photo of photos)
    await deps.jobs.enqueue(
      FACE_INDEX_QUEUE,
      { imageItemId: photo.imageItemId },
      { dedupeKey: `faces:${photo.imageItemId}`, maxAttempts: 3 },
    );
}

/** Re-indexes every sellable photo of an event (idempotent: each photo's faces are replaced). */
export async function reindexEvent(
  deps: Pick<FaceIndexDeps, 'db' | 'jobs'>,
  eventId: number,
): Promise<number> {
  const ids = await listReadyPhotoIds(deps.db, eventId);
  await queueFaceIndexing(
    deps,
    ids.map(({ id }) => ({ imageItemId: id, eventId })),
  );
  return ids.length;
}

/**
 * The job: every face of one photo, found in its original (the preview carries a watermark
 * across faces). Running it again replaces the photo's faces with the same result.
 */
export async function indexPhotoFaces(
  deps: FaceIndexDeps,
  imageItemId: number,
  afterIndexed?: AfterIndexed,
): Promise<void> {
  const photo = await findPhotoForIndexing(deps.db, imageItemId);
  if (photo?.status !== 'ready') return; // deleted or failed since it was queued
  const original = await deps.storage.get(photo.storageKey);
  if (!original) throw new PermanentJobError('face.unreadable');
  let found: Awaited<ReturnType<typeof findFacesInPhoto>>;
  try {
    found = await findFacesInPhoto(deps.faces, original);
  } catch (error) {
    // Only a photo sharp cannot decode fails alike on every attempt. Anything else (a worker
    // that died, pixels the engine could not be handed) is the engine's failure: retried,
    // and recorded as such once the retries run out — never blamed on the photo.
    if (error instanceof ImageDecodeError) throw new PermanentJobError('face.unreadable');
    throw error;
  }
  try {
    await replacePhotoFaces(
      deps.db,
      photo,
      found.faces.map((face) => ({
        boxX: face.normalized.x,
        boxY: face.normalized.y,
        boxWidth: face.normalized.width,
        boxHeight: face.normalized.height,
        score: face.score,
        faceSize: Math.round(face.box.width),
        descriptor: descriptorToBytes(face.descriptor),
      })),
    );
  } catch (error) {
    // Deleted (or failed) while the engine looked at it: its foreign keys refuse the faces,
    // and there is nothing left to index. Not a failure to retry and log.
    if ((await findPhotoForIndexing(deps.db, imageItemId))?.status !== 'ready') return;
    throw error;
  }
  announceIndexProgress(deps.db, photo.eventId);
  // Issue 29: a photo with a face whose eyes are closed is flagged for the operator's review.
  await markEyesClosed(deps.db, imageItemId, hasClosedEyes(found.faces, found.image));
  faultPoint('faces_after_write');
  // The event's gallery block is written for every process once its photos stop arriving
  // for a while (one delayed pack per event, however many photos). A failure only costs the
  // next search its speed (it reads the rows), never the indexing.
  await queueGalleryPack(deps.jobs, photo.eventId).catch(() => {});
  // Parents who asked hear of new photos once the event's indexing has been quiet a while
  // (photo alerts, wired in by bootstrap: faces does not know who listens).
  await afterIndexed?.({ imageItemId, eventId: photo.eventId });
}

/** What runs after a photo's faces are written, in the same job (a failure retries the job). */
export type AfterIndexed = (photo: { imageItemId: number; eventId: number }) => Promise<void>;

export function registerFaceJobs(
  deps: FaceIndexDeps,
  concurrency: number,
  afterIndexed?: AfterIndexed,
): void {
  deps.jobs.register<{ imageItemId: number }>(
    FACE_INDEX_QUEUE,
    (payload) => indexPhotoFaces(deps, payload.imageItemId, afterIndexed),
    {
      concurrency,
      onFailed: async (payload, _message, cause) => {
        const eventId = await markPhotoIndexFailed(
          deps.db,
          payload.imageItemId,
          cause instanceof PermanentJobError ? cause.message : 'face.engine_failed',
        );
        if (eventId !== null) announceIndexProgress(deps.db, eventId);
      },
    },
  );
  registerGalleryPack(deps);
}

/** How far an event's photos have been searched: for buyers (progress) and operators (failures). */
export async function getFaceIndexProgress(db: Database, eventId: number) {
  return keptIndexProgress(db, eventId);
}

/** How many of an event's photos still wait for indexing (alerts wait until none do). */
export async function pendingIndexCount(db: Database, eventId: number): Promise<number> {
  return (await countIndexStates(db, eventId)).pending;
}

/** The operator's report: progress, and each failed photo with its reason in `lang`. */
export async function getFaceIndexReport(db: Database, eventId: number, lang: TextLanguage) {
  const [progress, failures] = await Promise.all([
    getFaceIndexProgress(db, eventId),
    listIndexFailures(db, eventId),
  ]);
  return {
    ...progress,
    failures: failures.map((f) => {
      const reason = f.reason ?? 'face.unreadable';
      return {
        image_item_id: f.imageItemId,
        original_name: f.originalName,
        reason,
        message:
          reason in faceMessages
            ? translate(faceMessages[reason as keyof typeof faceMessages], lang)
            : reason,
      };
    }),
  };
}
