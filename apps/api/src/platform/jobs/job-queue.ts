import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { JobWithMetadata, PgBoss } from 'pg-boss';
import type { DatabaseHandle } from '../../db/client';
import { cronOf } from './cron-of';
import { countJobs, type JobCounts } from './job-counts';
import { createJobEngine } from './job-engine';
import { startWorkers } from './job-runner';
import type { EnqueueOptions, JobHandler, JobQueueOptions, JobSettings, Registration } from './job-types';
import { engineDbOf } from './jobs.repo';
import { moveLegacyJobs } from './legacy-jobs.repo';
import { queueOptionsOf } from './queue-options';
import { ensureQueues } from './queue-setup';
import { scheduleRecurring } from './recurring-schedule';
import { takeBackOwnJobs } from './take-back';

export {
  type EnqueueOptions,
  type JobHandler,
  type JobInfo,
  type JobQueueOptions,
  PermanentJobError,
} from './job-types';
export { deadLetterQueueOf } from './queue-options';

type Log = Pick<FastifyBaseLogger, 'error' | 'warn' | 'info'>;

/** Running jobs get this long at stop, under the 10 s the process gives its whole shutdown. */
const STOP_GRACE_MS = 8_000;

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
  private readonly settings: JobSettings;
  private opening: Promise<void> | null = null;

  constructor(
    private readonly database: DatabaseHandle,
    private readonly log: Log,
    options: JobQueueOptions = {},
  ) {
    const staleAfterMs = options.staleAfterMs ?? 10 * 60_000;
    this.settings = {
      runsJobs: options.runsJobs ?? true,
      staleAfterMs,
      retryDelaySeconds: options.retryDelaySeconds ?? 2,
      soleProcess: options.soleProcess ?? false,
      pollIntervalSeconds: options.pollIntervalSeconds ?? 2,
    };
    this.boss = createJobEngine(database, {
      runsJobs: this.settings.runsJobs,
      poolSize: options.poolSize ?? (this.settings.runsJobs ? 4 : 1),
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
      await this.createQueues([...this.registrations.keys()]);
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
      ...(options.startAfterSeconds ? { startAfter: options.startAfterSeconds } : {}),
    });
  }

  /** Starts this process's workers and the schedules of recurring queues. */
  async start(): Promise<void> {
    await this.open();
    if (this.settings.soleProcess) await takeBackOwnJobs(this.boss, [...this.registrations.keys()], this.log);
    for (const [queue, registration] of this.registrations) {
      if (registration.cron) await scheduleRecurring(this.boss, queue, registration.cron);
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
    // A job still running after the grace is failed by pg-boss itself and retried at once
    // elsewhere (or at the next start), rather than left `active` by a process killed mid-stop.
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
  async counts(queue: string): Promise<JobCounts> {
    await this.open();
    return countJobs(this.boss, queue);
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
    await startWorkers(this.boss, queue, registration, this.settings.pollIntervalSeconds, this.log);
  }

  private async createQueues(queues: string[]): Promise<void> {
    const specs = queues.map((name) => ({
      name,
      options: queueOptionsOf(this.registrations.get(name), this.settings, name),
    }));
    await ensureQueues(this.boss, specs);
    for (const queue of queues) this.created.add(queue);
  }

  private async ensureQueue(queue: string): Promise<void> {
    if (!this.created.has(queue)) await this.createQueues([queue]);
  }
}
