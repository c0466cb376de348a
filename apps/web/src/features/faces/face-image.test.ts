import { HEADER_BG_OFFSET_TITLE_ONLY, HEADER_BG_OFFSET_WITH_CHILD } from '@omoide/contract';
import { describe, expect, it } from 'vitest';
import { boxStyle, coverOnFace } from './face-box';
import { headerBackgroundOffset } from './header-offset';
import { FACE_UPLOAD_MAX_SIDE, fitWithin } from './image-size';

describe('face image downscale before upload', () => {
  it('keeps the long side at 1600 px and the shape', () => {
    expect(FACE_UPLOAD_MAX_SIDE).toBe(1600);
    expect(fitWithin(4032, 3024)).toEqual({ width: 1600, height: 1200 });
    expect(fitWithin(3024, 4032)).toEqual({ width: 1200, height: 1600 });
    expect(fitWithin(4000, 4000)).toEqual({ width: 1600, height: 1600 });
  });

  it('never enlarges a small image', () => {
    expect(fitWithin(800, 600)).toEqual({ width: 800, height: 600 });
    expect(fitWithin(1600, 900)).toEqual({ width: 1600, height: 900 });
  });

  it('keeps a very thin image at least one pixel wide', () => {
    expect(fitWithin(20_000, 3)).toEqual({ width: 1600, height: 1 });
  });

  it('refuses a size that is not one', () => {
    expect(() => fitWithin(0, 100)).toThrow(RangeError);
    expect(() => fitWithin(Number.NaN, 100)).toThrow(RangeError);
  });
});

describe('face outline', () => {
  it('places the box in percent of the image', () => {
    expect(boxStyle({ x: 0.25, y: 0.1, width: 0.5, height: 0.333333 })).toEqual({
      left: '25%',
      top: '10%',
      width: '50%',
      height: '33.33%',
    });
  });

  it('cuts a box reaching past the edges', () => {
    expect(boxStyle({ x: -0.1, y: 0.8, width: 0.3, height: 0.4 })).toEqual({
      left: '0%',
      top: '80%',
      width: '20%',
      height: '20%',
    });
  });
});

describe('match page header (spec §9 background offsets)', () => {
  it('is 26 px with the title only and 130 px with a child’s name', () => {
    expect(headerBackgroundOffset(null)).toBe(HEADER_BG_OFFSET_TITLE_ONLY);
    expect(headerBackgroundOffset('花子')).toBe(HEADER_BG_OFFSET_WITH_CHILD);
    expect([HEADER_BG_OFFSET_TITLE_ONLY, HEADER_BG_OFFSET_WITH_CHILD]).toEqual([26, 130]);
  });
});

describe('a square tile aimed at the matched face', () => {
  it('centres the crop on the face and places its outline in the tile', () => {
    // A 2:1 photo, face in the right quarter: the square shows x 0.5–1 of the photo.
    const { focus, outline } = coverOnFace({ x: 0.8, y: 0.4, width: 0.1, height: 0.2 }, 2);
    expect(focus).toBe('85% 50%');
    expect(outline.x).toBeCloseTo(0.75); // (1 − 2) · 0.85 + 0.8 · 2
    expect(outline.width).toBeCloseTo(0.2);
    expect(outline.y).toBeCloseTo(0.4);
    expect(outline.height).toBeCloseTo(0.2);
  });

  it('leaves a square photo as it is', () => {
    const box = { x: 0.1, y: 0.2, width: 0.3, height: 0.3 };
    expect(coverOnFace(box, 1).outline).toEqual(box);
  });

  it('works along the height of a portrait photo', () => {
    const { outline } = coverOnFace({ x: 0.4, y: 0.1, width: 0.2, height: 0.1 }, 0.5);
    // The square shows y 0–0.5 of the photo (face centre 0.15 pulls the crop to the top).
    expect(outline.y).toBeCloseTo((1 - 2) * 0.15 + 0.1 * 2);
    expect(outline.height).toBeCloseTo(0.2);
    expect(outline.x).toBeCloseTo(0.4);
  });
});
