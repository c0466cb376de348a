import type { Database } from '../db/client';

/**
 * A map kept per database handle: process-local caches (photo lists, face galleries, access
 * grants) belong to the database they were read from, so tests with one database per file
 * never see each other's entries, and a closed database's entries go with it.
 */
export function perDatabase<K, V>(): (db: Database) => Map<K, V> {
  const maps = new WeakMap<Database, Map<K, V>>();
  return (db) => {
    let map = maps.get(db);
    if (!map) {
      map = new Map();
      maps.set(db, map);
    }
    return map;
  };
}
