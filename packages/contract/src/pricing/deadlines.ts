import { SECONDS_PER_DAY, WARNING_PERIOD_DAYS } from '../reference/limits.js';

/**
 * Whole days left before a deadline (spec §9): rounded up, so any part of a day counts as a
 * day, and never below 0 once the deadline has passed. Times are epoch seconds.
 */
export function daysRemaining(now_t: number, deadline_t: number): number {
  // Math.max also turns the -0 that Math.ceil gives just past the deadline into a plain 0.
  return Math.max(0, Math.ceil((deadline_t - now_t) / SECONDS_PER_DAY));
}

/**
 * Whether a deadline is close enough to warn about (spec §9, 5 days): still ahead, and at
 * most 5 × 24 h away. Measured in seconds rather than rounded days, so the warning starts
 * exactly 5 days before and stops the moment the deadline passes.
 */
export function isInWarningPeriod(now_t: number, deadline_t: number): boolean {
  const remaining = deadline_t - now_t;
  return remaining > 0 && remaining <= WARNING_PERIOD_DAYS * SECONDS_PER_DAY;
}
