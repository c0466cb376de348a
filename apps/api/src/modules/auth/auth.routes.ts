import {
  eventCodeAnswerSchema,
  eventCodeBodySchema,
  hashLoginBodySchema,
  loginBodySchema,
  mintBridgeHashAnswerSchema,
  mintBridgeHashBodySchema,
  tokenAnswerSchema,
} from '@omoide/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { bearerOf } from '../../platform/auth/auth-guard';
import { clientDevice } from '../../platform/auth/client-device';
import { AppError } from '../../platform/errors';
import { requestOrigin } from '../../platform/http/site-origin';
import { attemptLimits, KeyedLimiter, LIMIT_WINDOW_SECONDS } from '../../platform/keyed-limiter';
import { FailureThrottle } from '../../platform/limits/failure-throttle';
import { openEventByCodes } from '../events/events.service';
import { actorOf, operatorAccess } from '../operators/operator-guard';
import { authMessages as m } from './auth.messages';
import { hashLogin, login, logout, refresh } from './auth.service';
import { mintSignInLinkAsOperator } from './operator-sign-in-link.service';

/** Spec §7 Authentication, plus logout and the operator's bridge-hash minting. */
export const authRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const tags = ['auth'];
  const BRUTE_FORCE_LIMIT = attemptLimits(deps.config.rateLimitScale).bruteForce;
  // Wrong passwords per account slow strangers down without locking the owner out (decision 024).
  const loginFailures = new FailureThrottle(deps.db, 'login', BRUTE_FORCE_LIMIT.max);
  const codesPerBuyer = new KeyedLimiter(deps.db, 'event-codes', BRUTE_FORCE_LIMIT.max, LIMIT_WINDOW_SECONDS);

  app.post(
    '/api/auth/login',
    {
      config: { rateLimit: BRUTE_FORCE_LIMIT },
      schema: { tags, body: loginBodySchema, response: { 200: tokenAnswerSchema } },
    },
    (request, reply) =>
      loginFailures.judge(request.body.email.toLowerCase(), request.ip, () =>
        login({ ...deps, device: clientDevice(request, reply) }, request.body.email, request.body.password),
      ),
  );

  // The grace window is the rotating client's: a client without a device cookie gets one here.
  app.get(
    '/api/auth/refresh_token',
    { schema: { tags, response: { 200: tokenAnswerSchema } } },
    (request, reply) => refresh({ ...deps, device: clientDevice(request, reply) }, bearerOf(request)),
  );

  app.post(
    '/api/auth/logout',
    { schema: { tags, response: { 200: z.object({ ok: z.literal(true) }) } } },
    async (request) => {
      await logout(deps, bearerOf(request));
      return { ok: true as const };
    },
  );

  app.post(
    '/api/auth/hash_login',
    {
      config: { rateLimit: BRUTE_FORCE_LIMIT },
      schema: { tags, body: hashLoginBodySchema, response: { 200: tokenAnswerSchema } },
    },
    (request, reply) => hashLogin({ ...deps, device: clientDevice(request, reply) }, request.body),
  );

  app.post(
    '/api/auth/code/event_code',
    {
      onRequest: app.requireAuth(['member', 'guest']),
      config: { rateLimit: BRUTE_FORCE_LIMIT },
      schema: { tags, body: eventCodeBodySchema, response: { 200: eventCodeAnswerSchema } },
    },
    async (request) => {
      const buyer = { kind: request.auth!.kind, subject: request.auth!.subject };
      const key = `${buyer.kind}:${buyer.subject}`;
      // Every try counts at once (several at a time cannot pass the limit together); a right
      // code gives its own try back but never clears the wrong ones: public codes are known.
      await codesPerBuyer.consume(key);
      const event = await openEventByCodes(deps.db, buyer, request.body, request.lang);
      if (!event) throw new AppError(404, 'EVENT-CODE-404', m['event_code.not_found']);
      await codesPerBuyer.refund(key);
      return { event };
    },
  );

  app.post(
    '/api/admin/bridge_hash',
    {
      ...operatorAccess(deps),
      schema: {
        tags: ['operator'],
        body: mintBridgeHashBodySchema.extend({ app_from: z.string().trim().min(1).max(64).optional() }),
        response: { 201: mintBridgeHashAnswerSchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await mintSignInLinkAsOperator(
            { ...deps, publicUrl: requestOrigin(request, deps.config.publicUrl) },
            actorOf(request),
            request.body,
          ),
        ),
  );
};
