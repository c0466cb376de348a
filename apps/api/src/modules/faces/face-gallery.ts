import type { Database } from '../../db/client';
import { perDatabase } from '../../platform/per-database';
import { descriptorsFromBytes } from './face-descriptors';
import { findFaceIndexVersion, loadEventFaces } from './face-index.repo';

/**
 * Every face of one event packed into typed arrays, searched exactly (DESIGN §7): 50,000
 * faces are 25 MB and one child is compared against all of them in a few milliseconds.
 */
export type FaceGallery = {
  size: number;
  imageItemIds: Int32Array;
  categoryIds: Int32Array;
  /** x, y, width, height per face, as fractions of the photo. */
  boxes: Float32Array;
  descriptors: Float32Array;
};

const EMPTY: FaceGallery = {
  size: 0,
  imageItemIds: new Int32Array(0),
  categoryIds: new Int32Array(0),
  boxes: new Float32Array(0),
  descriptors: new Float32Array(0),
};

/** Galleries kept per process; the least recently used event leaves first. */
const MAX_CACHED_EVENTS = 32;
type Cached = { version: number; gallery: Promise<FaceGallery> };
const cacheOf = perDatabase<number, Cached>();

async function loadGallery(db: Database, eventId: number): Promise<FaceGallery> {
  const faces = await loadEventFaces(db, eventId);
  const size = faces.imageItemIds.length;
  const boxes = new Float32Array(size * 4);
  for (let i = 0; i < size; i++) {
    boxes[i * 4] = faces.xs[i]!;
    boxes[i * 4 + 1] = faces.ys[i]!;
    boxes[i * 4 + 2] = faces.widths[i]!;
    boxes[i * 4 + 3] = faces.heights[i]!;
  }
  return {
    size,
    imageItemIds: Int32Array.from(faces.imageItemIds),
    categoryIds: Int32Array.from(faces.categoryIds),
    boxes,
    descriptors: descriptorsFromBytes(faces.descriptors, size),
  };
}

/**
 * The event's gallery, loaded once and reused until the event's face version moves (any
 * process that indexes a photo bumps it), so the check costs one indexed read per search.
 */
export async function eventGallery(db: Database, eventId: number): Promise<FaceGallery> {
  const version = await findFaceIndexVersion(db, eventId);
  if (!version) return EMPTY;
  const cache = cacheOf(db);
  const cached = cache.get(eventId);
  if (cached && cached.version === version) {
    cache.delete(eventId); // re-inserted: most recently used last
    cache.set(eventId, cached);
    return cached.gallery;
  }
  const gallery = loadGallery(db, eventId);
  cache.set(eventId, { version, gallery });
  gallery.catch(() => cache.delete(eventId));
  while (cache.size > MAX_CACHED_EVENTS) cache.delete(cache.keys().next().value!);
  return gallery;
}
