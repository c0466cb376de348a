import type { Database } from '../../../db/client';
import { announceCacheChange, onCacheChange } from '../../../platform/cache-bus/cache-bus';
import { perDatabase } from '../../../platform/per-database';
import type { ObjectStorage } from '../../../platform/storage/object-storage';
import { findFaceIndexVersion, hasFacesPending, loadEventFaces } from '../face-index.repo';
import { allocateGallery, emptyGallery, type FaceGallery, galleryFromStream } from './face-gallery-blob';

export type { FaceGallery } from './face-gallery-blob';

/**
 * Every face of one event in one contiguous block, searched exactly (DESIGN §7, issue 28).
 * Three places, fastest first: this process's memory; the block stored beside the photos
 * (`face-galleries/<event>.bin`, written by whoever read the faces last, the worker once an
 * event's indexing settles), one read; the faces' rows in the database, aggregated in one
 * statement. Each search checks the event's `face_index_version` (one indexed read): every
 * indexing transaction, photo deletion or face-search switch in any process moves or hides
 * it, so a stale copy anywhere is never used.
 */
export type GalleryDeps = { db: Database; storage?: ObjectStorage | undefined };

/** Galleries kept per process; the least recently used event leaves first. */
const MAX_CACHED_EVENTS = 32;
type Cached = { version: number; gallery: Promise<FaceGallery> };
const cacheOf = perDatabase<number, Cached>();

// The version check already keeps a stale copy from being used; the cache bus frees it early.
onCacheChange('face-gallery', (db, eventId) => {
  if (eventId === null) cacheOf(db).clear();
  else cacheOf(db).delete(eventId);
});

const blockKey = (eventId: number) => `face-galleries/${eventId}.bin`;

/** Big-endian int4 / float4 columns (what `int4send` / `float4send` give) into `out`. */
function fromBigEndian(bytes: Uint8Array, out: Int32Array | Float32Array) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const float = out instanceof Float32Array;
  for (let i = 0; i < out.length; i++) out[i] = float ? view.getFloat32(i * 4) : view.getInt32(i * 4);
}

/** The faces' rows read in one statement (the version in the same snapshot), as a block. */
async function readFromDatabase(db: Database, eventId: number) {
  const faces = await loadEventFaces(db, eventId);
  const { bytes, gallery } = allocateGallery(eventId, faces.version, faces.size);
  fromBigEndian(faces.items, gallery.imageItemIds);
  fromBigEndian(faces.categories, gallery.categoryIds);
  fromBigEndian(faces.boxes, gallery.boxes);
  // Descriptors are stored little-endian, as the block keeps them: one copy.
  new Uint8Array(
    gallery.descriptors.buffer,
    gallery.descriptors.byteOffset,
    gallery.descriptors.byteLength,
  ).set(faces.descriptors.subarray(0, gallery.descriptors.byteLength));
  return { bytes, gallery };
}

/** Stores the block for the other processes (and this one's next life); a failed write only costs speed. */
async function storeBlock(storage: ObjectStorage, eventId: number, bytes: Uint8Array) {
  await storage
    .put(
      blockKey(eventId),
      Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
      'application/octet-stream',
    )
    .catch(() => {});
}

async function loadGallery(deps: GalleryDeps, eventId: number, version: number): Promise<FaceGallery> {
  if (deps.storage) {
    const block = await deps.storage.stream(blockKey(eventId)).catch(() => null);
    const stored = block && (await galleryFromStream(block, eventId, version).catch(() => null));
    if (stored) return stored;
  }
  const { bytes, gallery } = await readFromDatabase(deps.db, eventId);
  if (deps.storage) await storeBlock(deps.storage, eventId, bytes);
  return gallery;
}

/**
 * The event's gallery, reused until the event's face version moves, so a warm search costs
 * one indexed read before the scan.
 */
export async function eventGallery(deps: GalleryDeps, eventId: number): Promise<FaceGallery> {
  const version = await findFaceIndexVersion(deps.db, eventId);
  if (!version) return emptyGallery(version ?? 0);
  const cache = cacheOf(deps.db);
  const cached = cache.get(eventId);
  if (cached && cached.version === version) {
    cache.delete(eventId); // re-inserted: most recently used last
    cache.set(eventId, cached);
    return cached.gallery;
  }
  const gallery = loadGallery(deps, eventId, version);
  cache.set(eventId, { version, gallery });
  gallery.then(
    // Read at a newer version than checked (indexing went on meanwhile): kept as that one.
    (loaded) => {
      const entry = cache.get(eventId);
      if (entry?.gallery === gallery) entry.version = loaded.version;
    },
    () => cache.delete(eventId),
  );
  while (cache.size > MAX_CACHED_EVENTS) cache.delete(cache.keys().next().value!);
  return gallery;
}

/**
 * Forgets every process's copy of an event's gallery (through the cache bus); the version
 * check makes it an optimisation, never needed for correctness.
 */
export function invalidateEventGallery(db: Database, eventId: number): void {
  announceCacheChange(db, 'face-gallery', eventId);
}

/**
 * Writes the event's block once its indexing has settled (no photo pending), so the first
 * search in any process reads one block instead of aggregating the rows; answers the
 * version packed, or null when nothing was (photos pending, no faces). Run by the delayed
 * pack job (face-gallery-pack.ts); keeps nothing in this process's memory.
 */
export async function packBlock(deps: Required<GalleryDeps>, eventId: number): Promise<number | null> {
  if (await hasFacesPending(deps.db, eventId)) return null;
  const version = await findFaceIndexVersion(deps.db, eventId);
  if (!version) return null;
  const { bytes, gallery } = await readFromDatabase(deps.db, eventId);
  await storeBlock(deps.storage, eventId, bytes);
  return gallery.version;
}

/** {@link packBlock}, answering whether a block was written. */
export async function packEventGallery(deps: Required<GalleryDeps>, eventId: number): Promise<boolean> {
  return (await packBlock(deps, eventId)) !== null;
}
