import {
  faqListAllLangSchema,
  faqListSchema,
  inquiryAcceptedSchema,
  inquiryFormSchema,
  legalInfoSchema,
  newsListAllLangSchema,
  newsListSchema,
} from '@omoide/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { attemptLimits } from '../../platform/keyed-limiter';
import { getFaq, getFaqAllLang, getNews, getNewsAllLang } from './content.service';
import { legalInfo } from './content-settings.service';
import { submitInquiry } from './inquiry.service';

/** Spec §7 Content: news and FAQ by language and in all languages, and the inquiry form. */
export const contentRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db } = deps;
  // Inquiries are free to send, so they are limited per address: enough for a parent who
  // writes again, too few for a spammer.
  const INQUIRY_RATE_LIMIT = attemptLimits(deps.config.rateLimitScale).inquiries;
  const tags = ['content'];

  app.get(
    '/api/info/news',
    { onRequest: app.requireAuth(['member']), schema: { tags, response: { 200: newsListSchema } } },
    async (request) => ({ news: await getNews(db, request.lang) }),
  );
  app.get(
    '/api/info/news/all_lang',
    {
      // News is for anyone signed in, a guest who only looked an order up included.
      onRequest: app.requireAuth(['member', 'guest'], { orderPass: true }),
      schema: { tags, response: { 200: newsListAllLangSchema } },
    },
    async () => ({ news: await getNewsAllLang(db) }),
  );
  app.get(
    '/api/info/faq',
    { onRequest: app.requireAuth(['member']), schema: { tags, response: { 200: faqListSchema } } },
    (request) => getFaq(db, request.lang),
  );
  app.get('/api/info/faq/all_lang', { schema: { tags, response: { 200: faqListAllLangSchema } } }, () =>
    getFaqAllLang(db),
  );

  // The operator's details on the legal pages (terms, privacy, imprint): public, like the pages.
  app.get('/api/info/legal', { schema: { tags, response: { 200: legalInfoSchema } } }, (request) =>
    legalInfo(db, request.lang),
  );

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
