import { systemConstantAllLangSchema, systemConstantSchema, systemCssSchema } from '@omoide/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { linkPolicyOf } from './link-policy';
import { getSystemConstant, getSystemConstantAllLang, getSystemCss } from './system.service';

/** Spec §7 Content and system: the constants with auth (member, §6) and without. */
export const systemRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, config }) => {
  const links = linkPolicyOf(config);
  const member = app.requireAuth(['member']);
  const tags = ['system'];

  app.get(
    '/api/system/constant',
    { onRequest: member, schema: { tags, response: { 200: systemConstantSchema } } },
    () => getSystemConstant(db, true, links),
  );
  app.get(
    '/api/system/constant/all_lang',
    { onRequest: member, schema: { tags, response: { 200: systemConstantAllLangSchema } } },
    () => getSystemConstantAllLang(db, true, links),
  );
  app.get(
    '/api/system/constant/non_auth',
    { schema: { tags, response: { 200: systemConstantSchema } } },
    () => getSystemConstant(db, false, links),
  );
  app.get(
    '/api/system/constant/non_auth/all_lang',
    { schema: { tags, response: { 200: systemConstantAllLangSchema } } },
    () => getSystemConstantAllLang(db, false, links),
  );
  app.get('/api/system/constant/css', { schema: { tags, response: { 200: systemCssSchema } } }, () =>
    getSystemCss(db),
  );
};
