import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/client';
import { notifyCacheChannel } from './cache-notify.repo';

/**
 * Process-local caches (access grants, category listings, face galleries) are cleared by
 * the code that changes what they hold. On one process that is the whole story; behind
 * several API processes on one PostgreSQL, a change made on A must also clear B's copy
 * (issue 26: an unpublish, a new face image, a photo hidden, seen everywhere within a
 * second). So a change is announced: the local handlers run at once, and when the
 * database is shared the announcement goes out as a PostgreSQL NOTIFY that every other
 * process's listener (cache-listener.ts) turns into the same handler call.
 *
 * Topics are the caches' names; a key is what changed (an event, category, member or child
 * id), or `null` for "everything" — what a listener does after losing its connection, when
 * it cannot know what it missed. The face search's topics (decision 040): `child-access` (a
 * member's visible children, keyed by member), `child-faces` (a child's references and
 * verdicts, by child), `event-audience` (the registered faces an event's search compares
 * with, by event) and `face-index` (an event's indexing progress, by event).
 */
export const CACHE_TOPICS = [
  'event-access',
  'category-listing',
  'face-gallery',
  'child-access',
  'child-faces',
  'event-audience',
  'face-index',
] as const;
export type CacheTopic = (typeof CACHE_TOPICS)[number];
export type CacheKey = number | null;
type Handler = (db: Database, key: CacheKey) => void;

const handlers = new Map<CacheTopic, Handler[]>();
/** Databases whose changes other processes must hear of, with this process's id on them. */
const shared = new WeakMap<Database, string>();

/** Registers a cache's clearing; called once at module load by the cache's owner. */
export function onCacheChange(topic: CacheTopic, handler: Handler): void {
  handlers.set(topic, [...(handlers.get(topic) ?? []), handler]);
}

/** Runs the topic's handlers in this process (a key of null: every topic's). */
export function clearLocally(db: Database, topic: CacheTopic | null, key: CacheKey): void {
  const topics = topic ? [topic] : [...handlers.keys()];
  for (const t of topics) for (const handler of handlers.get(t) ?? []) handler(db, key);
}

/**
 * Clears the topic's entry here at once and, on a shared database, tells the other
 * processes. Callers announce after their change committed; the NOTIFY goes on its own
 * connection and a failed send is never the caller's error: the other copies still expire
 * on their own (a listing's version check, a grant's minute), only later.
 */
export function announceCacheChange(db: Database, topic: CacheTopic, key: CacheKey): void {
  clearLocally(db, topic, key);
  const origin = shared.get(db);
  if (!origin) return;
  const payload = JSON.stringify({ origin, topic, key });
  notifyCacheChannel(db, payload).catch(() => {});
}

/** Marks a database as shared with other processes; answers this process's origin id. */
export function shareCacheChanges(db: Database): string {
  const origin = shared.get(db) ?? randomUUID();
  shared.set(db, origin);
  return origin;
}

/** Parses one NOTIFY payload; null for anything that is not an announcement of ours. */
export function parseAnnouncement(
  payload: string | undefined,
): { origin: string; topic: CacheTopic; key: CacheKey } | null {
  try {
    const value = JSON.parse(payload ?? '');
    if (typeof value?.origin !== 'string' || !CACHE_TOPICS.includes(value.topic)) return null;
    if (value.key !== null && !Number.isSafeInteger(value.key)) return null;
    return { origin: value.origin, topic: value.topic, key: value.key };
  } catch {
    return null;
  }
}
