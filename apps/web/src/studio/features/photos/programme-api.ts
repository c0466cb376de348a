import { clockReferenceAnswerSchema, programmeAnswerSchema } from '@omoide/contract';
import { z } from 'zod';
import { studioFetch } from '../../shared/studio-api';

/** Sort by programme (issue 29): the event's slots, its tray and its cameras' clocks. */
export const programmeKey = (eventId: number) => ['studio', 'photos', eventId, 'programme'] as const;

export const fetchProgramme = (eventId: number) =>
  studioFetch(`/api/studio/events/${eventId}/programme`, { schema: programmeAnswerSchema });

export const saveProgramme = (eventId: number, text: string) =>
  studioFetch(`/api/studio/events/${eventId}/programme`, {
    method: 'PUT',
    body: { text },
    schema: programmeAnswerSchema.extend({ moved: z.number().int() }),
  });

export const setClockReference = (itemId: number, takenAt: string) =>
  studioFetch(`/api/studio/photos/${itemId}/clock_reference`, {
    method: 'POST',
    body: { taken_at: takenAt },
    schema: clockReferenceAnswerSchema,
  });
