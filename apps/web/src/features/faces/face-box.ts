import type { FaceBox } from '@omoide/contract';

const clamp = (value: number) => Math.min(1, Math.max(0, Number.isFinite(value) ? value : 0));
const percent = (value: number) => `${Math.round(value * 10_000) / 100}%`;

/**
 * A face box (fractions of the image) as CSS for an outline laid over the image, so it fits
 * whatever size the image is drawn at. A box reaching past an edge is cut at that edge.
 */
export function boxStyle(box: FaceBox): { left: string; top: string; width: string; height: string } {
  const left = clamp(box.x);
  const top = clamp(box.y);
  const right = clamp(box.x + box.width);
  const bottom = clamp(box.y + box.height);
  return {
    left: percent(left),
    top: percent(top),
    width: percent(Math.max(0, right - left)),
    height: percent(Math.max(0, bottom - top)),
  };
}
