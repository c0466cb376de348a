import { cartPostBodySchema, cartSchema } from '@omoide/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { cartBuyerOf, getCart, setCartItem } from './cart.service';

/** Spec §7 Cart: the buyer's cart (member or guest, spec §6). */
export const cartRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  const tags = ['cart'];
  const buyer = app.requireAuth(['member', 'guest']);

  app.get('/api/cart', { onRequest: buyer, schema: { tags, response: { 200: cartSchema } } }, (request) =>
    getCart(db, cartBuyerOf(request), request.lang),
  );

  app.post(
    '/api/cart',
    { onRequest: buyer, schema: { tags, body: cartPostBodySchema, response: { 200: cartSchema } } },
    (request) => setCartItem(db, cartBuyerOf(request), request.body, request.lang),
  );
};
