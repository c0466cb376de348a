import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { FaceEnginePool } from '../../apps/api/src/modules/face-analysis/engine/engine-pool';
import { findFacesInPhoto } from '../../apps/api/src/modules/face-analysis/face-analysis';

/**
 * The look-alike set (`BENCH_LOOKALIKE_SET`, built by build-lookalike-set.ts outside the
 * repository) as descriptors of the real engine: parent/child pairs and people as a child and
 * as an adult. The photos are small face crops; the detector misses a face filling its frame,
 * so each is enlarged to 300 px on a 90 px grey border (as bench/photo-flags' eye set), and
 * its largest face is taken. Cached beside the set (`descriptors.json`): the engine needs a
 * few minutes for the ~800 photos on 2 cores.
 */
export type PairDescriptors = { name: string; a: number[] | null; b: number[] | null };
export type LookalikeSet = { relatives: PairDescriptors[]; ages: PairDescriptors[] };

async function descriptorOf(engine: FaceEnginePool, file: string): Promise<number[] | null> {
  const bytes = await sharp(readFileSync(file))
    .resize(300, 300, { kernel: 'lanczos3' })
    .extend({ top: 90, bottom: 90, left: 90, right: 90, background: '#808080' })
    .jpeg({ quality: 92 })
    .toBuffer();
  const { faces } = await findFacesInPhoto(engine, bytes);
  const face = [...faces].sort((x, y) => y.box.width - x.box.width)[0];
  return face ? Array.from(face.descriptor) : null;
}

const folders = (dir: string) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort();

export async function lookalikeDescriptors(dir: string): Promise<LookalikeSet> {
  const cache = path.join(dir, 'descriptors.json');
  if (existsSync(cache)) return JSON.parse(readFileSync(cache, 'utf8')) as LookalikeSet;
  const engine = new FaceEnginePool(2);
  const set: LookalikeSet = { relatives: [], ages: [] };
  for (const relation of folders(path.join(dir, 'relatives'))) {
    const folder = path.join(dir, 'relatives', relation);
    const numbers = [...new Set(readdirSync(folder).map((f) => f.split('_')[0]!))].sort();
    for (const n of numbers)
      set.relatives.push({
        name: `${relation}/${n}`,
        a: await descriptorOf(engine, path.join(folder, `${n}_parent.jpg`)),
        b: await descriptorOf(engine, path.join(folder, `${n}_child.jpg`)),
      });
  }
  for (const person of folders(path.join(dir, 'ages')))
    set.ages.push({
      name: person,
      a: await descriptorOf(engine, path.join(dir, 'ages', person, 'adult.png')),
      b: await descriptorOf(engine, path.join(dir, 'ages', person, 'child.png')),
    });
  await engine.close();
  writeFileSync(cache, JSON.stringify(set));
  return set;
}
