import {
  eventIdParamsSchema,
  movieAtEventListSchema,
  movieAtEventQuerySchema,
  orderDownloadsSchema,
  orderEventParamsSchema,
  orderIdParamsSchema,
  purchasedChildListSchema,
  purchasedEventDetailSchema,
  purchasedEventListSchema,
  zipDownloadUrlSchema,
} from '@omoide/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { orderReaderOf } from '../../platform/auth/order-pass';
import { AppError } from '../../platform/errors';
import { requestOrigin } from '../../platform/http/site-origin';
import { downloadsMessages } from './downloads.messages';
import {
  getPurchasedEventDetail,
  listMoviesAtEvent,
  listPurchasedChildren,
  listPurchasedEvents,
} from './library.service';
import {
  assertWithinDeadline,
  getOrderDownloads,
  getZipDownloadUrl,
  orderDeadline,
  orderZipOf,
  paidOrderFor,
} from './order-downloads.service';
import { type Served, serveLink, serveZip } from './serve-download';

function send(reply: FastifyReply, served: Served) {
  if (served.kind === 'redirect') return reply.redirect(served.url, 302);
  return reply.code(served.status).headers(served.headers).send(served.body);
}

/** Spec §7 Mypage: the purchased lists (members), order downloads and zips (members and guests). */
export const downloadsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const tags = ['mypage'];
  const member = app.requireAuth(['member']);
  // A guest's order pass (the order-code check) opens its order's downloads, as its detail.
  const orderReader = app.requireAuth(['member', 'guest'], { orderPass: true });

  app.get(
    '/api/mypage/buyed/list/event',
    { onRequest: member, schema: { tags, response: { 200: purchasedEventListSchema } } },
    (request) => listPurchasedEvents(deps, request.auth!.subject, request.lang),
  );

  app.get(
    '/api/mypage/buyed/event/detail/:event_id',
    {
      onRequest: member,
      schema: { tags, params: eventIdParamsSchema, response: { 200: purchasedEventDetailSchema } },
    },
    (request) => getPurchasedEventDetail(deps, request.auth!.subject, request.params.event_id, request.lang),
  );

  app.get(
    '/api/mypage/buyed/list/child',
    { onRequest: member, schema: { tags, response: { 200: purchasedChildListSchema } } },
    (request) => listPurchasedChildren(deps, request.auth!.subject, request.lang),
  );

  app.get(
    '/api/mypage/buyed/list/movie_at_event',
    {
      onRequest: member,
      schema: { tags, querystring: movieAtEventQuerySchema, response: { 200: movieAtEventListSchema } },
    },
    (request) => listMoviesAtEvent(deps, request.auth!.subject, request.query.event_id, request.lang),
  );

  app.get(
    '/api/mypage/order/downloads/:order_id',
    {
      onRequest: orderReader,
      schema: { tags, params: orderIdParamsSchema, response: { 200: orderDownloadsSchema } },
    },
    (request) =>
      getOrderDownloads(
        deps,
        orderReaderOf(request.auth!),
        request.params.order_id,
        request.lang,
        request.log,
      ),
  );

  app.get(
    '/api/mypage/order/zip_dl_url/:order_id/:event_id',
    {
      onRequest: orderReader,
      schema: { tags, params: orderEventParamsSchema, response: { 200: zipDownloadUrlSchema } },
    },
    (request) =>
      getZipDownloadUrl(
        deps,
        orderReaderOf(request.auth!),
        request.params.order_id,
        request.params.event_id,
        requestOrigin(request, deps.config.publicUrl),
        request.log,
      ),
  );

  app.get(
    '/api/mypage/order/zip_dl/:order_id/:event_id',
    {
      onRequest: orderReader,
      exposeHeadRoute: false,
      schema: { tags, params: orderEventParamsSchema },
    },
    async (request, reply) => {
      const { order_id, event_id } = request.params;
      const paid = await paidOrderFor(deps, orderReaderOf(request.auth!), order_id);
      if (paid.order.eventId !== event_id)
        throw new AppError(404, 'MYPAGE-ORDER-404', downloadsMessages['order.notFound']);
      assertWithinDeadline(orderDeadline(deps, paid));
      const zip = await orderZipOf(deps, paid, request.log);
      if (!zip) throw new AppError(404, 'MYPAGE-NO-DOWNLOADS', downloadsMessages['download.none']);
      return send(reply, await serveZip(deps, order_id, zip, request));
    },
  );

  // Signed links: no bearer header (a phone hands the address to another app); the link
  // itself is the permission, checked again against the order on every request.
  app.get(
    '/api/download/:token/:file_name',
    {
      exposeHeadRoute: false,
      schema: {
        tags,
        params: z.object({ token: z.string().min(20).max(2000), file_name: z.string().max(300) }),
      },
    },
    async (request, reply) => send(reply, await serveLink(deps, request.params.token, request, request.log)),
  );
};
