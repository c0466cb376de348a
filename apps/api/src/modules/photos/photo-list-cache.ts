import type { Database } from '../../db/client';
import { announceCacheChange, onCacheChange } from '../../platform/cache-bus/cache-bus';
import { perDatabase } from '../../platform/per-database';
import { findListingVersion, listReadyItems } from './photos.repo';

export type ListedPhoto = Awaited<ReturnType<typeof listReadyItems>>[number];

// Category pages are read far more often than photos change: each process keeps a
// category's ordered list, and each page of it serialised once, so a page request is a
// lookup instead of a query and a serialisation (bench/photo-list). Changes made in this
// process clear it at once, and other processes on the database through the cache bus
// (platform/cache-bus). As a safety net for a lost announcement, every few seconds the
// next request checks the category's listing version (one indexed read) in the
// background, while it and others are still answered from the list held; only a changed
// version loads the list again. No request waits for a reload.
const CHECK_AFTER_MS = 5_000;

export type CategoryListing = {
  version: number;
  checkedAt: number;
  items: Promise<ListedPhoto[]>;
  /** Serialised JSON answers by page start index. */
  pages: Map<number, string>;
  checking?: boolean;
};
const cacheOf = perDatabase<number, CategoryListing>();

onCacheChange('category-listing', (db, categoryId) => {
  if (categoryId === null) cacheOf(db).clear();
  else cacheOf(db).delete(categoryId);
});

/** Reads the version, then the list: a change in between makes the next check reload. */
function load(db: Database, categoryId: number, knownVersion?: number): CategoryListing {
  const cache = cacheOf(db);
  const listing: CategoryListing = {
    version: knownVersion ?? -1,
    checkedAt: Date.now(),
    items: Promise.resolve([]),
    pages: new Map(),
  };
  const version =
    knownVersion === undefined ? findListingVersion(db, categoryId) : Promise.resolve(knownVersion);
  // Drizzle's query builders are lazy thenables that run again on every await: resolve once
  // into a real promise so every reader shares one result.
  listing.items = version.then(async (v) => {
    listing.version = v;
    return await listReadyItems(db, categoryId);
  });
  cache.set(categoryId, listing);
  listing.items.catch(() => cache.delete(categoryId));
  return listing;
}

function revalidate(db: Database, categoryId: number, listing: CategoryListing): void {
  listing.checking = true;
  findListingVersion(db, categoryId)
    .then((version) => {
      const cache = cacheOf(db);
      if (cache.get(categoryId) !== listing) return; // replaced meanwhile
      if (version === listing.version) listing.checkedAt = Date.now();
      else load(db, categoryId, version);
    })
    .catch(() => cacheOf(db).delete(categoryId))
    .finally(() => {
      listing.checking = false;
    });
}

export function listingOf(db: Database, categoryId: number): CategoryListing {
  const hit = cacheOf(db).get(categoryId);
  if (!hit) {
    return load(db, categoryId);
  }
  if (Date.now() - hit.checkedAt >= CHECK_AFTER_MS && !hit.checking) revalidate(db, categoryId, hit);
  return hit;
}

export function readyPhotosOf(db: Database, categoryId: number): Promise<ListedPhoto[]> {
  return listingOf(db, categoryId).items;
}

/** Drops a category's list here and in every other process on the database. */
export function forgetCategory(db: Database, categoryId: number): void {
  announceCacheChange(db, 'category-listing', categoryId);
}
