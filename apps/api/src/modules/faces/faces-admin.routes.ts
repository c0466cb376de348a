import { eventFaceIndexSchema, eventIdParamsSchema } from '@omoide/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { organizationOfEvent } from '../events/events.service';
import { operatorAccess } from '../operators/operator-guard';
import { getFaceIndexReport, reindexEvent } from './face-index.service';

/** Operator calls: an event's face indexing progress and failures, and re-indexing it. */
export const facesAdminRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const tags = ['operator'];
  const ofEvent = operatorAccess(deps, (request) =>
    organizationOfEvent(deps.db, (request.params as { event_id: number }).event_id),
  );

  app.get(
    '/api/admin/events/:event_id/faces',
    {
      ...ofEvent,
      schema: { tags, params: eventIdParamsSchema, response: { 200: eventFaceIndexSchema } },
    },
    (request) => getFaceIndexReport(deps.db, request.params.event_id, request.lang),
  );
  app.post(
    '/api/admin/events/:event_id/faces/reindex',
    {
      ...ofEvent,
      schema: {
        tags,
        params: eventIdParamsSchema,
        response: { 202: z.object({ queued: z.number().int() }) },
      },
    },
    async (request, reply) =>
      reply.code(202).send({ queued: await reindexEvent(deps, request.params.event_id) }),
  );
};
