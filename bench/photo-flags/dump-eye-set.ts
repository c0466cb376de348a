import { writeFileSync } from 'node:fs';
import { FaceEnginePool } from '../../apps/api/src/modules/face-analysis/engine/engine-pool';
import { meanEyeAspectRatio } from '../../apps/api/src/modules/face-analysis/eye-openness';
import { findFacesInPhoto } from '../../apps/api/src/modules/face-analysis/face-analysis';
import { labelledEyeSet } from './eye-set';

/**
 * The input of fit-eye-model.py (decision 033): each photo of an eyes set (build-eye-set.ts)
 * through the face job's analysis, its largest face's landmarks and the analysed pixels, as
 * one JSON file. `npx tsx bench/photo-flags/dump-eye-set.ts SET_DIR OUT.json`
 */
const [dir, out] = process.argv.slice(2);
if (!dir || !out) throw new Error('usage: dump-eye-set.ts SET_DIR OUT.json');
const engine = new FaceEnginePool(2);
const rows: unknown[] = [];
for (const sample of await labelledEyeSet(dir)) {
  const { faces, image } = await findFacesInPhoto(engine, sample.bytes);
  const face = [...faces].sort((a, b) => b.box.width - a.box.width)[0];
  const label = sample.closed ? 'closed' : 'open';
  if (!face) {
    rows.push({ label, file: sample.name, face: null });
    continue;
  }
  rows.push({
    label,
    file: sample.name,
    width: face.box.width,
    ear: meanEyeAspectRatio(face.landmarks),
    landmarks: face.landmarks,
    image: { width: image.width, height: image.height, data: Buffer.from(image.data).toString('base64') },
  });
}
await engine.close();
writeFileSync(out, JSON.stringify(rows));
console.log(
  `${rows.length} photos, ${rows.filter((r) => (r as { face?: null }).face === null).length} without a face`,
);
