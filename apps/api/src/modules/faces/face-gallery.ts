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

/** Big-endian int4 / float4 columns (what `int4send` / `float4send` give) as typed arrays. */
function bigEndian<T extends Int32Array | Float32Array>(bytes: Uint8Array, out: T): T {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const float = out instanceof Float32Array;
  for (let i = 0; i < out.length; i++) out[i] = float ? view.getFloat32(i * 4) : view.getInt32(i * 4);
  return out;
}

async function loadGallery(db: Database, eventId: number): Promise<FaceGallery> {
  const faces = await loadEventFaces(db, eventId);
  const size = faces.size;
  return {
    size,
    imageItemIds: bigEndian(faces.items, new Int32Array(size)),
    categoryIds: bigEndian(faces.categories, new Int32Array(size)),
    boxes: bigEndian(faces.boxes, new Float32Array(size * 4)),
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
