import { DEFAULT_MATCH_RULE, matchChildren } from '../../apps/api/src/modules/faces/face-matching';
import type { FaceGallery } from '../../apps/api/src/modules/faces/gallery/face-gallery-blob';
import { lookalikeDescriptors, type PairDescriptors } from './lookalike-set';

type Whole = { name: string; a: number[]; b: number[] };

/**
 * The product's own decision on the set: every pair's `a` image registered as one child, every
 * `b` image a photo of an event they all share; each child searched in turn with all the others
 * as the margin rule's rivals (as a class whose every family registered). A hit is right only on
 * the pair's own `b` when `sameAcross` (one person at two ages); for relatives every hit is a
 * different person.
 */
function decide(pairs: Whole[], sameAcross: boolean) {
  const size = pairs.length;
  const gallery: FaceGallery = {
    size,
    version: 1,
    imageItemIds: Int32Array.from(pairs, (_, i) => i + 1),
    categoryIds: new Int32Array(size).fill(1),
    boxes: new Float32Array(size * 4),
    descriptors: Float32Array.from(pairs.flatMap((p) => p.b)),
  };
  const child = (p: Whole, i: number) => ({ childId: i + 1, descriptors: [Float32Array.from(p.a)] });
  const counts = { right_hits: 0, wrong_hits: 0, right_questions: 0, wrong_questions: 0 };
  pairs.forEach((p, i) => {
    const others = pairs.flatMap((q, j) => (j === i ? [] : [child(q, j)]));
    const found = matchChildren(gallery, { searched: [child(p, i)], others }, DEFAULT_MATCH_RULE);
    for (const [photo, matches] of found)
      for (const m of matches) {
        const right = sameAcross && photo === i + 1;
        const kind = m.decision === 'hit' ? 'hits' : 'questions';
        counts[`${right ? 'right' : 'wrong'}_${kind}`] += 1;
      }
  });
  return counts;
}

type Distance = (a: number[], b: number[]) => number;
type Summary = (values: number[]) => Record<string, number>;

/**
 * Issue 28's look-alike set beyond the fixtures: how close the engine puts a parent and their
 * child (the family likeness siblings share) and one person as a child and as an adult (a
 * younger self is the nearest thing to a sibling these sets hold), against the pairs' own
 * strangers (each child image's nearest other family's parent) — and how many fall inside the
 * rule's threshold (a silent hit, were both registered to different children with no margin)
 * or its question band.
 */
export async function lookalikeFigures(dir: string, distance: Distance, summary: Summary) {
  const set = await lookalikeDescriptors(dir);
  const whole = (pairs: PairDescriptors[]) =>
    pairs.filter((p): p is { name: string; a: number[]; b: number[] } => Boolean(p.a && p.b));
  const relatives = whole(set.relatives);
  const ages = whole(set.ages);
  const { threshold, band } = DEFAULT_MATCH_RULE;
  const within = (values: number[]) => ({
    under_threshold: values.filter((d) => d < threshold).length,
    in_band: values.filter((d) => d >= threshold && d < threshold + band).length,
  });
  const describe = (values: number[]) => ({ ...summary(values), ...within(values) });
  const relativeDistances = relatives.map((p) => distance(p.a, p.b));
  const ageDistances = ages.map((p) => distance(p.a, p.b));
  const strangers = relatives.map((p) =>
    Math.min(...relatives.filter((q) => q !== p).map((q) => distance(p.b, q.a))),
  );
  const ageStrangers = ages.map((p) =>
    Math.min(...ages.filter((q) => q !== p).map((q) => distance(p.b, q.a))),
  );
  return {
    relatives_parent_child: describe(relativeDistances),
    relatives_nearest_stranger: describe(strangers),
    same_person_child_vs_adult: describe(ageDistances),
    ages_nearest_stranger: describe(ageStrangers),
    rule_on_relatives: decide(relatives, false),
    rule_on_ages: decide(ages, true),
    found: {
      relative_pairs: `${relatives.length} of ${set.relatives.length}`,
      people_at_two_ages: `${ages.length} of ${set.ages.length}`,
    },
  };
}
