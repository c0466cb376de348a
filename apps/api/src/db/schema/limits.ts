import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Attempt counters of every limit (docs/decisions/024): one row per key (a limit's name and
 * what it counts, e.g. `login-account:ann@example.jp`), a fixed window, consumed by one
 * atomic upsert so every API process on the database shares it. `next_at` is the progressive
 * delay of a throttled account: the earliest its next attempt is judged. Rows past both are
 * swept by a recurring job.
 */
export const rateLimitBuckets = pgTable('rate_limit_buckets', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
  nextAt: timestamp('next_at', { withTimezone: true }),
});
