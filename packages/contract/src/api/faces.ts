import { z } from 'zod';
import { MAX_PHOTO_COUNT } from '../reference/limits.js';
import { eventSummarySchema, imageItemSchema } from './events.js';

/**
 * Face matching (spec §7 User face image calls and `POST /api/face/match`, DESIGN §7).
 * Boxes are fractions of the photo's width and height (0–1), so they fit any rendition of it.
 */
export const faceBoxSchema = z.object({
  x: z.number(),
  y: z.number(),
  width: z.number(),
  height: z.number(),
});
export type FaceBox = z.infer<typeof faceBoxSchema>;

/** Largest face image accepted, after base64 decoding. */
export const FACE_IMAGE_MAX_BYTES = 10 * 1024 * 1024;

const id = z.coerce.number().int().positive().max(2_147_483_647);

/** One registered face image of a child: a small private thumbnail and where the face is. */
export const childFaceImageSchema = z.object({
  child_face_id: z.number().int(),
  /** A small JPEG as a data URL; the image itself is private and never served by URL. */
  thumbnail_data_url: z.string(),
  box: faceBoxSchema,
  created_t: z.number().int(),
});
export type ChildFaceImage = z.infer<typeof childFaceImageSchema>;

/** `GET /api/user/child/{child_id}/face_image`: the child's face info. */
export const childFaceInfoSchema = z.object({
  child_id: z.number().int(),
  /** When the guardian agreed to face matching for this child; null until then. */
  face_consent_t: z.number().int().nullable(),
  max_face_images: z.literal(MAX_PHOTO_COUNT),
  face_images: z.array(childFaceImageSchema),
  /**
   * Brothers and sisters (visible to this member) whose face images are too close to this
   * child's for the search to tell them apart: their matches are only ever asked about, and
   * more face images of each help (decision 021).
   */
  lookalike_children: z.array(z.object({ child_id: z.number().int(), name: z.string() })),
});
export type ChildFaceInfo = z.infer<typeof childFaceInfoSchema>;

/** Base64 image (plain or a `data:image/…;base64,` URL). Decoded size is checked on the server. */
const faceImageBase64 = z
  .string()
  .min(16)
  .max(Math.ceil((FACE_IMAGE_MAX_BYTES * 4) / 3) + 64);

/** `POST /api/user/child/{child_id}/face_image` (spec §3: `face_image_base64`). */
export const faceImageUploadBodySchema = z.object({
  face_image_base64: faceImageBase64,
  /** Required true with the first image of a child unless consent was already recorded. */
  guardian_consent: z.boolean().optional(),
});
export const faceImageUploadResultSchema = z.object({
  face_image: childFaceImageSchema,
  face_image_count: z.number().int(),
});

export const childFaceParamsSchema = z.object({ child_id: id, child_face_id: id });

/** Why an image cannot be used as a face image (the same codes as the upload's errors). */
export const FACE_PROBLEMS = ['no_face', 'several_faces', 'too_small', 'too_blurry'] as const;
export type FaceProblem = (typeof FACE_PROBLEMS)[number];

/** `POST /api/face/detect`: what the upload would find, shown before saving. */
export const faceDetectBodySchema = z.object({ face_image_base64: faceImageBase64 });
export const faceDetectResultSchema = z.object({
  faces: z.array(z.object({ box: faceBoxSchema, score: z.number() })),
  problem: z.enum(FACE_PROBLEMS).nullable(),
  /** The problem in the request's language; null when the image can be saved. */
  problem_message: z.string().nullable(),
});
export type FaceDetectResult = z.infer<typeof faceDetectResultSchema>;

/** `POST /api/face/match` (spec §7: event_id, target_children, filter_category_id). */
export const faceMatchBodySchema = z.object({
  event_id: id,
  target_children: z
    .array(id)
    .min(1)
    .max(20)
    .refine((ids) => new Set(ids).size === ids.length, 'target_children must not repeat'),
  filter_category_id: id.nullable().optional(),
});

export const FACE_FEEDBACK = ['confirmed', 'rejected'] as const;
export type FaceFeedback = (typeof FACE_FEEDBACK)[number];

export const faceMatchChildSchema = z.object({
  child_id: z.number().int(),
  /** 0–1; 0.5 at the matching threshold, near 1 for a clear match. */
  confidence: z.number(),
  distance: z.number(),
  /**
   * True when the face is not certain enough to be called the child's (near another child
   * too, a look-alike brother or sister, or just beyond the threshold): shown as "Is this
   * Hana?" for the parent to confirm or reject, never counted as found (decision 021).
   */
  question: z.boolean(),
  box: faceBoxSchema,
  feedback: z.enum(FACE_FEEDBACK).nullable(),
});

/** How far the event's photos have been searched for faces. */
export const faceIndexProgressSchema = z.object({
  total: z.number().int(),
  indexed: z.number().int(),
  pending: z.number().int(),
  failed: z.number().int(),
});
export type FaceIndexProgress = z.infer<typeof faceIndexProgressSchema>;

export const faceMatchSchema = z.object({
  event_id: z.number().int(),
  progress: faceIndexProgressSchema,
  /** Best match first; a photo appears once, with every chosen child found in it. */
  data: z.array(
    z.object({
      image_item: imageItemSchema,
      matches: z.array(faceMatchChildSchema),
    }),
  ),
});
export type FaceMatch = z.infer<typeof faceMatchSchema>;

/** `POST /api/face/feedback`: "this is my child" / "not my child", or null to undo. */
export const faceFeedbackBodySchema = z.object({
  child_id: id,
  image_item_id: id,
  verdict: z.enum(FACE_FEEDBACK).nullable(),
});

/** `GET /api/event/list/children`: events where the member's children were found. */
export const childEventListSchema = z.object({
  events: z.array(
    z.object({
      event: eventSummarySchema,
      photo_count: z.number().int(),
      children: z.array(z.object({ child_id: z.number().int(), photo_count: z.number().int() })),
    }),
  ),
});
export type ChildEventList = z.infer<typeof childEventListSchema>;

/** `GET /api/event/list_by_child?child_id=`: events where one child was found. */
export const eventsByChildQuerySchema = z.object({ child_id: id });
export const eventsByChildSchema = z.object({
  child_id: z.number().int(),
  events: z.array(z.object({ event: eventSummarySchema, photo_count: z.number().int() })),
});
export type EventsByChild = z.infer<typeof eventsByChildSchema>;

/** Operator view of an event's face indexing. */
export const eventFaceIndexSchema = faceIndexProgressSchema.extend({
  faces: z.number().int(),
  failures: z.array(
    z.object({
      image_item_id: z.number().int(),
      original_name: z.string().nullable(),
      /** `face.unreadable` (the photo cannot be decoded) or `face.engine_failed` (retries ran out). */
      reason: z.string(),
      /** The reason in the caller's language. */
      message: z.string(),
    }),
  ),
});
