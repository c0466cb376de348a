import type { RgbImage } from './engine/face-engine';
import { EYE_MODEL } from './eye-state-model';

/**
 * Eyes closed (issue 29), judged from the pixels of the eyes the face engine's 68 landmarks
 * locate — not from the landmarks' shape: face-api's landmark net draws open-eye points on
 * closed eyes (decision 033 measured the eye aspect ratio, EAR, barely apart between open and
 * closed eyes). Each eye is sampled as a small grey patch aligned with its corners, and a
 * logistic model (eye-state-model.ts) tells an iris between white sclera from a band of skin
 * with one lash line. Landmarks of the 68-point scheme: right eye 36–41, left eye 42–47, each
 * as corner, upper lid ×2, corner, lower lid ×2.
 */

/**
 * Faces narrower than this (in the analysed image's pixels) are not judged: their eyes are a
 * few pixels wide. A face at the back of a class photo is not what a parent looks at first.
 */
export const MIN_JUDGED_FACE_WIDTH = 60;

type Point = { x: number; y: number };
const point = (landmarks: readonly number[], index: number): Point => ({
  x: landmarks[index * 2] as number,
  y: landmarks[index * 2 + 1] as number,
});
const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);

/** One eye's aspect ratio (Soukupová and Čech 2016) from its six landmarks starting at `first`. */
function eyeAspectRatio(landmarks: readonly number[], first: number): number {
  const [p1, p2, p3, p4, p5, p6] = [0, 1, 2, 3, 4, 5].map((k) => point(landmarks, first + k)) as [
    Point,
    Point,
    Point,
    Point,
    Point,
    Point,
  ];
  const width = distance(p1, p4);
  if (width === 0) return 0;
  return (distance(p2, p6) + distance(p3, p5)) / (2 * width);
}

/**
 * The mean EAR of both eyes of one face, or null without 68-point landmarks. Kept for the
 * benchmark's comparison (bench/photo-flags): it no longer decides the flag.
 */
export function meanEyeAspectRatio(landmarks: readonly number[]): number | null {
  if (landmarks.length < 68 * 2) return null;
  return (eyeAspectRatio(landmarks, 36) + eyeAspectRatio(landmarks, 42)) / 2;
}

/** Grey (luma) of the image at a fractional position, bilinear, clamped to the image. */
function greyAt(image: RgbImage, x: number, y: number): number {
  const cx = Math.min(Math.max(x, 0), image.width - 1.001);
  const cy = Math.min(Math.max(y, 0), image.height - 1.001);
  const x0 = Math.floor(cx);
  const y0 = Math.floor(cy);
  const fx = cx - x0;
  const fy = cy - y0;
  const luma = (px: number, py: number) => {
    const i = (py * image.width + px) * 3;
    const { data } = image;
    return 0.299 * (data[i] as number) + 0.587 * (data[i + 1] as number) + 0.114 * (data[i + 2] as number);
  };
  return (
    luma(x0, y0) * (1 - fx) * (1 - fy) +
    luma(x0 + 1, y0) * fx * (1 - fy) +
    luma(x0, y0 + 1) * (1 - fx) * fy +
    luma(x0 + 1, y0 + 1) * fx * fy
  );
}

/**
 * One eye as the model's input: a grey patch centred between the eye's corners, along the
 * line joining them (so a tilted head gives the same patch), 1.3 eye widths long and 0.9
 * high, sampled at twice the model's grid and averaged 2 × 2, then brought to mean 0 and
 * deviation 1 (so light, exposure and skin tone do not count; only the pattern does).
 */
export function eyePatch(image: RgbImage, landmarks: readonly number[], first: number): Float64Array {
  const { cols, rows, along, across } = EYE_MODEL.patch;
  const a = point(landmarks, first);
  const b = point(landmarks, first + 3);
  const width = distance(a, b) || 1;
  const u = { x: (b.x - a.x) / width, y: (b.y - a.y) / width };
  const n = { x: -u.y, y: u.x };
  const centre = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
  const fine = { cols: cols * 2, rows: rows * 2 };
  const patch = new Float64Array(cols * rows);
  for (let r = 0; r < fine.rows; r++) {
    const t = (-across + (2 * across * r) / (fine.rows - 1)) * width;
    for (let c = 0; c < fine.cols; c++) {
      const s = (-along + (2 * along * c) / (fine.cols - 1)) * width;
      const value = greyAt(image, centre.x + s * u.x + t * n.x, centre.y + s * u.y + t * n.y);
      const k = (r >> 1) * cols + (c >> 1);
      patch[k] = (patch[k] as number) + value / 4;
    }
  }
  let mean = 0;
  for (const v of patch) mean += v;
  mean /= patch.length;
  let variance = 0;
  for (const v of patch) variance += (v - mean) ** 2;
  const deviation = Math.sqrt(variance / patch.length) + 1e-6;
  for (let k = 0; k < patch.length; k++) patch[k] = ((patch[k] as number) - mean) / deviation;
  return patch;
}

/** How closed one eye looks: the model's log-odds (above 0 leans closed). */
function eyeClosedLogit(image: RgbImage, landmarks: readonly number[], first: number): number {
  const patch = eyePatch(image, landmarks, first);
  let logit = EYE_MODEL.bias;
  for (let k = 0; k < patch.length; k++) logit += (patch[k] as number) * (EYE_MODEL.weights[k] as number);
  return logit;
}

/**
 * How closed a face's eyes look: the mean log-odds of its two eyes, or null without 68-point
 * landmarks. The mean asks both eyes: a wink or one eye in shadow does not reach the flag.
 */
export function eyesClosedScore(image: RgbImage, landmarks: readonly number[]): number | null {
  if (landmarks.length < 68 * 2) return null;
  return (eyeClosedLogit(image, landmarks, 36) + eyeClosedLogit(image, landmarks, 42)) / 2;
}

/**
 * Whether any face large enough to judge has its eyes closed. `image` is the analysed image
 * the faces' landmarks are placed in.
 */
export function hasClosedEyes(
  faces: readonly { landmarks: readonly number[]; box: { width: number } }[],
  image: RgbImage,
): boolean {
  return faces.some((face) => {
    if (face.box.width < MIN_JUDGED_FACE_WIDTH) return false;
    const score = eyesClosedScore(image, face.landmarks);
    return score !== null && score > EYE_MODEL.threshold;
  });
}
