import {
  eventIdParamsSchema,
  eventInfoSchema,
  eventListSchema,
  organizationEventListSchema,
} from '@omoide/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { getEventInfo, listEventsByOrganization, listOrganizationsWithEvents } from './events.service';

/** Spec §7 Events: event info (member or guest) and the member's organisation lists. */
export const eventsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  const tags = ['events'];
  const member = app.requireAuth(['member']);

  app.get(
    '/api/event/info/:event_id',
    {
      onRequest: app.requireAuth(['member', 'guest']),
      schema: { tags, params: eventIdParamsSchema, response: { 200: eventInfoSchema } },
    },
    (request) =>
      getEventInfo(
        db,
        { kind: request.auth!.kind, subject: request.auth!.subject },
        request.params.event_id,
        request.lang,
      ),
  );
  app.get(
    '/api/event/list_by_organization',
    { onRequest: member, schema: { tags, response: { 200: eventListSchema } } },
    async (request) => ({
      events: await listEventsByOrganization(db, Number(request.auth!.subject), request.lang),
    }),
  );
  app.get(
    '/api/event/list/organization',
    { onRequest: member, schema: { tags, response: { 200: organizationEventListSchema } } },
    async (request) => ({
      organizations: await listOrganizationsWithEvents(db, Number(request.auth!.subject), request.lang),
    }),
  );
};
