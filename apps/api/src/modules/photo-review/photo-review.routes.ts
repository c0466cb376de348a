import {
  eventIdParamsSchema,
  reviewActionAnswerSchema,
  reviewActionBodySchema,
  reviewAnswerSchema,
} from '@omoide/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { organizationOfEvent } from '../events/events.service';
import { actorOf, operatorAccess } from '../operators/operator-guard';
import { actOnReview, reviewOf } from './photo-review.service';

/**
 * The review of flagged photos (issue 29): blurred or eyes closed, measured at ingest. Who may
 * call them is operator-permissions.ts.
 */
export const photoReviewRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const tags = ['studio'];
  const ofEvent = operatorAccess(deps, (request) =>
    organizationOfEvent(deps.db, (request.params as { event_id: number }).event_id),
  );

  app.get(
    '/api/studio/events/:event_id/review',
    { ...ofEvent, schema: { tags, params: eventIdParamsSchema, response: { 200: reviewAnswerSchema } } },
    (request) => reviewOf(deps.db, request.params.event_id),
  );

  app.post(
    '/api/studio/events/:event_id/review',
    {
      ...ofEvent,
      schema: {
        tags,
        params: eventIdParamsSchema,
        body: reviewActionBodySchema,
        response: { 200: reviewActionAnswerSchema },
      },
    },
    (request) => actOnReview(deps.db, actorOf(request), request.params.event_id, request.body),
  );
};
