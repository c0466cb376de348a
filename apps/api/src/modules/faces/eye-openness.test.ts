import { describe, expect, it } from 'vitest';
import { EYES_CLOSED_EAR, hasClosedEyes, MIN_JUDGED_FACE_WIDTH, meanEyeAspectRatio } from './eye-openness';

/** 68 landmarks with both eyes `openness` (lid gap over eye width) open, the rest at 0. */
function landmarks(openness: number): number[] {
  const points = new Array(68 * 2).fill(0);
  const eye = (first: number, left: number) => {
    const width = 30;
    const gap = openness * width;
    // corner, upper lid ×2, corner, lower lid ×2 (the 68-point scheme's order)
    const xy = [
      [left, 100],
      [left + 10, 100 - gap / 2],
      [left + 20, 100 - gap / 2],
      [left + width, 100],
      [left + 20, 100 + gap / 2],
      [left + 10, 100 + gap / 2],
    ];
    xy.forEach(([x, y], k) => {
      points[(first + k) * 2] = x;
      points[(first + k) * 2 + 1] = y;
    });
  };
  eye(36, 50);
  eye(42, 120);
  return points;
}

describe('eyes closed from landmarks (issue 29)', () => {
  it('measures the eye aspect ratio of both eyes', () => {
    expect(meanEyeAspectRatio(landmarks(0.3))).toBeCloseTo(0.3, 5);
    expect(meanEyeAspectRatio(landmarks(0.05))).toBeCloseTo(0.05, 5);
    expect(meanEyeAspectRatio([1, 2, 3])).toBeNull();
  });

  it('flags a photo when a face large enough to judge has its eyes closed', () => {
    const face = (openness: number, width = 120) => ({ landmarks: landmarks(openness), box: { width } });
    expect(hasClosedEyes([face(0.3), face(0.32)])).toBe(false);
    expect(hasClosedEyes([face(0.3), face(EYES_CLOSED_EAR / 2)])).toBe(true);
    // A small face at the back is not judged: its landmarks are a few pixels apart.
    expect(hasClosedEyes([face(0.05, MIN_JUDGED_FACE_WIDTH - 1)])).toBe(false);
    expect(hasClosedEyes([])).toBe(false);
  });
});
