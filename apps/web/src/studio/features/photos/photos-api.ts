import {
  eventFaceIndexSchema,
  type OperatorRole,
  roleMayCall,
  type StudioPhotoItem,
  type StudioPhotoPatch,
  studioCoverAnswerSchema,
  studioEventPhotosSchema,
  studioPhotoItemSchema,
} from '@omoide/contract';
import { z } from 'zod';
import { studioFetch } from '../../shared/studio-api';

/** Uploading and managing photos: the permission table's roles for an event's photos. */
export function mayManagePhotos(role: OperatorRole | undefined): boolean {
  return roleMayCall(role, 'GET /api/studio/events/{event_id}/photos');
}

export const photosKeys = {
  event: (eventId: number) => ['studio', 'photos', eventId] as const,
  faces: (eventId: number) => ['studio', 'photos', eventId, 'faces'] as const,
};

export const fetchEventPhotos = (eventId: number) =>
  studioFetch(`/api/studio/events/${eventId}/photos`, { schema: studioEventPhotosSchema });

export const fetchFaceIndex = (eventId: number) =>
  studioFetch(`/api/admin/events/${eventId}/faces`, { schema: eventFaceIndexSchema });

export const reindexFaces = (eventId: number) =>
  studioFetch(`/api/admin/events/${eventId}/faces/reindex`, {
    method: 'POST',
    schema: z.object({ queued: z.number().int() }),
  });

export const retryPhoto = (itemId: number): Promise<StudioPhotoItem> =>
  studioFetch(`/api/studio/photos/${itemId}/retry`, { method: 'POST', schema: studioPhotoItemSchema });

export const deletePhoto = (itemId: number) =>
  studioFetch<void>(`/api/studio/photos/${itemId}`, { method: 'DELETE' });

export const placePhoto = (itemId: number, patch: StudioPhotoPatch): Promise<StudioPhotoItem> =>
  studioFetch(`/api/studio/photos/${itemId}`, {
    method: 'PATCH',
    body: patch,
    schema: studioPhotoItemSchema,
  });

export const setCover = (eventId: number, itemId: number | null) =>
  studioFetch(`/api/studio/events/${eventId}/cover`, {
    method: 'POST',
    body: { image_item_id: itemId },
    schema: studioCoverAnswerSchema,
  });
