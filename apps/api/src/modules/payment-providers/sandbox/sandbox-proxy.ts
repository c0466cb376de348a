import httpProxy from '@fastify/http-proxy';
import type { FastifyInstance } from 'fastify';

/**
 * A staging installation (production with ALLOW_SANDBOX_PAYMENTS=true) pays at a sandbox
 * running as its own process (`npm run sandbox`, PAYMENT_SANDBOX_URL). The buyer's browser
 * must still reach its pages (card tokens, 3-D Secure, wallet approval, store slips), and
 * the page's CSP allows only our own origin: so this process forwards `/sandbox/*` to it,
 * and the browser is handed `/sandbox/…` on whatever address it used (docs/decisions/026).
 */
export async function sandboxProxy(app: FastifyInstance, sandboxUrl: string): Promise<void> {
  const upstream = new URL(sandboxUrl);
  await app.register(httpProxy, {
    upstream: upstream.origin,
    prefix: '/sandbox',
    rewritePrefix: upstream.pathname.replace(/\/$/, ''),
  });
}
