import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The face fixtures of `../shared/fixtures/faces` (real photos with known identities), read
 * in place: they are never copied into the project.
 */
export const FACE_FIXTURES = path.resolve(import.meta.dirname, '../../../../shared/fixtures/faces');

export type FaceLabels = { identities: string[]; photos: Record<string, string[]> };

export const faceLabels = (): FaceLabels =>
  JSON.parse(readFileSync(path.join(FACE_FIXTURES, 'labels.json'), 'utf8'));

/** `amy`, 1 → the bytes of `amy/amy1.png`; `bbt1.jpg` → that group photo. */
export function faceFixture(name: string, index?: number): Buffer {
  return readFileSync(path.join(FACE_FIXTURES, index === undefined ? name : `${name}/${name}${index}.png`));
}

export const base64Of = (bytes: Buffer) => bytes.toString('base64');
