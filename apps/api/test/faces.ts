import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DESCRIPTOR_LENGTH } from '../src/modules/face-analysis/engine/face-engine';
import { descriptorToBytes } from '../src/modules/face-analysis/face-descriptors';

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

/**
 * A `photo_faces` row whose descriptor is `value` in every place, without the engine: the
 * gallery tests' faces (face-gallery, face-gallery-pack).
 */
export const syntheticFace = (
  at: { imageItemId: number; eventId: number; categoryId: number },
  value: number,
  boxX = 0.1,
) => ({
  ...at,
  boxX,
  boxY: 0.2,
  boxWidth: 0.3,
  boxHeight: 0.4,
  score: 0.9,
  faceSize: 100,
  descriptor: descriptorToBytes(new Float32Array(DESCRIPTOR_LENGTH).fill(value)),
});

/** A `child_face_images` row with this descriptor, without the engine (benches, cache tests). */
export const registeredFace = (
  childId: number,
  memberId: number,
  descriptor: Float32Array,
  name: string,
) => ({
  childId,
  memberId,
  storageKey: `faces/${name}.jpg`,
  thumbnail: Buffer.alloc(10),
  boxX: 0.3,
  boxY: 0.3,
  boxWidth: 0.3,
  boxHeight: 0.3,
  score: 0.99,
  descriptor: descriptorToBytes(descriptor),
});
