import {
  cartSaveConfirmAnswerSchema,
  cartSaveConfirmBodySchema,
  cartSaveSendAnswerSchema,
  guestEmailConfirmBodySchema,
  guestEmailSendAnswerSchema,
  guestEmailSendBodySchema,
  tokenAnswerSchema,
} from '@omoide/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { clientDevice } from '../../platform/auth/client-device';
import { requestOrigin } from '../../platform/http/site-origin';
import { attemptLimits, KeyedLimiter, LIMIT_WINDOW_SECONDS } from '../../platform/keyed-limiter';
import { cartBuyerOf } from '../cart/cart.service';
import { confirmEmailCheckCode, sendEmailCheck } from './guest.service';
import { confirmCartSave, sendCartSave } from './guest-cart-save.service';

/**
 * Spec §7 Guest: the e-mail check that makes a guest (no token needed, spec §6), and the
 * cart-save mail that brings a guest back to their cart (send: guest token; confirm: none).
 */
export const guestRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const tags = ['guest'];
  // Mails cost us and reach other people's inboxes: at most 5 per address per 15 minutes.
  const limits = attemptLimits(deps.config.rateLimitScale);
  const BRUTE_FORCE_LIMIT = limits.bruteForce;
  const mailsPerAddress = new KeyedLimiter(
    deps.db,
    'guest-mails',
    limits.mailsPerAddress,
    LIMIT_WINDOW_SECONDS,
  );

  app.post(
    '/api/guest/email/check/send',
    {
      config: { rateLimit: BRUTE_FORCE_LIMIT },
      schema: { tags, body: guestEmailSendBodySchema, response: { 200: guestEmailSendAnswerSchema } },
    },
    async (request) => {
      await mailsPerAddress.consume(request.body.email.toLowerCase());
      return sendEmailCheck(deps, request.body.email, request.lang);
    },
  );

  app.post(
    '/api/guest/email/check/confirm',
    {
      config: { rateLimit: BRUTE_FORCE_LIMIT },
      schema: { tags, body: guestEmailConfirmBodySchema, response: { 200: tokenAnswerSchema } },
    },
    (request, reply) =>
      confirmEmailCheckCode(
        { ...deps, device: clientDevice(request, reply) },
        request.body.check_id,
        request.body.check_code,
      ),
  );

  app.post(
    '/api/guest/cart/temporary_save/send',
    {
      onRequest: app.requireAuth(['guest']),
      config: { rateLimit: BRUTE_FORCE_LIMIT },
      schema: { tags, response: { 200: cartSaveSendAnswerSchema } },
    },
    async (request) => {
      const guestId = Number(cartBuyerOf(request).subject);
      await mailsPerAddress.consume(`cart-save:${guestId}`);
      return sendCartSave(
        { ...deps, publicUrl: requestOrigin(request, deps.config.publicUrl) },
        guestId,
        request.lang,
      );
    },
  );

  app.post(
    '/api/guest/cart/temporary_save/confirm',
    {
      config: { rateLimit: BRUTE_FORCE_LIMIT },
      schema: { tags, body: cartSaveConfirmBodySchema, response: { 200: cartSaveConfirmAnswerSchema } },
    },
    (request, reply) =>
      confirmCartSave({ ...deps, device: clientDevice(request, reply) }, request.body.save_key, request.lang),
  );
};
