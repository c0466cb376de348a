import { cardShopPublicConfigSchema } from '@omoide/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PaymentGateways } from '../payment-providers/payment-providers';

/** Where and how the browser makes a card token (DESIGN §9: card data never reaches us). No token needed. */
export const paymentsRoutes: FastifyPluginAsyncZod<{ payments: PaymentGateways }> = async (app, deps) => {
  const tags = ['payments'];

  app.get(
    '/api/payment/card/config',
    { schema: { tags, response: { 200: cardShopPublicConfigSchema } } },
    async (_request, reply) => {
      // The sandbox makes new keys when its process restarts: never serve a stale key from a cache.
      reply.header('cache-control', 'no-store');
      return deps.payments.card.publicConfig();
    },
  );
};
