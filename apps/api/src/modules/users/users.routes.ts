import {
  childCreateBodySchema,
  childIdParamsSchema,
  childListSchema,
  childSchema,
  childUpdateBodySchema,
  userInfoSchema,
} from '@omoide/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { addChild, changeChild, getChild, getChildren, getUserInfo, removeChild } from './users.service';

/** Spec §7 User: the member's own info and children; a member reaches only their own. */
export const usersRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db } = deps;
  const tags = ['user'];
  const member = app.requireAuth(['member']);
  const memberId = (request: { auth: { subject: string } | null }) => Number(request.auth!.subject);

  app.get(
    '/api/user/info',
    { preHandler: member, schema: { tags, response: { 200: userInfoSchema } } },
    (request) => getUserInfo(db, memberId(request)),
  );
  app.get(
    '/api/user/child',
    { preHandler: member, schema: { tags, response: { 200: childListSchema } } },
    async (request) => ({ children: await getChildren(db, memberId(request)) }),
  );
  app.post(
    '/api/user/child',
    { preHandler: member, schema: { tags, body: childCreateBodySchema, response: { 201: childSchema } } },
    async (request, reply) => reply.code(201).send(await addChild(db, memberId(request), request.body)),
  );
  app.get(
    '/api/user/child/:child_id',
    { preHandler: member, schema: { tags, params: childIdParamsSchema, response: { 200: childSchema } } },
    (request) => getChild(db, memberId(request), request.params.child_id),
  );
  app.patch(
    '/api/user/child/:child_id',
    {
      preHandler: member,
      schema: {
        tags,
        params: childIdParamsSchema,
        body: childUpdateBodySchema,
        response: { 200: childSchema },
      },
    },
    (request) => changeChild(db, memberId(request), request.params.child_id, request.body),
  );
  app.delete(
    '/api/user/child/:child_id',
    { preHandler: member, schema: { tags, params: childIdParamsSchema } },
    async (request, reply) => {
      await removeChild(deps, memberId(request), request.params.child_id);
      return reply.code(204).send();
    },
  );
};
