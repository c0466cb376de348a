import {
  addressBookSchema,
  addressIdParamsSchema,
  childCreateBodySchema,
  childIdParamsSchema,
  childListSchema,
  childSchema,
  childUpdateBodySchema,
  homeAddressBodySchema,
  savedAddressBodySchema,
  savedAddressUpdateBodySchema,
  userInfoSchema,
} from '@omoide/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import {
  addShippingAddress,
  changeShippingAddress,
  getAddressBook,
  removeShippingAddress,
  saveHomeAddress,
} from './address-book.service';
import { addChild, changeChild, getChild, getChildren, getUserInfo, removeChild } from './users.service';

/** Spec §7 User: the member's own info and children; a member reaches only their own. */
export const usersRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db } = deps;
  const tags = ['user'];
  const member = app.requireAuth(['member']);
  const memberId = (request: { auth: { subject: string } | null }) => Number(request.auth!.subject);

  app.get(
    '/api/user/info',
    { onRequest: member, schema: { tags, response: { 200: userInfoSchema } } },
    (request) => getUserInfo(db, memberId(request)),
  );
  app.get(
    '/api/user/child',
    { onRequest: member, schema: { tags, response: { 200: childListSchema } } },
    async (request) => ({ children: await getChildren(db, memberId(request)) }),
  );
  app.post(
    '/api/user/child',
    { onRequest: member, schema: { tags, body: childCreateBodySchema, response: { 201: childSchema } } },
    async (request, reply) => reply.code(201).send(await addChild(db, memberId(request), request.body)),
  );
  app.get(
    '/api/user/child/:child_id',
    { onRequest: member, schema: { tags, params: childIdParamsSchema, response: { 200: childSchema } } },
    (request) => getChild(db, memberId(request), request.params.child_id),
  );
  app.patch(
    '/api/user/child/:child_id',
    {
      onRequest: member,
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
    { onRequest: member, schema: { tags, params: childIdParamsSchema } },
    async (request, reply) => {
      await removeChild(deps, memberId(request), request.params.child_id);
      return reply.code(204).send();
    },
  );

  // The address book: the home address and saved shipping addresses the order form offers.
  const book = { 200: addressBookSchema };
  app.get('/api/user/address', { onRequest: member, schema: { tags, response: book } }, (request) =>
    getAddressBook(db, memberId(request)),
  );
  app.put(
    '/api/user/address/home',
    { onRequest: member, schema: { tags, body: homeAddressBodySchema, response: book } },
    (request) => saveHomeAddress(db, memberId(request), request.body),
  );
  app.post(
    '/api/user/address',
    {
      onRequest: member,
      schema: { tags, body: savedAddressBodySchema, response: { 201: addressBookSchema } },
    },
    async (request, reply) =>
      reply.code(201).send(await addShippingAddress(db, memberId(request), request.body)),
  );
  app.patch(
    '/api/user/address/:address_id',
    {
      onRequest: member,
      schema: { tags, params: addressIdParamsSchema, body: savedAddressUpdateBodySchema, response: book },
    },
    (request) => changeShippingAddress(db, memberId(request), request.params.address_id, request.body),
  );
  app.delete(
    '/api/user/address/:address_id',
    { onRequest: member, schema: { tags, params: addressIdParamsSchema, response: book } },
    (request) => removeShippingAddress(db, memberId(request), request.params.address_id),
  );
};
