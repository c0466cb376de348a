import {
  clockReferenceAnswerSchema,
  clockReferenceBodySchema,
  eventIdParamsSchema,
  itemIdParamsSchema,
  programmeAnswerSchema,
  programmeBodySchema,
} from '@omoide/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { organizationOfEvent } from '../events/events.service';
import { actorOf, operatorAccess } from '../operators/operator-guard';
import { organizationOfItem } from './photos-studio.service';
import { programmeOf, setClockReference, setProgramme } from './programme.service';

/**
 * Sort by programme (issue 29): the event's programme (time slot → sub-category), and a
 * camera's clock set from one reference photo. Uploads into the tray are sorted at ingest
 * (upload-ingest.ts). Who may call them is operator-permissions.ts.
 */
export const programmeRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const tags = ['studio'];
  const ofEvent = operatorAccess(deps, (request) =>
    organizationOfEvent(deps.db, (request.params as { event_id: number }).event_id),
  );
  const ofItem = operatorAccess(deps, (request) =>
    organizationOfItem(deps.db, (request.params as { item_id: number }).item_id),
  );

  app.get(
    '/api/studio/events/:event_id/programme',
    { ...ofEvent, schema: { tags, params: eventIdParamsSchema, response: { 200: programmeAnswerSchema } } },
    (request) => programmeOf(deps.db, request.params.event_id, request.lang),
  );

  app.put(
    '/api/studio/events/:event_id/programme',
    {
      ...ofEvent,
      schema: {
        tags,
        params: eventIdParamsSchema,
        body: programmeBodySchema,
        response: { 200: programmeAnswerSchema.extend({ moved: z.number().int() }) },
      },
    },
    (request) =>
      setProgramme(deps.db, actorOf(request), request.params.event_id, request.body.text, request.lang),
  );

  app.post(
    '/api/studio/photos/:item_id/clock_reference',
    {
      ...ofItem,
      schema: {
        tags,
        params: itemIdParamsSchema,
        body: clockReferenceBodySchema,
        response: { 200: clockReferenceAnswerSchema },
      },
    },
    (request) => setClockReference(deps.db, actorOf(request), request.params.item_id, request.body.taken_at),
  );
};
