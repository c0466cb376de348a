import {
  eventIdParamsSchema,
  orderIdParamsSchema,
  organizationIdParamsSchema,
  printEventsAnswerSchema,
  printOrderSchema,
  printOrdersAnswerSchema,
  printOrdersQuerySchema,
  shipmentBodySchema,
} from '@omoide/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { requestOrigin } from '../../platform/http/site-origin';
import { organizationOfEvent } from '../events/events.service';
import { actorOf, operatorAccess } from '../operators/operator-guard';
import { contactSheetPdf } from './contact-sheet';
import {
  organizationOfOrder,
  printEventsOf,
  printOrdersOf,
  putInProduction,
  ship,
} from './fulfilment.service';
import { printFilesZip } from './print-files';
import { printSheetCsv } from './print-sheet';

/**
 * Print fulfilment in the studio (docs/decisions/018): the events with prints, their print
 * orders, in production, shipped. Who may call them is operator-permissions.ts.
 */
export const fulfilmentRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const tags = ['studio'];
  const ofOrganization = operatorAccess(deps);
  const ofEvent = operatorAccess(deps, (request) =>
    organizationOfEvent(deps.db, (request.params as { event_id: number }).event_id),
  );
  const ofOrder = operatorAccess(deps, (request) =>
    organizationOfOrder(deps.db, (request.params as { order_id: number }).order_id),
  );
  const mailDeps = (request: FastifyRequest) => ({
    ...deps,
    publicUrl: requestOrigin(request, deps.config.publicUrl),
    log: app.log,
  });

  app.get(
    '/api/studio/organizations/:organization_id/print_events',
    {
      ...ofOrganization,
      schema: { tags, params: organizationIdParamsSchema, response: { 200: printEventsAnswerSchema } },
    },
    (request) => printEventsOf(deps.db, request.params.organization_id, request.lang),
  );

  app.get(
    '/api/studio/events/:event_id/print_orders',
    {
      ...ofEvent,
      schema: {
        tags,
        params: eventIdParamsSchema,
        querystring: printOrdersQuerySchema,
        response: { 200: printOrdersAnswerSchema },
      },
    },
    (request) => printOrdersOf(deps.db, request.params.event_id, request.query.status, request.lang),
  );

  // The lab's print sheet as CSV (one row per print line), the same filter as the list.
  app.get(
    '/api/studio/events/:event_id/print_sheet',
    { ...ofEvent, schema: { tags, params: eventIdParamsSchema, querystring: printOrdersQuerySchema } },
    async (request, reply) => {
      const { event_id } = request.params;
      const csv = await printSheetCsv(deps.db, event_id, request.query.status, request.lang);
      const name = `print-sheet-event-${event_id}${request.query.status ? `-${request.query.status}` : ''}.csv`;
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );

  // The same prints as a PDF contact sheet: thumbnails with the trim, for checking at the lab.
  app.get(
    '/api/studio/events/:event_id/contact_sheet',
    { ...ofEvent, schema: { tags, params: eventIdParamsSchema, querystring: printOrdersQuerySchema } },
    async (request, reply) => {
      const { event_id } = request.params;
      const pdf = await contactSheetPdf(deps, event_id, request.query.status, request.lang);
      const name = `contact-sheet-event-${event_id}${request.query.status ? `-${request.query.status}` : ''}.pdf`;
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );

  // The print-ready files (trims applied) and the sheet, as one zip streamed as it is made.
  app.get(
    '/api/studio/events/:event_id/print_files',
    { ...ofEvent, schema: { tags, params: eventIdParamsSchema, querystring: printOrdersQuerySchema } },
    async (request, reply) => {
      const { event_id } = request.params;
      const zip = await printFilesZip(deps, event_id, request.query.status, request.lang);
      const name = `print-files-event-${event_id}${request.query.status ? `-${request.query.status}` : ''}.zip`;
      zip.on('error', (error) =>
        request.log.error({ err: error, eventId: event_id }, 'print files zip failed'),
      );
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'no-store')
        .send(zip);
    },
  );

  app.post(
    '/api/studio/orders/:order_id/in_production',
    { ...ofOrder, schema: { tags, params: orderIdParamsSchema, response: { 200: printOrderSchema } } },
    (request) => putInProduction(mailDeps(request), actorOf(request), request.params.order_id, request.lang),
  );

  app.post(
    '/api/studio/orders/:order_id/shipment',
    {
      ...ofOrder,
      schema: {
        tags,
        params: orderIdParamsSchema,
        body: shipmentBodySchema,
        response: { 200: printOrderSchema },
      },
    },
    (request) =>
      ship(mailDeps(request), actorOf(request), request.params.order_id, request.body, request.lang),
  );
};
