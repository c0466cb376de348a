import {
  boughtItemsSchema,
  dccCurrentAnswerSchema,
  dccCurrentBodySchema,
  eventIdParamsSchema,
  guestOrderCheckAnswerSchema,
  guestOrderCheckBodySchema,
  orderAcsCompleteBodySchema,
  orderDetailSchema,
  orderIdParamsSchema,
  orderListQuerySchema,
  orderListSchema,
  orderProcessBodySchema,
  orderResultSchema,
} from '@omoide/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { clientDevice } from '../../platform/auth/client-device';
import { orderReaderOf } from '../../platform/auth/order-pass';
import { AppError } from '../../platform/errors';
import { requestOrigin } from '../../platform/http/site-origin';
import { attemptLimits } from '../../platform/keyed-limiter';
import { FailureThrottle } from '../../platform/limits/failure-throttle';
import { cartBuyerOf } from '../cart/cart.service';
import { processOrder } from './checkout.service';
import { processCvsOrder } from './cvs-checkout.service';
import { currentDccQuote } from './dcc.service';
import { normaliseOrderCode } from './order-code';
import { completeChallengedOrder } from './order-result.service';
import { orderMessages } from './orders.messages';
import { checkGuestOrder, getBoughtItems, getOrderDetail, listOrders } from './orders.service';
import { completeWalletOrder, processRakutenOrder } from './wallet-checkout.service';

const idempotencyHeaders = z.object({
  'idempotency-key': z
    .string()
    .trim()
    .regex(/^[\w-]{8,100}$/)
    .optional(),
});

/** Required (DESIGN §5): without it a double submit would be two orders and two charges. */
function requiredKey(headers: { 'idempotency-key'?: string }): string {
  const key = headers['idempotency-key'];
  if (!key) throw new AppError(400, 'ORDER-IDEMPOTENCY-KEY', orderMessages['idempotency.required']);
  return key;
}

/** Spec §7 Order (card payment), Mypage orders, the guest order check and bought items. */
export const ordersRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const tags = ['orders'];
  const buyer = app.requireAuth(['member', 'guest']);
  // Per request: the provider's return and the mails point back where the buyer came from.
  const checkout = (request: FastifyRequest) => ({
    ...deps,
    publicUrl: requestOrigin(request, deps.config.publicUrl),
    log: app.log,
  });
  const BRUTE_FORCE_LIMIT = attemptLimits(deps.config.rateLimitScale).bruteForce;
  // Wrong phone numbers per order slow strangers down, never lock the guest out (decision 024).
  const checkFailures = new FailureThrottle(deps.db, 'guest-order-check', BRUTE_FORCE_LIMIT.max);

  // Both order calls take the same body, an Idempotency-Key, and answer an order result.
  const placing = {
    onRequest: buyer,
    schema: {
      tags,
      headers: idempotencyHeaders,
      body: orderProcessBodySchema,
      response: { 200: orderResultSchema },
    },
  };

  app.post('/api/order/process', placing, (request) =>
    processOrder(
      checkout(request),
      cartBuyerOf(request),
      request.body,
      requiredKey(request.headers),
      request.lang,
    ),
  );

  // Spec §7 `/api/order/dcc/current` (docs/decisions/013): the cart's total in the card's
  // currency. The token check runs before the body is read (a stranger learns nothing of it).
  app.post(
    '/api/order/dcc/current',
    {
      onRequest: buyer,
      schema: { tags, body: dccCurrentBodySchema, response: { 200: dccCurrentAnswerSchema } },
    },
    (request) => currentDccQuote(checkout(request), cartBuyerOf(request), request.body, request.lang),
  );

  app.post(
    '/api/order/acs/complete',
    {
      onRequest: buyer,
      schema: { tags, body: orderAcsCompleteBodySchema, response: { 200: orderResultSchema } },
    },
    (request) =>
      completeChallengedOrder(checkout(request), cartBuyerOf(request), request.body.order_id, request.lang),
  );

  // Spec §7 `/api/order/rakuten/process` (docs/decisions/011): the Rakuten card is charged
  // like a card; a wallet's answer `redirect_url` is the provider's approval page, whose
  // return lands on the handler page, which calls /rakuten/complete.
  app.post('/api/order/rakuten/process', placing, (request) =>
    processRakutenOrder(
      checkout(request),
      cartBuyerOf(request),
      request.body,
      requiredKey(request.headers),
      request.lang,
    ),
  );

  // Spec §7 `/api/order/rakuten/process_cvs` (docs/decisions/012): the answer's `cvs_slip`
  // is what the buyer pays at the store; the provider's notification pays the order.
  app.post('/api/order/rakuten/process_cvs', placing, (request) =>
    processCvsOrder(
      checkout(request),
      cartBuyerOf(request),
      request.body,
      requiredKey(request.headers),
      request.lang,
    ),
  );

  app.post(
    '/api/order/rakuten/complete',
    {
      onRequest: buyer,
      schema: { tags, body: orderAcsCompleteBodySchema, response: { 200: orderResultSchema } },
    },
    (request) =>
      completeWalletOrder(checkout(request), cartBuyerOf(request), request.body.order_id, request.lang),
  );

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
