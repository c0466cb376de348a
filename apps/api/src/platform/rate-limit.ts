import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client';
import { AppError } from './errors';
import { platformMessages } from './i18n/messages';
import { databaseRateLimitStore } from './limits/database-rate-limit-store';

/**
 * Rate limits are opt-in per route (`config.rateLimit`), for the calls that invite brute
 * force or spam (code checks, login, inquiries), per client address (`request.ip`, which
 * TRUST_PROXY decides). The answer is our 429 error in the user's language, with
 * Retry-After. Counters live in the database (docs/decisions/024): every API process on it
 * counts together.
 */
export const rateLimitPlugin = fp<{ db: Database }>(
  async (app: FastifyInstance, options) => {
    await app.register(fastifyRateLimit, {
      global: false,
      store: databaseRateLimitStore(options.db),
      errorResponseBuilder: () => new AppError(429, 'REQUEST-429', platformMessages['request.too_many']),
    });
  },
  { name: 'rate-limit', dependencies: ['error-handler'] },
);
