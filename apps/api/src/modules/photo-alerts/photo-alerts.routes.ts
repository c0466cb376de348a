import {
  childIdParamsSchema,
  photoAlertBodySchema,
  photoAlertSchema,
  photoAlertUnsubscribeBodySchema,
  photoAlertUnsubscribeSchema,
} from '@omoide/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { requestOrigin } from '../../platform/http/site-origin';
import { attemptLimits } from '../../platform/keyed-limiter';
import { getPhotoAlert, setPhotoAlert, unsubscribePhotoAlert } from './photo-alerts.service';

/**
 * "New photos of {child}" mails: each member who sees a child (owner or guardian) opts in
 * for themself; the mail's unsubscribe link works without signing in (a signed token).
 */
export const photoAlertsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const tags = ['user'];
  const member = app.requireAuth(['member']);
  const memberId = (request: { auth: { subject: string } | null }) => Number(request.auth!.subject);

  app.get(
    '/api/user/child/:child_id/photo_alert',
    {
      onRequest: member,
      schema: { tags, params: childIdParamsSchema, response: { 200: photoAlertSchema } },
    },
    (request) => getPhotoAlert(deps.db, memberId(request), request.params.child_id),
  );
  app.post(
    '/api/user/child/:child_id/photo_alert',
    {
      onRequest: member,
      schema: {
        tags,
        params: childIdParamsSchema,
        body: photoAlertBodySchema,
        response: { 200: photoAlertSchema },
      },
    },
    (request) =>
      setPhotoAlert(
        deps.db,
        memberId(request),
        request.params.child_id,
        request.body.enabled,
        // The address the member used, for the links of mails the alert job sends later.
        requestOrigin(request, undefined),
      ),
  );
  app.post(
    '/api/user/photo_alert/unsubscribe',
    {
      config: { rateLimit: attemptLimits(deps.config.rateLimitScale).bruteForce },
      schema: { tags, body: photoAlertUnsubscribeBodySchema, response: { 200: photoAlertUnsubscribeSchema } },
    },
    (request) => unsubscribePhotoAlert(deps.db, deps.tokens, request.body.token),
  );
};
