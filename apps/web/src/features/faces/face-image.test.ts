import { HEADER_BG_OFFSET_TITLE_ONLY, HEADER_BG_OFFSET_WITH_CHILD } from '@omoide/contract';
import { describe, expect, it } from 'vitest';
import { boxStyle } from './face-box';
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
