import { readdirSync } from 'node:fs';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';

/**
 * The labelled set of the blur flag (issue 29): real photos — the face fixtures' group photos
 * and crops, and the sample photos face-api ships — as they are (sharp), and copies blurred
 * the way a photo goes wrong: out of focus (Gaussian, sigma relative to the photo's long side,
 * so a 600-pixel fixture is blurred as a 12 MP photo would be) and camera shake (a horizontal
 * streak). A slight blur is kept apart: a parent on a phone may not see it.
 */
const FIXTURES = path.resolve(import.meta.dirname, '../../../shared/fixtures/faces');
const SAMPLES = path.resolve(import.meta.dirname, '../../node_modules/@vladmandic/face-api/demo');

export type Labelled = { name: string; kind: Kind; blurred: boolean; bytes: Buffer };
export type Kind = 'sharp' | 'recompressed' | 'slight' | 'defocus' | 'strong' | 'shake';

export function sourcePhotos(): string[] {
  const groups = readdirSync(FIXTURES)
    .filter((f) => /^bbt\d\.jpg$/.test(f))
    .map((f) => path.join(FIXTURES, f));
  const crops = readdirSync(FIXTURES, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .flatMap((d) => readdirSync(path.join(FIXTURES, d.name)).map((f) => path.join(FIXTURES, d.name, f)));
  const samples = readdirSync(SAMPLES)
    .filter((f) => /^sample\d\.jpg$/.test(f))
    .map((f) => path.join(SAMPLES, f));
  return [...groups, ...samples, ...crops].sort();
}

/** A horizontal streak `length` pixels long (camera shake); sharp wants kernels 3 rows high at least. */
function shakeKernel(length: number) {
  const width = Math.max(3, length | 1);
  const kernel = [...new Array(width).fill(0), ...new Array(width).fill(1), ...new Array(width).fill(0)];
  return { width, height: 3, kernel, scale: width };
}

export async function labelledBlurSet(): Promise<Labelled[]> {
  const set: Labelled[] = [];
  for (const file of sourcePhotos()) {
    const name = path.relative(path.resolve(import.meta.dirname, '../../..'), file);
    const image = sharp(file).rotate();
    const { width = 0, height = 0 } = await image.metadata();
    const long = Math.max(width, height);
    const jpeg = (s: Sharp) => s.jpeg({ quality: 90 }).toBuffer();
    const flat = () => sharp(file).rotate().flatten({ background: '#ffffff' });
    set.push({ name, kind: 'sharp', blurred: false, bytes: await jpeg(flat()) });
    set.push({
      name,
      kind: 'recompressed',
      blurred: false,
      bytes: await flat().jpeg({ quality: 60 }).toBuffer(),
    });
    set.push({
      name,
      kind: 'slight',
      blurred: true,
      bytes: await jpeg(flat().blur(Math.max(0.5, long / 1000))),
    });
    set.push({
      name,
      kind: 'defocus',
      blurred: true,
      bytes: await jpeg(flat().blur(Math.max(0.6, long / 400))),
    });
    set.push({
      name,
      kind: 'strong',
      blurred: true,
      bytes: await jpeg(flat().blur(Math.max(0.8, long / 200))),
    });
    set.push({
      name,
      kind: 'shake',
      blurred: true,
      bytes: await jpeg(flat().convolve(shakeKernel(Math.round(long / 80)))),
    });
  }
  return set;
}
