import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from './errors';
import { platformMessages } from './i18n/messages';

/**
 * Rate limits are opt-in per route (`config.rateLimit`), for the calls that invite brute
 * force or spam (code checks, login, inquiries). The answer is our 429 error in the user's
 * language, with Retry-After. Counters live in process memory: with several API processes
 * each keeps its own, so the effective limit is per process (see docs/operations.md).
 */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(fastifyRateLimit, {
      global: false,
      errorResponseBuilder: () => new AppError(429, 'REQUEST-429', platformMessages['request.too_many']),
    });
  },
  { name: 'rate-limit', dependencies: ['error-handler'] },
);
