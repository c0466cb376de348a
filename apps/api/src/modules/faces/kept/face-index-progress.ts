import type { Database } from '../../../db/client';
import { announcedCache } from '../../../platform/cache-bus/announced-cache';
import { announceCacheChange, onCacheChange } from '../../../platform/cache-bus/cache-bus';
import { countIndexProgress } from '../face-index.repo';

/**
 * An event's indexing progress (its ready photos per indexing state), kept per process
 * (decision 040): every search answers it, and its count over the event's photos was a
 * warm search's dearest statement. Its writers announce: `face-index` for the event when
 * photos are queued, indexed or fail (face-index.service.ts); a photo becoming ready or
 * leaving (upload, deletion) is announced on `category-listing`, which drops every event's
 * copy here (the category's event is not known to the announcement, and such a change is
 * rare beside searches). A ready photo whose watermark re-render fails announces nothing:
 * the copy's minute catches it.
 */
type Progress = Awaited<ReturnType<typeof countIndexProgress>>;
const MAX_CACHED_EVENTS = 256;
const kept = announcedCache<number, Progress>({ max: MAX_CACHED_EVENTS, maxAgeMs: 60_000 });

onCacheChange('face-index', (db, eventId) => kept.forget(db, eventId));
onCacheChange('category-listing', (db) => kept.forget(db, null));

/** Announces, after the change committed, that an event's photos moved between indexing states. */
export function announceIndexProgress(db: Database, eventId: number): void {
  announceCacheChange(db, 'face-index', eventId);
}

/** How far an event's photos have been searched (see above). */
export async function keptIndexProgress(db: Database, eventId: number): Promise<Progress> {
  const progress = kept.get(db, eventId);
  if (progress) return progress;
  const generation = kept.generation(db);
  const read = await countIndexProgress(db, eventId);
  kept.set(db, eventId, read, generation);
  return read;
}
