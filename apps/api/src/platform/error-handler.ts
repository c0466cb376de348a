import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, errorBody } from './errors';
import { platformMessages as m } from './i18n/messages';
import { TooManyAttemptsError } from './limits/too-many-attempts';
import type { SpaFallback } from './web/web-app';

/** `body.email`, `params.event_id`: names the field a validation failure is about. */
function fieldOf(error: FastifyError): string {
  const first = error.validation?.[0];
  const location = error.validationContext ?? 'request';
  const path = (first?.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
  const missing = (first?.params as { missingProperty?: string } | undefined)?.missingProperty;
  const field = path || missing || '';
  return field ? `${location}.${field}` : location;
}

/** Whether the error, or one of its causes (drizzle wraps the driver's), has one of these codes. */
function hasCode(error: unknown, codes: readonly string[]): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 4; depth++) {
    if (codes.includes(e.code as string)) return true;
    e = e.cause as typeof e;
  }
  return false;
}

/** ENOSPC from a file write, or PostgreSQL's disk_full (53100). */
const isOutOfSpace = (error: unknown) => hasCode(error, ['ENOSPC', '53100']);
/**
 * Text PostgreSQL refused: character_not_in_repertoire (22021, "invalid byte sequence") and
 * untranslatable_character (22P05). The hostile-text hook refuses such input before any route
 * runs; this is the fallback for text that reaches a query some other way (a header, a file name).
 */
const isUnstorableText = (error: unknown) => hasCode(error, ['22021', '22P05']);

/**
 * The multipart parser (busboy, under @fastify/multipart) reports a malformed body as a plain
 * Error with one of these messages; it reaches us from the route's `request.files()` loop. It is
 * the client's broken body, not our fault: 400.
 */
const MALFORMED_MULTIPART = [
  'Unexpected end of multipart data',
  'Part terminated early',
  'Malformed part header',
  'Multipart: Boundary not found',
];
const isMalformedMultipart = (error: FastifyError) =>
  error.statusCode === undefined && MALFORMED_MULTIPART.some((text) => error.message?.startsWith(text));

/**
 * Every error leaves as `{ display_message, display_message_lang, display_code }` in the
 * request's language (DESIGN §5). Bad input is always a 4xx; only our own faults are 5xx,
 * and those never carry a stack trace or internal message on the wire.
 */
export const errorHandlerPlugin = fp(
  async (app: FastifyInstance, options: { spaFallback?: SpaFallback | null }) => {
    app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      const lang = request.lang ?? 'en-US';
      if (error instanceof AppError) {
        if (error.statusCode >= 500) request.log.error({ err: error }, 'application error');
        if (error instanceof TooManyAttemptsError) reply.header('retry-after', error.retryAfterSeconds);
        return reply.code(error.statusCode).send(error.toResponse(lang));
      }
      if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
        const field = fieldOf(error);
        return reply
          .code(400)
          .send(errorBody(m['validation.invalid'], lang, `VALIDATION-${field}`, { field }));
      }
      const status = error.statusCode ?? 500;
      if (status === 413) return reply.code(413).send(errorBody(m['request.too_large'], lang, 'REQUEST-413'));
      if (status === 415) {
        return reply.code(415).send(errorBody(m['request.unsupported_media_type'], lang, 'REQUEST-415'));
      }
      if (status === 429) {
        return reply.code(429).send(errorBody(m['request.too_many'], lang, 'REQUEST-429'));
      }
      if (status >= 400 && status < 500) {
        return reply.code(status).send(errorBody(m['request.malformed'], lang, `REQUEST-${status}`));
      }
      if (isMalformedMultipart(error)) {
        return reply.code(400).send(errorBody(m['request.malformed'], lang, 'REQUEST-MULTIPART'));
      }
      if (isUnstorableText(error)) {
        return reply
          .code(400)
          .send(errorBody(m['validation.invalid_text'], lang, 'VALIDATION-text', { field: 'text' }));
      }
      if (isOutOfSpace(error)) {
        // A full disk is the operator's to fix; the buyer gets a clear, retryable answer.
        request.log.error({ err: error }, 'out of storage space');
        return reply.code(507).send(errorBody(m['server.storage_full'], lang, 'SERVER-507'));
      }
      request.log.error({ err: error }, 'unhandled error');
      return reply.code(500).send(errorBody(m['server.internal'], lang, 'SERVER-500'));
    });

    app.setNotFoundHandler((request, reply) => {
      if (options.spaFallback?.(request, reply)) return;
      reply.code(404).send(errorBody(m['route.not_found'], request.lang ?? 'en-US', 'NOT-FOUND-404'));
    });
  },
  { name: 'error-handler', dependencies: ['request-language'] },
);
