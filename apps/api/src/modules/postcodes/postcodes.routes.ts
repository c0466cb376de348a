import { postalZipAnswerSchema, postalZipParamsSchema } from '@omoide/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { lookUpPostalCode } from './postcodes.service';

/** The address form's postcode look-up (spec §7 `utility/postal_zip`), for any buyer. */
export const postcodesRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  app.get(
    '/api/utility/postal_zip/:zip_code7.json',
    {
      onRequest: app.requireAuth(['member', 'guest']),
      schema: { tags: ['orders'], params: postalZipParamsSchema, response: { 200: postalZipAnswerSchema } },
    },
    async (request, reply) => {
      // Japan Post's data changes monthly at most: a day in the browser's cache is safe.
      reply.header('cache-control', 'private, max-age=86400');
      return lookUpPostalCode(request.params.zip_code7);
    },
  );
};
