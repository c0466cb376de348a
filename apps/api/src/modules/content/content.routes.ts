import {
  faqListAllLangSchema,
  faqListSchema,
  legalInfoSchema,
  newsListAllLangSchema,
  newsListSchema,
} from '@omoide/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { getFaq, getFaqAllLang, getNews, getNewsAllLang } from './content.service';
import { legalInfo } from './content-settings.service';

/** Spec §7 Content: news and FAQ by language and in all languages (the inquiry form: modules/inquiries). */
export const contentRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db } = deps;
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
};
