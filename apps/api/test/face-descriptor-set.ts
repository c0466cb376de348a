import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { FaceEnginePool } from '../src/modules/face-analysis/engine/engine-pool';
import { analyseRegistrationImage, findFacesInPhoto } from '../src/modules/face-analysis/face-analysis';
import { FACE_FIXTURES, faceFixture, faceLabels } from './faces';

/**
 * The labelled faces the decision rule is measured on (decision 021), as descriptors of the
 * real engine, computed once and cached (the engine needs ~1 min on 2 cores for all of them).
 *
 * - `crops`: the fixtures' five face crops of eight people, analysed as registrations.
 * - `groups`: every face the indexer finds in the fixtures' group photos bbt1–5, labelled
 *   with the person when labels.json names them (left to right), `null` for the strangers
 *   in the background.
 * - `strangers`: every face in the sample photos the face-api package ships (stock photos of
 *   people who are none of the eight; many are young women of the fixtures' look, the
 *   similar-looking strangers of the look-alike set). Their identities are unknown, so they
 *   only ever serve as "different person".
 */
export type LabelledFace = { source: string; person: string | null; descriptor: number[]; width: number };
export type DescriptorSet = { crops: LabelledFace[]; groups: LabelledFace[]; strangers: LabelledFace[] };

const SAMPLES = path.resolve(import.meta.dirname, '../../../node_modules/@vladmandic/face-api/demo');
const SAMPLE_FILES = [1, 2, 3, 4, 5, 6].map((i) => `sample${i}.jpg`);
/** Faces narrower than this (pixels of the analysed photo) are not labelled: too far away to be sure. */
const MIN_LABELLED_WIDTH = 30;

/** What the cache depends on: the engine's package version and every input file. */
function fingerprint(): string {
  const hash = createHash('sha256');
  const pkg = path.resolve(import.meta.dirname, '../../../node_modules/@vladmandic/face-api/package.json');
  hash.update(JSON.parse(readFileSync(pkg, 'utf8')).version);
  hash.update(readFileSync(path.join(FACE_FIXTURES, 'labels.json')));
  for (const name of Object.keys(faceLabels().photos)) hash.update(faceFixture(name));
  for (const file of SAMPLE_FILES) hash.update(readFileSync(path.join(SAMPLES, file)));
  hash.update('v5'); // this file's labelling
  return hash.digest('hex').slice(0, 16);
}

type GroupFace = { x: number; y: number; width: number; descriptor: Float32Array };

/**
 * labels.json names people left to right, except bbt4, a photo of two rows: its back row
 * (three) then its front row (three), each left to right.
 */
const ROWS: Record<string, number[]> = { 'bbt4.jpg': [3, 3] };

function readingOrder(name: string, faces: GroupFace[]): GroupFace[] {
  const sizes = ROWS[name] ?? [faces.length];
  const byHeight = [...faces].sort((a, b) => a.y - b.y);
  const ordered: GroupFace[] = [];
  for (const size of sizes) ordered.push(...byHeight.splice(0, size).sort((a, b) => a.x - b.x));
  return ordered;
}

/**
 * Group-photo faces labelled in the order of labels.json. The labelled people are the largest faces; bbt2's background strangers are
 * smaller and stay unlabelled.
 */
function labelGroup(name: string, faces: GroupFace[]) {
  const people = faceLabels().photos[name]!;
  const sized = faces.filter((f) => f.width >= MIN_LABELLED_WIDTH);
  const widths = sized.map((f) => f.width).sort((a, b) => b - a);
  const front = widths[Math.min(people.length, widths.length) - 1] ?? 0;
  const labelled = readingOrder(
    name,
    sized.filter((f) => f.width >= front),
  );
  return faces.map((face) => {
    const at = labelled.indexOf(face);
    return {
      source: name,
      person: at >= 0 && labelled.length === people.length ? people[at]! : null,
      descriptor: [...face.descriptor],
      width: Math.round(face.width),
    };
  });
}

async function compute(): Promise<DescriptorSet> {
  const engine = new FaceEnginePool(2);
  try {
    const crops: LabelledFace[] = [];
    for (const person of faceLabels().identities)
      for (const i of [1, 2, 3, 4, 5]) {
        const { face } = await analyseRegistrationImage(engine, faceFixture(person, i));
        if (face)
          crops.push({
            source: `${person}${i}`,
            person,
            descriptor: [...face.descriptor],
            width: Math.round(face.box.width),
          });
      }
    const groups: LabelledFace[] = [];
    for (const name of Object.keys(faceLabels().photos)) {
      const { faces } = await findFacesInPhoto(engine, faceFixture(name));
      groups.push(
        ...labelGroup(
          name,
          faces.map((f) => ({ x: f.box.x, y: f.box.y, width: f.box.width, descriptor: f.descriptor })),
        ),
      );
    }
    const strangers: LabelledFace[] = [];
    for (const file of SAMPLE_FILES) {
      const { faces } = await findFacesInPhoto(engine, readFileSync(path.join(SAMPLES, file)));
      for (const f of faces)
        if (f.box.width >= MIN_LABELLED_WIDTH)
          strangers.push({
            source: file,
            person: null,
            descriptor: [...f.descriptor],
            width: Math.round(f.box.width),
          });
    }
    return { crops, groups, strangers };
  } finally {
    await engine.close();
  }
}

/** The labelled descriptors, from the cache in node_modules/.cache when the inputs are unchanged. */
export async function labelledDescriptors(): Promise<DescriptorSet> {
  const dir = path.resolve(import.meta.dirname, '../../../node_modules/.cache/omoide-faces');
  const file = path.join(dir, `descriptors-${fingerprint()}.json`);
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8'));
  const set = await compute();
  mkdirSync(dir, { recursive: true });
  writeFileSync(file, JSON.stringify(set));
  return set;
}
