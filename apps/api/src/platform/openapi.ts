import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * The OpenAPI document is generated from the same zod schemas that validate requests, so
 * it cannot drift from the code: `/api/openapi.json`, browsable at `/api/docs`. Production
 * does not serve them (`serve: false`, docs/decisions/023): the map of every route is for
 * developers, on a development server; `app.swagger()` still builds it in-process.
 */
export const openApiPlugin = fp(
  async (app: FastifyInstance, options: { serve: boolean }) => {
    await app.register(fastifySwagger, {
      openapi: {
        info: {
          title: 'Omoide API',
          description:
            'Event and school photo sales. Errors: { display_message, display_message_lang, display_code }.',
          version: '0.1.0',
        },
        components: {
          securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
      },
      transform: jsonSchemaTransform,
    });
    if (!options.serve) return;
    await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
    app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  },
  { name: 'openapi' },
);
