import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

export const CACHE_CHANNEL = 'omoide_cache';

/** Sends one announcement to every process listening on the database (cache-listener.ts). */
export async function notifyCacheChannel(db: Database, payload: string): Promise<void> {
  await db.execute(sql`SELECT pg_notify(${CACHE_CHANNEL}, ${payload})`);
}
