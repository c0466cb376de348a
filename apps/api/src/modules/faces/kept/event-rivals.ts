import type { Database } from '../../../db/client';
import { announcedCache } from '../../../platform/cache-bus/announced-cache';
import { onCacheChange } from '../../../platform/cache-bus/cache-bus';
import { perDatabase } from '../../../platform/per-database';
import { DESCRIPTOR_LENGTH } from '../../face-analysis/engine/face-engine';
import { descriptorFromBytes } from '../../face-analysis/face-descriptors';
import { eventAudienceStamp, listEventAudienceDescriptors } from '../child-faces.repo';
import { type ChildReferences, looksAlike, type MatchRule } from '../face-matching';

/**
 * The other registered children an event's search can see (decision 021) change rarely and
 * are ~900 descriptors: read once per event and searched family, and kept while the audience's
 * faces are the same. Each search reads their stamp (count, sum and largest id of the faces,
 * one aggregate over the same audience): a face registered or deleted in any process, or a
 * child gaining or losing access to the event, changes it, so the cache is exact without a
 * bus (decision 038). The same rivals list also keeps its packed, scannable rows (face-matching.ts).
 *
 * The stamp itself is kept too (decision 040), until `event-audience` is announced (a face
 * image registered or deleted, retention too: all events; an event code entered: that event)
 * or `child-access` (a guardian let in or removed, a child deleted: all events). So a warm search reads
 * nothing here; a search after an announcement reads the stamp, and the descriptors only if
 * it moved. Audiences whose writers announce nothing (organisation memberships, written by
 * seeds and fixtures only) are caught by the kept stamp's minute.
 */
type Audience = { stamp: string; rivals: ChildReferences[]; ownerOf: Map<number, number> };

/** Events × searched families kept per process; the least recently used leaves first. */
const MAX_CACHED = 64;
const cacheOf = perDatabase<string, Audience>();
const stamps = announcedCache<string, string>({ max: MAX_CACHED, maxAgeMs: 60_000 });

onCacheChange('event-audience', (db, eventId) =>
  stamps.forget(db, eventId === null ? null : (key) => key.startsWith(`${eventId}:`)),
);
// A member's children changing (a guardian let in or removed, a child deleted) changes the
// audience of every event that member sees.
onCacheChange('child-access', (db) => stamps.forget(db, null));

/** The audience's stamp, kept until announced (see above). */
async function stampOf(db: Database, key: string, eventId: number, searchedIds: number[]): Promise<string> {
  const kept = stamps.get(db, key);
  if (kept !== undefined) return kept;
  const generation = stamps.generation(db);
  const stamp = await eventAudienceStamp(db, eventId, searchedIds);
  stamps.set(db, key, stamp, generation);
  return stamp;
}

async function audienceOf(db: Database, eventId: number, searchedIds: number[]): Promise<Audience> {
  const key = `${eventId}:${[...searchedIds].sort((a, b) => a - b).join(',')}`;
  const cache = cacheOf(db);
  const stamp = await stampOf(db, key, eventId, searchedIds);
  const cached = cache.get(key);
  cache.delete(key);
  if (cached?.stamp === stamp) {
    cache.set(key, cached);
    return cached;
  }
  const rows = await listEventAudienceDescriptors(db, eventId, searchedIds);
  const searched = new Set(searchedIds);
  const ownerOf = new Map<number, number>();
  const byChild = new Map<number, ChildReferences>();
  for (const row of rows) {
    ownerOf.set(row.childId, row.ownerId);
    if (searched.has(row.childId)) continue;
    const child = byChild.get(row.childId) ?? { childId: row.childId, descriptors: [] };
    child.descriptors.push(descriptorFromBytes(row.descriptor));
    byChild.set(row.childId, child);
  }
  // Read after the stamp: a change in between makes the next search read them again.
  const audience = { stamp, rivals: [...byChild.values()], ownerOf };
  cache.set(key, audience);
  while (cache.size > MAX_CACHED) cache.delete(cache.keys().next().value!);
  return audience;
}

/**
 * The other registered children the event's search can see (decision 021), and the
 * searched children with a look-alike brother or sister (same owner) among everyone.
 */
export async function rivalsOf(db: Database, eventId: number, searched: ChildReferences[], rule: MatchRule) {
  const { rivals, ownerOf } = await audienceOf(
    db,
    eventId,
    searched.map((r) => r.childId),
  );
  const lookalike = new Set<number>();
  for (const child of searched) {
    const family = [...searched, ...rivals].filter(
      (other) => other.childId !== child.childId && ownerOf.get(other.childId) === ownerOf.get(child.childId),
    );
    if (family.some((other) => looksAlike(child, other, rule))) lookalike.add(child.childId);
  }
  return { rivals, lookalike };
}

/** Bytes this process keeps for rivals: each descriptor twice (its array and the packed rows; estimated). */
export function keptRivalBytes(db: Database): number {
  let bytes = 0;
  for (const audience of cacheOf(db).values())
    for (const rival of audience.rivals)
      bytes += rival.descriptors.length * (2 * DESCRIPTOR_LENGTH * 4 + 100);
  return bytes;
}
