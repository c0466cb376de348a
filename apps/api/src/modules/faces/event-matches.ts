import type { Database } from '../../db/client';
import { AppError } from '../../platform/errors';
import type { ObjectStorage } from '../../platform/storage/object-storage';
import { childrenVisibleTo, maySeeChildren } from '../children/child-access.service';
import { childNotFound } from '../children/child-errors';
import {
  type ChildReferences,
  type MatchRule,
  matchChildren,
  matchRule,
  type PhotoMatch,
} from './face-matching';
import { faceMessages as m } from './faces.messages';
import { eventGallery } from './gallery/face-gallery';
import { type KeptReferences, referencesAndVerdicts, type Verdict } from './kept/child-references';
import { rivalsOf } from './kept/event-rivals';

/**
 * One event's matches for the searched children (decision 021): their references (registered
 * images, then confirmed faces), the rivals the event's search can see, the rule applied in one
 * pass, and the parents' verdicts. `face-match.service.ts` turns them into answers. The
 * children a member may see, their references and verdicts, and the rivals' stamp come from
 * per-process copies the cache bus keeps exact (decision 040).
 */

/** `storage` holds the events' gallery blocks (face-gallery.ts); without it galleries come from the database. */
export type MatchDeps = { db: Database; threshold: number; storage?: ObjectStorage | undefined };

const ruleOf = (deps: MatchDeps): MatchRule => matchRule(deps.threshold);

/** Reference descriptors per child: registered images first, then the newest confirmed faces. */
export async function referencesOf(db: Database, childIds: number[]): Promise<Map<number, KeptReferences>> {
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
  if (!(await maySeeChildren(db, memberId, childIds))) throw childNotFound();
  const { references, verdicts } = await referencesAndVerdicts(db, childIds, eventId);
  const without = [...references.values()].filter((r) => !r.registered).map((r) => r.childId);
  if (without.length > 0) {
    // The message names the child: read on this error's path only.
    const [child] = await childrenVisibleTo(db, memberId, without);
    if (!child) throw childNotFound();
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
    known ?? referencesAndVerdicts(deps.db, childIds, eventId).then((read) => read.verdicts),
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
