import { DEFAULT_MATCH_RULE, MATCH_RULE_VERSION } from '../../apps/api/src/modules/faces/face-matching';
import { type LabelledFace, labelledDescriptors } from '../../apps/api/test/face-descriptor-set';
import { lookalikeFigures } from './lookalike-figures';

/**
 * The measurements behind the decision rule (decision 021): same-person and different-person
 * distance distributions of the real engine on the fixtures (crops 1–3 registered, crops
 * 4–5 and the labelled group faces as probes) and on the look-alike set (the strangers of
 * the face-api sample photos, bbt2's background people, and each probe's nearest other
 * person) and, with `BENCH_LOOKALIKE_SET`, on relatives and people at two ages
 * (lookalike-figures.ts). Not a speed benchmark: its JSON line carries the figures and the rule they give.
 */
const set = await labelledDescriptors();
const distance = (a: number[], b: number[]) => Math.sqrt(a.reduce((s, v, i) => s + (v - b[i]!) ** 2, 0));
const people = [...new Set(set.crops.map((c) => c.person!))];
const references = new Map(
  people.map((p) => [p, set.crops.filter((c) => c.person === p && /[123]$/.test(c.source))]),
);
/** A face's distance to a registered person: the nearest of their three images. */
const toPerson = (face: LabelledFace, person: string) =>
  Math.min(...references.get(person)!.map((r) => distance(face.descriptor, r.descriptor)));

const labelled = [...set.crops.filter((c) => /[45]$/.test(c.source)), ...set.groups.filter((g) => g.person)];
const unlabelled = [...set.groups.filter((g) => !g.person), ...set.strangers];
const same = labelled.map((f) => toPerson(f, f.person!));
const different = [
  ...labelled.flatMap((f) => people.filter((p) => p !== f.person).map((p) => toPerson(f, p))),
  ...unlabelled.flatMap((f) => people.map((p) => toPerson(f, p))),
];
/** The look-alikes: for each face, the registered person nearest to it who is not them. */
const nearestOther = [...labelled, ...unlabelled].map((f) =>
  Math.min(...people.filter((p) => p !== f.person).map((p) => toPerson(f, p))),
);
const strangers = unlabelled.map((f) => Math.min(...people.map((p) => toPerson(f, p))));
/** How much nearer each face is to its own person than to the nearest other. */
const margins = same.map((own, i) => nearestOther[i]! - own);
/** The closest registered images of two different people (what a sibling check compares). */
const referencePairs = people.flatMap((a, i) =>
  people
    .slice(i + 1)
    .map((b) =>
      Math.min(
        ...references
          .get(a)!
          .flatMap((x) => references.get(b)!.map((y) => distance(x.descriptor, y.descriptor))),
      ),
    ),
);

function summary(values: number[]) {
  const s = [...values].sort((a, b) => a - b);
  const at = (q: number) => Number(s[Math.min(s.length - 1, Math.round(q * (s.length - 1)))]!.toFixed(3));
  return {
    n: s.length,
    min: at(0),
    p5: at(0.05),
    p25: at(0.25),
    p50: at(0.5),
    p75: at(0.75),
    p95: at(0.95),
    max: at(1),
  };
}

const maxSame = Math.max(...same);
const minDifferent = Math.min(...different);
console.log(
  JSON.stringify({
    bench: 'face-distances',
    same_person: summary(same),
    different_person: summary(different),
    lookalike_nearest_other: summary(nearestOther),
    strangers_nearest_person: summary(strangers),
    own_vs_nearest_other_margin: summary(margins),
    reference_pairs_of_different_people: summary(referencePairs),
    gap: [Number(maxSame.toFixed(3)), Number(minDifferent.toFixed(3))],
    rule: { version: MATCH_RULE_VERSION, ...DEFAULT_MATCH_RULE },
    same_within_threshold: same.filter((d) => d < DEFAULT_MATCH_RULE.threshold).length,
    different_within_threshold: different.filter((d) => d < DEFAULT_MATCH_RULE.threshold).length,
    different_within_band: different.filter((d) => d < DEFAULT_MATCH_RULE.threshold + DEFAULT_MATCH_RULE.band)
      .length,
    ...(process.env.BENCH_LOOKALIKE_SET
      ? { lookalike_set: await lookalikeFigures(process.env.BENCH_LOOKALIKE_SET, distance, summary) }
      : {}),
    ratio: Number((minDifferent / maxSame).toFixed(3)),
    note: 'ratio = smallest different-person distance / largest same-person distance (> 1 = separated)',
  }),
);
