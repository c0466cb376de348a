import { sizeById } from '@omoide/contract';
import { describe, expect, it } from 'vitest';
import {
  type Crop,
  clampCrop,
  cropZoom,
  fullCropSize,
  initialCrop,
  isCropFor,
  MAX_ZOOM,
  moveCrop,
  printAspect,
  roundCrop,
  zoomCrop,
} from './trim-math';

const LANDSCAPE = { width: 1800, height: 1200 };
const PORTRAIT = { width: 1200, height: 1800 };
const L = sizeById(2)?.mm ?? [89, 127];
const WIDE = sizeById(11)?.mm ?? [254, 366];

/** The crop's shape in pixels of the photo. */
const shapeOf = (crop: Crop, photo = LANDSCAPE) => (crop.width * photo.width) / (crop.height * photo.height);
const inside = (crop: Crop) =>
  crop.x >= -1e-9 && crop.y >= -1e-9 && crop.x + crop.width <= 1 + 1e-9 && crop.y + crop.height <= 1 + 1e-9;

describe('print aspect follows the photo (paper size from SIZES)', () => {
  it('is landscape for a landscape photo and portrait for a portrait one', () => {
    expect(printAspect(L, LANDSCAPE)).toBeCloseTo(127 / 89);
    expect(printAspect(L, PORTRAIT)).toBeCloseTo(89 / 127);
    expect(printAspect([127, 89], LANDSCAPE)).toBeCloseTo(127 / 89);
    expect(printAspect(WIDE, { width: 1000, height: 1000 })).toBeCloseTo(366 / 254);
  });
});

describe('the largest crop', () => {
  it('uses the full height when the photo is wider than the print', () => {
    // 3:2 photo (1.5) and wide four-cut (1.44): full height, a little narrower.
    const full = fullCropSize(LANDSCAPE, printAspect(WIDE, LANDSCAPE));
    expect(full.height).toBe(1);
    expect(full.width).toBeCloseTo(1.441 / 1.5, 2);
  });

  it('uses the full width when the print is wider than the photo', () => {
    const aspect = 2;
    const full = fullCropSize(LANDSCAPE, aspect);
    expect(full.width).toBe(1);
    expect(full.height).toBeCloseTo(0.75);
  });

  it.each([
    ['L, landscape', L, LANDSCAPE],
    ['L, portrait', L, PORTRAIT],
    ['wide, landscape', WIDE, LANDSCAPE],
    ['wide, portrait', WIDE, PORTRAIT],
  ] as const)('starts centred with the print shape (%s)', (_label, mm, photo) => {
    const aspect = printAspect(mm, photo);
    const crop = initialCrop(photo, aspect);
    expect(shapeOf(crop, photo)).toBeCloseTo(aspect, 6);
    expect(crop.x + crop.width / 2).toBeCloseTo(0.5);
    expect(crop.y + crop.height / 2).toBeCloseTo(0.5);
    expect(Math.max(crop.width, crop.height)).toBeCloseTo(1);
    expect(inside(crop)).toBe(true);
  });
});

describe('moving and zooming never leave the photo', () => {
  const aspect = printAspect(L, LANDSCAPE);
  const start = initialCrop(LANDSCAPE, aspect);

  it('stops at every edge', () => {
    expect(moveCrop(start, -5, 0).x).toBe(0);
    expect(moveCrop(start, 5, 0).x).toBeCloseTo(1 - start.width);
    expect(moveCrop(start, 0, -5).y).toBe(0);
    expect(moveCrop(start, 0, 5).y).toBeCloseTo(1 - start.height);
  });

  it('moves freely inside', () => {
    const zoomed = zoomCrop(start, 2, LANDSCAPE, aspect);
    const moved = moveCrop(zoomed, 0.1, -0.1);
    expect(moved.x).toBeCloseTo(zoomed.x + 0.1);
    expect(moved.y).toBeCloseTo(zoomed.y - 0.1);
    expect(moved.width).toBe(zoomed.width);
  });

  it('zooms between 1 and MAX_ZOOM, keeping the shape', () => {
    expect(cropZoom(start, LANDSCAPE, aspect)).toBeCloseTo(1);
    const twice = zoomCrop(start, 2, LANDSCAPE, aspect);
    expect(cropZoom(twice, LANDSCAPE, aspect)).toBeCloseTo(2);
    expect(shapeOf(twice)).toBeCloseTo(aspect, 6);
    // Centred zoom keeps the centre.
    expect(twice.x + twice.width / 2).toBeCloseTo(start.x + start.width / 2);
    expect(cropZoom(zoomCrop(start, 99, LANDSCAPE, aspect), LANDSCAPE, aspect)).toBeCloseTo(MAX_ZOOM);
    expect(cropZoom(zoomCrop(twice, 0.1, LANDSCAPE, aspect), LANDSCAPE, aspect)).toBeCloseTo(1);
  });

  it('zooms about a focus point, then clamps', () => {
    // About the crop's top left corner: that corner stays where it is.
    const twice = zoomCrop(start, 2, LANDSCAPE, aspect, { x: start.x, y: start.y });
    expect(twice.x).toBeCloseTo(start.x);
    expect(twice.y).toBeCloseTo(start.y);
    expect(twice.width).toBeCloseTo(start.width / 2);
    // Zooming out at a corner of a zoomed crop would push it out: it is pulled back in.
    const corner = moveCrop(zoomCrop(start, 4, LANDSCAPE, aspect), 1, 1);
    const out = zoomCrop(corner, 1, LANDSCAPE, aspect, { x: 1, y: 1 });
    expect(inside(out)).toBe(true);
    expect(cropZoom(out, LANDSCAPE, aspect)).toBeCloseTo(1);
  });

  it('clamps anything stored or computed out of range', () => {
    expect(clampCrop({ x: -0.2, y: 0.9, width: 0.5, height: 0.5 })).toEqual({
      x: 0,
      y: 0.5,
      width: 0.5,
      height: 0.5,
    });
    expect(clampCrop({ x: 0.3, y: 0, width: 1.4, height: 1 })).toEqual({ x: 0, y: 0, width: 1, height: 1 });
  });
});

describe('stored crops', () => {
  const aspect = printAspect(L, LANDSCAPE);
  it('rounds to 6 decimals and stays inside', () => {
    const rounded = roundCrop(moveCrop(zoomCrop(initialCrop(LANDSCAPE, aspect), 3, LANDSCAPE, aspect), 1, 1));
    expect(inside(rounded)).toBe(true);
    for (const value of Object.values(rounded)) expect(Math.round(value * 1e6) / 1e6).toBe(value);
  });

  it('accepts a crop of this print and photo only', () => {
    const crop = roundCrop(initialCrop(LANDSCAPE, aspect));
    expect(isCropFor(crop, LANDSCAPE, aspect)).toBe(true);
    expect(isCropFor(crop, LANDSCAPE, printAspect(WIDE, LANDSCAPE))).toBe(false);
    expect(isCropFor(crop, PORTRAIT, printAspect(L, PORTRAIT))).toBe(false);
    expect(isCropFor({ ...crop, x: 0.5 }, LANDSCAPE, aspect)).toBe(false);
    expect(isCropFor({ ...crop, width: Number.NaN }, LANDSCAPE, aspect)).toBe(false);
  });
});
