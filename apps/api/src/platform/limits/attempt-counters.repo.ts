import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

/**
 * The one store of every attempt limit (docs/decisions/024): rows of `rate_limit_buckets`
 * in the database every process shares, each change one statement, so N processes count
 * together and concurrent attempts cannot slip between a read and a write.
 */

/** A key's count in its window and the milliseconds until that window ends. */
export type Bucket = { count: number; ttlMs: number };

type Row = { count: number; ttl_ms: number };

// The row shape of `execute` differs between the two drivers' typings; both answer `rows`.
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Counts one attempt for each of `keys` in a fixed window of `windowMs` (a new window when
 * the last one ended) and answers the counts after it, in the order of `keys`: one
 * INSERT … ON CONFLICT DO UPDATE … RETURNING, whatever the number of keys.
 */
export async function consumeAttempts(db: Database, keys: string[], windowMs: number): Promise<Bucket[]> {
  const rows = keys.map((key) => sql`(${key}, 1, now() + ${windowMs}::int * interval '1 millisecond')`);
  const result = await db.execute(sql`
    INSERT INTO rate_limit_buckets AS b (key, count, window_ends_at)
    VALUES ${sql.join(rows, sql`, `)}
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN b.window_ends_at <= now() THEN 1 ELSE b.count + 1 END,
      window_ends_at = CASE WHEN b.window_ends_at <= now() THEN excluded.window_ends_at ELSE b.window_ends_at END,
      next_at = CASE WHEN b.window_ends_at <= now() THEN NULL ELSE b.next_at END
    RETURNING key, count, ceil(extract(epoch FROM b.window_ends_at - now()) * 1000)::int AS ttl_ms`);
  const byKey = new Map(rowsOf<Row & { key: string }>(result).map((row) => [row.key, row]));
  return keys.map((key) => {
    const row = byKey.get(key)!;
    // Transactions that queued on the row lock read an earlier now() than the one that opened the
    // window, so the raw figure may pass the window by a few milliseconds: it never does in truth.
    return { count: Number(row.count), ttlMs: Math.min(windowMs, Math.max(0, Number(row.ttl_ms))) };
  });
}

/** One key's attempt (see `consumeAttempts`). */
export async function consumeAttempt(db: Database, key: string, windowMs: number): Promise<Bucket> {
  return (await consumeAttempts(db, [key], windowMs))[0]!;
}

/** Gives back one attempt of the current window (the attempt turned out not to count). */
export async function refundAttempt(db: Database, key: string): Promise<void> {
  await db.execute(sql`
    UPDATE rate_limit_buckets SET count = greatest(count - 1, 0)
    WHERE key = ${key} AND window_ends_at > now()`);
}

/** The live counts of `keys` (0 for a key without a live window); reads only. */
export async function readCounts(db: Database, keys: string[]): Promise<Map<string, number>> {
  const result = await db.execute(sql`
    SELECT key, count FROM rate_limit_buckets
    WHERE key IN (${sql.join(
      keys.map((k) => sql`${k}`),
      sql`, `,
    )}) AND window_ends_at > now()`);
  const counts = new Map(keys.map((k) => [k, 0]));
  for (const row of rowsOf<{ key: string; count: number }>(result)) counts.set(row.key, Number(row.count));
  return counts;
}

/**
 * Takes the next delayed turn of `key` (a throttled account): succeeds when the key's
 * `next_at` has passed, and moves it `delayMs` ahead in the same statement, so of several
 * attempts at once exactly one is judged. Answers 0 when taken, else the milliseconds to wait.
 */
export async function takeDelayedTurn(db: Database, key: string, delayMs: number): Promise<number> {
  const taken = await db.execute(sql`
    UPDATE rate_limit_buckets SET next_at = now() + ${delayMs}::int * interval '1 millisecond'
    WHERE key = ${key} AND window_ends_at > now() AND (next_at IS NULL OR next_at <= now())
    RETURNING count`);
  if (rowsOf<{ count: number }>(taken).length === 1) return 0;
  const result = await db.execute(sql`
    SELECT greatest(ceil(extract(epoch FROM next_at - now()) * 1000), 1)::int AS wait_ms
    FROM rate_limit_buckets WHERE key = ${key}`);
  const row = rowsOf<{ wait_ms: number }>(result)[0];
  // The window ended between the two statements: nothing to wait for, the caller tries again.
  return row ? Number(row.wait_ms) : 1;
}

/** Deletes rows whose window and delay are both over (a recurring job). */
export async function sweepAttempts(db: Database): Promise<number> {
  const result = await db.execute(sql`
    DELETE FROM rate_limit_buckets
    WHERE window_ends_at <= now() AND (next_at IS NULL OR next_at <= now())
    RETURNING key`);
  return rowsOf<{ key: string }>(result).length;
}
