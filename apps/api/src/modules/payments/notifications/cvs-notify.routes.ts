import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../../app-deps';
import { AppError } from '../../../platform/errors';
import { mailOrigin } from '../../../platform/http/site-origin';
import { cvsMessages as c } from '../checkout/cvs/cvs.messages';
import { CVS_NOTIFY_PATH } from '../checkout/cvs/cvs-checkout.service';
import { applyCvsNotification } from './cvs-notifications.service';

const NOTIFICATION_LIMIT_BYTES = 64 * 1024;

/**
 * The convenience-store provider's server-to-server notifications (docs/decisions/012). No
 * buyer token: the signature over the raw body is checked before anything else, so the
 * body is kept raw (this plugin's own parsers); a bad signature, a bad body or a stale one
 * is a 401 and changes nothing. A 2xx tells the provider to stop retrying.
 */
export const cvsNotifyRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  // The provider calls, not a browser: the order's mail links use its recorded origin.
  const checkout = { ...deps, publicUrl: mailOrigin(deps.config), log: app.log };
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: NOTIFICATION_LIMIT_BYTES },
    (_request, body, done) => done(null, body),
  );

  app.post(
    CVS_NOTIFY_PATH,
    {
      bodyLimit: NOTIFICATION_LIMIT_BYTES,
      schema: {
        tags: ['payments'],
        response: { 200: z.object({ result: z.literal('ok'), outcome: z.string() }) },
      },
    },
    async (request) => {
      const cvs = deps.payments.cvs;
      if (!cvs) throw new AppError(503, 'PAYMENT-NOTIFY-503', c['notify.unavailable']);
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const notification = cvs.readNotification(raw, request.headers);
      if (!notification) {
        // Forged, damaged or stale: worth an operator's look (a key mismatch stops every payment).
        request.log.warn({ bytes: raw.length }, 'store notification refused: signature, body or age');
        throw new AppError(401, 'PAYMENT-NOTIFY-SIGNATURE', c['notify.invalid']);
      }
      return { result: 'ok' as const, outcome: await applyCvsNotification(checkout, notification) };
    },
  );
};
