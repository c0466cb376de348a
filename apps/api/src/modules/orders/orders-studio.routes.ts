import {
  orderIdParamsSchema,
  organizationIdParamsSchema,
  studioOrderDetailSchema,
  studioOrdersAnswerSchema,
  studioOrdersQuerySchema,
  studioRefundAnswerSchema,
  studioRefundBodySchema,
} from '@omoide/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { requestOrigin } from '../../platform/http/site-origin';
import { actorOf, operatorAccess } from '../operators/operator-guard';
import { browseOrders, giveBack, organizationOfStudioOrder, studioOrderOf } from './orders-studio.service';

/**
 * The studio's orders (issue #15): search an organisation's orders, one order's detail with
 * its history, and its cancel or refund through the payment adapters (docs/decisions/014).
 * Who may call them is operator-permissions.ts; support's refund limit is the service's.
 */
export const studioOrdersRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const tags = ['studio'];
  const ofOrganization = operatorAccess(deps);
  // An order of an organisation the caller holds no role in is not theirs to know of: 404, not 403.
  const ofOrder = operatorAccess(deps, async (request) => {
    const organizationId = await organizationOfStudioOrder(
      deps.db,
      (request.params as { order_id: number }).order_id,
    );
    return organizationId !== null && actorOf(request).roles.has(organizationId) ? organizationId : null;
  });
  const orderDeps = (request: FastifyRequest) => ({
    ...deps,
    publicUrl: requestOrigin(request, deps.config.publicUrl),
    log: app.log,
    supportRefundLimits: deps.config.supportRefundLimits,
  });

  app.get(
    '/api/studio/organizations/:organization_id/orders',
    {
      ...ofOrganization,
      schema: {
        tags,
        params: organizationIdParamsSchema,
        querystring: studioOrdersQuerySchema,
        response: { 200: studioOrdersAnswerSchema },
      },
    },
    (request) => browseOrders(deps.db, request.params.organization_id, request.query, request.lang),
  );

  app.get(
    '/api/studio/orders/:order_id',
    {
      ...ofOrder,
      schema: { tags, params: orderIdParamsSchema, response: { 200: studioOrderDetailSchema } },
    },
    (request) => studioOrderOf(orderDeps(request), actorOf(request), request.params.order_id, request.lang),
  );

  for (const action of ['refund', 'cancel'] as const) {
    app.post(
      `/api/studio/orders/:order_id/${action}`,
      {
        ...ofOrder,
        schema: {
          tags,
          params: orderIdParamsSchema,
          body: studioRefundBodySchema,
          response: { 200: studioRefundAnswerSchema },
        },
      },
      (request) =>
        giveBack(
          orderDeps(request),
          actorOf(request),
          request.params.order_id,
          action,
          request.body.reason,
          request.lang,
        ),
    );
  }
};
