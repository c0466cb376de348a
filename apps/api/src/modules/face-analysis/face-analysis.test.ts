import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { faceFixture } from '../../../test/faces';
import { FaceEnginePool } from './engine/engine-pool';
import { faceDistance } from './engine/face-engine';
import { analyseRegistrationImage, decodeRgb, findFacesInPhoto, PHOTO_ANALYSIS_SIDE } from './face-analysis';
import { analysisRegions } from './face-geometry';

// The real engine on real faces: what tiling adds for a child at the back of a class photo.
const engine = new FaceEnginePool(2);
afterAll(() => engine.close());

/** A 12 MP photo with a small group far away: bbt4.jpg's six faces at ~1.3% of the width. */
async function distantGroupPhoto() {
  const group = await sharp(faceFixture('bbt4.jpg')).resize(440).toBuffer();
  return sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#8a8f96' } })
    .composite([{ input: group, left: 2900, top: 300 }])
    .jpeg({ quality: 90 })
    .toBuffer();
}

describe('finding small faces in large photos (issue: face matching)', () => {
  it('finds a child at the back: faces of ~1.3% of a 12 MP photo’s width, each once, and recognises her', async () => {
    const photo = await distantGroupPhoto();
    const image = await decodeRgb(photo, PHOTO_ANALYSIS_SIDE);
    expect(analysisRegions(image.width, image.height).length).toBeGreaterThan(1); // tiled

    const { faces } = await findFacesInPhoto(engine, photo);
    // Six people (a low-confidence extra is tolerated), all inside the pasted group.
    expect(faces.length).toBeGreaterThanOrEqual(6);
    expect(faces.length).toBeLessThanOrEqual(7);
    for (const face of faces) expect(face.normalized.x).toBeGreaterThan(0.72);
    // Landmarks are placed in the photo like the boxes (the eyes-closed check reads pixels there),
    // not in the tile the face was found in.
    for (const face of faces) {
      const { x, y, width, height } = face.box;
      face.landmarks.forEach((v, i) => {
        const [from, size] = i % 2 === 0 ? [x, width] : [y, height];
        expect(v).toBeGreaterThan(from - size * 0.5);
        expect(v).toBeLessThan(from + size * 1.5);
      });
    }

    const amy = await Promise.all(
      [1, 2, 3].map((i) => analyseRegistrationImage(engine, faceFixture('amy', i))),
    );
    const distance = Math.min(
      ...faces.flatMap((face) =>
        amy.map((reference) => faceDistance(reference.face!.descriptor, face.descriptor)),
      ),
    );
    console.info(`amy at the back of a 12 MP photo: distance ${distance.toFixed(3)}`);
    expect(distance).toBeLessThan(0.55);
  });

  it('reports a face found in two overlapping tiles once', async () => {
    // A face on the seam of two tiles (the tiles of a 2048 px frame overlap around x ≈ 800–1000).
    const face = await sharp(faceFixture('raj', 1)).resize(160).png().toBuffer();
    const photo = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#9aa0a6' } })
      .composite([{ input: face, left: 1780, top: 1400 }])
      .jpeg()
      .toBuffer();
    const { faces } = await findFacesInPhoto(engine, photo);
    expect(faces).toHaveLength(1);
  });
});
