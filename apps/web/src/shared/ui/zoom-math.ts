/**
 * The zoom of the library's full-resolution view: a scale and an offset of the picture in its
 * box (transform-origin at the top left). Pure, so the gestures are tested without a browser.
 */
export interface Zoom {
  scale: number;
  x: number;
  y: number;
}

export const MIN_SCALE = 1;
export const MAX_SCALE = 5;
export const DOUBLE_TAP_SCALE = 2.5;
export const IDENTITY: Zoom = { scale: 1, x: 0, y: 0 };

const clampNumber = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** Keeps the picture covering its box: no empty band beside a zoomed picture. */
export function clampZoom(zoom: Zoom, width: number, height: number): Zoom {
  const scale = clampNumber(zoom.scale, MIN_SCALE, MAX_SCALE);
  return {
    scale,
    x: clampNumber(zoom.x, width * (1 - scale), 0),
    y: clampNumber(zoom.y, height * (1 - scale), 0),
  };
}

/** Scales to `scale` keeping the picture's point under (px, py) (box coordinates) in place. */
export function zoomAt(
  zoom: Zoom,
  scale: number,
  px: number,
  py: number,
  width: number,
  height: number,
): Zoom {
  const next = clampNumber(scale, MIN_SCALE, MAX_SCALE);
  const ratio = next / zoom.scale;
  return clampZoom(
    { scale: next, x: px - (px - zoom.x) * ratio, y: py - (py - zoom.y) * ratio },
    width,
    height,
  );
}

/** Moves a zoomed picture by (dx, dy). */
export function panBy(zoom: Zoom, dx: number, dy: number, width: number, height: number): Zoom {
  return clampZoom({ ...zoom, x: zoom.x + dx, y: zoom.y + dy }, width, height);
}

/** Double tap: in to DOUBLE_TAP_SCALE at the point, or back out when zoomed. */
export function toggleAt(zoom: Zoom, px: number, py: number, width: number, height: number): Zoom {
  return zoom.scale > MIN_SCALE ? IDENTITY : zoomAt(zoom, DOUBLE_TAP_SCALE, px, py, width, height);
}

/** A wheel step: smooth, the same feel for mice (big steps) and trackpads (small ones). */
export const wheelScale = (scale: number, deltaY: number) => scale * Math.exp(-deltaY * 0.002);
