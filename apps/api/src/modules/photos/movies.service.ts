import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Database } from '../../db/client';
import type { categories } from '../../db/schema/index';
import { type JobQueue, PermanentJobError } from '../../platform/jobs/job-queue';
import { FfmpegError } from '../../platform/media/ffmpeg';
import { ImageDecodeError } from '../../platform/media/image-decode';
import { MEDIA_VARIANTS, mediaKeyOf, nextMediaKey } from '../../platform/media/media-url';
import type { ObjectStorage } from '../../platform/storage/object-storage';
import { makeMovieDerivatives, makeWatermarkedMovieDerivatives } from './movie-derivatives';
import { inspectMovie, type MovieContainer } from './movie-inspection';
import { forgetCategory } from './photo-list-cache';
import { findItemForProcessing, insertImageItem, markItemFailed, markMovieReady } from './photos.repo';

/** What the movie pipeline works with (the photo pipeline's deps, which callers pass). */
export type MovieDeps = { db: Database; storage: ObjectStorage; jobs: JobQueue };

export const MOVIE_DERIVE_QUEUE = 'movie.derive';

const CONTENT_TYPES = { mp4: 'video/mp4', mov: 'video/quicktime' } as const;

/** A scratch folder for one movie's work, removed afterwards whatever happens. */
async function withWorkDir<T>(work: (dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'omoide-movie-'));
  try {
    return await work(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * Accepts one movie into a category (`ingestPhoto` sends it here once the `ftyp` box told it
 * apart): checks it, stores the original privately and queues its processing. Width, height
 * and duration come from the headers at once; the job confirms them.
 */
export async function ingestMovie(
  deps: MovieDeps,
  input: {
    category: typeof categories.$inferSelect;
    container: MovieContainer;
    fileName: string;
    original: Buffer | { file: string; size: number };
    capturedAt?: Date | null;
  },
) {
  const { category, container, original } = input;
  // ffmpeg reads files: a movie given in memory (tests, scripts) is written out first.
  const inspected = Buffer.isBuffer(original)
    ? await withWorkDir(async (dir) => {
        const file = path.join(dir, `movie.${container}`);
        await writeFile(file, original);
        return inspectMovie(file, original.length, container);
      })
    : await inspectMovie(original.file, original.size, container);
  const storageKey = `originals/${category.eventId}/${randomUUID()}.${container}`;
  if (Buffer.isBuffer(original)) await deps.storage.put(storageKey, original, CONTENT_TYPES[container]);
  else await deps.storage.putFile(storageKey, original.file, CONTENT_TYPES[container]);
  const item = await insertImageItem(deps.db, {
    eventId: category.eventId,
    categoryId: category.id,
    storageKey,
    originalName: path.basename(input.fileName).slice(0, 255),
    mediaType: 'movie',
    width: inspected.probe.width,
    height: inspected.probe.height,
    durationMs: inspected.probe.durationMs,
    byteSize: Buffer.isBuffer(original) ? original.length : original.size,
    capturedAt: input.capturedAt ?? null,
    status: 'pending',
  });
  await queueMovieDerivatives(deps, item.id);
  return { id: item.id, event_id: item.eventId, category_id: item.categoryId, status: item.status };
}

export function queueMovieDerivatives(
  deps: Pick<MovieDeps, 'jobs' | 'db'>,
  imageItemId: number,
  rerender = false,
) {
  return deps.jobs.enqueue(
    MOVIE_DERIVE_QUEUE,
    { imageItemId, rerender },
    // In the caller's transaction when it has one (the photo and its job commit together).
    { dedupeKey: `movie:${imageItemId}`, maxAttempts: 3, db: deps.db },
  );
}

/** The original as a file on this machine: the stored file itself, or a copy from S3. */
async function localOriginal(deps: MovieDeps, key: string, dir: string): Promise<string | null> {
  const local = deps.storage.localPath(key);
  if (local) return local;
  const stream = await deps.storage.stream(key);
  if (!stream) return null;
  const file = path.join(dir, `original${path.extname(key)}`);
  await pipeline(stream, createWriteStream(file));
  return file;
}

/**
 * The job: poster derivatives, preview clip and delivery copy of one movie. Like photos', it
 * writes under a new media key (and a new delivery key), switches the item, then removes
 * the old files, so running it again is harmless. A re-render after a watermark change
 * (watermark-rerender.ts) makes the watermarked files only — poster and clip, the clip
 * re-encoded — and keeps the delivery copy, which carries no watermark and whose original
 * did not change.
 */
export async function deriveMovie(deps: MovieDeps, imageItemId: number, rerender = false): Promise<void> {
  const found = await findItemForProcessing(deps.db, imageItemId);
  if (!found) return; // deleted since it was queued
  const { item, watermarkText } = found;
  const container: MovieContainer = item.storageKey.endsWith('.mov') ? 'mov' : 'mp4';
  const replacesDelivery = !rerender || !item.deliveryKey;
  await withWorkDir(async (dir) => {
    const original = await localOriginal(deps, item.storageKey, dir);
    if (!original) throw new PermanentJobError('movie.corrupt');
    let derived: Awaited<ReturnType<typeof makeWatermarkedMovieDerivatives>> & {
      delivery?: Awaited<ReturnType<typeof makeMovieDerivatives>>['delivery'];
    };
    let probe: Awaited<ReturnType<typeof inspectMovie>>['probe'];
    try {
      const size = (await stat(original)).size;
      ({ probe } = await inspectMovie(original, size, container).catch(() => {
        throw new PermanentJobError('movie.corrupt');
      }));
      derived = replacesDelivery
        ? await makeMovieDerivatives(original, container, probe, watermarkText, dir)
        : await makeWatermarkedMovieDerivatives(original, probe, watermarkText, dir);
    } catch (error) {
      // Bad data fails the same way every time; a missing binary or a timeout may not.
      if (error instanceof PermanentJobError) throw error;
      if (error instanceof FfmpegError && !error.notStarted && !error.killed) {
        throw new PermanentJobError('movie.corrupt');
      }
      // The poster frame sharp cannot decode is the movie's fault too.
      if (error instanceof ImageDecodeError) throw new PermanentJobError('movie.corrupt');
      throw error;
    }
    const mediaKey = nextMediaKey(item);
    for (const file of derived.poster.files)
      await deps.storage.put(mediaKeyOf(mediaKey, file.variant), file.body, file.contentType);
    await deps.storage.putFile(mediaKeyOf(mediaKey, 'clip.mp4'), derived.clipFile, 'video/mp4');
    let delivery = {};
    if (derived.delivery) {
      const deliveryKey = `delivery/${item.eventId}/${randomUUID()}.${container}`;
      await deps.storage.putFile(deliveryKey, derived.delivery.file, CONTENT_TYPES[container]);
      delivery = {
        deliveryKey,
        deliverySize: derived.delivery.size,
        deliveryCrc32: derived.delivery.crc32,
      };
    }
    await markMovieReady(deps.db, imageItemId, {
      width: probe.width,
      height: probe.height,
      placeholder: derived.poster.placeholder,
      mediaKey,
      durationMs: probe.durationMs,
      watermarkText,
      ...delivery,
    });
    forgetCategory(deps.db, item.categoryId);
  });
  if (item.mediaKey) {
    for (const variant of MEDIA_VARIANTS) await deps.storage.delete(mediaKeyOf(item.mediaKey, variant));
  }
  if (item.deliveryKey && replacesDelivery) await deps.storage.delete(item.deliveryKey);
}

/**
 * One movie at a time per process: ffmpeg already uses several cores for one clip, and
 * photos (the bulk of an event) keep their workers.
 */
export function registerMovieJobs(deps: MovieDeps): void {
  deps.jobs.register<{ imageItemId: number; rerender?: boolean }>(
    MOVIE_DERIVE_QUEUE,
    (payload) => deriveMovie(deps, payload.imageItemId, payload.rerender === true),
    {
      concurrency: 1,
      onFailed: async (payload, _message, cause) => {
        await markItemFailed(
          deps.db,
          payload.imageItemId,
          cause instanceof PermanentJobError ? cause.message : 'movie.corrupt',
        );
      },
    },
  );
}
