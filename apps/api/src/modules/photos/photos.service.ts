import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Database } from '../../db/client';
import { AppError } from '../../platform/errors';
import { faultPoint } from '../../platform/fault-point';
import { type JobQueue, PermanentJobError } from '../../platform/jobs/job-queue';
import { DERIVATIVE_VARIANTS, mediaKeyOf, nextMediaKey } from '../../platform/media/media-url';
import { isBlurred } from '../../platform/media/sharpness';
import type { ObjectStorage } from '../../platform/storage/object-storage';
import { writeDeliveryCopy } from '../downloads/delivery-copy';
import { coverIfNone } from './first-cover.repo';
import { readHead, sniffMovie } from './movie-inspection';
import { ingestMovie, queueMovieDerivatives } from './movies.service';
import { makeDerivatives, shareCoresBetween } from './photo-derivatives';
import { inspectPhoto } from './photo-inspection';
import { forgetCategory } from './photo-list-cache';
import { photoMessages as m } from './photos.messages';
import {
  findCategory,
  findItemForProcessing,
  insertImageItem,
  listPendingItemIds,
  markItemFailed,
  markItemReady,
} from './photos.repo';

export const DERIVE_QUEUE = 'photo.derive';

export type PhotoDeps = { db: Database; storage: ObjectStorage; jobs: JobQueue };

/** Told when a photo's derivatives are ready (face indexing follows them). */
export type PhotoReadyListener = (photo: { imageItemId: number; eventId: number }) => Promise<void>;

const EXTENSIONS = { jpeg: 'jpg', png: 'png', webp: 'webp', heif: 'heic', tiff: 'tif' } as const;

export { mediaKeyOf };

/**
 * Accepts one photo into a category: checks it (size, format, pixels, truncation), stores the
 * original privately, records it as `pending` and queues its derivatives. The answer comes
 * before any decoding, so a batch uploads at the speed of the disk. A movie (known by its
 * `ftyp` box, never by its name) takes the movie path (`movies.service`).
 */
export async function ingestPhoto(
  deps: PhotoDeps,
  input: {
    categoryId: number;
    eventId?: number;
    fileName: string;
    /** The photo in memory, or a file on this machine holding it (moved into storage). */
    original: Buffer | { file: string; size: number };
    capturedAt?: Date | null;
  },
) {
  const category = await findCategory(deps.db, input.categoryId);
  if (!category || (input.eventId !== undefined && category.eventId !== input.eventId))
    throw new AppError(404, 'CATEGORY-404', m['category.not_found']);
  const { original } = input;
  const container = sniffMovie(await readHead(original));
  if (container) return ingestMovie(deps, { ...input, category, container });
  const inspected = await inspectPhoto(original);
  const storageKey = `originals/${category.eventId}/${randomUUID()}.${EXTENSIONS[inspected.format]}`;
  const contentType = `image/${inspected.format}`;
  if (Buffer.isBuffer(original)) await deps.storage.put(storageKey, original, contentType);
  else await deps.storage.putFile(storageKey, original.file, contentType);
  const item = await insertImageItem(deps.db, {
    eventId: category.eventId,
    categoryId: category.id,
    storageKey,
    originalName: path.basename(input.fileName).slice(0, 255),
    width: inspected.width,
    height: inspected.height,
    byteSize: Buffer.isBuffer(original) ? original.length : original.size,
    capturedAt: input.capturedAt ?? null,
    status: 'pending',
  });
  await queueDerivatives(deps, item.id);
  return { id: item.id, event_id: item.eventId, category_id: item.categoryId, status: item.status };
}

export function queueDerivatives(deps: Pick<PhotoDeps, 'jobs' | 'db'>, imageItemId: number) {
  return deps.jobs.enqueue(
    DERIVE_QUEUE,
    { imageItemId },
    // In the caller's transaction when it has one (the photo and its job commit together).
    { dedupeKey: `photo:${imageItemId}`, maxAttempts: 3, db: deps.db },
  );
}

/** Queues every photo still pending (the demo seed's, or after a crash before queueing). */
export async function queuePendingPhotos(deps: PhotoDeps): Promise<number> {
  const pending = await listPendingItemIds(deps.db);
  for (const { id, mediaType } of pending) {
    if (mediaType === 'movie') await queueMovieDerivatives(deps, id);
    else await queueDerivatives(deps, id);
  }
  return pending.length;
}

/**
 * The job: derivatives of one photo. Running it again is harmless: it writes under a new
 * media key, switches the photo to it, then removes the old files. An attempt killed before
 * the switch is written over by the next (the key is the same, `nextMediaKey`).
 */
export async function derivePhoto(
  deps: PhotoDeps,
  imageItemId: number,
  onReady?: PhotoReadyListener,
  /**
   * A re-render after a watermark change (watermark-rerender.ts): the derivatives only. The
   * delivery copy, cover and faces come from the original, which did not change.
   */
  rerender = false,
): Promise<void> {
  const found = await findItemForProcessing(deps.db, imageItemId);
  if (!found) return; // deleted since it was queued
  // A movie queued here (by hand, or by code older than movies) goes to its own job.
  if (found.item.mediaType === 'movie') {
    await queueMovieDerivatives(deps, imageItemId);
    return;
  }
  // A local original is read by libvips itself: 12 MP never pass through the JS heap.
  const original =
    deps.storage.localPath(found.item.storageKey) ?? (await deps.storage.get(found.item.storageKey));
  if (!original) throw new PermanentJobError('photo.corrupt');
  let derived: Awaited<ReturnType<typeof makeDerivatives>>;
  try {
    derived = await makeDerivatives(original, found.watermarkText);
  } catch {
    // libvips refuses damaged data the same way every time: retrying cannot help.
    throw new PermanentJobError('photo.corrupt');
  }
  const mediaKey = nextMediaKey(found.item);
  for (const file of derived.files)
    await deps.storage.put(mediaKeyOf(mediaKey, file.variant), file.body, file.contentType);
  // What buyers download: the original without its location (docs/decisions/008), with the
  // size and CRC-32 that let a zip's length be known before its first byte.
  if (!rerender) {
    const originalBytes = typeof original === 'string' ? await readFile(original) : original;
    await writeDeliveryCopy(deps, imageItemId, found.item.storageKey, originalBytes);
  }
  faultPoint('derive_before_ready');
  await markItemReady(deps.db, imageItemId, {
    width: derived.width,
    height: derived.height,
    placeholder: derived.placeholder,
    mediaKey,
    watermarkText: found.watermarkText,
    sharpness: derived.sharpness,
    blurred: isBlurred(derived.sharpness),
  });
  forgetCategory(deps.db, found.item.categoryId);
  if (!rerender) {
    await coverIfNone(deps.db, found.item.eventId);
    await onReady?.({ imageItemId, eventId: found.item.eventId });
  }
  const previous = found.item.mediaKey;
  if (previous) {
    for (const variant of DERIVATIVE_VARIANTS) await deps.storage.delete(mediaKeyOf(previous, variant));
  }
}

export function registerPhotoJobs(deps: PhotoDeps, concurrency: number, onReady?: PhotoReadyListener): void {
  shareCoresBetween(concurrency);
  deps.jobs.register<{ imageItemId: number; rerender?: boolean }>(
    DERIVE_QUEUE,
    (payload) => derivePhoto(deps, payload.imageItemId, onReady, payload.rerender === true),
    {
      concurrency,
      onFailed: async (payload, _message, cause) => {
        await markItemFailed(
          deps.db,
          payload.imageItemId,
          cause instanceof PermanentJobError ? cause.message : 'photo.corrupt',
        );
      },
    },
  );
}
