import { describe, expect, it } from 'vitest';
import { clampZoom, IDENTITY, MAX_SCALE, panBy, toggleAt, zoomAt } from './zoom-math';

describe('zoom math', () => {
  it('keeps the point under the fingers in place while zooming', () => {
    const zoomed = zoomAt(IDENTITY, 2, 100, 50, 400, 300);
    expect(zoomed).toEqual({ scale: 2, x: -100, y: -50 });
    // The picture point (100, 50) is still at (100, 50): 100 * 2 - 100.
    expect(100 * zoomed.scale + zoomed.x).toBe(100);
  });

  it('never zooms out past the fitted picture nor in past the limit', () => {
    expect(zoomAt(IDENTITY, 0.5, 10, 10, 400, 300)).toEqual(IDENTITY);
    expect(zoomAt(IDENTITY, 50, 0, 0, 400, 300).scale).toBe(MAX_SCALE);
  });

  it('pans a zoomed picture without leaving an empty band', () => {
    const zoomed = { scale: 2, x: -100, y: -100 };
    expect(panBy(zoomed, 500, 0, 400, 300)).toEqual({ scale: 2, x: 0, y: -100 });
    expect(panBy(zoomed, -1000, -1000, 400, 300)).toEqual({ scale: 2, x: -400, y: -300 });
    expect(clampZoom({ scale: 1, x: -20, y: 5 }, 400, 300)).toEqual(IDENTITY);
  });

  it('double tap zooms in at the point, and out again', () => {
    const zoomed = toggleAt(IDENTITY, 200, 150, 400, 300);
    expect(zoomed.scale).toBe(2.5);
    expect(toggleAt(zoomed, 10, 10, 400, 300)).toEqual(IDENTITY);
  });
});
