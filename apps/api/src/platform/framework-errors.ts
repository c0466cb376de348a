import http from 'node:http';
import type { Socket } from 'node:net';
import { type LangText, toTextLanguage } from '@omoide/contract';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

import { errorBody } from './errors';
import { platformMessages as m } from './i18n/messages';
import { languageOf } from './request-language';

/**
 * Answers Fastify gives before any route or hook runs (an undecodable URL, a path parameter
 * beyond `maxParamLength`) and those Node's HTTP parser gives before Fastify sees a request
 * (headers or request line too large, a broken request). Without these, such answers leave in
 * Fastify's own `{ error, code, message }` shape or with no body at all; spec §8 wants every
 * error as `{ display_message, display_message_lang, display_code }` in the caller's language.
 */
const FRAMEWORK: Record<string, { status: number; code: string; text: LangText }> = {
  FST_ERR_BAD_URL: { status: 400, code: 'REQUEST-BAD-URL', text: m['request.bad_url'] },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, code: 'REQUEST-414', text: m['request.uri_too_long'] },
};

/** Fastify's `frameworkErrors` option: the request has headers but no hook has run on it. */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const known = FRAMEWORK[error.code] ?? { status: 400, code: 'REQUEST-400', text: m['request.malformed'] };
  reply.code(known.status).send(errorBody(known.text, languageOf(request), known.code));
}

/** The caller's `x-language`, read from the raw bytes when the parser gave up on the headers. */
function languageOfRaw(raw: unknown) {
  const match = (Buffer.isBuffer(raw) ? raw.toString('latin1') : '').match(
    /\r\nx-language:[ \t]*([A-Za-z-]{1,16})/i,
  );
  return toTextLanguage(match?.[1]);
}

/** Fastify's `clientErrorHandler` option: Node's parser refused the request (Node writes no body). */
export function clientErrorHandler(error: Error & { code?: string; rawPacket?: unknown }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, code, text] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'REQUEST-431', m['request.header_too_large']]
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'REQUEST-408', m['request.malformed']]
        : [400, 'REQUEST-400', m['request.malformed']];
  const body = JSON.stringify(errorBody(text, languageOfRaw(error.rawPacket), code));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
