import { LOCALE_COOKIE, type TextLanguage, toTextLanguage } from '@omoide/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language of messages and content for this request (spec §7 `x-language`). */
    lang: TextLanguage;
  }
}

/** `x-language` first (every web call sends it), then the locale cookie, then en-US. */
export function languageOf(request: Pick<FastifyRequest, 'headers'>): TextLanguage {
  const header = request.headers['x-language'];
  if (typeof header === 'string' && header) return toTextLanguage(header);
  const cookie = request.headers.cookie?.match(new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([^;]+)`))?.[1];
  return toTextLanguage(cookie);
}

export const requestLanguagePlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('lang', 'en-US');
    app.addHook('onRequest', async (request) => {
      request.lang = languageOf(request);
    });
  },
  { name: 'request-language' },
);
