import {
  boughtItemsSchema,
  eventIdParamsSchema,
  guestOrderCheckAnswerSchema,
  guestOrderCheckBodySchema,
  orderDetailSchema,
  orderIdParamsSchema,
  orderListQuerySchema,
  orderListSchema,
} from '@omoide/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { clientDevice } from '../../platform/auth/client-device';
import { orderReaderOf } from '../../platform/auth/order-pass';
import { attemptLimits } from '../../platform/keyed-limiter';
import { FailureThrottle } from '../../platform/limits/failure-throttle';
import { cartBuyerOf } from '../cart/cart.service';
import { normaliseOrderCode } from './order-code';
import { checkGuestOrder, getBoughtItems, getOrderDetail, listOrders } from './orders.service';

/**
 * The buyer's orders (spec §7): Mypage order detail and history, the guest order check and
 * the bought items of an event. Placing and paying an order is payments' (checkout.routes.ts).
 */
export const ordersRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const tags = ['orders'];
  const buyer = app.requireAuth(['member', 'guest']);
  const BRUTE_FORCE_LIMIT = attemptLimits(deps.config.rateLimitScale).bruteForce;
  // Wrong phone numbers per order slow strangers down, never lock the guest out (decision 024).
  const checkFailures = new FailureThrottle(deps.db, 'guest-order-check', BRUTE_FORCE_LIMIT.max);

  app.get(
    '/api/mypage/order/detail/:order_id',
    {
      // The one route an order pass (guest order check) serves; readerOf limits it to its order.
      onRequest: app.requireAuth(['member', 'guest'], { orderPass: true }),
      schema: { tags, params: orderIdParamsSchema, response: { 200: orderDetailSchema } },
    },
    (request) => getOrderDetail(deps.db, orderReaderOf(request.auth!), request.params.order_id, request.lang),
  );

  app.get(
    '/api/mypage/order/list',
    {
      onRequest: app.requireAuth(['member']),
      schema: { tags, querystring: orderListQuerySchema, response: { 200: orderListSchema } },
    },
    (request) => listOrders(deps.db, { kind: 'member', subject: request.auth!.subject }, request.query.index),
  );

  app.post(
    '/api/guest/order/check/confirm',
    {
      config: { rateLimit: BRUTE_FORCE_LIMIT },
      schema: {
        tags: ['guest'],
        body: guestOrderCheckBodySchema,
        response: { 200: guestOrderCheckAnswerSchema },
      },
    },
    (request, reply) =>
      checkFailures.judge(normaliseOrderCode(request.body.order_code), request.ip, () =>
        checkGuestOrder({ ...deps, device: clientDevice(request, reply) }, request.body),
      ),
  );

  app.get(
    '/api/event/info/buyed_item/:event_id',
    {
      onRequest: buyer,
      schema: { tags: ['events'], params: eventIdParamsSchema, response: { 200: boughtItemsSchema } },
    },
    (request) => getBoughtItems(deps.db, cartBuyerOf(request), request.params.event_id),
  );
};
