import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

/**
 * Builds the labelled eyes set of `bench/photo-flags` (issue 29) outside the repository:
 * real face photos with open and with closed eyes, 100 × 100 px each (the closed source's
 * size, so the two classes do not differ by resolution). Their licences (research use) do
 * not allow committing them; this script makes the set again from public snapshots:
 *
 *   closed: "Closed Eyes in the Wild" (CEW; F. Song, X. Tan, X. Liu, S. Chen, Pattern
 *           Recognition 2014), dataset_B_FacialImages/ClosedFace — as committed in
 *           github.com/jesusmartinoza/Open-eyes-using-Pix2Pix, folder closed_eyes_dataset/
 *   open:   UTKFace (Z. Zhang, Y. Song, H. Qi, CVPR 2017; non-commercial research use),
 *           aligned and cropped faces — the same repository, folder regular_faces/
 *
 *   git --git-dir=<snapshot> archive HEAD closed_eyes_dataset regular_faces | tar -x -C SRC
 *   npx tsx bench/photo-flags/build-eye-set.ts SRC /work/eye-set/labelled
 *
 * Every `STEP`-th file in name order; faces looked at one by one and found not to show their
 * label (or no usable face) are left out by name below.
 */
const STEP = { closed: 8, open: 40 };
const LEFT_OUT = new Set<string>([]);

const [source, target, offsetArg] = process.argv.slice(2);
if (!source || !target) throw new Error('usage: build-eye-set.ts SOURCE_DIR TARGET_DIR [OFFSET]');
/** 0: the benchmark's set; half a step on: the disjoint set the eye model was fitted on. */
const offset = offsetArg === 'fit' ? 0.5 : 0;

const pick = (folder: string, step: number) =>
  readdirSync(path.join(source, folder))
    .filter((f) => /\.(jpe?g|png|bmp)$/i.test(f))
    .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))
    .filter((_, i) => i % step === Math.floor(step * offset))
    .filter((f) => !LEFT_OUT.has(f))
    .map((f) => path.join(source, folder, f));

for (const [label, folder] of [
  ['closed', 'closed_eyes_dataset'],
  ['open', 'regular_faces'],
] as const) {
  const out = path.join(target, label);
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  const files = pick(folder, STEP[label]);
  for (const file of files)
    await sharp(file)
      .resize(100, 100, { fit: 'cover' })
      .jpeg({ quality: 95 })
      .toFile(path.join(out, `${path.parse(file).name}.jpg`));
  console.log(label, files.length);
}
