import { inquiryAcceptedSchema, inquiryFormSchema } from '@omoide/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { attemptLimits } from '../../platform/keyed-limiter';
import { submitInquiry } from './inquiry.service';

/** Spec §7 Content: the buyer's inquiry form (the studio answers it, inquiries-studio.routes.ts). */
export const inquiryRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db } = deps;
  // Inquiries are free to send, so they are limited per address: enough for a parent who
  // writes again, too few for a spammer.
  const INQUIRY_RATE_LIMIT = attemptLimits(deps.config.rateLimitScale).inquiries;
  const tags = ['content'];

  app.post(
    '/api/inquiry/form',
    {
      config: { rateLimit: INQUIRY_RATE_LIMIT },
      schema: { tags, body: inquiryFormSchema, response: { 201: inquiryAcceptedSchema } },
    },
    async (request, reply) => {
      const { mailError, ...accepted } = await submitInquiry(
        { db, mailer: deps.mailer, supportEmail: deps.config.supportEmail },
        request.body,
        request.lang,
      );
      if (mailError)
        request.log.error({ err: mailError, inquiryId: accepted.inquiry_id }, 'inquiry mail failed');
      return reply.code(201).send(accepted);
    },
  );
};
