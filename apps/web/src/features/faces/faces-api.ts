import {
  type ChildEventList,
  type ChildFaceImage,
  type ChildFaceInfo,
  childEventListSchema,
  childFaceInfoSchema,
  type FaceDetectResult,
  type FaceFeedback,
  type FaceMatch,
  faceDetectResultSchema,
  faceImageUploadResultSchema,
  faceMatchSchema,
  type TextLanguage,
} from '@omoide/contract';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { apiFetch } from '@/shared/api/api-client';
import { CHILDREN_QUERY_KEY, childQueryKey } from '@/shared/api/children';

/** Face images, face search and the events where a child was found (member token only, spec §6). */

export const faceKeys = {
  all: ['faces'] as const,
  info: (childId: number) => ['faces', 'info', childId] as const,
  /** Event names come in the request's language. */
  childEvents: (language: TextLanguage) => ['faces', 'child-events', language] as const,
  matchRoot: ['faces', 'match'] as const,
  match: (eventId: number, children: readonly number[], categoryId: number | null) =>
    ['faces', 'match', eventId, children, categoryId] as const,
};

/** `GET /api/user/child/{child_id}/face_image`: a 404 (not the member's child) goes to the list. */
export const childFaceInfoQuery = (childId: number) =>
  queryOptions({
    queryKey: faceKeys.info(childId),
    queryFn: ({ signal }): Promise<ChildFaceInfo> =>
      apiFetch(`/api/user/child/${childId}/face_image`, {
        auth: 'member',
        schema: import.meta.env.DEV ? childFaceInfoSchema : undefined,
        signal,
      }),
    meta: { followUp: '/child' },
  });

/** `POST /api/face/detect`: the faces the upload would find, to show before saving. */
export function detectFaces(imageBase64: string): Promise<FaceDetectResult> {
  return apiFetch('/api/face/detect', {
    body: { face_image_base64: imageBase64 },
    auth: 'member',
    schema: import.meta.env.DEV ? faceDetectResultSchema : undefined,
  });
}

/** `POST /api/user/child/{child_id}/face_image`; the first image carries the guardian's consent. */
export async function uploadFaceImage(
  childId: number,
  imageBase64: string,
  guardianConsent: boolean,
): Promise<ChildFaceImage> {
  const body = guardianConsent
    ? { face_image_base64: imageBase64, guardian_consent: true }
    : { face_image_base64: imageBase64 };
  return (
    await apiFetch(`/api/user/child/${childId}/face_image`, {
      body,
      auth: 'member',
      schema: import.meta.env.DEV ? faceImageUploadResultSchema : undefined,
    })
  ).face_image;
}

export async function deleteFaceImage(childId: number, childFaceId: number): Promise<void> {
  await apiFetch(`/api/user/child/${childId}/face_image/${childFaceId}`, {
    method: 'DELETE',
    auth: 'member',
  });
}

/**
 * After a face image came or went: the child's counts and every search result may differ
 * (a child's matches use all of their images).
 */
export async function refreshAfterFaceChange(queryClient: QueryClient, childId: number): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: faceKeys.all }),
    queryClient.invalidateQueries({ queryKey: childQueryKey(childId) }),
    queryClient.invalidateQueries({ queryKey: CHILDREN_QUERY_KEY, exact: true }),
  ]);
}

/** `GET /api/event/list/children`: events where the member's children were found. */
export const childEventsQuery = (language: TextLanguage) =>
  queryOptions({
    queryKey: faceKeys.childEvents(language),
    queryFn: async ({ signal }): Promise<ChildEventList['events']> =>
      (
        await apiFetch('/api/event/list/children', {
          auth: 'member',
          schema: import.meta.env.DEV ? childEventListSchema : undefined,
          signal,
        })
      ).events,
  });

/** While photos are still being searched for faces, ask again this often. */
export const MATCH_POLL_MS = 5_000;

/**
 * `POST /api/face/match`. A read, so a query; the page shows its own errors (a child without
 * face images needs a way to add them, not a modal).
 */
export const faceMatchQuery = (eventId: number, children: readonly number[], categoryId: number | null) =>
  queryOptions({
    queryKey: faceKeys.match(eventId, children, categoryId),
    queryFn: ({ signal }): Promise<FaceMatch> =>
      apiFetch('/api/face/match', {
        body: {
          event_id: eventId,
          target_children: children,
          ...(categoryId ? { filter_category_id: categoryId } : {}),
        },
        auth: 'member',
        schema: import.meta.env.DEV ? faceMatchSchema : undefined,
        signal,
      }),
    meta: { errorModal: false },
    refetchInterval: (query) => ((query.state.data?.progress.pending ?? 0) > 0 ? MATCH_POLL_MS : false),
  });

/** `POST /api/face/feedback`: "this is my child", "not my child", or null to take it back. */
export async function sendFaceFeedback(
  childId: number,
  imageItemId: number,
  verdict: FaceFeedback | null,
): Promise<void> {
  await apiFetch('/api/face/feedback', {
    body: { child_id: childId, image_item_id: imageItemId, verdict },
    auth: 'member',
  });
}
