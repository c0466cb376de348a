/**
 * The crop of a print (the trim page), as pure geometry. A crop is a rectangle in fractions
 * of the photo (0…1 on both axes, origin top left), so it holds for every rendition of the
 * photo (thumbnail, preview, original). Its shape is the print's paper, turned the way the
 * photo is: a landscape photo gets a landscape print.
 */

export interface Crop {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface PixelSize {
  width: number;
  height: number;
}

/** The most the crop may be enlarged: a quarter of the largest crop's side. */
export const MAX_ZOOM = 4;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** Width ÷ height of the print, in the photo's orientation (square photos count as landscape). */
export function printAspect(mm: readonly [number, number], photo: PixelSize): number {
  const short = Math.min(mm[0], mm[1]);
  const long = Math.max(mm[0], mm[1]);
  return photo.width >= photo.height ? long / short : short / long;
}

/** The largest crop of `aspect` inside the photo, in fractions. */
export function fullCropSize(photo: PixelSize, aspect: number): { width: number; height: number } {
  const photoAspect = photo.width / photo.height;
  return photoAspect > aspect
    ? { width: aspect / photoAspect, height: 1 }
    : { width: 1, height: photoAspect / aspect };
}

/** Keeps the crop inside the photo: never larger than it, never past an edge. */
export function clampCrop(crop: Crop): Crop {
  const width = clamp(crop.width, 0, 1);
  const height = clamp(crop.height, 0, 1);
  return { x: clamp(crop.x, 0, 1 - width), y: clamp(crop.y, 0, 1 - height), width, height };
}

/** The starting crop: as large as possible, centred. */
export function initialCrop(photo: PixelSize, aspect: number): Crop {
  const full = fullCropSize(photo, aspect);
  return { x: (1 - full.width) / 2, y: (1 - full.height) / 2, ...full };
}

/** Moves the crop by fractions of the photo, stopping at the edges. */
export function moveCrop(crop: Crop, dx: number, dy: number): Crop {
  return clampCrop({ ...crop, x: crop.x + dx, y: crop.y + dy });
}

/** How far the crop is zoomed in: 1 for the largest crop, up to MAX_ZOOM. */
export function cropZoom(crop: Crop, photo: PixelSize, aspect: number): number {
  return fullCropSize(photo, aspect).width / crop.width;
}

/**
 * The crop at zoom `zoom` (kept within 1…MAX_ZOOM), scaled about `focus` (a point of the
 * photo, in fractions; the crop's centre by default) so that point stays where it is in
 * the frame, then kept inside the photo.
 */
export function zoomCrop(
  crop: Crop,
  zoom: number,
  photo: PixelSize,
  aspect: number,
  focus: { x: number; y: number } = { x: crop.x + crop.width / 2, y: crop.y + crop.height / 2 },
): Crop {
  const full = fullCropSize(photo, aspect);
  const z = clamp(zoom, 1, MAX_ZOOM);
  const width = full.width / z;
  const height = full.height / z;
  const rx = (focus.x - crop.x) / crop.width;
  const ry = (focus.y - crop.y) / crop.height;
  return clampCrop({ x: focus.x - rx * width, y: focus.y - ry * height, width, height });
}

/** Rounded to 6 decimals for storage, still inside the photo. */
export function roundCrop(crop: Crop): Crop {
  const round = (value: number) => Math.round(value * 1e6) / 1e6;
  return clampCrop({
    x: round(crop.x),
    y: round(crop.y),
    width: round(crop.width),
    height: round(crop.height),
  });
}

/** Whether a stored crop fits this photo and print: inside it and of the print's shape (±0.2 %). */
export function isCropFor(crop: Crop, photo: PixelSize, aspect: number): boolean {
  const values = [crop.x, crop.y, crop.width, crop.height];
  if (!values.every(Number.isFinite) || crop.width <= 0 || crop.height <= 0) return false;
  const epsilon = 1e-6;
  if (crop.x < -epsilon || crop.y < -epsilon) return false;
  if (crop.x + crop.width > 1 + epsilon || crop.y + crop.height > 1 + epsilon) return false;
  const shape = (crop.width * photo.width) / (crop.height * photo.height);
  return Math.abs(shape / aspect - 1) <= 0.002;
}
