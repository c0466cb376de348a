import {
  acceptInvitationBodySchema,
  apiKeyBodySchema,
  apiKeyParamsSchema,
  apiKeysAnswerSchema,
  auditAnswerSchema,
  auditQuerySchema,
  colleagueParamsSchema,
  colleagueRoleBodySchema,
  colleaguesAnswerSchema,
  createdApiKeySchema,
  invitationBodySchema,
  invitationParamsSchema,
  invitationPreviewSchema,
  invitationTokenParamsSchema,
  organizationIdParamsSchema,
  studioMeSchema,
  studioPasswordBodySchema,
  studioSignInBodySchema,
  studioTokenAnswerSchema,
} from '@omoide/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { requestOrigin } from '../../platform/http/site-origin';
import { attemptLimits } from '../../platform/keyed-limiter';
import { FailureThrottle } from '../../platform/limits/failure-throttle';
import { createKey, listKeys, revokeKey } from './api-keys.service';
import { browseAudit } from './audit.service';
import {
  acceptInvitation,
  changeColleagueRole,
  inviteColleague,
  listOrganizationPeople,
  previewInvitation,
  removeColleague,
  withdrawInvitation,
} from './colleagues.service';
import { actorOf, operatorAccess, operatorIdOf } from './operator-guard';
import { changePassword, describeMe, signIn, signOut } from './operators.service';

const ok = z.object({ ok: z.literal(true) });

/** The studio's people and access (docs/decisions/016); who may call what is operator-permissions.ts. */
export const operatorsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const tags = ['studio'];
  const guard = operatorAccess(deps);
  const BRUTE_FORCE_LIMIT = attemptLimits(deps.config.rateLimitScale).bruteForce;
  const signInFailures = new FailureThrottle(deps.db, 'studio-sign-in', BRUTE_FORCE_LIMIT.max);
  const colleagueDeps = (request: FastifyRequest) => ({
    ...deps,
    publicUrl: requestOrigin(request, deps.config.publicUrl),
  });

  app.post(
    '/api/studio/auth/sign_in',
    {
      config: { rateLimit: BRUTE_FORCE_LIMIT },
      schema: { tags, body: studioSignInBodySchema, response: { 200: studioTokenAnswerSchema } },
    },
    (request) =>
      signInFailures.judge(request.body.email.toLowerCase(), request.ip, () =>
        signIn(deps, request.body.email, request.body.password),
      ),
  );

  app.post(
    '/api/studio/auth/sign_out',
    { ...guard, schema: { tags, response: { 200: ok } } },
    async (request) => {
      await signOut(deps, actorOf(request));
      return { ok: true as const };
    },
  );

  app.get('/api/studio/me', { ...guard, schema: { tags, response: { 200: studioMeSchema } } }, (request) =>
    describeMe(deps, operatorIdOf(request)),
  );

  app.post(
    '/api/studio/me/password',
    { ...guard, schema: { tags, body: studioPasswordBodySchema, response: { 200: ok } } },
    async (request) => {
      operatorIdOf(request);
      await changePassword(deps, actorOf(request), request.body);
      return { ok: true as const };
    },
  );

  app.get(
    '/api/studio/api_keys',
    { ...guard, schema: { tags, response: { 200: apiKeysAnswerSchema } } },
    async (request) => ({
      api_keys: await listKeys(deps, operatorIdOf(request)),
    }),
  );

  app.post(
    '/api/studio/api_keys',
    { ...guard, schema: { tags, body: apiKeyBodySchema, response: { 201: createdApiKeySchema } } },
    async (request, reply) => {
      operatorIdOf(request);
      return reply.code(201).send(await createKey(deps, actorOf(request), request.body.name));
    },
  );

  app.delete(
    '/api/studio/api_keys/:key_id',
    { ...guard, schema: { tags, params: apiKeyParamsSchema, response: { 200: ok } } },
    async (request) => {
      operatorIdOf(request);
      await revokeKey(deps, actorOf(request), request.params.key_id);
      return { ok: true as const };
    },
  );

  app.get(
    '/api/studio/organizations/:organization_id/colleagues',
    {
      ...guard,
      schema: { tags, params: organizationIdParamsSchema, response: { 200: colleaguesAnswerSchema } },
    },
    (request) => listOrganizationPeople(deps, request.params.organization_id),
  );

  app.patch(
    '/api/studio/organizations/:organization_id/colleagues/:operator_id',
    {
      ...guard,
      schema: { tags, params: colleagueParamsSchema, body: colleagueRoleBodySchema, response: { 200: ok } },
    },
    async (request) => {
      await changeColleagueRole(deps, actorOf(request), {
        organizationId: request.params.organization_id,
        operatorId: request.params.operator_id,
        role: request.body.role,
      });
      return { ok: true as const };
    },
  );

  app.delete(
    '/api/studio/organizations/:organization_id/colleagues/:operator_id',
    { ...guard, schema: { tags, params: colleagueParamsSchema, response: { 200: ok } } },
    async (request) => {
      await removeColleague(deps, actorOf(request), {
        organizationId: request.params.organization_id,
        operatorId: request.params.operator_id,
      });
      return { ok: true as const };
    },
  );

  app.post(
    '/api/studio/organizations/:organization_id/invitations',
    {
      ...guard,
      schema: { tags, params: organizationIdParamsSchema, body: invitationBodySchema, response: { 201: ok } },
    },
    async (request, reply) => {
      await inviteColleague(colleagueDeps(request), actorOf(request), {
        organizationId: request.params.organization_id,
        email: request.body.email,
        role: request.body.role,
        lang: request.lang,
      });
      return reply.code(201).send({ ok: true as const });
    },
  );

  app.delete(
    '/api/studio/organizations/:organization_id/invitations/:invitation_id',
    { ...guard, schema: { tags, params: invitationParamsSchema, response: { 200: ok } } },
    async (request) => {
      await withdrawInvitation(
        deps,
        actorOf(request),
        request.params.organization_id,
        request.params.invitation_id,
      );
      return { ok: true as const };
    },
  );

  app.get(
    '/api/studio/organizations/:organization_id/audit',
    {
      ...guard,
      schema: {
        tags,
        params: organizationIdParamsSchema,
        querystring: auditQuerySchema,
        response: { 200: auditAnswerSchema },
      },
    },
    (request) => browseAudit(deps.db, request.params.organization_id, request.query),
  );

  app.get(
    '/api/studio/invitations/:token',
    {
      config: { rateLimit: BRUTE_FORCE_LIMIT },
      schema: { tags, params: invitationTokenParamsSchema, response: { 200: invitationPreviewSchema } },
    },
    (request) => previewInvitation(deps, request.params.token),
  );

  app.post(
    '/api/studio/invitations/accept',
    {
      config: { rateLimit: BRUTE_FORCE_LIMIT },
      schema: { tags, body: acceptInvitationBodySchema, response: { 200: studioTokenAnswerSchema } },
    },
    (request) => acceptInvitation(deps, request.body),
  );
};
