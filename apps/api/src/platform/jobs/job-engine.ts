import { type ConstructorOptions, type Db, fromPglite, PgBoss } from 'pg-boss';
import type { DatabaseHandle } from '../../db/client';

/** pg-boss keeps its tables here, beside the app's `public` schema (docs/decisions/034). */
export const JOB_SCHEMA = 'pgboss';

/**
 * pg-boss's statements on the app's own database: the PGlite instance itself (one connection,
 * shared with Drizzle: PGlite's own lock puts each statement between the app's transactions),
 * or, for installing its schema, a client of the app's pool.
 */
function adapterOf(handle: DatabaseHandle): Db {
  if (handle.kind === 'pglite') return fromPglite(handle.pglite!);
  return { executeSql: (text, values) => handle.pool!.query(text, values) };
}

export type JobEngineOptions = {
  /** Runs workers, the schedules and the upkeep (expiry, dead workers' jobs, retention). */
  runsJobs: boolean;
  /** PostgreSQL: the engine's own pool (fetches, completions, LISTEN); PGlite has one connection. */
  poolSize: number;
  /** How often upkeep looks for jobs whose worker stopped answering, in seconds. */
  superviseIntervalSeconds: number;
};

/**
 * The job engine of one process. On PGlite it runs on the app's own instance (the embedded
 * mode stays one process), woken in-process by LISTEN/NOTIFY; on PostgreSQL it has a `pg`
 * pool of its own and listens on one more connection, so a job sent by any process wakes
 * the workers of every other at once.
 */
export function createJobEngine(handle: DatabaseHandle, options: JobEngineOptions): PgBoss {
  const common: ConstructorOptions = {
    schema: JOB_SCHEMA,
    // The schema is installed with the app's migrations (installJobSchema), under their lock.
    migrate: false,
    createSchema: false,
    supervise: options.runsJobs,
    schedule: options.runsJobs,
    superviseIntervalSeconds: options.superviseIntervalSeconds,
    monitorIntervalSeconds: options.superviseIntervalSeconds,
    useListenNotify: options.runsJobs,
    instanceName: options.runsJobs ? 'omoide-worker' : 'omoide-api',
  };
  if (handle.kind === 'pglite') return new PgBoss({ ...common, db: adapterOf(handle), backend: 'pglite' });
  return new PgBoss({
    ...common,
    connectionString: connectionStringOf(handle),
    max: options.poolSize,
    application_name: 'omoide-jobs',
  });
}

function connectionStringOf(handle: DatabaseHandle): string {
  const url = handle.pool!.options.connectionString;
  if (!url) throw new Error('the job engine needs the database URL of the pool');
  return url;
}

/**
 * Creates or upgrades pg-boss's schema. Part of `runMigrations` (same advisory lock on
 * PostgreSQL, in the test template, in `npm run db:migrate`), so a process never starts its
 * engine on a schema of another version.
 */
export async function installJobSchema(handle: DatabaseHandle): Promise<void> {
  const boss = new PgBoss({
    db: adapterOf(handle),
    schema: JOB_SCHEMA,
    ...(handle.kind === 'pglite' ? { backend: 'pglite' as const } : {}),
    supervise: false,
    schedule: false,
    registerInstance: false,
  });
  await boss.start();
  await boss.stop({ graceful: false, close: false });
}
