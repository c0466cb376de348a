import {
  eventIdParamsSchema,
  itemIdParamsSchema,
  studioCoverAnswerSchema,
  studioCoverBodySchema,
  studioEventPhotosSchema,
  studioPhotoItemSchema,
  studioPhotoPatchSchema,
} from '@omoide/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { organizationOfEvent } from '../events/events.service';
import { actorOf, operatorAccess } from '../operators/operator-guard';
import { MAX_CHUNK_BYTES } from './photo-upload.routes';
import {
  deleteItem,
  eventPhotosOf,
  organizationOfItem,
  placeStudioItem,
  retryItem,
  setCover,
} from './photos-studio.service';

/**
 * The studio's management of an event's photos and movies (issue #15 "Uploads"): the list with
 * processing states, retry, delete, move and reorder, and the event's cover. Uploads go through
 * the resumable upload API (photo-upload.routes.ts). Who may call them is operator-permissions.ts.
 */
export const photosStudioRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const tags = ['studio'];
  const ofEvent = operatorAccess(deps, (request) =>
    organizationOfEvent(deps.db, (request.params as { event_id: number }).event_id),
  );
  const ofItem = operatorAccess(deps, (request) =>
    organizationOfItem(deps.db, (request.params as { item_id: number }).item_id),
  );
  const itemDeps = { ...deps, log: app.log };

  app.get(
    '/api/studio/events/:event_id/photos',
    { ...ofEvent, schema: { tags, params: eventIdParamsSchema, response: { 200: studioEventPhotosSchema } } },
    (request) => eventPhotosOf(deps.db, request.params.event_id, request.lang, MAX_CHUNK_BYTES),
  );

  app.post(
    '/api/studio/photos/:item_id/retry',
    { ...ofItem, schema: { tags, params: itemIdParamsSchema, response: { 200: studioPhotoItemSchema } } },
    (request) => retryItem(deps, actorOf(request), request.params.item_id, request.lang),
  );

  app.delete(
    '/api/studio/photos/:item_id',
    { ...ofItem, schema: { tags, params: itemIdParamsSchema } },
    async (request, reply) => {
      await deleteItem(itemDeps, actorOf(request), request.params.item_id);
      return reply.code(204).send();
    },
  );

  app.patch(
    '/api/studio/photos/:item_id',
    {
      ...ofItem,
      schema: {
        tags,
        params: itemIdParamsSchema,
        body: studioPhotoPatchSchema,
        response: { 200: studioPhotoItemSchema },
      },
    },
    (request) => placeStudioItem(deps, actorOf(request), request.params.item_id, request.body, request.lang),
  );

  app.post(
    '/api/studio/events/:event_id/cover',
    {
      ...ofEvent,
      schema: {
        tags,
        params: eventIdParamsSchema,
        body: studioCoverBodySchema,
        response: { 200: studioCoverAnswerSchema },
      },
    },
    (request) => setCover(deps.db, actorOf(request), request.params.event_id, request.body.image_item_id),
  );
};
