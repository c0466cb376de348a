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

export const LIMIT_WINDOW_SECONDS = 15 * 60;
const LIMIT_WINDOW = '15 minutes';

/**
 * Attempts allowed per 15 minutes. The defaults are the product's (identity issue: 10 tries
 * for codes and logins); `RATE_LIMIT_SCALE` multiplies them, e.g. for end-to-end test runs
 * that sign in many times from one address.
 */
export function attemptLimits(scale: number) {
  return {
    /** Logins, bridge hashes, event codes, guest code checks: per address and per key. */
    bruteForce: { max: 10 * scale, timeWindow: LIMIT_WINDOW },
    /** Guest code mails per e-mail address. */
    mailsPerAddress: 5 * scale,
    /** Contact-form inquiries per address. */
    inquiries: { max: 5 * scale, timeWindow: LIMIT_WINDOW },
  };
}
