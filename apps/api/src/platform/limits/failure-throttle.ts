import { normalizeIP } from '@fastify/rate-limit';
import type { Database } from '../../db/client';
import { AppError } from '../errors';
import { consumeAttempts, readCounts, takeDelayedTurn } from './attempt-counters.repo';
import { tooManyAttempts } from './too-many-attempts';

const HOUR_MS = 60 * 60_000;
const MAX_DELAY_MS = 60_000;

/**
 * Lock-out that stops attackers, not owners (docs/decisions/024, OWASP ASVS 2.2): the wrong
 * answers for one subject (an account's e-mail, a guest order's code) are counted per
 * subject and per subject and source address, failures only, for an hour.
 *
 * - Up to `free` failures on a subject: every attempt is judged.
 * - Beyond that, a source that has not failed on this subject (the owner, on their own
 *   phone or network) is still judged at once, until the subject has `4 × free` failures;
 *   strangers cannot lock the owner out.
 * - Every other attempt on the subject takes the subject's next turn: one at a time, each
 *   turn later than the one before (1 s, 2 s, 4 s … at most 60 s), answered 429 with
 *   Retry-After while it waits; a refused attempt is neither judged nor counted.
 *
 * So a subject meets at most about 4 × free + 60 judged failures an hour however many
 * addresses guess, and one address's guessing is stopped by the route's per-address limit.
 */
export class FailureThrottle {
  private readonly free: number;
  private readonly cleanSourceCeiling: number;

  /** `name` keeps this throttle's keys apart in the shared table; `free` is scaled by RATE_LIMIT_SCALE. */
  constructor(
    private readonly db: Database,
    private readonly name: string,
    free: number,
  ) {
    this.free = free;
    this.cleanSourceCeiling = 4 * free;
  }

  /**
   * Runs `attempt` if this subject and source may try now; a 4xx AppError out of it (a wrong
   * answer) is counted as a failure and thrown on. Success clears nothing.
   */
  async judge<T>(subject: string, sourceAddress: string, attempt: () => Promise<T>): Promise<T> {
    const keys = this.keysOf(subject, sourceAddress);
    await this.admit(keys);
    try {
      return await attempt();
    } catch (error) {
      if (error instanceof AppError && error.statusCode >= 400 && error.statusCode < 500) {
        await consumeAttempts(this.db, [keys.subject, keys.pair], HOUR_MS);
      }
      throw error;
    }
  }

  private keysOf(subject: string, sourceAddress: string) {
    const source = normalizeIP(sourceAddress);
    return { subject: `${this.name}:${subject}`, pair: `${this.name}:${subject}|${source}` };
  }

  private async admit(keys: { subject: string; pair: string }): Promise<void> {
    const counts = await readCounts(this.db, [keys.subject, keys.pair]);
    const failures = counts.get(keys.subject)!;
    if (failures < this.free) return;
    if (counts.get(keys.pair) === 0 && failures < this.cleanSourceCeiling) return;
    const delayMs = Math.min(1000 * 2 ** (failures - this.free), MAX_DELAY_MS);
    const waitMs = await takeDelayedTurn(this.db, keys.subject, delayMs);
    if (waitMs > 0) throw tooManyAttempts(waitMs);
  }
}
