import { type ReviewActionBody, reviewActionAnswerSchema, reviewAnswerSchema } from '@omoide/contract';
import { studioFetch } from '../../shared/studio-api';

/** Issue 29: an event's photos flagged at ingest (blurred, eyes closed) and what to do with them. */
export const reviewKey = (eventId: number) => ['studio', 'photos', eventId, 'review'] as const;

export const fetchReview = (eventId: number) =>
  studioFetch(`/api/studio/events/${eventId}/review`, { schema: reviewAnswerSchema });

export const actOnReview = (eventId: number, body: ReviewActionBody) =>
  studioFetch(`/api/studio/events/${eventId}/review`, {
    method: 'POST',
    body,
    schema: reviewActionAnswerSchema,
  });
