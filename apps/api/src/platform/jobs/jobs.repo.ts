import { sql } from 'drizzle-orm';
import { type DrizzleTransactionLike, type Db as EngineDb, fromDrizzle } from 'pg-boss';
import type { Database } from '../../db/client';

/**
 * pg-boss's statements through Drizzle: a send in the caller's transaction (the job exists
 * only if that commits), or on the app's own connection or pool.
 */
export function engineDbOf(db: Database): EngineDb {
  return fromDrizzle(db as unknown as DrizzleTransactionLike, sql);
}
