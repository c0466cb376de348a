import type { Database } from '../../db/client';

/** Thrown by a handler for input that will never succeed (a corrupt photo): no retry. */
export class PermanentJobError extends Error {}

export type JobInfo = { id: string; attempt: number };
export type JobHandler<P> = (payload: P, job: JobInfo) => Promise<void>;

/** What a process knows of one of its queues: who works it, and how. */
export type Registration = {
  handler: JobHandler<unknown>;
  concurrency: number;
  /**
   * Called once after the last attempt failed, so the owner can record the reason: `cause`
   * is what the handler threw (a `PermanentJobError` carries the owner's own reason code).
   */
  onFailed?: (payload: unknown, error: string, cause: unknown) => Promise<void>;
  /** Set for a recurring queue (`every`): a pg-boss schedule sends its runs. */
  cron?: string;
};

export type JobQueueOptions = {
  /** Runs workers, schedules and upkeep (APP_ROLE all|worker); an API process only sends. */
  runsJobs?: boolean;
  /**
   * A job whose worker has not beaten its heart for this long (its process died) is handed
   * out again; pg-boss needs at least 10 s.
   */
  staleAfterMs?: number;
  /** First retry after this; each next one waits twice as long, up to a minute. 0: at once. */
  retryDelaySeconds?: number;
  /**
   * The only process on its database (embedded PGlite, one process per data folder): a job
   * left active from before this start was its own previous life's, killed, and is handed out
   * again at once rather than after `staleAfterMs`.
   */
  soleProcess?: boolean;
  /** PostgreSQL: the engine's own connections. */
  poolSize?: number;
  /** How often an idle worker asks for work when no notification woke it, in seconds. */
  pollIntervalSeconds?: number;
};

/** The options with their defaults filled in (the pool size is the engine's alone). */
export type JobSettings = Required<Omit<JobQueueOptions, 'poolSize'>>;

export type EnqueueOptions = {
  dedupeKey?: string;
  maxAttempts?: number;
  /** Not before this many seconds from now (pg-boss `startAfter`). */
  startAfterSeconds?: number;
  db?: Database;
};
