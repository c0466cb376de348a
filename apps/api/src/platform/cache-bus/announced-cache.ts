import type { Database } from '../../db/client';

/**
 * A bounded per-process cache (one per database handle) for answers that change rarely and
 * whose every writer announces the change on the cache bus (decision 040). Its owner
 * registers an `onCacheChange` handler that calls `forget`. It stays exact because:
 * - `forget` also moves a generation number, and `set` stores a value only if no `forget`
 *   ran since the generation taken before reading it: a read that overlapped a change (begun
 *   before another process's commit, ended after its announcement arrived) is never kept;
 * - an entry older than `maxAgeMs` is read again: the net under a lost announcement (a
 *   NOTIFY that failed to send), as an event grant's minute is;
 * - past `max` entries the least recently used one leaves, so the memory has a bound.
 */
export type AnnouncedCache<K, V> = {
  /** The entry if it is young enough (it becomes the most recently used), else undefined. */
  get(db: Database, key: K): V | undefined;
  /** What to hand `set` with a value read from now on. */
  generation(db: Database): number;
  /** Keeps `value` unless something was forgotten since `generation`; answers whether it did. */
  set(db: Database, key: K, value: V, generation: number): boolean;
  /** Drops one key, the keys `which` picks, or (null) everything. */
  forget(db: Database, which: K | null | ((key: K) => boolean)): void;
  values(db: Database): IterableIterator<V>;
};

type State<K, V> = { entries: Map<K, { value: V; at: number }>; generation: number };

export function announcedCache<K, V>(options: { max: number; maxAgeMs: number }): AnnouncedCache<K, V> {
  const states = new WeakMap<Database, State<K, V>>();
  const stateOf = (db: Database) => {
    let state = states.get(db);
    if (!state) {
      state = { entries: new Map(), generation: 0 };
      states.set(db, state);
    }
    return state;
  };
  return {
    get(db, key) {
      const { entries } = stateOf(db);
      const entry = entries.get(key);
      if (!entry) return undefined;
      entries.delete(key);
      if (Date.now() - entry.at >= options.maxAgeMs) return undefined;
      entries.set(key, entry);
      return entry.value;
    },
    generation: (db) => stateOf(db).generation,
    set(db, key, value, generation) {
      const state = stateOf(db);
      if (state.generation !== generation) return false;
      state.entries.delete(key);
      state.entries.set(key, { value, at: Date.now() });
      while (state.entries.size > options.max) state.entries.delete(state.entries.keys().next().value!);
      return true;
    },
    forget(db, which) {
      const state = stateOf(db);
      state.generation++;
      if (which === null) state.entries.clear();
      else if (typeof which === 'function') {
        const picks = which as (key: K) => boolean;
        for (const key of [...state.entries.keys()]) if (picks(key)) state.entries.delete(key);
      } else state.entries.delete(which);
    },
    values: (db) => [...stateOf(db).entries.values()].map((e) => e.value).values(),
  };
}
