import { beforeAll, describe, expect, it } from 'vitest';
import {
  type DescriptorSet,
  type LabelledFace,
  labelledDescriptors,
} from '../../../test/face-descriptor-set';
import { DESCRIPTOR_LENGTH } from '../face-analysis/engine/face-engine';
import { type ChildReferences, DEFAULT_MATCH_RULE, looksAlike, matchChildren } from './face-matching';
import type { FaceGallery } from './gallery/face-gallery';

/**
 * Precision and recall of the decision rule (decision 021) on the real engine's descriptors
 * of the fixtures and the look-alike set (test/face-descriptor-set.ts, cached after the
 * first run): images 1–3 of each person are a child's registered faces; the probes are the
 * held-back crops 4–5, every face of the group photos, and the strangers of the look-alike
 * set, each as one photo of an event.
 */
let set: DescriptorSet;
let probes: LabelledFace[];
const rule = DEFAULT_MATCH_RULE;

beforeAll(async () => {
  set = await labelledDescriptors();
  probes = [...set.crops.filter((c) => /[45]$/.test(c.source)), ...set.groups, ...set.strangers];
}, 240_000);

const ID = new Map<string, number>();
const childId = (person: string) => {
  if (!ID.has(person)) ID.set(person, ID.size + 1);
  return ID.get(person)!;
};

function references(person: string, images = [1, 2, 3]): ChildReferences {
  return {
    childId: childId(person),
    descriptors: set.crops
      .filter((c) => c.person === person && images.some((i) => c.source === `${person}${i}`))
      .map((c) => Float32Array.from(c.descriptor)),
  };
}

/** One photo per probe face. */
function galleryOf(faces: LabelledFace[]): FaceGallery {
  const descriptors = new Float32Array(faces.length * DESCRIPTOR_LENGTH);
  faces.forEach((f, i) => {
    descriptors.set(f.descriptor, i * DESCRIPTOR_LENGTH);
  });
  return {
    size: faces.length,
    version: 1,
    imageItemIds: Int32Array.from(faces.keys()),
    categoryIds: new Int32Array(faces.length),
    boxes: new Float32Array(faces.length * 4),
    descriptors,
  };
}

/** Every enrolled child searched in turn, the others as the event's other children. */
function evaluate(enrolled: string[]) {
  const gallery = galleryOf(probes);
  const children = enrolled.map((p) => references(p));
  const outcome = { hits: 0, falseHits: [] as string[], questions: 0, wrongQuestions: 0, expected: 0 };
  for (const child of children) {
    const person = enrolled[children.indexOf(child)]!;
    const others = children.filter((c) => c !== child);
    const found = matchChildren(gallery, { searched: [child], others }, rule);
    for (const [photo, [match]] of found) {
      const face = probes[photo]!;
      if (match!.decision === 'hit') {
        if (face.person === person) outcome.hits++;
        else
          outcome.falseHits.push(
            `${face.source}(${face.person}) as ${person} at ${match!.distance.toFixed(3)}`,
          );
      } else {
        outcome.questions++;
        if (face.person !== person) outcome.wrongQuestions++;
      }
    }
    outcome.expected += probes.filter((f) => f.person === person).length;
  }
  return { ...outcome, recall: outcome.hits / outcome.expected };
}

describe('the decision rule on labelled faces (issue 28)', () => {
  it('all eight people enrolled: no false hit, recall ≥ 0.95', () => {
    const result = evaluate(set.crops.map((c) => c.person!).filter((p, i, all) => all.indexOf(p) === i));
    console.info(`all enrolled: ${JSON.stringify(result)}`);
    expect(result.expected).toBe(38); // 16 held-back crops + 22 labelled group faces
    expect(result.falseHits).toEqual([]);
    expect(result.recall).toBeGreaterThanOrEqual(0.95);
  });

  it('a look-alike whose own person is not enrolled is never a hit for anyone (each left out in turn)', () => {
    const people = [...new Set(set.crops.map((c) => c.person!))];
    let hits = 0;
    let expected = 0;
    for (const absent of people) {
      const result = evaluate(people.filter((p) => p !== absent));
      expect(result.falseHits, `without ${absent}`).toEqual([]);
      hits += result.hits;
      expected += result.expected;
    }
    console.info(`one left out, over all eight runs: recall ${(hits / expected).toFixed(3)}`);
    expect(hits / expected).toBeGreaterThanOrEqual(0.95);
  });

  it('the nearest identity wins: a look-alike inside the threshold is no hit when its own child is nearer', () => {
    // A face between leonard and raj: within the threshold of raj (as the 0.539
    // look-alike was), nearer still to leonard, who is enrolled too.
    const leonard = references('leonard');
    const raj = references('raj');
    const face = set.crops.find((c) => c.source === 'leonard4')!.descriptor;
    const rajFace = raj.descriptors[0]!;
    const distanceTo = (d: Float32Array, refs: ChildReferences) =>
      Math.min(...refs.descriptors.map((r) => Math.hypot(...r.map((v, i) => v - d[i]!))));
    let mixed = Float32Array.from(face);
    for (let t = 0; t <= 1 && distanceTo(mixed, raj) >= 0.54; t += 0.01)
      mixed = Float32Array.from(face, (v, i) => v + t * (rajFace[i]! - v));
    expect(distanceTo(mixed, raj)).toBeLessThan(rule.threshold);
    expect(distanceTo(mixed, leonard)).toBeLessThan(distanceTo(mixed, raj));
    const gallery = galleryOf([{ source: 'mixed', person: null, descriptor: [...mixed], width: 100 }]);
    const asRaj = matchChildren(gallery, { searched: [raj], others: [leonard] }, rule);
    expect([...asRaj.values()].flat().filter((m) => m.decision === 'hit')).toEqual([]);
    // Without leonard enrolled, the same face is raj's as far as the rule can know.
    expect(matchChildren(gallery, { searched: [raj], others: [] }, rule).size).toBe(1);
  });

  it('twins (one person registered as two children) are flagged and only ever asked about', () => {
    const twinA = { ...references('penny', [1, 2]), childId: 901 };
    const twinB = { ...references('penny', [3]), childId: 902 };
    expect(looksAlike(twinA, twinB, rule)).toBe(true);
    expect(looksAlike(twinA, references('amy'), rule)).toBe(false);
    const gallery = galleryOf(probes.filter((f) => f.person === 'penny'));
    for (const [searched, other] of [
      [twinA, twinB],
      [twinB, twinA],
    ] as const) {
      const found = matchChildren(
        gallery,
        { searched: [searched], others: [other], lookalike: new Set([searched.childId]) },
        rule,
      );
      const decisions = [...found.values()].flat().map((m) => m.decision);
      expect(decisions.length).toBeGreaterThan(0);
      expect(decisions.every((d) => d === 'question')).toBe(true);
    }
  });

  it('distinct people are not look-alikes at the rule’s reach', () => {
    const people = [...new Set(set.crops.map((c) => c.person!))];
    const alike = people.flatMap((a) =>
      people.filter((b) => a < b && looksAlike(references(a), references(b), rule)).map((b) => `${a}~${b}`),
    );
    expect(alike).toEqual([]);
  });
});
