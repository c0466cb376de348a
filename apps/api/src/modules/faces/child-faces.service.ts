import { randomUUID } from 'node:crypto';
import {
  type ChildFaceInfo,
  type FaceDetectResult,
  MAX_PHOTO_COUNT,
  type TextLanguage,
} from '@omoide/contract';
import sharp from 'sharp';
import type { Database } from '../../db/client';
import type { childFaceImages } from '../../db/schema/index';
import { AppError } from '../../platform/errors';
import { translate } from '../../platform/i18n/translate';
import { ImageDecodeError } from '../../platform/media/image-decode';
import type { ObjectStorage } from '../../platform/storage/object-storage';
import { childrenVisibleTo, childVisibleTo } from '../children/child-access.service';
import { announceEventAudience } from '../events/event-access';
import type { FaceEngine, RgbImage } from '../face-analysis/engine/face-engine';
import {
  decodeRgb,
  findRegistrationFaces,
  REGISTRATION_SIDE,
  type RegistrationAnalysis,
} from '../face-analysis/face-analysis';
import { descriptorFromBytes, descriptorToBytes } from '../face-analysis/face-descriptors';
import {
  countChildFaceImages,
  deleteChildFaceImage,
  insertChildFaceImage,
  listChildFaceImages,
  listChildFaceStorageKeys,
  listRegisteredDescriptors,
  recordFaceConsent,
} from './child-faces.repo';
import { readFaceImage } from './face-image-input';
import { DEFAULT_MATCH_RULE, looksAlike, type MatchRule } from './face-matching';
import { faceMessages as m } from './faces.messages';
import { announceChildFaces } from './kept/child-references';
import { registrationFindings } from './kept/registration-findings';

export type ChildFaceDeps = { db: Database; storage: ObjectStorage; faces: FaceEngine };

const THUMBNAIL_SIDE = 320;
const epoch = (date: Date) => Math.floor(date.getTime() / 1000);

const PROBLEM_ERRORS = {
  no_face: ['FACE-NO-FACE', 'face.no_face'],
  several_faces: ['FACE-SEVERAL-FACES', 'face.several_faces'],
  too_small: ['FACE-TOO-SMALL', 'face.too_small'],
  too_blurry: ['FACE-TOO-BLURRY', 'face.too_blurry'],
} as const;

function toFaceImage(row: typeof childFaceImages.$inferSelect) {
  return {
    child_face_id: row.id,
    thumbnail_data_url: `data:image/jpeg;base64,${row.thumbnail.toString('base64')}`,
    box: { x: row.boxX, y: row.boxY, width: row.boxWidth, height: row.boxHeight },
    created_t: epoch(row.createdAt),
  };
}

/** `GET /api/user/child/{child_id}/face_image`. */
export async function getChildFaceInfo(
  db: Database,
  memberId: number,
  childId: number,
  rule: MatchRule = DEFAULT_MATCH_RULE,
): Promise<ChildFaceInfo> {
  // A guardian sees the face images (read-only): they search with them too.
  const child = await childVisibleTo(db, memberId, childId);
  const images = await listChildFaceImages(db, childId);
  return {
    child_id: child.id,
    face_consent_t: child.faceConsentAt ? epoch(child.faceConsentAt) : null,
    max_face_images: MAX_PHOTO_COUNT,
    face_images: images.map(toFaceImage),
    lookalike_children: await lookalikeSiblings(db, memberId, child, images, rule),
  };
}

/**
 * The child's brothers and sisters (same owner, visible to this member) whose registered
 * faces the rule cannot tell apart from this child's: the child page says so (decision 021).
 */
async function lookalikeSiblings(
  db: Database,
  memberId: number,
  child: { id: number; memberId: number },
  images: { descriptor: Buffer }[],
  rule: MatchRule,
) {
  if (images.length === 0) return [];
  const siblings = (await childrenVisibleTo(db, memberId)).filter(
    (c) => c.memberId === child.memberId && c.id !== child.id,
  );
  if (siblings.length === 0) return [];
  const own = { childId: child.id, descriptors: images.map((i) => descriptorFromBytes(i.descriptor)) };
  const references = new Map<number, Float32Array[]>();
  for (const row of await listRegisteredDescriptors(
    db,
    siblings.map((s) => s.id),
  ))
    references.set(row.childId, [
      ...(references.get(row.childId) ?? []),
      descriptorFromBytes(row.descriptor),
    ]);
  const close = new Set(
    [...references]
      .filter(([childId, descriptors]) => looksAlike(own, { childId, descriptors }, rule))
      .map(([childId]) => childId),
  );
  return siblings.filter((s) => close.has(s.id)).map((s) => ({ child_id: s.id, name: s.name }));
}

/**
 * The analysis of an uploaded face image; damage the header did not show is "cannot read".
 * The engine looks at given bytes once: a save after its preview reuses what the preview
 * found (kept/registration-findings.ts).
 */
async function analyseUpload(deps: ChildFaceDeps, base64: string): Promise<RegistrationAnalysis> {
  const bytes = await readFaceImage(base64);
  try {
    const image = await decodeRgb(bytes, REGISTRATION_SIDE);
    return { image, ...(await registrationFindings(bytes, () => findRegistrationFaces(deps.faces, image))) };
  } catch (error) {
    // Only sharp's decode failing is the image's fault; an engine failure stays a server error.
    if (error instanceof ImageDecodeError)
      throw new AppError(400, 'FACE-IMAGE-INVALID', m['face.image_invalid']);
    throw error;
  }
}

/** `POST /api/face/detect`: what saving this image would find, for the preview. */
export async function detectFaces(
  deps: ChildFaceDeps,
  base64: string,
  lang: TextLanguage,
): Promise<FaceDetectResult> {
  const analysis = await analyseUpload(deps, base64);
  return {
    faces: analysis.faces.map((f) => ({ box: f.normalized, score: Math.round(f.score * 1000) / 1000 })),
    problem: analysis.problem,
    problem_message: analysis.problem ? translate(m[PROBLEM_ERRORS[analysis.problem][1]], lang) : null,
  };
}

const jpegOf = (image: RgbImage, side: number, quality: number) =>
  sharp(image.data, { raw: { width: image.width, height: image.height, channels: 3 } })
    .resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality, mozjpeg: true })
    .toBuffer();

/**
 * `POST /api/user/child/{child_id}/face_image`: stores one face image privately with its
 * descriptor. Consent first, at most {@link MAX_PHOTO_COUNT}, exactly one clear face.
 */
export async function addChildFaceImage(
  deps: ChildFaceDeps,
  memberId: number,
  childId: number,
  input: { face_image_base64: string; guardian_consent?: boolean | undefined },
) {
  const child = await childVisibleTo(deps.db, memberId, childId, 'owner');
  if (!child.faceConsentAt && input.guardian_consent !== true)
    throw new AppError(400, 'FACE-CONSENT-REQUIRED', m['face.consent_required']);
  const limitError = () => new AppError(400, 'FACE-LIMIT', m['face.limit'], { max: MAX_PHOTO_COUNT });
  if (((await countChildFaceImages(deps.db, [childId])).get(childId) ?? 0) >= MAX_PHOTO_COUNT)
    throw limitError();
  const analysis = await analyseUpload(deps, input.face_image_base64);
  if (analysis.problem || !analysis.face) {
    const [code, key] = PROBLEM_ERRORS[analysis.problem ?? 'no_face'];
    throw new AppError(400, code, m[key]);
  }
  if (!child.faceConsentAt) await recordFaceConsent(deps.db, childId, new Date());
  // Kept as a re-encoded JPEG: upright, without the upload's metadata (location, device).
  const storageKey = `faces/${memberId}/${childId}/${randomUUID()}.jpg`;
  const [stored, thumbnail] = await Promise.all([
    jpegOf(analysis.image, analysis.image.width, 88),
    jpegOf(analysis.image, THUMBNAIL_SIDE, 75),
  ]);
  await deps.storage.put(storageKey, stored, 'image/jpeg');
  // Checked again after the slow analysis: two uploads at once must not make four images.
  if (((await countChildFaceImages(deps.db, [childId])).get(childId) ?? 0) >= MAX_PHOTO_COUNT) {
    await deps.storage.delete(storageKey);
    throw limitError();
  }
  const face = analysis.face;
  const row = await insertChildFaceImage(deps.db, {
    childId,
    memberId,
    storageKey,
    thumbnail,
    boxX: face.normalized.x,
    boxY: face.normalized.y,
    boxWidth: face.normalized.width,
    boxHeight: face.normalized.height,
    score: face.score,
    descriptor: descriptorToBytes(face.descriptor),
  });
  announceFacesChanged(deps.db, childId);
  const count = (await countChildFaceImages(deps.db, [childId])).get(childId) ?? 1;
  return { face_image: toFaceImage(row), face_image_count: count };
}

/** `DELETE /api/user/child/{child_id}/face_image/{child_face_id}`: the image and its descriptor. */
export async function removeChildFaceImage(
  deps: ChildFaceDeps,
  memberId: number,
  childId: number,
  faceId: number,
) {
  await childVisibleTo(deps.db, memberId, childId, 'owner');
  const storageKey = await deleteChildFaceImage(deps.db, memberId, childId, faceId);
  if (!storageKey) throw new AppError(404, 'FACE-IMAGE-404', m['face.image_not_found']);
  announceFacesChanged(deps.db, childId);
  await deps.storage.delete(storageKey);
}

/**
 * After a child's registered faces changed (committed): its references in every process, and
 * the rivals of every event whose audience holds it (decision 040).
 */
export function announceFacesChanged(db: Database, childId: number): void {
  announceChildFaces(db, childId);
  announceEventAudience(db, null);
}

/** The stored face images of a child, removed before the child's row (which cascades the rest). */
export async function removeChildFaceFiles(deps: Pick<ChildFaceDeps, 'db' | 'storage'>, childId: number) {
  for (const key of await listChildFaceStorageKeys(deps.db, childId)) await deps.storage.delete(key);
}

/** How many face images each child has registered: the child answer's count, the alerts' precondition. */
export function faceImageCounts(db: Database, childIds: number[]): Promise<Map<number, number>> {
  return countChildFaceImages(db, childIds);
}
