import {
  memberPasswordChangeAnswerSchema,
  memberPasswordChangeBodySchema,
  passwordResetCheckAnswerSchema,
  passwordResetCheckBodySchema,
  passwordResetConfirmAnswerSchema,
  passwordResetConfirmBodySchema,
  passwordResetSendAnswerSchema,
  passwordResetSendBodySchema,
} from '@omoide/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { clientDevice } from '../../platform/auth/client-device';
import { requestOrigin } from '../../platform/http/site-origin';
import { attemptLimits, KeyedLimiter, LIMIT_WINDOW_SECONDS } from '../../platform/keyed-limiter';
import { normalizeEmail } from '../../platform/mail/email-address';
import {
  changeMemberPassword,
  checkPasswordReset,
  confirmPasswordReset,
  sendPasswordReset,
} from './member-password.service';

/** A member's password: change it signed in, or reset it by a mailed link (decision 031). */
export const memberPasswordRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const limits = attemptLimits(deps.config.rateLimitScale);
  // Reset mails per address as well as per caller: nobody fills a member's inbox.
  const mailsPerAddress = new KeyedLimiter(
    deps.db,
    'password-reset-mails',
    limits.mailsPerAddress,
    LIMIT_WINDOW_SECONDS,
  );

  app.post(
    '/api/user/password',
    {
      onRequest: app.requireAuth(['member']),
      config: { rateLimit: limits.bruteForce },
      schema: {
        tags: ['user'],
        body: memberPasswordChangeBodySchema,
        response: { 200: memberPasswordChangeAnswerSchema },
      },
    },
    (request) =>
      changeMemberPassword(
        deps,
        { memberId: Number(request.auth!.subject), sessionId: request.auth!.sessionId! },
        request.body,
        request.lang,
      ),
  );

  app.post(
    '/api/auth/password_reset/send',
    {
      config: { rateLimit: limits.bruteForce },
      schema: {
        tags: ['auth'],
        body: passwordResetSendBodySchema,
        response: { 200: passwordResetSendAnswerSchema },
      },
    },
    async (request) => {
      await mailsPerAddress.consume(normalizeEmail(request.body.email));
      return sendPasswordReset(
        { ...deps, publicUrl: requestOrigin(request, deps.config.publicUrl) },
        request.body.email,
        request.lang,
      );
    },
  );

  app.post(
    '/api/auth/password_reset/check',
    {
      config: { rateLimit: limits.bruteForce },
      schema: {
        tags: ['auth'],
        body: passwordResetCheckBodySchema,
        response: { 200: passwordResetCheckAnswerSchema },
      },
    },
    (request) => checkPasswordReset(deps.db, request.body.key),
  );

  app.post(
    '/api/auth/password_reset/confirm',
    {
      config: { rateLimit: limits.bruteForce },
      schema: {
        tags: ['auth'],
        body: passwordResetConfirmBodySchema,
        response: { 200: passwordResetConfirmAnswerSchema },
      },
    },
    (request, reply) =>
      confirmPasswordReset({ ...deps, device: clientDevice(request, reply) }, request.body, request.lang),
  );
};
