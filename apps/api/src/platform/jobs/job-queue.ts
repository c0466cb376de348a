import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { JobResult, JobWithMetadata, PgBoss, Queue } from 'pg-boss';
import type { Database, DatabaseHandle } from '../../db/client';
import { cronOf } from './cron-of';
import { createJobEngine, JOB_SCHEMA } from './job-engine';
import { engineDbOf } from './jobs.repo';
import { moveLegacyJobs } from './legacy-jobs.repo';

/** Thrown by a handler for input that will never succeed (a corrupt photo): no retry. */
export class PermanentJobError extends Error {}

export type JobInfo = { id: string; attempt: number };
export type JobHandler<P> = (payload: P, job: JobInfo) => Promise<void>;

type Registration = {
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

type Log = Pick<FastifyBaseLogger, 'error' | 'warn' | 'info'>;
type EnqueueOptions = { dedupeKey?: string; maxAttempts?: number; db?: Database };

const DEFAULT_MAX_ATTEMPTS = 3;
const STOP_GRACE_MS = 8_000;
const RETRY_DELAY_MAX_SECONDS = 60;
/** A handler may run this long (a 2 GB movie): liveness is the heartbeat's business. */
const EXPIRE_SECONDS = 4 * 3600;
/** Where a job goes after its last attempt, for operators to read or redrive. */
export const deadLetterQueueOf = (queue: string) => `${queue}.dead`;

/**
 * The app's job engine: pg-boss (docs/decisions/034) behind the calls the modules make —
 * `register` a handler, `every` for recurring work, `enqueue` (in the caller's transaction
 * when given one). Each registered queue runs up to `concurrency` handlers at once in this
 * process; any number of processes share the queues. Retries back off exponentially; a
 * `PermanentJobError` ends the job at once; a job out of attempts goes to its dead-letter
 * queue and its owner is told (`onFailed`). One job per key is queued or running at a time.
 */
export class JobQueue {
  private readonly boss: PgBoss;
  private readonly registrations = new Map<string, Registration>();
  private readonly created = new Set<string>();
  private readonly working = new Set<string>();
  private readonly options: Required<Omit<JobQueueOptions, 'poolSize'>>;
  private opening: Promise<void> | null = null;

  constructor(
    private readonly database: DatabaseHandle,
    private readonly log: Log,
    options: JobQueueOptions = {},
  ) {
    const staleAfterMs = options.staleAfterMs ?? 10 * 60_000;
    this.options = {
      runsJobs: options.runsJobs ?? true,
      staleAfterMs,
      retryDelaySeconds: options.retryDelaySeconds ?? 2,
      soleProcess: options.soleProcess ?? false,
      pollIntervalSeconds: options.pollIntervalSeconds ?? 2,
    };
    this.boss = createJobEngine(database, {
      runsJobs: this.options.runsJobs,
      poolSize: options.poolSize ?? (this.options.runsJobs ? 4 : 1),
      superviseIntervalSeconds: Math.min(60, Math.max(1, Math.floor(staleAfterMs / 1000))),
    });
    this.boss.on('error', (err) => this.log.error({ err }, 'job engine error'));
    this.boss.on('warning', (warning) => this.log.warn(warning.data, warning.message));
  }

  register<P>(
    queue: string,
    handler: JobHandler<P>,
    options: {
      concurrency?: number;
      onFailed?: (payload: P, error: string, cause: unknown) => Promise<void>;
    } = {},
  ): void {
    this.registrations.set(queue, {
      handler: handler as JobHandler<unknown>,
      concurrency: options.concurrency ?? 1,
      onFailed: options.onFailed as Registration['onFailed'],
    });
  }

  /**
   * A queue that runs `handler` every `everyMs` on one worker of the whole deployment: a
   * pg-boss schedule (cron) sends each run, the queue holds at most one run waiting and one
   * running (policy `stately`), and the very first start on a database runs it at once.
   */
  every(queue: string, everyMs: number, handler: () => Promise<void>): void {
    this.registrations.set(queue, { handler: () => handler(), concurrency: 1, cron: cronOf(everyMs) });
  }

  /**
   * Connects the engine, creates every registered queue and moves what the old `jobs` table
   * still held (once per database). Every process opens before it sends: a send inside a
   * PGlite transaction must find its queue already known.
   */
  open(): Promise<void> {
    this.opening ??= (async () => {
      await this.boss.start();
      for (const [queue, registration] of this.registrations) await this.createQueue(queue, registration);
      const moved = await moveLegacyJobs(this.database.db, {
        ensureQueue: (queue) => this.ensureQueue(queue),
        send: async (tx, job) => {
          await this.enqueue(job.queue, job.payload, {
            db: tx,
            ...(job.dedupeKey ? { dedupeKey: job.dedupeKey } : {}),
            maxAttempts: Math.max(1, job.maxAttempts - job.attempts),
          });
        },
      });
      if (moved) this.log.info({ moved }, 'jobs of the old queue moved to pg-boss');
    })();
    return this.opening;
  }

  /**
   * `db`: a transaction the job is part of (it exists only if that commits). With a dedupe
   * key, a job already queued or running for it wins and this returns null.
   */
  async enqueue(queue: string, payload: unknown, options: EnqueueOptions = {}): Promise<string | null> {
    if (!options.db) {
      await this.open();
      await this.ensureQueue(queue);
    } else if (!this.created.has(queue)) {
      // pg-boss reads an unknown queue on its own connection: on PGlite, that waits for the
      // very transaction we are in. Registered queues are known from `open` on.
      throw new Error(`queue ${queue} is sent to in a transaction before it is opened`);
    }
    return this.boss.send(queue, payload as object, {
      // Through Drizzle: the caller's transaction, or the app's own connection or pool.
      db: engineDbOf(options.db ?? this.database.db),
      // One live job per key (policy `exclusive`); a job without a key is one of a kind.
      singletonKey: options.dedupeKey ?? randomUUID(),
      ...(options.maxAttempts ? { retryLimit: options.maxAttempts - 1 } : {}),
    });
  }

  /** Starts this process's workers and the schedules of recurring queues. */
  async start(): Promise<void> {
    await this.open();
    if (this.options.soleProcess) await this.takeBackOwnJobs();
    for (const [queue, registration] of this.registrations) {
      if (registration.cron) await this.schedule(queue, registration.cron);
      await this.work(queue);
    }
  }

  /** Stops taking jobs, waits for the ones running (graceful shutdown), and disconnects. */
  async stop(): Promise<void> {
    if (!this.opening) return;
    const opening = this.opening;
    this.opening = null;
    await opening.catch(() => {});
    this.working.clear();
    this.created.clear();
    // Running jobs get 8 s, under the 10 s the process gives its whole shutdown (main.ts):
    // a job still running then is failed by pg-boss itself and retried at once elsewhere (or
    // at the next start), rather than left `active` by a process killed mid-stop.
    await this.boss.stop({ graceful: true, timeout: STOP_GRACE_MS });
  }

  /**
   * Works a queue in this process until nothing is queued or running in it (CLI import,
   * tests, benchmarks), then stops working it unless `start` had. Not for a recurring queue.
   */
  async drain(queue: string, pollMs = 50): Promise<void> {
    await this.open();
    await this.ensureQueue(queue);
    const temporary = !this.working.has(queue) && this.registrations.has(queue);
    if (temporary) await this.work(queue);
    try {
      for (;;) {
        const counts = await this.counts(queue);
        if (!counts.queued && !counts.running) return;
        await new Promise((resolve) => setTimeout(resolve, pollMs));
      }
    } finally {
      if (temporary) {
        this.working.delete(queue);
        await this.boss.offWork(queue, { wait: true });
      }
    }
  }

  /** Jobs of a queue by state, and those in its dead-letter queue: what operators watch. */
  async counts(
    queue: string,
  ): Promise<Partial<Record<'queued' | 'running' | 'done' | 'failed' | 'dead', number>>> {
    await this.open();
    const { rows } = await this.boss
      .getDb()
      .executeSql(
        `SELECT name, state, count(*)::int AS n FROM ${JOB_SCHEMA}.job WHERE name IN ($1, $2) GROUP BY name, state`,
        [queue, deadLetterQueueOf(queue)],
      );
    const counts: Partial<Record<'queued' | 'running' | 'done' | 'failed' | 'dead', number>> = {};
    const add = (key: keyof typeof counts, n: number) => (counts[key] = (counts[key] ?? 0) + n);
    for (const row of rows as { name: string; state: string; n: number }[]) {
      if (row.name !== queue) {
        if (row.state === 'created' || row.state === 'retry') add('dead', row.n);
      } else if (row.state === 'created' || row.state === 'retry') add('queued', row.n);
      else if (row.state === 'active') add('running', row.n);
      else if (row.state === 'completed') add('done', row.n);
      else add('failed', row.n);
    }
    return counts;
  }

  /** Every stored job of a queue, oldest first, as pg-boss keeps it (tests, operators' tools). */
  async jobsOf<P = unknown>(queue: string): Promise<JobWithMetadata<P>[]> {
    await this.open();
    return this.boss.findJobs<P>(queue);
  }

  /** A recurring queue's schedule, or null. */
  async scheduleOf(queue: string) {
    await this.open();
    return this.boss.getSchedule(queue);
  }

  private async work(queue: string): Promise<void> {
    const registration = this.registrations.get(queue);
    if (!registration || this.working.has(queue)) return;
    this.working.add(queue);
    // One pg-boss worker per slot: after a job it asks again at once (a backlog is worked
    // without waiting out the poll between jobs); idle, it waits for a notification or a poll.
    for (let slot = 0; slot < registration.concurrency; slot++) {
      let workerId = '';
      workerId = await this.boss.work(
        queue,
        {
          includeMetadata: true,
          perJobResults: true,
          batchSize: 1,
          pollingIntervalSeconds: this.options.pollIntervalSeconds,
          // Listening or not, a retry coming due or a job taken back wakes nobody: poll alike.
          notifyPollingIntervalSeconds: this.options.pollIntervalSeconds,
        },
        async (batch: JobWithMetadata<unknown>[]) => {
          const results = await Promise.all(batch.map((job) => this.runOne(queue, registration, job)));
          this.boss.notifyWorker(workerId);
          return results;
        },
      );
    }
  }

  private async runOne(
    queue: string,
    registration: Registration,
    job: JobWithMetadata<unknown>,
  ): Promise<JobResult> {
    try {
      await registration.handler(job.data, { id: job.id, attempt: job.retryCount + 1 });
      return { id: job.id, status: 'completed' };
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      const permanent = err instanceof PermanentJobError;
      const last = permanent || job.retryCount >= job.retryLimit;
      this.log.warn({ err, queue, jobId: job.id, attempt: job.retryCount + 1, last }, 'job failed');
      // The owner records the failure before the job leaves `active`, so whoever waits for
      // the queue to drain sees the outcome on the owner's side too.
      if (last) await registration.onFailed?.(job.data, message, err).catch(() => {});
      // `deadletter`: failed at once, no retry left to run, copied to the dead-letter queue.
      return { id: job.id, status: permanent ? 'deadletter' : 'failed', output: { message, permanent } };
    }
  }

  private queueOptions(registration: Registration | undefined): Omit<Queue, 'name'> {
    const heartbeatSeconds = Math.max(10, Math.ceil(this.options.staleAfterMs / 1000));
    const { retryDelaySeconds } = this.options;
    const retry = {
      retryDelay: retryDelaySeconds,
      retryBackoff: retryDelaySeconds > 0,
      ...(retryDelaySeconds > 0 ? { retryDelayMax: RETRY_DELAY_MAX_SECONDS } : {}),
    };
    if (registration?.cron) {
      // A failed run is logged; the next one comes with the schedule.
      return {
        policy: 'stately',
        retryLimit: 0,
        expireInSeconds: EXPIRE_SECONDS,
        heartbeatSeconds,
        notify: true,
      };
    }
    return {
      policy: 'exclusive',
      retryLimit: DEFAULT_MAX_ATTEMPTS - 1,
      ...retry,
      expireInSeconds: EXPIRE_SECONDS,
      heartbeatSeconds,
      notify: true,
    };
  }

  private async createQueue(queue: string, registration: Registration | undefined): Promise<void> {
    const options = this.queueOptions(registration);
    if (options.policy === 'exclusive') {
      await this.boss.createQueue(deadLetterQueueOf(queue));
      options.deadLetter = deadLetterQueueOf(queue);
    }
    await this.boss.createQueue(queue, options);
    // An existing queue keeps its policy; the rest follows this release's settings.
    const { policy: _policy, ...changeable } = options;
    await this.boss.updateQueue(queue, changeable);
    this.created.add(queue);
  }

  private async ensureQueue(queue: string): Promise<void> {
    if (!this.created.has(queue)) await this.createQueue(queue, this.registrations.get(queue));
  }

  private async schedule(queue: string, cron: string): Promise<void> {
    // The first start on a database runs it now; every later start (any process) finds the
    // schedule and only refreshes it. Two first starts at once: `stately` keeps one run.
    const existed = await this.boss.getSchedule(queue);
    await this.boss.schedule(queue, cron, {}, { tz: 'UTC' });
    if (!existed) await this.boss.send(queue, {});
  }

  /** Jobs `active` from this data folder's previous process, killed: retried now, attempt counted. */
  private async takeBackOwnJobs(): Promise<void> {
    const { rows } = await this.boss
      .getDb()
      .executeSql(
        `SELECT name, id FROM ${JOB_SCHEMA}.job WHERE state = 'active' AND name = ANY($1::text[])`,
        [[...this.registrations.keys()]],
      );
    for (const row of rows as { name: string; id: string }[]) {
      await this.boss.fail(row.name, row.id, { message: 'the process running it stopped' });
      // The failure put its retry after the back-off: the process it waited for is gone, so
      // the retry (if attempts are left) is due now.
      await this.boss.update(row.name, undefined, { id: row.id, startAfter: new Date() });
    }
    if (rows.length) this.log.info({ jobs: rows.length }, 'jobs of the previous run taken back');
  }
}
