import {
  faqCategoryIdParamsSchema,
  faqIdParamsSchema,
  legalSettingsSchema,
  newsIdParamsSchema,
  studioConstantsSchema,
  studioFaqAnswerSchema,
  studioFaqBodySchema,
  studioFaqCategoryBodySchema,
  studioFaqCategorySchema,
  studioFaqOrderSchema,
  studioFaqSchema,
  studioNewsBodySchema,
  studioNewsListSchema,
  studioNewsSchema,
  studioOkSchema,
  studioPreviewAnswerSchema,
  studioPreviewBodySchema,
} from '@omoide/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { sanitizeLangText } from '../../platform/html/sanitize';
import { actorOf, operatorAccess } from '../operators/operator-guard';
import { linkPolicyOf } from '../system/link-policy';
import {
  readLegalSettings,
  saveLegalSettings,
  saveStudioConstants,
  studioConstants,
} from './content-settings.service';
import {
  removeFaq,
  removeFaqCategory,
  reorderFaq,
  saveFaq,
  saveFaqCategory,
  studioFaq,
} from './content-studio.service';
import { listStudioNews, removeNews, saveNews } from './news-studio.service';

/**
 * The installation's content in the studio (issue #15 "Content and support"): news, FAQ,
 * legal details and system constants. Not tied to an organisation; who may call them is
 * operator-permissions.ts (owners).
 */
export const contentStudioRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db } = deps;
  const tags = ['studio'];
  const access = operatorAccess(deps);

  app.get('/api/studio/news', { ...access, schema: { tags, response: { 200: studioNewsListSchema } } }, () =>
    listStudioNews(db),
  );
  app.post(
    '/api/studio/news',
    { ...access, schema: { tags, body: studioNewsBodySchema, response: { 201: studioNewsSchema } } },
    async (request, reply) => reply.code(201).send(await saveNews(db, actorOf(request), null, request.body)),
  );
  app.put(
    '/api/studio/news/:news_id',
    {
      ...access,
      schema: {
        tags,
        params: newsIdParamsSchema,
        body: studioNewsBodySchema,
        response: { 200: studioNewsSchema },
      },
    },
    (request) => saveNews(db, actorOf(request), request.params.news_id, request.body),
  );
  app.delete(
    '/api/studio/news/:news_id',
    { ...access, schema: { tags, params: newsIdParamsSchema } },
    async (request, reply) => {
      await removeNews(db, actorOf(request), request.params.news_id);
      return reply.code(204).send();
    },
  );
  // What a buyer will receive of a body, before it is saved (the same sanitiser as on write).
  app.post(
    '/api/studio/content/preview',
    {
      ...access,
      schema: { tags, body: studioPreviewBodySchema, response: { 200: studioPreviewAnswerSchema } },
    },
    (request) => ({ body_html: sanitizeLangText(request.body.body_html) }),
  );

  app.get('/api/studio/faq', { ...access, schema: { tags, response: { 200: studioFaqAnswerSchema } } }, () =>
    studioFaq(db),
  );
  app.post(
    '/api/studio/faq/categories',
    {
      ...access,
      schema: { tags, body: studioFaqCategoryBodySchema, response: { 201: studioFaqCategorySchema } },
    },
    async (request, reply) =>
      reply.code(201).send(await saveFaqCategory(db, actorOf(request), null, request.body)),
  );
  app.put(
    '/api/studio/faq/categories/:faq_category_id',
    {
      ...access,
      schema: {
        tags,
        params: faqCategoryIdParamsSchema,
        body: studioFaqCategoryBodySchema,
        response: { 200: studioFaqCategorySchema },
      },
    },
    (request) => saveFaqCategory(db, actorOf(request), request.params.faq_category_id, request.body),
  );
  app.delete(
    '/api/studio/faq/categories/:faq_category_id',
    { ...access, schema: { tags, params: faqCategoryIdParamsSchema } },
    async (request, reply) => {
      await removeFaqCategory(db, actorOf(request), request.params.faq_category_id);
      return reply.code(204).send();
    },
  );
  app.post(
    '/api/studio/faq/entries',
    { ...access, schema: { tags, body: studioFaqBodySchema, response: { 201: studioFaqSchema } } },
    async (request, reply) => reply.code(201).send(await saveFaq(db, actorOf(request), null, request.body)),
  );
  app.put(
    '/api/studio/faq/entries/:faq_id',
    {
      ...access,
      schema: {
        tags,
        params: faqIdParamsSchema,
        body: studioFaqBodySchema,
        response: { 200: studioFaqSchema },
      },
    },
    (request) => saveFaq(db, actorOf(request), request.params.faq_id, request.body),
  );
  app.delete(
    '/api/studio/faq/entries/:faq_id',
    { ...access, schema: { tags, params: faqIdParamsSchema } },
    async (request, reply) => {
      await removeFaq(db, actorOf(request), request.params.faq_id);
      return reply.code(204).send();
    },
  );
  app.put(
    '/api/studio/faq/order',
    { ...access, schema: { tags, body: studioFaqOrderSchema, response: { 200: studioOkSchema } } },
    async (request) => {
      await reorderFaq(db, actorOf(request), request.body);
      return { ok: true as const };
    },
  );

  app.get('/api/studio/legal', { ...access, schema: { tags, response: { 200: legalSettingsSchema } } }, () =>
    readLegalSettings(db),
  );
  app.put(
    '/api/studio/legal',
    { ...access, schema: { tags, body: legalSettingsSchema, response: { 200: legalSettingsSchema } } },
    (request) => saveLegalSettings(db, actorOf(request), request.body),
  );
  app.get(
    '/api/studio/constants',
    { ...access, schema: { tags, response: { 200: studioConstantsSchema } } },
    () => studioConstants(db),
  );
  app.put(
    '/api/studio/constants',
    { ...access, schema: { tags, body: studioConstantsSchema, response: { 200: studioConstantsSchema } } },
    (request) => saveStudioConstants(db, linkPolicyOf(deps.config), actorOf(request), request.body),
  );
};
