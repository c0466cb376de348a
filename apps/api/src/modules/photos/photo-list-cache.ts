import type { Database } from '../../db/client';
import { listReadyItems } from './photos.repo';

export type ListedPhoto = Awaited<ReturnType<typeof listReadyItems>>[number];

// Category pages are read far more often than photos change: each process keeps a
// category's ordered list for a few seconds, so a page is a slice of memory instead of a
// query (bench/photo-list). Changes made in this process clear it at once.
const TTL_MS = 10_000;

type Entry = { at: number; items: Promise<ListedPhoto[]> };
const caches = new WeakMap<Database, Map<number, Entry>>();

function cacheOf(db: Database) {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  return cache;
}

export function readyPhotosOf(db: Database, categoryId: number): Promise<ListedPhoto[]> {
  const cache = cacheOf(db);
  const hit = cache.get(categoryId);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.items;
  // Drizzle's query builders are lazy thenables that run again on every await: resolve once
  // into a real promise so every reader shares one result.
  const items = Promise.resolve(listReadyItems(db, categoryId)).then((rows) => rows);
  cache.set(categoryId, { at: Date.now(), items });
  items.catch(() => cache.delete(categoryId));
  return items;
}

export function forgetCategory(db: Database, categoryId: number): void {
  cacheOf(db).delete(categoryId);
}
