import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { AppError } from '../../platform/errors';
import { platformMessages } from '../../platform/i18n/messages';

const statusSchema = z.object({ status: z.string() });

/** Liveness (the process answers) and readiness (the database answers) for load balancers. */
export const healthRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { database }) => {
  app.get('/healthz', { schema: { hide: true, response: { 200: statusSchema } } }, async () => ({
    status: 'ok',
  }));
  app.get('/readyz', { schema: { hide: true, response: { 200: statusSchema } } }, async () => {
    try {
      await database.ping();
    } catch {
      throw new AppError(503, 'SERVER-503', platformMessages['server.unavailable']);
    }
    return { status: 'ready' };
  });
};
