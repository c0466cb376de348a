/**
 * The face engine seen by the rest of the product: decoded pixels in, faces out. The
 * implementation (face-api on TensorFlow.js wasm today) sits behind this so a faster
 * engine can replace it without touching indexing, registration or matching.
 */

/** Decoded sRGB pixels, 3 bytes per pixel, row by row. */
export type RgbImage = { data: Uint8Array; width: number; height: number };

/** A rectangle in pixels of the image it was found in. */
export type Box = { x: number; y: number; width: number; height: number };

export type DetectedFace = {
  box: Box;
  /** Detector confidence, 0–1. */
  score: number;
  /** The 68 landmark points, flattened as x0, y0, x1, y1, … in image pixels. */
  landmarks: number[];
  /** The recognition embedding; compare two with {@link faceDistance}. */
  descriptor: Float32Array;
};

export type DetectOptions = {
  /** Faces the detector is less sure of are dropped. */
  minConfidence?: number;
};

export interface FaceEngine {
  /** Every face in the image with its box, landmarks and descriptor. */
  detect(image: RgbImage, options?: DetectOptions): Promise<DetectedFace[]>;
  /** Releases the engine's threads and memory. */
  close(): Promise<void>;
}

/** Length of a descriptor of this engine. */
export const DESCRIPTOR_LENGTH = 128;

/** Euclidean distance between two descriptors (the engine's metric: below ~0.6 = same person). */
export function faceDistance(a: Float32Array, b: Float32Array, bOffset = 0): number {
  return Math.sqrt(faceDistanceSquared(a, b, bOffset));
}

/**
 * The squared distance, giving up once it exceeds `stopAbove` (the search's hot loop: most
 * faces are strangers, and their sum passes the threshold halfway through).
 */
export function faceDistanceSquared(
  a: Float32Array,
  b: Float32Array,
  bOffset = 0,
  stopAbove = Number.POSITIVE_INFINITY,
): number {
  let sum = 0;
  for (let i = 0; i < DESCRIPTOR_LENGTH; i += 8) {
    for (let j = i; j < i + 8; j++) {
      const d = (a[j] as number) - (b[bOffset + j] as number);
      sum += d * d;
    }
    if (sum > stopAbove) return sum;
  }
  return sum;
}
