import {
  type EventPatch,
  eventPreviewAnswerSchema,
  type OperatorRole,
  roleMayCall,
  type StudioEvent,
  studioEventAnswerSchema,
  studioEventListSchema,
  studioOrganizationAnswerSchema,
} from '@omoide/contract';
import { studioFetch } from '../../shared/studio-api';

/** The catalogue (events): the roles the permission table lets list an organisation's events. */
export function mayKeepCatalogue(role: OperatorRole | undefined): boolean {
  return roleMayCall(role, 'GET /api/studio/organizations/{organization_id}/events');
}

export const catalogueKeys = {
  events: (organizationId: number | undefined) => ['studio', 'catalogue', 'events', organizationId] as const,
  event: (eventId: number) => ['studio', 'catalogue', 'event', eventId] as const,
  organization: (organizationId: number | undefined) =>
    ['studio', 'catalogue', 'organization', organizationId] as const,
};

export function fetchEvents(organizationId: number) {
  return studioFetch(`/api/studio/organizations/${organizationId}/events`, { schema: studioEventListSchema });
}

export async function fetchEvent(eventId: number): Promise<StudioEvent> {
  return (await studioFetch(`/api/studio/events/${eventId}`, { schema: studioEventAnswerSchema })).event;
}

export async function createEvent(organizationId: number, body: EventPatch): Promise<StudioEvent> {
  const answer = await studioFetch(`/api/studio/organizations/${organizationId}/events`, {
    method: 'POST',
    body,
    schema: studioEventAnswerSchema,
  });
  return answer.event;
}

export async function updateEvent(eventId: number, body: EventPatch): Promise<StudioEvent> {
  const answer = await studioFetch(`/api/studio/events/${eventId}`, {
    method: 'PATCH',
    body,
    schema: studioEventAnswerSchema,
  });
  return answer.event;
}

/** publish, unpublish or event_code: each answers the event as it now stands. */
export async function eventAction(
  eventId: number,
  action: 'publish' | 'unpublish' | 'event_code',
): Promise<StudioEvent> {
  const answer = await studioFetch(`/api/studio/events/${eventId}/${action}`, {
    method: 'POST',
    schema: studioEventAnswerSchema,
  });
  return answer.event;
}

export function previewEvent(eventId: number) {
  return studioFetch(`/api/studio/events/${eventId}/preview`, {
    method: 'POST',
    schema: eventPreviewAnswerSchema,
  });
}

export async function fetchOrganization(organizationId: number) {
  return (
    await studioFetch(`/api/studio/organizations/${organizationId}`, {
      schema: studioOrganizationAnswerSchema,
    })
  ).organization;
}

export async function updateOrganization(
  organizationId: number,
  body: { name: string; watermark_text: string },
) {
  return (
    await studioFetch(`/api/studio/organizations/${organizationId}`, {
      method: 'PATCH',
      body,
      schema: studioOrganizationAnswerSchema,
    })
  ).organization;
}

export async function createOrganization(body: { name: string }) {
  return (
    await studioFetch('/api/studio/organizations', {
      method: 'POST',
      body,
      schema: studioOrganizationAnswerSchema,
    })
  ).organization;
}
