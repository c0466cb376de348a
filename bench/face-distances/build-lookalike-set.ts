import { copyFileSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';

/**
 * Builds the look-alike set of `bench/face-distances` (issue 28) outside the repository: the
 * pairs a class photo is hardest on, which the fixtures lack.
 *
 *   relatives: parent and child photographed apart — KinFaceW-II (J. Lu et al., "Neighborhood
 *              Repulsed Metric Learning for Kinship Verification", CVPR 2012; 64 px aligned
 *              crops), as committed in github.com/simran029/KinVerCNN, KinFaceW-II/KinFaceW-II/
 *              images/{father-dau,father-son,mother-dau,mother-son}/xx_NNN_{1,2}.jpg
 *   ages:      one person as a child and as an adult — the Large Age-Gap database (LAG;
 *              S. Bianco, Pattern Recognition Letters 2017; 100 px crops, a child image in
 *              each identity's y/ folder), as committed in github.com/loiswjj/Face_Recognition,
 *              FaceDetection/FaceDetection/data/Pic/<identity>/
 *
 * Both are for academic, non-commercial use and may not be redistributed: the photos are never
 * committed; this script selects them again from the snapshots:
 *
 *   git --git-dir=<KinVerCNN snapshot> archive HEAD KinFaceW-II | tar -x -C SRC
 *   git --git-dir=<Face_Recognition snapshot> archive HEAD FaceDetection/FaceDetection/data/Pic | tar -x -C SRC
 *   npx tsx bench/face-distances/build-lookalike-set.ts SRC /work/lookalike-set
 *
 * Every `KIN_STEP`-th pair of each relation, every `AGE_STEP`-th identity (name order) with
 * its first child and first adult image.
 */
const KIN_STEP = 5;
const AGE_STEP = 5;
const byName = (a: string, b: string) => a.localeCompare(b, 'en', { numeric: true });

const [source, target] = process.argv.slice(2);
if (!source || !target) throw new Error('usage: build-lookalike-set.ts SOURCE_DIR TARGET_DIR');
rmSync(target, { recursive: true, force: true });

const kinRoot = path.join(source, 'KinFaceW-II/KinFaceW-II/images');
let pairs = 0;
for (const relation of readdirSync(kinRoot).sort(byName)) {
  const out = path.join(target, 'relatives', relation);
  mkdirSync(out, { recursive: true });
  const numbers = [
    ...new Set(
      readdirSync(path.join(kinRoot, relation))
        .map((f) => /_(\d+)_[12]\.jpg$/.exec(f)?.[1])
        .filter((n): n is string => Boolean(n)),
    ),
  ].sort(byName);
  for (const [i, n] of numbers.entries()) {
    if (i % KIN_STEP !== 0) continue;
    for (const member of ['1', '2']) {
      const file = readdirSync(path.join(kinRoot, relation)).find((f) => f.endsWith(`_${n}_${member}.jpg`))!;
      copyFileSync(
        path.join(kinRoot, relation, file),
        path.join(out, `${n}_${member === '1' ? 'parent' : 'child'}.jpg`),
      );
    }
    pairs += 1;
  }
}

const ageRoot = path.join(source, 'FaceDetection/FaceDetection/data/Pic');
const images = (dir: string) =>
  readdirSync(dir)
    .filter((f) => f.endsWith('.png'))
    .sort(byName);
let people = 0;
for (const [i, identity] of readdirSync(ageRoot, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name)
  .sort(byName)
  .entries()) {
  if (i % AGE_STEP !== 0) continue;
  const dir = path.join(ageRoot, identity);
  const adult = images(dir)[0];
  const child = images(path.join(dir, 'y'))[0];
  if (!adult || !child) continue;
  const out = path.join(target, 'ages', identity);
  mkdirSync(out, { recursive: true });
  copyFileSync(path.join(dir, adult), path.join(out, 'adult.png'));
  copyFileSync(path.join(dir, 'y', child), path.join(out, 'child.png'));
  people += 1;
}
console.log(JSON.stringify({ relative_pairs: pairs, people_at_two_ages: people }));
