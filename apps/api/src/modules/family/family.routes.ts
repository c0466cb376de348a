import {
  childGuardianParamsSchema,
  childIdParamsSchema,
  childInvitationBodySchema,
  childInvitationParamsSchema,
  childInvitationSchema,
  childSharingSchema,
  invitationAcceptSchema,
  invitationCheckSchema,
  invitationRegisterBodySchema,
  invitationRegisterSchema,
  invitationTokenBodySchema,
} from '@omoide/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { clientDevice } from '../../platform/auth/client-device';
import { requestOrigin } from '../../platform/http/site-origin';
import { attemptLimits } from '../../platform/keyed-limiter';
import {
  acceptAsMember,
  checkInvitation,
  getSharing,
  inviteGuardian,
  registerAndAccept,
  removeGuardian,
  withdrawInvitation,
} from './family.service';

/**
 * Family sharing: the owner of a child invites a second guardian by e-mail; the invitee
 * accepts a single-use link (signed in, or registering on the spot). Check and register need
 * no token: the link's secret is the credential, and they are rate-limited like a login.
 */
export const familyRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const tags = ['user'];
  const member = app.requireAuth(['member']);
  const memberId = (request: { auth: { subject: string } | null }) => Number(request.auth!.subject);
  const family = (request: FastifyRequest) => ({
    db: deps.db,
    mailer: deps.mailer,
    tokens: deps.tokens,
    publicUrl: requestOrigin(request, deps.config.publicUrl),
  });
  const linkLimit = attemptLimits(deps.config.rateLimitScale).bruteForce;

  app.get(
    '/api/user/child/:child_id/guardian',
    {
      onRequest: member,
      schema: { tags, params: childIdParamsSchema, response: { 200: childSharingSchema } },
    },
    (request) => getSharing(deps.db, memberId(request), request.params.child_id),
  );
  app.post(
    '/api/user/child/:child_id/invitation',
    {
      onRequest: member,
      schema: {
        tags,
        params: childIdParamsSchema,
        body: childInvitationBodySchema,
        response: { 201: childInvitationSchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await inviteGuardian(
            family(request),
            memberId(request),
            request.params.child_id,
            request.body.email,
            request.lang,
          ),
        ),
  );
  app.delete(
    '/api/user/child/:child_id/invitation/:invitation_id',
    { onRequest: member, schema: { tags, params: childInvitationParamsSchema } },
    async (request, reply) => {
      await withdrawInvitation(
        deps.db,
        memberId(request),
        request.params.child_id,
        request.params.invitation_id,
      );
      return reply.code(204).send();
    },
  );
  app.delete(
    '/api/user/child/:child_id/guardian/:member_id',
    { onRequest: member, schema: { tags, params: childGuardianParamsSchema } },
    async (request, reply) => {
      await removeGuardian(deps.db, memberId(request), request.params.child_id, request.params.member_id);
      return reply.code(204).send();
    },
  );
  app.post(
    '/api/user/child_invitation/check',
    {
      config: { rateLimit: linkLimit },
      schema: { tags, body: invitationTokenBodySchema, response: { 200: invitationCheckSchema } },
    },
    (request) => checkInvitation(deps.db, request.body.token),
  );
  app.post(
    '/api/user/child_invitation/accept',
    {
      onRequest: member,
      config: { rateLimit: linkLimit },
      schema: { tags, body: invitationTokenBodySchema, response: { 200: invitationAcceptSchema } },
    },
    (request) => acceptAsMember(deps.db, memberId(request), request.body.token),
  );
  app.post(
    '/api/user/child_invitation/register',
    {
      config: { rateLimit: linkLimit },
      schema: { tags, body: invitationRegisterBodySchema, response: { 200: invitationRegisterSchema } },
    },
    (request, reply) =>
      registerAndAccept(
        { ...family(request), device: clientDevice(request, reply) },
        request.body,
        request.lang,
      ),
  );
};
