import { eventFaceIndexSchema, eventIdParamsSchema } from '@omoide/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { requireOperatorKey } from '../../platform/auth/operator-guard';
import { getFaceIndexReport, reindexEvent } from './face-index.service';

/** Operator calls: an event's face indexing progress and failures, and re-indexing it. */
export const facesAdminRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const tags = ['operator'];
  const operator = requireOperatorKey(deps.config.operatorApiKey);

  app.get(
    '/api/admin/events/:event_id/faces',
    {
      preHandler: operator,
      schema: { tags, params: eventIdParamsSchema, response: { 200: eventFaceIndexSchema } },
    },
    (request) => getFaceIndexReport(deps.db, request.params.event_id),
  );
  app.post(
    '/api/admin/events/:event_id/faces/reindex',
    {
      preHandler: operator,
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
