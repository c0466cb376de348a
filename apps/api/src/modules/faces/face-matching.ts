import type { FaceBox } from '@omoide/contract';
import { DESCRIPTOR_LENGTH, faceDistance } from '../face-analysis/engine/face-engine';
import type { FaceGallery } from './gallery/face-gallery';
import { rowsNear } from './gallery/face-scan';

/** A child's reference descriptors: registered images plus faces the parents confirmed. */
export type ChildReferences = { childId: number; descriptors: Float32Array[] };

/**
 * The decision rule (decision 021), measured on labelled faces (`bench/face-distances`):
 * - a face is the searched child's (a hit) when it is closer than `threshold` to that child
 *   and closer by at least `margin` than to every other registered child the event's search
 *   can see, and that child has no look-alike sibling;
 * - it is a question ("Is this Hana?") when it is closer than `threshold + band`, the nearest
 *   other child is not clearly nearer, and it is no hit;
 * - otherwise it is not shown.
 * Searches decide anew with the rule in force; what is stored (a confirmed face, an announced
 * photo, the event's last alert run) carries {@link ruleVersion}, and a background job
 * re-decides what was stored under another one (decision 032).
 */
export type MatchRule = { threshold: number; band: number; margin: number };
export const MATCH_RULE_VERSION = 2;
/** The engine whose descriptors the rule was measured on: a new model means new distances. */
export const FACE_MODEL = 'face-api-resnet128';
/** Model, rule and its figures in one name: any change of them is another version. */
export const ruleVersion = (rule: MatchRule): string =>
  `${FACE_MODEL}/rule${MATCH_RULE_VERSION}/t${rule.threshold}/b${rule.band}/m${rule.margin}`;
export const DEFAULT_MATCH_RULE: MatchRule = { threshold: 0.55, band: 0.05, margin: 0.1 };
/** The rule with a deployment's threshold (FACE_MATCH_THRESHOLD). */
export const matchRule = (threshold: number): MatchRule => ({ ...DEFAULT_MATCH_RULE, threshold });
/** The version stored with decisions taken under a deployment's threshold. */
export const currentRuleVersion = (threshold: number): string => ruleVersion(matchRule(threshold));

export type MatchDecision = 'hit' | 'question';
/** `categoryId`: the photo's category, whose listing holds the photo's answer (face-match.service.ts). */
export type PhotoMatch = {
  childId: number;
  distance: number;
  box: FaceBox;
  decision: MatchDecision;
  categoryId: number;
};

/** What a search compares against, all as contiguous rows of 128 floats. */
export type MatchSubjects = {
  /** The children being searched for. */
  searched: ChildReferences[];
  /** Every other registered child the event's search can see (their nearness vetoes a hit). */
  others: ChildReferences[];
  /** Searched children who have a look-alike among the others (siblings, twins): never a silent hit. */
  lookalike?: ReadonlySet<number>;
};

type Packed = { rows: Float32Array; owners: Int32Array };

function pack(children: ChildReferences[]): Packed {
  const count = children.reduce((n, c) => n + c.descriptors.length, 0);
  const rows = new Float32Array(count * DESCRIPTOR_LENGTH);
  const owners = new Int32Array(count);
  let at = 0;
  for (const child of children)
    for (const descriptor of child.descriptors) {
      rows.set(descriptor.subarray(0, DESCRIPTOR_LENGTH), at * DESCRIPTOR_LENGTH);
      owners[at++] = child.childId;
    }
  return { rows, owners };
}

/**
 * Squared distance between row `r` of `a` and row `g` of `b`, abandoned (answering a value
 * above `stop`) once the partial sum passes it: strangers leave after a third of the values.
 */
function squaredDistance(a: Float32Array, r: number, b: Float32Array, g: number, stop: number): number {
  let sum = 0;
  const end = r + DESCRIPTOR_LENGTH;
  for (let i = r, j = g; i < end; i += 16, j += 16) {
    for (let k = 0; k < 16; k++) {
      const d = (a[i + k] as number) - (b[j + k] as number);
      sum += d * d;
    }
    if (sum > stop) return sum;
  }
  return sum;
}

const FILTER_FROM_ROWS = 64;

/**
 * The nearest child of `packed` to gallery face `g` other than `except`, closer than `stop`
 * (squared): the SIMD filter picks the rows that may be that close, and the exact distance
 * decides among them.
 */
function nearestOther(packed: Packed, gallery: Float32Array, g: number, except: number, stop: number) {
  let best = stop;
  // A few rows (the searched children's own references) are quicker to check than to filter.
  const near =
    packed.owners.length >= FILTER_FROM_ROWS
      ? rowsNear(packed.rows, gallery.subarray(g, g + DESCRIPTOR_LENGTH), stop)
      : null;
  const count = near ? near.length : packed.owners.length;
  for (let n = 0; n < count; n++) {
    const r = near ? (near[n] as number) : n;
    if (packed.owners[r] === except) continue;
    const d = squaredDistance(packed.rows, r * DESCRIPTOR_LENGTH, gallery, g, best);
    if (d < best) best = d;
  }
  return best;
}

/** The others' rows, packed once per list: an event's rivals are one cached list (event-matches.ts). */
const packedLists = new WeakMap<ChildReferences[], Packed>();
function packedOnce(children: ChildReferences[]): Packed {
  let packed = packedLists.get(children);
  if (!packed) {
    packed = pack(children);
    packedLists.set(children, packed);
  }
  return packed;
}

/**
 * The photos where each searched child appears, in one pass over the gallery: each face is
 * compared with all the searched children's references at once (stopping early against the
 * band's end), and only the few faces that come close are compared with the other children
 * to apply the margin. A face goes to one child at most (the nearest); a photo keeps each
 * child's best face, a hit before a question.
 */
export function matchChildren(
  gallery: FaceGallery,
  subjects: MatchSubjects,
  rule: MatchRule,
  acceptCategory: (categoryId: number) => boolean = () => true,
): Map<number, PhotoMatch[]> {
  const byPhoto = new Map<number, PhotoMatch[]>();
  const searched = pack(subjects.searched);
  const others = packedOnce(subjects.others);
  const reach = rule.threshold + rule.band;
  const limit = reach * reach;
  const descriptors = gallery.descriptors;
  const refs = searched.rows;
  const refCount = searched.owners.length;
  const partial = new Float64Array(refCount);
  // The SIMD pass keeps the faces that may come within the band's end of a reference (~1 %
  // of an event); the exact pass below decides them. Without the kernel, every face.
  const candidates = rowsNear(descriptors, refs, limit);
  const total = candidates ? candidates.length : gallery.size;
  for (let c = 0; c < total; c++) {
    const face = candidates ? (candidates[c] as number) : c;
    const g = face * DESCRIPTOR_LENGTH;
    // All the references at once, eight values of the face at a time: the face is read
    // once for all of them, and a reference drops out once its partial sum passes the
    // band's end (strangers after a third of the values). Half the time of one scan per
    // reference (bench/face-match).
    partial.fill(0);
    let alive = refCount;
    for (let i = 0; i < DESCRIPTOR_LENGTH && alive > 0; i += 8) {
      const g0 = descriptors[g + i] as number;
      const g1 = descriptors[g + i + 1] as number;
      const g2 = descriptors[g + i + 2] as number;
      const g3 = descriptors[g + i + 3] as number;
      const g4 = descriptors[g + i + 4] as number;
      const g5 = descriptors[g + i + 5] as number;
      const g6 = descriptors[g + i + 6] as number;
      const g7 = descriptors[g + i + 7] as number;
      for (let r = 0; r < refCount; r++) {
        const sum = partial[r] as number;
        if (sum > limit) continue;
        const o = r * DESCRIPTOR_LENGTH + i;
        const d0 = (refs[o] as number) - g0;
        const d1 = (refs[o + 1] as number) - g1;
        const d2 = (refs[o + 2] as number) - g2;
        const d3 = (refs[o + 3] as number) - g3;
        const d4 = (refs[o + 4] as number) - g4;
        const d5 = (refs[o + 5] as number) - g5;
        const d6 = (refs[o + 6] as number) - g6;
        const d7 = (refs[o + 7] as number) - g7;
        const next = sum + d0 * d0 + d1 * d1 + d2 * d2 + d3 * d3 + d4 * d4 + d5 * d5 + d6 * d6 + d7 * d7;
        partial[r] = next;
        if (next > limit) alive--;
      }
    }
    if (alive === 0) continue;
    let best = limit;
    let bestRef = -1;
    for (let r = 0; r < refCount; r++)
      if ((partial[r] as number) < best) {
        best = partial[r] as number;
        bestRef = r;
      }
    if (bestRef < 0 || !acceptCategory(gallery.categoryIds[face] as number)) continue;
    const childId = searched.owners[bestRef] as number;
    const distance = Math.sqrt(best);
    // The margin: another child nearer than `distance + margin` makes the face uncertain;
    // one nearer than `distance - margin` makes it clearly someone else's.
    const guard = distance + rule.margin;
    const stop = Math.min(
      nearestOther(searched, descriptors, g, childId, guard * guard),
      nearestOther(others, descriptors, g, childId, guard * guard),
    );
    const other = Math.sqrt(stop);
    if (other + rule.margin <= distance) continue;
    const clear = distance < rule.threshold && other >= guard && !subjects.lookalike?.has(childId);
    const decision: MatchDecision = clear ? 'hit' : 'question';
    const photoId = gallery.imageItemIds[face] as number;
    const matches = byPhoto.get(photoId) ?? [];
    const previous = matches.find((m) => m.childId === childId);
    if (previous && rank(previous) <= rank({ decision, distance })) continue;
    const b = face * 4;
    const match = {
      childId,
      distance,
      decision,
      categoryId: gallery.categoryIds[face] as number,
      box: {
        x: gallery.boxes[b] as number,
        y: gallery.boxes[b + 1] as number,
        width: gallery.boxes[b + 2] as number,
        height: gallery.boxes[b + 3] as number,
      },
    };
    if (previous) matches[matches.indexOf(previous)] = match;
    else matches.push(match);
    byPhoto.set(photoId, matches);
  }
  return byPhoto;
}

/** Hits before questions, then nearer first. */
const rank = (m: { decision: MatchDecision; distance: number }) =>
  (m.decision === 'hit' ? 0 : 10) + m.distance;

/**
 * Two children whose references come closer than the rule can tell apart (a reference of
 * one would land in the other's question band): siblings and twins.
 */
export function looksAlike(a: ChildReferences, b: ChildReferences, rule: MatchRule): boolean {
  const reach = rule.threshold + rule.band;
  return a.descriptors.some((x) => b.descriptors.some((y) => faceDistance(x, y) < reach));
}

/** The face of a photo closest to a child (what "this is my child" confirms). */
export function closestFaceInPhoto(gallery: FaceGallery, imageItemId: number, references: Float32Array[]) {
  let best: { index: number; distance: number } | null = null;
  for (let face = 0; face < gallery.size; face++) {
    if (gallery.imageItemIds[face] !== imageItemId) continue;
    const offset = face * DESCRIPTOR_LENGTH;
    for (const reference of references) {
      const distance = faceDistance(reference, gallery.descriptors, offset);
      if (!best || distance < best.distance) best = { index: face, distance };
    }
  }
  return (
    best && gallery.descriptors.slice(best.index * DESCRIPTOR_LENGTH, (best.index + 1) * DESCRIPTOR_LENGTH)
  );
}

/** 0–1 from a distance: 0.5 at the threshold, ~0.92 at 0.1 below it, ~0.99 at 0.2 below. */
export function confidenceOf(distance: number, threshold: number): number {
  return Math.round((1 / (1 + Math.exp((distance - threshold) / 0.04))) * 1000) / 1000;
}
