import type { Database } from '../../db/client';
import { listReadyItems } from './photos.repo';

export type ListedPhoto = Awaited<ReturnType<typeof listReadyItems>>[number];

// Category pages are read far more often than photos change: each process keeps a
// category's ordered list for a few seconds, and each page of it serialised once, so a
// page request is a lookup instead of a query and a serialisation (bench/photo-list).
// Changes made in this process clear it at once; other processes see them within the TTL.
const TTL_MS = 10_000;

export type CategoryListing = {
  at: number;
  items: Promise<ListedPhoto[]>;
  /** Serialised JSON answers by page start index. */
  pages: Map<number, string>;
};
const caches = new WeakMap<Database, Map<number, CategoryListing>>();

function cacheOf(db: Database) {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  return cache;
}

export function listingOf(db: Database, categoryId: number): CategoryListing {
  const cache = cacheOf(db);
  const hit = cache.get(categoryId);
  if (hit && Date.now() - hit.at < TTL_MS) return hit;
  // Drizzle's query builders are lazy thenables that run again on every await: resolve once
  // into a real promise so every reader shares one result.
  const items = Promise.resolve(listReadyItems(db, categoryId)).then((rows) => rows);
  const listing = { at: Date.now(), items, pages: new Map<number, string>() };
  cache.set(categoryId, listing);
  items.catch(() => cache.delete(categoryId));
  return listing;
}

export function readyPhotosOf(db: Database, categoryId: number): Promise<ListedPhoto[]> {
  return listingOf(db, categoryId).items;
}

export function forgetCategory(db: Database, categoryId: number): void {
  cacheOf(db).delete(categoryId);
}
