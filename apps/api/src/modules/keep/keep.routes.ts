import {
  keepEventParamsSchema,
  keepItemParamsSchema,
  keepListSchema,
  keepPostBodySchema,
} from '@omoide/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { cartBuyerOf } from '../cart/cart.service';
import { getKeepList, keepPhoto, unkeepPhoto } from './keep.service';

/**
 * Kept photos ("keep" of spec §9), cart-like: member or guest (spec §6). The token is checked
 * before the input is read (`onRequest`), so a caller without one learns nothing from it.
 */
export const keepRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  const tags = ['keep'];
  const buyer = app.requireAuth(['member', 'guest']);

  app.get(
    '/api/keep/list/:event_id',
    {
      onRequest: buyer,
      schema: { tags, params: keepEventParamsSchema, response: { 200: keepListSchema } },
    },
    (request) => getKeepList(db, cartBuyerOf(request), request.params.event_id),
  );

  app.post(
    '/api/keep',
    { onRequest: buyer, schema: { tags, body: keepPostBodySchema, response: { 200: keepListSchema } } },
    (request) => keepPhoto(db, cartBuyerOf(request), request.body),
  );

  app.delete(
    '/api/keep/:event_id/:image_info_id',
    {
      onRequest: buyer,
      schema: { tags, params: keepItemParamsSchema, response: { 200: keepListSchema } },
    },
    (request) => unkeepPhoto(db, cartBuyerOf(request), request.params),
  );
};
