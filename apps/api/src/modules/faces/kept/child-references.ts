import type { Database } from '../../../db/client';
import { announcedCache } from '../../../platform/cache-bus/announced-cache';
import { announceCacheChange, onCacheChange } from '../../../platform/cache-bus/cache-bus';
import { DESCRIPTOR_LENGTH } from '../../face-analysis/engine/face-engine';
import { descriptorFromBytes } from '../../face-analysis/face-descriptors';
import { listFeedback, listReferenceRows } from '../child-faces.repo';
import type { ChildReferences } from '../face-matching';

/**
 * A child's references (registered images, then the newest confirmed faces) and its
 * parents' verdicts on the events searched lately, kept per process (decision 040): a warm
 * search reads neither. Every writer of `child_face_images` and `child_face_feedback`
 * (registration, deletion, feedback, retention, a rule change re-picking confirmed faces, a
 * deleted child) announces `child-faces` with the child's id after its commit, which drops
 * the child here and, through the cache bus, in every other process.
 */
export type Verdict = { childId: number; imageItemId: number; verdict: string };
export type KeptReferences = ChildReferences & { registered: number };
type KeptChild = { references: KeptReferences; verdicts: Map<number, Verdict[]> };

/** Confirmed faces join a child's references up to this many (the newest), to bound the search. */
const MAX_CONFIRMED_REFERENCES = 20;
/** Children kept per process, and events whose verdicts each keeps (least recently searched leave first). */
const MAX_CACHED_CHILDREN = 1024;
const MAX_EVENTS_PER_CHILD = 16;

const kept = announcedCache<number, KeptChild>({ max: MAX_CACHED_CHILDREN, maxAgeMs: 60_000 });

onCacheChange('child-faces', (db, childId) => kept.forget(db, childId));
// A photo deleted by the studio takes its verdicts and confirmed faces with it (foreign keys
// cascade); the photos module announces its category, not the children judged in it, so every
// child is read again (uploads announce the same topic: one statement for the next searches).
onCacheChange('category-listing', (db) => kept.forget(db, null));

/** Announces, after the change committed, that a child's face images or verdicts changed. */
export function announceChildFaces(db: Database, childId: number): void {
  announceCacheChange(db, 'child-faces', childId);
}

/** The rows of one statement (registered oldest first, then feedback newest first) as kept children. */
function fromRows(childIds: number[], rows: Awaited<ReturnType<typeof listReferenceRows>>, eventId?: number) {
  const out = new Map<number, KeptChild>(
    childIds.map((id) => [
      id,
      { references: { childId: id, descriptors: [], registered: 0 }, verdicts: new Map() },
    ]),
  );
  if (eventId !== undefined) for (const child of out.values()) child.verdicts.set(eventId, []);
  for (const row of rows) {
    const child = out.get(row.childId)!;
    const refs = child.references;
    if (!row.feedback) {
      refs.descriptors.push(descriptorFromBytes(row.descriptor!));
      refs.registered++;
      continue;
    }
    if (eventId !== undefined && row.eventId === eventId) child.verdicts.get(eventId)!.push(row);
    if (
      row.verdict === 'confirmed' &&
      row.descriptor &&
      refs.descriptors.length - refs.registered < MAX_CONFIRMED_REFERENCES
    )
      refs.descriptors.push(descriptorFromBytes(row.descriptor));
  }
  return out;
}

/** Adds one event's verdicts to kept children: one statement for those that lack them. */
async function withVerdicts(db: Database, children: Map<number, KeptChild>, eventId: number) {
  const lacking = [...children].filter(([, child]) => !child.verdicts.has(eventId)).map(([id]) => id);
  if (lacking.length === 0) return;
  const generation = kept.generation(db);
  const rows = await listFeedback(db, lacking, eventId);
  // Nothing forgotten meanwhile: the kept children take them; else they serve this answer only.
  const keep = kept.generation(db) === generation;
  for (const id of lacking) {
    const child = children.get(id)!;
    const verdicts = rows.filter((row) => row.childId === id);
    if (keep) child.verdicts.set(eventId, verdicts);
    else children.set(id, { references: child.references, verdicts: new Map([[eventId, verdicts]]) });
  }
}

/**
 * Reference descriptors per child (registered images first, then the newest confirmed
 * faces) and, with `eventId`, the parents' verdicts on that event's photos: from this
 * process's copy, else one statement for the children it lacks (and one for missing verdicts).
 */
export async function referencesAndVerdicts(db: Database, childIds: number[], eventId?: number) {
  const ids = [...new Set(childIds)];
  const children = new Map<number, KeptChild>();
  const missing: number[] = [];
  for (const id of ids) {
    const child = kept.get(db, id);
    if (child) children.set(id, child);
    else missing.push(id);
  }
  if (missing.length > 0) {
    const generation = kept.generation(db);
    const read = fromRows(missing, await listReferenceRows(db, missing, eventId), eventId);
    for (const [id, child] of read) {
      kept.set(db, id, child, generation);
      children.set(id, child);
    }
  }
  const verdicts: Verdict[] = [];
  if (eventId !== undefined) {
    await withVerdicts(db, children, eventId);
    for (const child of children.values()) {
      const list = child.verdicts.get(eventId)!;
      // Most recently searched last; the oldest event's verdicts leave past the bound.
      child.verdicts.delete(eventId);
      child.verdicts.set(eventId, list);
      if (child.verdicts.size > MAX_EVENTS_PER_CHILD)
        child.verdicts.delete(child.verdicts.keys().next().value!);
      verdicts.push(...list);
    }
  }
  const references = new Map(ids.map((id) => [id, children.get(id)!.references]));
  return { references, verdicts };
}

/** Bytes this process keeps for the children (descriptors with their arrays, verdict objects; estimated). */
export function keptReferenceBytes(db: Database): number {
  let bytes = 0;
  for (const child of kept.values(db)) {
    bytes += child.references.descriptors.length * (DESCRIPTOR_LENGTH * 4 + 100);
    for (const list of child.verdicts.values()) bytes += 64 + list.length * 80;
  }
  return bytes;
}
