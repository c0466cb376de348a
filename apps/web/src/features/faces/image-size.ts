/**
 * Longest side of a face image as uploaded: enough for the detector to find a small face,
 * and small enough (a few hundred kB as JPEG) for a phone on a slow connection.
 */
export const FACE_UPLOAD_MAX_SIDE = 1600;

/** The size to draw an image at: the same shape, the long side at most `maxSide`, never enlarged. */
export function fitWithin(
  width: number,
  height: number,
  maxSide: number = FACE_UPLOAD_MAX_SIDE,
): { width: number; height: number } {
  if (!(width > 0) || !(height > 0)) throw new RangeError(`not an image size: ${width}×${height}`);
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}
