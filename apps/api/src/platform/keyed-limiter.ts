import type { Database } from '../db/client';
import { consumeAttempt, refundAttempt } from './limits/attempt-counters.repo';
import { tooManyAttempts } from './limits/too-many-attempts';

/**
 * Limits attempts per key (an e-mail address, a buyer), alongside the per-address limits of
 * `rate-limit.ts`: brute force spread over many addresses still meets this one. Counted in
 * the database (docs/decisions/024), so every API process shares the count.
 */
export class KeyedLimiter {
  private readonly windowMs: number;

  /** `name` keeps this limit's keys apart from every other limit's in the shared table. */
  constructor(
    private readonly db: Database,
    private readonly name: string,
    private readonly points: number,
    durationSeconds: number,
  ) {
    this.windowMs = durationSeconds * 1000;
  }

  /** Counts one attempt for `key` (atomically); throws our translated 429 past the limit. */
  async consume(key: string): Promise<void> {
    const bucket = await consumeAttempt(this.db, `${this.name}:${key}`, this.windowMs);
    if (bucket.count > this.points) throw tooManyAttempts(bucket.ttlMs);
  }

  /**
   * Gives back the attempt just consumed, when it turned out not to be a failure: only
   * failures count, and a success never clears the failures before it (a public event code
   * must not wipe a buyer's wrong guesses).
   */
  async refund(key: string): Promise<void> {
    await refundAttempt(this.db, `${this.name}:${key}`);
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
