import {
  categoryCreateBodySchema,
  categoryIdParamsSchema,
  categoryOrderBodySchema,
  categoryPeriodBodySchema,
  categoryRenameBodySchema,
  eventIdParamsSchema,
  pricesBodySchema,
  studioCategoriesAnswerSchema,
  studioCategorySchema,
  studioPricesAnswerSchema,
} from '@omoide/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { organizationOfCategory, organizationOfEvent } from '../events/events.service';
import { actorOf, operatorAccess } from '../operators/operator-guard';
import {
  categoriesOf,
  createCategory,
  removeCategory,
  renameCategory,
  reorderCategories,
} from './categories-admin.service';
import { setCategoryPeriod } from './category-period.service';
import { pricesOf, setPrices } from './prices-admin.service';

/**
 * An event's categories, purchase periods and price table in the studio (issue #15
 * "Catalogue"). Who may call them is operator-permissions.ts; the guard finds the
 * organisation through the event or the category before the body is read.
 */
export const categoriesAdminRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const tags = ['studio'];
  const ofEvent = operatorAccess(deps, (request) =>
    organizationOfEvent(deps.db, (request.params as { event_id: number }).event_id),
  );
  const ofCategory = operatorAccess(deps, (request) =>
    organizationOfCategory(deps.db, (request.params as { category_id: number }).category_id),
  );
  const eventParams = { tags, params: eventIdParamsSchema };
  const categoryParams = { tags, params: categoryIdParamsSchema };

  app.get(
    '/api/studio/events/:event_id/categories',
    { ...ofEvent, schema: { ...eventParams, response: { 200: studioCategoriesAnswerSchema } } },
    (request) => categoriesOf(deps.db, request.params.event_id, request.lang),
  );

  app.post(
    '/api/studio/events/:event_id/categories',
    {
      ...ofEvent,
      schema: { ...eventParams, body: categoryCreateBodySchema, response: { 201: studioCategorySchema } },
    },
    async (request, reply) => {
      const created = await createCategory(deps.db, actorOf(request), request.params.event_id, request.body);
      return reply.code(201).send(created);
    },
  );

  app.put(
    '/api/studio/events/:event_id/category_order',
    {
      ...ofEvent,
      schema: {
        ...eventParams,
        body: categoryOrderBodySchema,
        response: { 200: studioCategoriesAnswerSchema },
      },
    },
    (request) =>
      reorderCategories(deps.db, actorOf(request), request.params.event_id, request.body, request.lang),
  );

  app.patch(
    '/api/studio/categories/:category_id',
    {
      ...ofCategory,
      schema: { ...categoryParams, body: categoryRenameBodySchema, response: { 200: studioCategorySchema } },
    },
    (request) => renameCategory(deps.db, actorOf(request), request.params.category_id, request.body),
  );

  app.put(
    '/api/studio/categories/:category_id/period',
    {
      ...ofCategory,
      schema: { ...categoryParams, body: categoryPeriodBodySchema, response: { 200: studioCategorySchema } },
    },
    (request) => setCategoryPeriod(deps.db, actorOf(request), request.params.category_id, request.body),
  );

  app.delete(
    '/api/studio/categories/:category_id',
    { ...ofCategory, schema: categoryParams },
    async (request, reply) => {
      await removeCategory(deps.db, actorOf(request), request.params.category_id);
      return reply.code(204).send();
    },
  );

  app.get(
    '/api/studio/events/:event_id/prices',
    { ...ofEvent, schema: { ...eventParams, response: { 200: studioPricesAnswerSchema } } },
    (request) => pricesOf(deps.db, request.params.event_id, request.lang),
  );

  app.put(
    '/api/studio/events/:event_id/prices',
    {
      ...ofEvent,
      schema: { ...eventParams, body: pricesBodySchema, response: { 200: studioPricesAnswerSchema } },
    },
    (request) => setPrices(deps.db, actorOf(request), request.params.event_id, request.body, request.lang),
  );
};
