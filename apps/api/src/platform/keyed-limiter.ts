import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { AppError } from './errors';
import { platformMessages } from './i18n/messages';

/**
 * Limits attempts per key (an e-mail, an account), alongside the per-address limits of
 * `rate-limit.ts`: brute force spread over many addresses still meets this one.
 * In process memory, like the per-address counters (docs/operations.md).
 */
export class KeyedLimiter {
  private readonly limiter: RateLimiterMemory;

  constructor(points: number, durationSeconds: number) {
    this.limiter = new RateLimiterMemory({ points, duration: durationSeconds });
  }

  /** Counts one attempt for `key`; throws our translated 429 when the key is over its limit. */
  async consume(key: string): Promise<void> {
    try {
      await this.limiter.consume(key);
    } catch (error) {
      if (error instanceof RateLimiterRes) {
        throw new AppError(429, 'REQUEST-429', platformMessages['request.too_many']);
      }
      throw error;
    }
  }

  /** A success clears the key's count (a parent who finally types the right code is not locked out). */
  async reset(key: string): Promise<void> {
    await this.limiter.delete(key);
  }
}

/** Brute-force limits of the identity calls: 10 tries per 15 minutes (issue: identity). */
export const BRUTE_FORCE_LIMIT = { max: 10, timeWindow: '15 minutes' } as const;
export const BRUTE_FORCE_WINDOW_SECONDS = 15 * 60;
