import { describe, expect, it } from 'vitest';
import { analysisRegions, containment, iou, mergeOverlapping, normalizedBox } from './face-geometry';

describe('analysisRegions', () => {
  it('analyses a small photo whole', () => {
    expect(analysisRegions(1366, 768)).toEqual([{ x: 0, y: 0, width: 1366, height: 768 }]);
  });

  it('adds overlapping tiles that cover a large photo edge to edge', () => {
    const regions = analysisRegions(2048, 1536);
    expect(regions[0]).toEqual({ x: 0, y: 0, width: 2048, height: 1536 });
    const tiles = regions.slice(1);
    expect(tiles.length).toBe(6); // 3 across, 2 down
    expect(Math.max(...tiles.map((t) => t.x + t.width))).toBe(2048);
    expect(Math.max(...tiles.map((t) => t.y + t.height))).toBe(1536);
    // Every point is inside some tile, and neighbours overlap by at least a quarter tile.
    for (let x = 0; x < 2048; x += 97)
      for (let y = 0; y < 1536; y += 89)
        expect(tiles.some((t) => x >= t.x && x < t.x + t.width && y >= t.y && y < t.y + t.height)).toBe(true);
    const row = tiles.filter((t) => t.y === 0).sort((a, b) => a.x - b.x);
    for (let i = 1; i < row.length; i++)
      expect(row[i - 1]!.x + row[i - 1]!.width - row[i]!.x).toBeGreaterThanOrEqual(256);
  });
});

describe('merging faces found twice', () => {
  const face = (x: number, y: number, w: number, score: number) => ({
    box: { x, y, width: w, height: w },
    score,
  });

  it('keeps the surer of two overlapping boxes and every separate face', () => {
    const merged = mergeOverlapping([
      face(100, 100, 50, 0.7),
      face(104, 98, 52, 0.95),
      face(400, 100, 50, 0.6),
    ]);
    expect(merged.map((f) => f.score)).toEqual([0.95, 0.6]);
  });

  it('drops a half face cut by a tile edge that lies inside the whole face', () => {
    const merged = mergeOverlapping([
      face(100, 100, 60, 0.9),
      { box: { x: 130, y: 100, width: 30, height: 60 }, score: 0.8 },
    ]);
    expect(merged).toHaveLength(1);
  });

  it('measures overlap', () => {
    const a = { x: 0, y: 0, width: 10, height: 10 };
    expect(iou(a, a)).toBe(1);
    expect(iou(a, { x: 20, y: 0, width: 10, height: 10 })).toBe(0);
    expect(containment(a, { x: 0, y: 0, width: 5, height: 5 })).toBe(1);
  });

  it('expresses boxes as clipped fractions of the image', () => {
    expect(normalizedBox({ x: -10, y: 50, width: 110, height: 100 }, 200, 100)).toEqual({
      x: 0,
      y: 0.5,
      width: 0.5,
      height: 0.5,
    });
  });
});
