import type {
  ChildEventList,
  EventsByChild,
  FaceFeedback,
  FaceMatch,
  ImageItem,
  TextLanguage,
} from '@omoide/contract';
import type { Database } from '../../db/client';
import { AppError } from '../../platform/errors';
import { childrenVisibleTo, childVisibleTo } from '../children/child-access.service';
import { assertMaySeeEvent } from '../events/event-access';
import { categoryAndSubs, listVisibleEvents } from '../events/events.service';
import { descriptorToBytes } from '../face-analysis/face-descriptors';
import { toImageItem } from '../photos/photo-list.service';
import { readyPhotosOf } from '../photos/photo-list-cache';
import { deleteFeedback, saveFeedback } from './child-faces.repo';
import { certainOnly, type MatchDeps, matchesOf, referencesOf, searchableChildrenIn } from './event-matches';
import { findPhotoForIndexing } from './face-index.repo';
import { getFaceIndexProgress } from './face-index.service';
import { closestFaceInPhoto, confidenceOf, currentRuleVersion, type PhotoMatch } from './face-matching';
import { faceMessages as m } from './faces.messages';
import { eventGallery } from './gallery/face-gallery';
import { announceChildFaces } from './kept/child-references';

const memberBuyer = (memberId: number) => ({ kind: 'member' as const, subject: String(memberId) });

/** The category and its sub-categories (photos live in sub-categories). */
async function categoryFilter(db: Database, eventId: number, categoryId: number | null | undefined) {
  if (!categoryId) return undefined;
  const ids = await categoryAndSubs(db, eventId, categoryId);
  if (ids.size === 0) throw new AppError(404, 'CATEGORY-404', m['face.photo_not_found']);
  return (id: number) => ids.has(id);
}

/**
 * The sellable photos among the matches, found through their categories' listings (which the
 * catalogue keeps warm): only the matched ones are turned into answers. Each match names its
 * photo's category, so the gallery is not walked again.
 */
async function photosOfMatches(db: Database, matches: Map<number, PhotoMatch[]>) {
  const categories = new Set<number>();
  for (const list of matches.values()) for (const match of list) categories.add(match.categoryId);
  const byId = new Map<number, ImageItem>();
  for (const categoryId of categories)
    for (const photo of await readyPhotosOf(db, categoryId))
      if (matches.has(photo.id)) byId.set(photo.id, toImageItem(photo));
  return byId;
}

/** `POST /api/face/match`: the event's photos where the chosen children appear, best first. */
export async function matchFaces(
  deps: MatchDeps,
  memberId: number,
  body: { event_id: number; target_children: number[]; filter_category_id?: number | null | undefined },
): Promise<FaceMatch> {
  const eventId = body.event_id;
  await assertMaySeeEvent(deps.db, memberBuyer(memberId), eventId);
  const { references, verdicts: known } = await searchableChildrenIn(
    deps.db,
    memberId,
    body.target_children,
    eventId,
  );
  const accept = await categoryFilter(deps.db, eventId, body.filter_category_id);
  const [{ matches, verdicts }, progress] = await Promise.all([
    matchesOf(deps, eventId, references, accept, known),
    getFaceIndexProgress(deps.db, eventId),
  ]);
  const photos = await photosOfMatches(deps.db, matches);
  // Hits first, nearest first; then the questions.
  const rank = (m: PhotoMatch) => (m.decision === 'hit' ? 0 : 10) + m.distance;
  // Each photo's best rank once, not in every comparison (that allocated ~0.4 MB a search).
  const ranked: [number, PhotoMatch[], number][] = [];
  for (const [photoId, list] of matches) {
    if (!photos.has(photoId)) continue;
    let best = Number.POSITIVE_INFINITY;
    for (const match of list) best = Math.min(best, rank(match));
    ranked.push([photoId, list, best]);
  }
  const data = ranked
    .sort((a, b) => a[2] - b[2] || a[0] - b[0])
    .map(([photoId, list]) => ({
      image_item: photos.get(photoId)!,
      matches: list
        .sort((a, b) => rank(a) - rank(b))
        .map((match) => ({
          child_id: match.childId,
          confidence: confidenceOf(match.distance, deps.threshold),
          distance: Math.round(match.distance * 1000) / 1000,
          question: match.decision === 'question',
          box: boxOut(match.box),
          feedback: (verdicts.get(`${match.childId}:${photoId}`) ?? null) as FaceFeedback | null,
        })),
    }));
  const { faces: _faces, ...counts } = progress;
  return { event_id: eventId, progress: counts, data };
}

/**
 * A face's box as fractions of the photo to 4 decimals (0.4 px of a 4,000 px photo): the
 * gallery keeps them as 32-bit floats, which print as 0.20000000298023224 and made a fifth of
 * a 200-photo answer's bytes.
 */
const boxOut = (box: PhotoMatch['box']) => ({
  x: Math.round(box.x * 1e4) / 1e4,
  y: Math.round(box.y * 1e4) / 1e4,
  width: Math.round(box.width * 1e4) / 1e4,
  height: Math.round(box.height * 1e4) / 1e4,
});

/**
 * `POST /api/face/feedback`: "this is my child" keeps the photo and adds its closest face to
 * the child's references; "not my child" hides it from that child's results; null undoes.
 */
export async function recordFeedback(
  deps: MatchDeps,
  memberId: number,
  body: { child_id: number; image_item_id: number; verdict: FaceFeedback | null },
): Promise<void> {
  await childVisibleTo(deps.db, memberId, body.child_id);
  await writeFeedback(deps, memberId, body);
  // Committed: the child's verdicts and confirmed faces are read again everywhere.
  announceChildFaces(deps.db, body.child_id);
}

/** The verdict written (or removed) on a ready photo of an event the member may see. */
async function writeFeedback(
  deps: MatchDeps,
  memberId: number,
  body: { child_id: number; image_item_id: number; verdict: FaceFeedback | null },
): Promise<void> {
  const photo = await findPhotoForIndexing(deps.db, body.image_item_id);
  if (photo?.status !== 'ready') throw new AppError(404, 'PHOTO-404', m['face.photo_not_found']);
  const { eventId } = photo;
  await assertMaySeeEvent(deps.db, memberBuyer(memberId), eventId);
  if (body.verdict === null) return deleteFeedback(deps.db, body.child_id, body.image_item_id);
  let descriptor: Buffer | null = null;
  if (body.verdict === 'confirmed') {
    const references = (await referencesOf(deps.db, [body.child_id])).get(body.child_id)!;
    const face = closestFaceInPhoto(
      await eventGallery(deps, eventId),
      body.image_item_id,
      references.descriptors,
    );
    descriptor = face ? descriptorToBytes(face) : null;
  }
  await saveFeedback(deps.db, {
    childId: body.child_id,
    imageItemId: body.image_item_id,
    eventId,
    verdict: body.verdict,
    descriptor,
    ruleVersion: currentRuleVersion(deps.threshold),
  });
}

/** Photo counts per child in every event the member may see that has faces indexed. */
async function countsPerEvent(deps: MatchDeps, memberId: number, childIds: number[], lang: TextLanguage) {
  const references = [...(await referencesOf(deps.db, childIds)).values()].filter((r) => r.registered > 0);
  if (references.length === 0) return [];
  const events = await listVisibleEvents(deps.db, memberId, lang);
  const out = [];
  for (const event of events) {
    const found = await matchesOf(deps, event.id, references);
    const matches = certainOnly(found.matches, found.verdicts);
    if (matches.size === 0) continue;
    const perChild = new Map<number, number>();
    for (const list of matches.values())
      for (const match of list) perChild.set(match.childId, (perChild.get(match.childId) ?? 0) + 1);
    out.push({ event, photo_count: matches.size, perChild });
  }
  return out;
}

/** `GET /api/event/list/children`: events where the member's children were found, with counts. */
export async function listChildEvents(
  deps: MatchDeps,
  memberId: number,
  lang: TextLanguage,
): Promise<ChildEventList> {
  const children = await childrenVisibleTo(deps.db, memberId);
  const rows = await countsPerEvent(
    deps,
    memberId,
    children.map((c) => c.id),
    lang,
  );
  return {
    events: rows.map((row) => ({
      event: row.event,
      photo_count: row.photo_count,
      children: children
        .filter((c) => row.perChild.has(c.id))
        .map((c) => ({ child_id: c.id, photo_count: row.perChild.get(c.id)! })),
    })),
  };
}

/** `GET /api/event/list_by_child?child_id=`: events where one child was found. */
export async function listEventsByChild(
  deps: MatchDeps,
  memberId: number,
  childId: number,
  lang: TextLanguage,
): Promise<EventsByChild> {
  await childVisibleTo(deps.db, memberId, childId);
  const rows = await countsPerEvent(deps, memberId, [childId], lang);
  return {
    child_id: childId,
    events: rows.map((row) => ({ event: row.event, photo_count: row.photo_count })),
  };
}

/**
 * The sellable photos of one event in which each of these children was found for certain
 * (hits and confirmed questions; their parents' rejections left out), for the "new photos" alerts. No access check: the caller decides who
 * may be told, child by child and member by member.
 */
export async function findChildPhotosInEvent(
  deps: MatchDeps,
  eventId: number,
  childIds: number[],
): Promise<Map<number, number[]>> {
  const references = [...(await referencesOf(deps.db, childIds)).values()].filter((r) => r.registered > 0);
  const perChild = new Map<number, number[]>();
  if (references.length === 0) return perChild;
  const found = await matchesOf(deps, eventId, references);
  const matches = certainOnly(found.matches, found.verdicts);
  const sellable = await photosOfMatches(deps.db, matches);
  for (const [photoId, list] of matches) {
    if (!sellable.has(photoId)) continue;
    for (const match of list) perChild.set(match.childId, [...(perChild.get(match.childId) ?? []), photoId]);
  }
  return perChild;
}
