import { afterAll, describe, expect, it } from 'vitest';
import { paintEyesClosed, portraitPhoto } from '../../../test/closed-eyes';
import { faceFixture } from '../../../test/faces';
import { FaceEnginePool } from './engine/engine-pool';
import { eyesClosedScore, hasClosedEyes, MIN_JUDGED_FACE_WIDTH, meanEyeAspectRatio } from './eye-openness';
import { EYE_MODEL } from './eye-state-model';
import { findFacesInPhoto } from './face-analysis';

// The real engine on the face fixtures (every one open-eyed), and faces of them with their
// eyes painted closed (test/closed-eyes.ts). The painted eyes are a crude closed eye: of the
// portraits the engine finds again, amy's, bernadette's and stuart's score clearly above the
// threshold (3.7–3.9 against 1.7), others near or under it; the benchmark's labelled set of
// real closed eyes (bench/photo-flags) is where the flag's recall is measured.
const ENGINE_TIMEOUT = 180_000; // the engine on 2 shared cores
const engine = new FaceEnginePool(2);
afterAll(() => engine.close());

const PEOPLE = ['amy', 'bernadette', 'howard', 'leonard', 'penny', 'raj', 'sheldon', 'stuart'];

const portrait = (name: string) => portraitPhoto(faceFixture(name, 1));

describe('eyes closed from the eyes’ pixels (issue 29)', () => {
  it(
    'flags no open-eyed face of the fixtures: group photos and portraits',
    async () => {
      const photos = [
        ...[1, 2, 3, 4, 5].map((i) => ({ name: `bbt${i}.jpg`, bytes: faceFixture(`bbt${i}.jpg`) })),
        ...(await Promise.all(PEOPLE.map(async (name) => ({ name, bytes: await portrait(name) })))),
      ];
      let judged = 0;
      const scores: string[] = [];
      for (const photo of photos) {
        const { faces, image } = await findFacesInPhoto(engine, photo.bytes);
        for (const face of faces.filter((f) => f.box.width >= MIN_JUDGED_FACE_WIDTH)) {
          judged++;
          scores.push(`${photo.name} ${eyesClosedScore(image, face.landmarks)?.toFixed(2)}`);
        }
        expect(hasClosedEyes(faces, image), photo.name).toBe(false);
      }
      console.info(
        `open-eyed faces judged: ${judged}; scores (flag above ${EYE_MODEL.threshold}): ${scores.join(', ')}`,
      );
      expect(judged).toBeGreaterThanOrEqual(PEOPLE.length + 10);
    },
    ENGINE_TIMEOUT,
  );

  it(
    'flags a face whose eyes are painted closed, and only while it is large enough to judge',
    async () => {
      for (const name of ['amy', 'bernadette', 'stuart']) {
        const open = await findFacesInPhoto(engine, await portrait(name));
        const face = open.faces[0]!;
        expect(open.faces).toHaveLength(1);
        expect(hasClosedEyes(open.faces, open.image), name).toBe(false);

        const closed = await findFacesInPhoto(engine, await paintEyesClosed(open.image, face.landmarks));
        expect(closed.faces, name).toHaveLength(1);
        console.info(
          `${name}: score open ${eyesClosedScore(open.image, face.landmarks)?.toFixed(2)}, painted closed ${eyesClosedScore(closed.image, closed.faces[0]!.landmarks)?.toFixed(2)}; EAR ${meanEyeAspectRatio(face.landmarks)?.toFixed(3)} → ${meanEyeAspectRatio(closed.faces[0]!.landmarks)?.toFixed(3)}`,
        );
        expect(hasClosedEyes(closed.faces, closed.image), name).toBe(true);
        // A face too small to judge is never flagged, whatever its eyes show.
        const small = closed.faces.map((f) => ({
          ...f,
          box: { ...f.box, width: MIN_JUDGED_FACE_WIDTH - 1 },
        }));
        expect(hasClosedEyes(small, closed.image)).toBe(false);
      }
    },
    ENGINE_TIMEOUT,
  );

  it('measures the eye aspect ratio the old rule used (kept for the benchmark)', () => {
    const points = new Array(68 * 2).fill(0);
    // Right eye 36–41 and left eye 42–47: corner, upper lid ×2, corner, lower lid ×2; 30 wide, 9 open.
    for (const [first, left] of [
      [36, 50],
      [42, 120],
    ] as const) {
      const xy = [
        [left, 100],
        [left + 10, 95.5],
        [left + 20, 95.5],
        [left + 30, 100],
        [left + 20, 104.5],
        [left + 10, 104.5],
      ];
      xy.forEach(([x, y], k) => {
        points[(first + k) * 2] = x;
        points[(first + k) * 2 + 1] = y;
      });
    }
    expect(meanEyeAspectRatio(points)).toBeCloseTo(0.3, 5);
    expect(meanEyeAspectRatio([1, 2, 3])).toBeNull();
  });
});
