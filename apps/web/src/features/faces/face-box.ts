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

/**
 * A square tile showing a photo with `object-fit: cover`, aimed at a face: the crop's
 * `object-position` (the face's centre, so the face is as central as the photo allows) and
 * the face's outline in tile fractions. `aspect` is the photo's width / height.
 */
export function coverOnFace(box: FaceBox, aspect: number): { focus: string; outline: FaceBox } {
  const cx = clamp(box.x + box.width / 2);
  const cy = clamp(box.y + box.height / 2);
  const ratio = Number.isFinite(aspect) && aspect > 0 ? aspect : 1;
  // The drawn photo overflows the square along its long side by (scale − 1); object-position
  // p moves it by (1 − scale) · p.
  const scaleX = Math.max(1, ratio);
  const scaleY = Math.max(1, 1 / ratio);
  return {
    focus: `${percent(cx)} ${percent(cy)}`,
    outline: {
      x: (1 - scaleX) * cx + box.x * scaleX,
      y: (1 - scaleY) * cy + box.y * scaleY,
      width: box.width * scaleX,
      height: box.height * scaleY,
    },
  };
}
