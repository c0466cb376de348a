import {
  eventCreateSchema,
  eventIdParamsSchema,
  eventPatchSchema,
  eventPreviewAnswerSchema,
  organizationCreateSchema,
  organizationIdParamsSchema,
  organizationPatchSchema,
  studioEventAnswerSchema,
  studioEventListSchema,
  studioOrganizationAnswerSchema,
} from '@omoide/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { requestOrigin } from '../../platform/http/site-origin';
import { organizationOfEvent } from '../events/events.service';
import { actorOf, operatorAccess, operatorIdOf } from '../operators/operator-guard';
import { previewEvent } from './event-preview.service';
import {
  createStudioEvent,
  getStudioEvent,
  listStudioEvents,
  publishStudioEvent,
  regenerateEventCode,
  unpublishStudioEvent,
  updateStudioEvent,
} from './events-admin.service';
import {
  createStudioOrganization,
  getStudioOrganization,
  updateStudioOrganization,
} from './organization-admin.service';

/**
 * The studio's catalogue (issue #15): organisation settings and events. Who may call them is
 * operator-permissions.ts; the rules and their audit entries are events-admin.service.ts.
 */
export const eventsAdminRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const tags = ['studio'];
  const { db } = deps;
  const ofOrganization = operatorAccess(deps);
  const ofEvent = operatorAccess(deps, (request) =>
    organizationOfEvent(db, (request.params as { event_id: number }).event_id),
  );
  const eventAnswer = { tags, params: eventIdParamsSchema, response: { 200: studioEventAnswerSchema } };

  app.post(
    '/api/studio/organizations',
    {
      ...operatorAccess(deps),
      schema: { tags, body: organizationCreateSchema, response: { 201: studioOrganizationAnswerSchema } },
    },
    async (request, reply) => {
      const organization = await createStudioOrganization(
        db,
        actorOf(request),
        operatorIdOf(request),
        request.body,
      );
      return reply.code(201).send({ organization });
    },
  );

  app.get(
    '/api/studio/organizations/:organization_id',
    {
      ...ofOrganization,
      schema: { tags, params: organizationIdParamsSchema, response: { 200: studioOrganizationAnswerSchema } },
    },
    async (request) => ({ organization: await getStudioOrganization(db, request.params.organization_id) }),
  );

  app.patch(
    '/api/studio/organizations/:organization_id',
    {
      ...ofOrganization,
      schema: {
        tags,
        params: organizationIdParamsSchema,
        body: organizationPatchSchema,
        response: { 200: studioOrganizationAnswerSchema },
      },
    },
    async (request) => ({
      organization: await updateStudioOrganization(
        db,
        deps.jobs,
        actorOf(request),
        request.params.organization_id,
        request.body,
      ),
    }),
  );

  app.get(
    '/api/studio/organizations/:organization_id/events',
    {
      ...ofOrganization,
      schema: { tags, params: organizationIdParamsSchema, response: { 200: studioEventListSchema } },
    },
    async (request) => ({ events: await listStudioEvents(db, request.params.organization_id, request.lang) }),
  );

  app.post(
    '/api/studio/organizations/:organization_id/events',
    {
      ...ofOrganization,
      schema: {
        tags,
        params: organizationIdParamsSchema,
        body: eventCreateSchema,
        response: { 201: studioEventAnswerSchema },
      },
    },
    async (request, reply) => {
      const event = await createStudioEvent(
        db,
        actorOf(request),
        request.params.organization_id,
        request.body,
      );
      return reply.code(201).send({ event });
    },
  );

  app.get('/api/studio/events/:event_id', { ...ofEvent, schema: eventAnswer }, async (request) => ({
    event: await getStudioEvent(db, request.params.event_id),
  }));

  app.patch(
    '/api/studio/events/:event_id',
    { ...ofEvent, schema: { ...eventAnswer, body: eventPatchSchema } },
    async (request) => ({
      event: await updateStudioEvent(db, actorOf(request), request.params.event_id, request.body),
    }),
  );

  app.post('/api/studio/events/:event_id/publish', { ...ofEvent, schema: eventAnswer }, async (request) => ({
    event: await publishStudioEvent(db, actorOf(request), request.params.event_id),
  }));

  app.post(
    '/api/studio/events/:event_id/unpublish',
    { ...ofEvent, schema: eventAnswer },
    async (request) => ({
      event: await unpublishStudioEvent(db, actorOf(request), request.params.event_id),
    }),
  );

  app.post(
    '/api/studio/events/:event_id/event_code',
    { ...ofEvent, schema: eventAnswer },
    async (request) => ({
      event: await regenerateEventCode(db, actorOf(request), request.params.event_id),
    }),
  );

  app.post(
    '/api/studio/events/:event_id/preview',
    {
      ...ofEvent,
      schema: { tags, params: eventIdParamsSchema, response: { 200: eventPreviewAnswerSchema } },
    },
    (request) =>
      previewEvent(
        { ...deps, publicUrl: requestOrigin(request, deps.config.publicUrl) },
        actorOf(request),
        request.params.event_id,
      ),
  );
};
