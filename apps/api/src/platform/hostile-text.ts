import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from './errors';
import { platformMessages as m } from './i18n/messages';

/**
 * Text PostgreSQL cannot store, refused at the door of every route (issue #25 item 13).
 * A NUL (U+0000) in any string makes PostgreSQL fail with "invalid byte sequence" (22021) or
 * "unsupported Unicode escape" (22P05) — a 500 for what is bad input. Other C0 control
 * characters (tab, line feed and carriage return excepted) and unpaired UTF-16 surrogates have
 * no place in a name, a filter or a message either. One `preValidation` hook for all routes,
 * so no schema can forget it; it runs after the `onRequest` auth guards (a stranger still gets
 * 401) and before the schema (so the field is named in the §8 answer).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/;
// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
// Deep enough for any body of the contract; deeper input is refused rather than walked forever.
const MAX_DEPTH = 32;

export function isHostileText(value: string): boolean {
  return CONTROL.test(value) || LONE_SURROGATE.test(value);
}

/** The path (`body.children.0.name`) of the first hostile string or key in `value`, or null. */
export function findHostileText(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return isHostileText(value) ? path : null;
  if (value === null || typeof value !== 'object') return null;
  if (depth > MAX_DEPTH) return path;
  const entries = Array.isArray(value) ? value.entries() : Object.entries(value);
  for (const [key, item] of entries) {
    const at = `${path}.${key}`;
    if (typeof key === 'string' && isHostileText(key)) return at;
    const found = findHostileText(item, at, depth + 1);
    if (found) return found;
  }
  return null;
}

export const hostileTextPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('preValidation', async (request) => {
      const field =
        findHostileText(request.params, 'params') ??
        findHostileText(request.query, 'query') ??
        // A raw upload chunk is a Buffer, not text, and a body forwarded to the sandbox process
        // is the request stream itself (its parser's circular sockets): only parsed bodies are walked.
        (Buffer.isBuffer(request.body) || request.body instanceof Readable
          ? null
          : findHostileText(request.body, 'body'));
      if (field) throw new AppError(400, `VALIDATION-${field}`, m['validation.invalid_text'], { field });
    });
  },
  { name: 'hostile-text' },
);
