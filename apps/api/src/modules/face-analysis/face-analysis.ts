import type { FaceProblem } from '@omoide/contract';
import sharp from 'sharp';
import { decodingImage } from '../../platform/media/image-decode';
import { laplacianVariance } from '../../platform/media/sharpness';
import { MAX_PHOTO_PIXELS } from '../photos/photo-limits';
import type { Box, DetectedFace, FaceEngine, RgbImage } from './engine/face-engine';
import { analysisRegions, DEFAULT_TILING, mergeOverlapping, normalizedBox, offsetBox } from './face-geometry';

/** Long side an event photo is analysed at: enough for a face at the back of a class photo. */
export const PHOTO_ANALYSIS_SIDE = 2048;
/** Long side a registration image is analysed (and kept) at. */
export const REGISTRATION_SIDE = 1600;

/** A face found, with its box also as fractions of the image. */
export type FoundFace = DetectedFace & { normalized: Box };

/**
 * Decodes any accepted image to upright sRGB pixels no larger than `maxSide`; an image sharp
 * cannot decode throws an `ImageDecodeError` (the only "unreadable" there is).
 */
export async function decodeRgb(bytes: Buffer, maxSide: number): Promise<RgbImage> {
  const { data, info } = await decodingImage(() =>
    sharp(bytes, { limitInputPixels: MAX_PHOTO_PIXELS })
      .rotate()
      .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
      .removeAlpha()
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true }),
  );
  return {
    data: new Uint8Array(data.buffer, data.byteOffset, data.length),
    width: info.width,
    height: info.height,
  };
}

/** A copy of one region's pixels (a tile). */
export function cropRgb(image: RgbImage, region: Box): RgbImage {
  if (region.x === 0 && region.y === 0 && region.width === image.width && region.height === image.height)
    return image;
  const out = new Uint8Array(region.width * region.height * 3);
  const rowBytes = region.width * 3;
  for (let row = 0; row < region.height; row++) {
    const from = ((region.y + row) * image.width + region.x) * 3;
    out.set(image.data.subarray(from, from + rowBytes), row * rowBytes);
  }
  return { data: out, width: region.width, height: region.height };
}

/** The image on a grey border `pad` times its long side wide on every side. */
export function padRgb(image: RgbImage, pad: number): { image: RgbImage; offset: number } {
  const offset = Math.round(Math.max(image.width, image.height) * pad);
  if (offset === 0) return { image, offset };
  const width = image.width + 2 * offset;
  const height = image.height + 2 * offset;
  const out = new Uint8Array(width * height * 3).fill(128);
  const rowBytes = image.width * 3;
  for (let row = 0; row < image.height; row++) {
    out.set(image.data.subarray(row * rowBytes, (row + 1) * rowBytes), ((row + offset) * width + offset) * 3);
  }
  return { image: { data: out, width, height }, offset };
}

/**
 * Every face of an event photo: the whole photo and, when it is large, overlapping tiles
 * (searched at once on the engine's threads), merged so each face appears once.
 */
export async function findFacesInPhoto(
  engine: FaceEngine,
  bytes: Buffer,
): Promise<{ width: number; height: number; faces: FoundFace[]; image: RgbImage }> {
  const image = await decodeRgb(bytes, PHOTO_ANALYSIS_SIDE);
  const regions = analysisRegions(image.width, image.height);
  const perRegion = await Promise.all(
    regions.map(async (region) =>
      (await engine.detect(cropRgb(image, region))).map((face) => ({
        ...face,
        box: offsetBox(face.box, region.x, region.y),
        // Landmarks too: the eyes-closed check reads the photo's pixels where they point.
        landmarks: face.landmarks.map((v, i) => v + (i % 2 === 0 ? region.x : region.y)),
      })),
    ),
  );
  // With tiles, the whole-photo pass only contributes faces too large for a tile to hold
  // whole: its small faces are found again, better placed, at the tiles' finer scale.
  const [whole = [], ...tiles] = perRegion;
  const minWholeWidth = tiles.length > 0 ? DEFAULT_TILING.tile * 0.1 : 0;
  const candidates = [...whole.filter((face) => face.box.width >= minWholeWidth), ...tiles.flat()];
  const faces = mergeOverlapping(candidates).map((face) => ({
    ...face,
    normalized: normalizedBox(face.box, image.width, image.height),
  }));
  // The decoded image goes back too: the eyes-closed check reads the eyes' pixels in it.
  return { width: image.width, height: image.height, faces, image };
}

// Registration images are often tight crops of a face, which the detector misses: it finds
// them once they sit on a border (measured on the fixtures: 30% finds most, 80% the rest).
const REGISTRATION_PADDINGS = [0.3, 0.8, 0];
/** Below this face width (pixels of the analysed image) a descriptor is unreliable. */
export const MIN_FACE_WIDTH = 48;
/** Sharpness (Laplacian deviation of the face at ≤128 px) below this is a blurred face: measured
 * on the fixtures, sharp faces score 6–35 and a Gaussian blur of σ 2 brings them under 4. */
export const MIN_FACE_SHARPNESS = 4;

/** What the engine finds on a registration image, without its pixels. */
export type RegistrationFindings = {
  faces: FoundFace[];
  /** The one face to register, when there is no problem. */
  face: FoundFace | null;
  problem: FaceProblem | null;
};

export type RegistrationAnalysis = RegistrationFindings & { image: RgbImage };

/** How sharp a face is: deviation of the Laplacian of its grey image at ≤128 px. */
export async function faceSharpness(image: RgbImage, box: Box): Promise<number> {
  const x = Math.max(0, Math.floor(box.x));
  const y = Math.max(0, Math.floor(box.y));
  const region = {
    x,
    y,
    width: Math.max(1, Math.min(image.width - x, Math.ceil(box.width))),
    height: Math.max(1, Math.min(image.height - y, Math.ceil(box.height))),
  };
  const face = cropRgb(image, region);
  // Scaled down to at most 128 px, never up: enlarging a small face would blur it.
  const side = Math.max(16, Math.min(128, region.width, region.height));
  const grey = await sharp(face.data, { raw: { width: face.width, height: face.height, channels: 3 } })
    .resize(side, side, { fit: 'fill' })
    .greyscale()
    .raw()
    .toBuffer();
  return Math.sqrt(Math.max(0, laplacianVariance(grey, side, side)));
}

/**
 * A child's face image: exactly one clear face is required. A second face counts only when
 * it is a real one (sure and at least half as large): a stranger far behind is ignored.
 */
export async function analyseRegistrationImage(
  engine: FaceEngine,
  bytes: Buffer,
): Promise<RegistrationAnalysis> {
  const image = await decodeRgb(bytes, REGISTRATION_SIDE);
  return { image, ...(await findRegistrationFaces(engine, image)) };
}

/** The engine's part of {@link analyseRegistrationImage}, on the decoded image. */
export async function findRegistrationFaces(
  engine: FaceEngine,
  image: RgbImage,
): Promise<RegistrationFindings> {
  let faces: FoundFace[] = [];
  for (const pad of REGISTRATION_PADDINGS) {
    const padded = padRgb(image, pad);
    const found = await engine.detect(padded.image);
    if (found.length === 0) continue;
    faces = found
      .map((face) => {
        const box = offsetBox(face.box, -padded.offset, -padded.offset);
        return { ...face, box, normalized: normalizedBox(box, image.width, image.height) };
      })
      .sort((a, b) => b.box.width * b.box.height - a.box.width * a.box.height);
    break;
  }
  const main = faces[0];
  if (!main) return { faces, face: null, problem: 'no_face' };
  const rivals = faces.slice(1).filter((f) => f.score >= 0.5 && f.box.width >= main.box.width * 0.5);
  if (rivals.length > 0) return { faces, face: null, problem: 'several_faces' };
  if (main.box.width < MIN_FACE_WIDTH) return { faces, face: null, problem: 'too_small' };
  if ((await faceSharpness(image, main.box)) < MIN_FACE_SHARPNESS)
    return { faces, face: null, problem: 'too_blurry' };
  return { faces, face: main, problem: null };
}
