import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

/**
 * The labelled eyes set (issue 29): `BENCH_EYE_SET` names a folder with `open/` and `closed/`
 * face photos, built by build-eye-set.ts (kept outside the repository: the sources' licences
 * allow research use only). The photos are 100 px face crops; the detector misses a face that
 * fills its frame, so each is enlarged to 300 px (as a phone photo's face is) on a grey border
 * of 90 px, the same for both labels.
 */
export type EyeSample = { name: string; closed: boolean; bytes: Buffer };

export async function labelledEyeSet(dir: string): Promise<EyeSample[]> {
  const set: EyeSample[] = [];
  for (const label of ['open', 'closed'] as const) {
    for (const file of readdirSync(path.join(dir, label)).sort()) {
      const bytes = await sharp(readFileSync(path.join(dir, label, file)))
        .resize(300, 300, { kernel: 'lanczos3' })
        .extend({ top: 90, bottom: 90, left: 90, right: 90, background: '#808080' })
        .jpeg({ quality: 92 })
        .toBuffer();
      set.push({ name: `${label}/${file}`, closed: label === 'closed', bytes });
    }
  }
  return set;
}
