import path from 'node:path';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { installJobSchema } from '../platform/jobs/job-engine';
import type { DatabaseHandle } from './client';

export const MIGRATIONS_DIR = path.resolve(import.meta.dirname, 'migrations');

// Any 64-bit number unique to this app: several API processes starting at once on one
// PostgreSQL take turns, so a migration never runs twice concurrently.
const MIGRATION_LOCK_ID = 4_242_020_611;

// The start-up upkeep (standard FAQ, demo seed) of processes starting at once, one at a time.
export const STARTUP_LOCK_ID = 4_242_020_612;

/**
 * Runs `fn` while holding a PostgreSQL advisory lock, so processes starting together on
 * one database take turns. PGlite belongs to one process: nothing to wait for.
 */
export async function withAdvisoryLock<T>(
  handle: DatabaseHandle,
  id: number,
  fn: () => Promise<T>,
): Promise<T> {
  if (handle.kind === 'pglite') return fn();
  const client = await handle.pool!.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [id]);
    return await fn();
  } finally {
    await client.query('select pg_advisory_unlock($1)', [id]).catch(() => {});
    client.release();
  }
}

/**
 * Applies every committed SQL migration not yet applied, then installs or upgrades the job
 * engine's schema (pg-boss, decision 034). Safe to call at each start.
 */
export async function runMigrations(handle: DatabaseHandle): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_DIR };
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db as unknown as PgliteDatabase, config);
    await installJobSchema(handle);
    return;
  }
  await withAdvisoryLock(handle, MIGRATION_LOCK_ID, async () => {
    await migratePg(handle.db as unknown as NodePgDatabase, config);
    await installJobSchema(handle);
  });
}
