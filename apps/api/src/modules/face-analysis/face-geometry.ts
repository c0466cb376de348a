import type { Box } from './engine/face-engine';

/**
 * Pure geometry of face search: which parts of a photo are analysed, and how faces found
 * in overlapping parts become one face each.
 */

export type TilingOptions = {
  /** Side of one tile in pixels of the analysed image. */
  tile: number;
  /** Share of a tile shared with its neighbour, so a face on a seam is whole in one tile. */
  overlap: number;
  /** Photos whose long side is at most this are analysed whole only. */
  tileAbove: number;
};

// The detector sees its input at 512 px: in a 2048 px class photo a face of 3% of the width is
// ~15 px there and is missed. Tiles of ~1000 px show the same face at ~30 px, which it finds.
export const DEFAULT_TILING: TilingOptions = { tile: 1024, overlap: 0.25, tileAbove: 1400 };

/** The whole image first (large faces), then a grid of overlapping tiles (small faces). */
export function analysisRegions(width: number, height: number, options = DEFAULT_TILING): Box[] {
  const whole: Box = { x: 0, y: 0, width, height };
  if (Math.max(width, height) <= options.tileAbove) return [whole];
  const axis = (length: number) => {
    const tile = Math.min(options.tile, length);
    const step = Math.max(1, Math.floor(tile * (1 - options.overlap)));
    const count = Math.max(1, Math.ceil((length - tile) / step) + 1);
    // Spread the tiles evenly so the last one ends on the edge instead of overhanging it.
    const stride = count > 1 ? (length - tile) / (count - 1) : 0;
    return Array.from({ length: count }, (_, i) => ({ start: Math.round(i * stride), size: tile }));
  };
  const regions = [whole];
  for (const row of axis(height))
    for (const col of axis(width))
      regions.push({ x: col.start, y: row.start, width: col.size, height: row.size });
  return regions;
}

const area = (b: Box) => Math.max(0, b.width) * Math.max(0, b.height);

function intersection(a: Box, b: Box): number {
  const w = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return w > 0 && h > 0 ? w * h : 0;
}

/** Intersection over union of two boxes (0 = apart, 1 = the same). */
export function iou(a: Box, b: Box): number {
  const common = intersection(a, b);
  return common === 0 ? 0 : common / (area(a) + area(b) - common);
}

/** Share of the smaller box inside the larger: a half face cut by a tile edge sits inside the whole one. */
export function containment(a: Box, b: Box): number {
  const smaller = Math.min(area(a), area(b));
  return smaller === 0 ? 0 : intersection(a, b) / smaller;
}

/**
 * Greedy non-maximum suppression: the surest face wins, and any other face that overlaps it
 * (or sits mostly inside it) is the same face seen again from another tile.
 */
export function mergeOverlapping<T extends { box: Box; score: number }>(faces: T[]): T[] {
  const kept: T[] = [];
  for (const face of [...faces].sort((a, b) => b.score - a.score)) {
    if (kept.every((k) => !sameFace(k.box, face.box))) kept.push(face);
  }
  return kept;
}

/** Two boxes of one face: overlapping, one inside the other, or centred within half a face. */
function sameFace(a: Box, b: Box): boolean {
  const dx = a.x + a.width / 2 - (b.x + b.width / 2);
  const dy = a.y + a.height / 2 - (b.y + b.height / 2);
  const near = Math.hypot(dx, dy) < 0.5 * Math.min(a.width, b.width);
  return near || iou(a, b) >= 0.3 || containment(a, b) >= 0.6;
}

/** A box moved by a region's offset (tile → whole-image pixels). */
export const offsetBox = (box: Box, dx: number, dy: number): Box => ({
  ...box,
  x: box.x + dx,
  y: box.y + dy,
});

/** A pixel box as fractions of the image, clipped to it. */
export function normalizedBox(box: Box, width: number, height: number): Box {
  const x0 = Math.max(0, box.x);
  const y0 = Math.max(0, box.y);
  const x1 = Math.min(width, box.x + box.width);
  const y1 = Math.min(height, box.y + box.height);
  const r = (v: number) => Math.round(v * 10_000) / 10_000;
  return { x: r(x0 / width), y: r(y0 / height), width: r((x1 - x0) / width), height: r((y1 - y0) / height) };
}
