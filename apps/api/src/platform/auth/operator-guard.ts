import { timingSafeEqual } from 'node:crypto';
import type { preHandlerAsyncHookHandler } from 'fastify';
import { AppError } from '../errors';
import { platformMessages } from '../i18n/messages';

/**
 * Operator calls (until the operator studio has its own accounts) need the shared key of
 * `OPERATOR_API_KEY` in `x-operator-key`. Without a configured key they are closed.
 */
export function requireOperatorKey(configuredKey: string | undefined): preHandlerAsyncHookHandler {
  const expected = configuredKey ? Buffer.from(configuredKey) : null;
  return async (request) => {
    const given = request.headers['x-operator-key'];
    const ok =
      expected &&
      typeof given === 'string' &&
      given.length === expected.length &&
      timingSafeEqual(Buffer.from(given), expected);
    if (!ok) throw new AppError(403, 'AUTH-OPERATOR-403', platformMessages['auth.wrong_kind']);
  };
}
