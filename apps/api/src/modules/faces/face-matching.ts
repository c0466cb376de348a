import type { FaceBox } from '@omoide/contract';
import { DESCRIPTOR_LENGTH, faceDistance, faceDistanceSquared } from './engine/face-engine';
import type { FaceGallery } from './face-gallery';

/** A child's reference descriptors: registered images plus faces the parents confirmed. */
export type ChildReferences = { childId: number; descriptors: Float32Array[] };

export type PhotoMatch = { childId: number; distance: number; box: FaceBox };

/**
 * The photos where each child appears: for every face of the gallery, the distance to a
 * child is the minimum over the child's descriptors; a face closer than the threshold is a
 * match, and a photo keeps each child's closest face.
 */
export function matchChildren(
  gallery: FaceGallery,
  references: ChildReferences[],
  threshold: number,
  acceptCategory: (categoryId: number) => boolean = () => true,
): Map<number, PhotoMatch[]> {
  const byPhoto = new Map<number, PhotoMatch[]>();
  const limit = threshold * threshold;
  for (let face = 0; face < gallery.size; face++) {
    if (!acceptCategory(gallery.categoryIds[face] as number)) continue;
    const offset = face * DESCRIPTOR_LENGTH;
    for (const child of references) {
      // Squared distances, each scan stopping once it is past the best so far.
      let squared = limit;
      for (const reference of child.descriptors)
        squared = Math.min(squared, faceDistanceSquared(reference, gallery.descriptors, offset, squared));
      if (squared >= limit) continue;
      const best = Math.sqrt(squared);
      const photoId = gallery.imageItemIds[face] as number;
      const matches = byPhoto.get(photoId) ?? [];
      const previous = matches.find((m) => m.childId === child.childId);
      if (previous && previous.distance <= best) continue;
      const b = face * 4;
      const match = {
        childId: child.childId,
        distance: best,
        box: {
          x: gallery.boxes[b] as number,
          y: gallery.boxes[b + 1] as number,
          width: gallery.boxes[b + 2] as number,
          height: gallery.boxes[b + 3] as number,
        },
      };
      if (previous) matches[matches.indexOf(previous)] = match;
      else matches.push(match);
      byPhoto.set(photoId, matches);
    }
  }
  return byPhoto;
}

/** The face of a photo closest to a child (what "this is my child" confirms). */
export function closestFaceInPhoto(gallery: FaceGallery, imageItemId: number, references: Float32Array[]) {
  let best: { index: number; distance: number } | null = null;
  for (let face = 0; face < gallery.size; face++) {
    if (gallery.imageItemIds[face] !== imageItemId) continue;
    const offset = face * DESCRIPTOR_LENGTH;
    for (const reference of references) {
      const distance = faceDistance(reference, gallery.descriptors, offset);
      if (!best || distance < best.distance) best = { index: face, distance };
    }
  }
  return (
    best && gallery.descriptors.slice(best.index * DESCRIPTOR_LENGTH, (best.index + 1) * DESCRIPTOR_LENGTH)
  );
}

/** 0–1 from a distance: 0.5 at the threshold, ~0.92 at 0.1 below it, ~0.99 at 0.2 below. */
export function confidenceOf(distance: number, threshold: number): number {
  return Math.round((1 / (1 + Math.exp((distance - threshold) / 0.04))) * 1000) / 1000;
}
