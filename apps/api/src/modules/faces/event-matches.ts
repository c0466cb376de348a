import type { Database } from '../../db/client';
import { AppError } from '../../platform/errors';
import type { ObjectStorage } from '../../platform/storage/object-storage';
import { childrenVisibleTo } from '../children/child-access.service';
import { childNotFound } from '../children/child-errors';
import { listFeedback, listReferenceRows } from './child-faces.repo';
import { rivalsOf } from './event-rivals';
import { descriptorFromBytes } from './face-descriptors';
import {
  type ChildReferences,
  type MatchRule,
  matchChildren,
  matchRule,
  type PhotoMatch,
} from './face-matching';
import { faceMessages as m } from './faces.messages';
import { eventGallery } from './gallery/face-gallery';

/**
 * One event's matches for the searched children (decision 021): their references (registered
 * images, then confirmed faces), the rivals the event's search can see, the rule applied in one
 * pass, and the parents' verdicts. `face-match.service.ts` turns them into answers.
 */

/** `storage` holds the events' gallery blocks (face-gallery.ts); without it galleries come from the database. */
export type MatchDeps = { db: Database; threshold: number; storage?: ObjectStorage | undefined };

const ruleOf = (deps: MatchDeps): MatchRule => matchRule(deps.threshold);

/** Confirmed faces join a child's references up to this many (the newest), to bound the search. */
const MAX_CONFIRMED_REFERENCES = 20;

type Verdict = { childId: number; imageItemId: number; verdict: string };

/**
 * Reference descriptors per child (registered images first, then the newest confirmed
 * faces) and, with `eventId`, the parents' verdicts on that event's photos: one statement.
 */
async function referencesAndVerdicts(db: Database, childIds: number[], eventId?: number) {
  const rows = await listReferenceRows(db, childIds, eventId);
  const references = new Map(
    childIds.map((id) => [id, { childId: id, descriptors: [] as Float32Array[], registered: 0 }]),
  );
  const verdicts: Verdict[] = [];
  for (const row of rows) {
    const refs = references.get(row.childId)!;
    if (!row.feedback) {
      refs.descriptors.push(descriptorFromBytes(row.descriptor!));
      refs.registered++;
      continue;
    }
    if (eventId !== undefined && row.eventId === eventId) verdicts.push(row);
    if (
      row.verdict === 'confirmed' &&
      row.descriptor &&
      refs.descriptors.length - refs.registered < MAX_CONFIRMED_REFERENCES
    )
      refs.descriptors.push(descriptorFromBytes(row.descriptor));
  }
  return { references, verdicts };
}

/** Reference descriptors per child: registered images first, then the newest confirmed faces. */
export async function referencesOf(
  db: Database,
  childIds: number[],
): Promise<Map<number, ChildReferences & { registered: number }>> {
  return (await referencesAndVerdicts(db, childIds)).references;
}

/**
 * Children the member may see, with their references and (with `eventId`) their verdicts on
 * that event's photos; a child without face images is an error.
 */
export async function searchableChildrenIn(
  db: Database,
  memberId: number,
  childIds: number[],
  eventId?: number,
) {
  const own = await childrenVisibleTo(db, memberId, childIds);
  if (own.length !== new Set(childIds).size) throw childNotFound();
  const { references, verdicts } = await referencesAndVerdicts(db, childIds, eventId);
  for (const child of own) {
    if (!references.get(child.id)?.registered)
      throw new AppError(400, 'FACE-CHILD-NO-IMAGES', m['face.child_no_images'], { name: child.name });
  }
  return { references: [...references.values()], verdicts };
}

/** Children the member may see, with their references; a child without face images is an error. */
export async function searchableChildren(db: Database, memberId: number, childIds: number[]) {
  return (await searchableChildrenIn(db, memberId, childIds)).references;
}

/** Matches (hits and questions) minus the photos the parents rejected for that child. */
export async function matchesOf(
  deps: MatchDeps,
  eventId: number,
  references: ChildReferences[],
  accept?: (id: number) => boolean,
  /** The searched children's verdicts on this event's photos, when already read with their references. */
  known?: Verdict[],
) {
  const gallery = await eventGallery(deps, eventId);
  if (gallery.size === 0)
    return { matches: new Map<number, PhotoMatch[]>(), verdicts: new Map<string, string>(), gallery };
  const rule = ruleOf(deps);
  const childIds = references.map((r) => r.childId);
  const [feedback, { rivals, lookalike }] = await Promise.all([
    known ?? listFeedback(deps.db, childIds, eventId),
    rivalsOf(deps.db, eventId, references, rule),
  ]);
  const matches = matchChildren(gallery, { searched: references, others: rivals, lookalike }, rule, accept);
  const verdicts = new Map(feedback.map((f) => [`${f.childId}:${f.imageItemId}`, f.verdict]));
  for (const [photoId, list] of matches) {
    const kept = list.filter((match) => verdicts.get(`${match.childId}:${photoId}`) !== 'rejected');
    if (kept.length === 0) matches.delete(photoId);
    else matches.set(photoId, kept);
  }
  return { matches, verdicts, gallery };
}

/** Only what is certain counts in lists and alerts: hits, and questions the parents confirmed. */
export function certainOnly(matches: Map<number, PhotoMatch[]>, verdicts: Map<string, string>) {
  const out = new Map<number, PhotoMatch[]>();
  for (const [photoId, list] of matches) {
    const kept = list.filter(
      (m) => m.decision === 'hit' || verdicts.get(`${m.childId}:${photoId}`) === 'confirmed',
    );
    if (kept.length > 0) out.set(photoId, kept);
  }
  return out;
}
