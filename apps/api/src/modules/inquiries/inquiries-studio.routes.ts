import {
  inquiryIdParamsSchema,
  studioInquiriesAnswerSchema,
  studioInquiriesQuerySchema,
  studioInquiryAssignBodySchema,
  studioInquiryDetailSchema,
  studioInquiryReplyBodySchema,
} from '@omoide/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { actorOf, operatorAccess } from '../operators/operator-guard';
import {
  assignInquiry,
  browseInquiries,
  replyToInquiry,
  setInquiryClosed,
  studioInquiryOf,
} from './inquiries-studio.service';

/**
 * The studio's inquiries inbox (issue #15 "Content and support"). Inquiries belong to no
 * organisation, so the routes are `any_organization` (operator-permissions.ts): owner or
 * support in any organisation answers all of them; the service explains why.
 */
export const studioInquiriesRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const tags = ['studio'];
  const access = operatorAccess(deps);
  const inquiryDeps = { db: deps.db, mailer: deps.mailer, supportEmail: deps.config.supportEmail };
  const detail = { 200: studioInquiryDetailSchema };

  app.get(
    '/api/studio/inquiries',
    {
      ...access,
      schema: {
        tags,
        querystring: studioInquiriesQuerySchema,
        response: { 200: studioInquiriesAnswerSchema },
      },
    },
    (request) => browseInquiries(deps.db, actorOf(request), request.query),
  );

  app.get(
    '/api/studio/inquiries/:inquiry_id',
    { ...access, schema: { tags, params: inquiryIdParamsSchema, response: detail } },
    (request) => studioInquiryOf(deps.db, actorOf(request), request.params.inquiry_id),
  );

  app.post(
    '/api/studio/inquiries/:inquiry_id/assign',
    {
      ...access,
      schema: { tags, params: inquiryIdParamsSchema, body: studioInquiryAssignBodySchema, response: detail },
    },
    (request) =>
      assignInquiry(inquiryDeps, actorOf(request), request.params.inquiry_id, request.body.operator_id),
  );

  app.post(
    '/api/studio/inquiries/:inquiry_id/replies',
    {
      ...access,
      schema: { tags, params: inquiryIdParamsSchema, body: studioInquiryReplyBodySchema, response: detail },
    },
    (request) => replyToInquiry(inquiryDeps, actorOf(request), request.params.inquiry_id, request.body.body),
  );

  for (const action of ['close', 'reopen'] as const) {
    app.post(
      `/api/studio/inquiries/:inquiry_id/${action}`,
      { ...access, schema: { tags, params: inquiryIdParamsSchema, response: detail } },
      (request) =>
        setInquiryClosed(inquiryDeps, actorOf(request), request.params.inquiry_id, action === 'close'),
    );
  }
};
