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

/**
 * Whether a period that ends at `end_t` (epoch seconds; null: it never ends) is over at
 * `now_t`. The end second itself is already outside the period (half-open, as the early
 * discount's end): a photo's sale (`expiration_of_info_t`), a download deadline
 * (`download_until_t`) and a sale deadline are all judged by this one rule, in the API and
 * in the web app.
 */
export function hasEnded(end_t: number | null | undefined, now_t: number): boolean {
  return end_t != null && end_t <= now_t;
}
