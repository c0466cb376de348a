import type { FastifyInstance, FastifySchema } from 'fastify';

// Kept out of the product's API reference (the `hide` flag of @fastify/swagger).
const hidden = { hide: true } as FastifySchema;

/**
 * The local stand-in for the external payment gateways (DESIGN §9), mounted at /sandbox in
 * the embedded mode. The payments work fills it (token endpoints v1/v2, 3-D Secure
 * challenge, convenience-store numbers, wallet consent, DCC quotes); for now it answers
 * its own health check so the mount point and its wiring exist and are tested.
 */
export async function gatewaySandbox(app: FastifyInstance): Promise<void> {
  app.get('/sandbox/healthz', { schema: hidden }, async () => ({
    status: 'ok',
    gateways: [] as string[],
  }));
}
