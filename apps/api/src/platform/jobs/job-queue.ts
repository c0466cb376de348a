import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import {
  claimNextJob,
  completeJob,
  countJobs,
  failJob,
  insertJob,
  type JobRow,
  requeueStaleJobs,
} from './jobs.repo';

/** Thrown by a handler for input that will never succeed (a corrupt photo): no retry. */
export class PermanentJobError extends Error {}

export type JobHandler<P> = (payload: P, job: JobRow) => Promise<void>;

type Registration = {
  handler: JobHandler<unknown>;
  concurrency: number;
  running: number;
  /**
   * Called once after the last attempt failed, so the owner can record the reason: `cause`
   * is what the handler threw (a `PermanentJobError` carries the owner's own reason code).
   */
  onFailed?: (payload: unknown, error: string, cause: unknown) => Promise<void>;
  /** Set for a recurring queue (`every`): each run schedules the next one this far ahead. */
  everyMs?: number;
};

/** The one live row of a recurring queue: the dedupe index keeps every process to it. */
const recurringKey = (queue: string) => `every:${queue}`;

export type JobQueueOptions = {
  pollIntervalMs?: number;
  /** A `running` job older than this belongs to a dead process and is handed out again. */
  staleAfterMs?: number;
  retryDelayMs?: (attempt: number) => number;
  /**
   * The only process on its database (embedded PGlite, one process per data folder): a job
   * left `running` from before this start was its own previous life's, killed, and is handed
   * out again at once rather than after `staleAfterMs`.
   */
  soleProcess?: boolean;
};

/**
 * Workers over the `jobs` table. Each registered queue runs up to `concurrency` handlers at
 * once in this process; more processes may run the same queues (rows are claimed with
 * SKIP LOCKED). Enqueueing wakes this process's workers at once; others find the job on
 * their next poll.
 */
export class JobQueue {
  private readonly registrations = new Map<string, Registration>();
  private readonly pollIntervalMs: number;
  private readonly staleAfterMs: number;
  private readonly retryDelayMs: (attempt: number) => number;
  private readonly soleProcess: boolean;
  private timer: NodeJS.Timeout | null = null;
  private stopping = false;
  private readonly inFlight = new Set<Promise<unknown>>();

  constructor(
    private readonly db: Database,
    private readonly log: Pick<FastifyBaseLogger, 'error' | 'warn' | 'info'>,
    options: JobQueueOptions = {},
  ) {
    this.pollIntervalMs = options.pollIntervalMs ?? 1000;
    this.staleAfterMs = options.staleAfterMs ?? 10 * 60_000;
    this.retryDelayMs = options.retryDelayMs ?? ((attempt) => Math.min(60_000, 2_000 * 2 ** (attempt - 1)));
    this.soleProcess = options.soleProcess ?? false;
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
      running: 0,
      onFailed: options.onFailed as Registration['onFailed'],
    });
  }

  /**
   * A queue that runs `handler` every `everyMs` on one worker of the whole deployment (any
   * process that started its workers). Its schedule is one row in the jobs table, so it
   * survives restarts and is never doubled by several workers: `start()` adds the row when
   * none is live, and each run is replaced by the next in the same commit that ends it.
   * Such a queue always holds a queued row, so `drain()` is not for it.
   */
  every(queue: string, everyMs: number, handler: () => Promise<void>): void {
    this.registrations.set(queue, { handler: () => handler(), concurrency: 1, running: 0, everyMs });
  }

  /**
   * `db`: a transaction the job is part of (it exists only if that commits); this process's
   * workers then find it on their next poll.
   */
  async enqueue(
    queue: string,
    payload: unknown,
    { db = this.db, ...options }: { dedupeKey?: string; maxAttempts?: number; db?: Database } = {},
  ) {
    const id = await insertJob(db, { queue, payload, ...options });
    if (this.timer && db === this.db) queueMicrotask(() => this.pump(queue));
    return id;
  }

  start(): void {
    if (this.timer) return;
    this.stopping = false;
    // The first start on a database finds no row for a recurring queue: its first run is
    // now. Every later start (any process) meets the live row and adds nothing.
    const scheduling = Promise.allSettled(
      [...this.registrations]
        .filter(([, registration]) => registration.everyMs)
        .map(([queue]) =>
          insertJob(this.db, { queue, payload: {}, dedupeKey: recurringKey(queue), maxAttempts: 1 }).catch(
            (err) => this.log.error({ err, queue }, 'scheduling a recurring job failed'),
          ),
        ),
    );
    // stop() waits for it, so a database closed right after stop() sees no late insert.
    this.inFlight.add(scheduling);
    void scheduling.finally(() => this.inFlight.delete(scheduling));
    const startedAt = new Date();
    const tick = async () => {
      const stale = new Date(Date.now() - this.staleAfterMs);
      const olderThan = this.soleProcess && startedAt > stale ? startedAt : stale;
      for (const queue of this.registrations.keys()) {
        await requeueStaleJobs(this.db, queue, olderThan).catch((err) =>
          this.log.error({ err }, 'requeue failed'),
        );
        this.pump(queue);
      }
    };
    this.timer = setInterval(() => void tick(), this.pollIntervalMs);
    void scheduling.then(tick);
  }

  /** Stops taking jobs and waits for the ones running (graceful shutdown). */
  async stop(): Promise<void> {
    this.stopping = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await Promise.allSettled([...this.inFlight]);
  }

  /** Resolves when a queue has nothing queued or running (CLI import, tests, benchmarks). */
  async drain(queue: string, pollMs = 50): Promise<void> {
    for (;;) {
      const counts = await countJobs(this.db, queue);
      if (!counts.queued && !counts.running) return;
      this.pump(queue);
      await new Promise((resolve) => setTimeout(resolve, pollMs));
    }
  }

  counts(queue: string) {
    return countJobs(this.db, queue);
  }

  private pump(queue: string): void {
    const registration = this.registrations.get(queue);
    if (!registration || this.stopping) return;
    while (registration.running < registration.concurrency) {
      registration.running++;
      const work = this.runOne(queue, registration).finally(() => {
        registration.running--;
        this.inFlight.delete(work);
      });
      this.inFlight.add(work);
      // Recording a job's end can fail (the database went away): logged, and the job's row,
      // still `running`, is handed out again once stale. Never an unhandled rejection.
      void work.then(
        (didWork) => {
          if (didWork) this.pump(queue);
        },
        (err) => this.log.error({ err, queue }, 'recording a job outcome failed'),
      );
    }
  }

  private async runOne(queue: string, registration: Registration): Promise<boolean> {
    let job: JobRow | null;
    try {
      job = await claimNextJob(this.db, queue);
    } catch (err) {
      this.log.error({ err, queue }, 'claiming a job failed');
      return false;
    }
    if (!job) return false;
    try {
      await registration.handler(job.payload, job);
      await this.finish(job, registration, (db) => completeJob(db, job.id));
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      const last = err instanceof PermanentJobError || job.attempts >= job.maxAttempts;
      const retryAt = last ? null : new Date(Date.now() + this.retryDelayMs(job.attempts));
      this.log.warn({ err, queue, jobId: job.id, attempt: job.attempts, last }, 'job failed');
      // The owner records the failure before the job leaves `running`, so whoever waits for
      // the queue to drain sees the outcome on the owner's side too.
      if (last) await registration.onFailed?.(job.payload, message, err).catch(() => {});
      await this.finish(job, registration, (db) => failJob(db, job, message, retryAt));
    }
    return true;
  }

  /** Records a job's end; a recurring job's next run is written in the same transaction. */
  private async finish(job: JobRow, registration: Registration, end: (db: Database) => Promise<void>) {
    const { everyMs } = registration;
    if (!everyMs) return end(this.db);
    await this.db.transaction(async (tx) => {
      await end(tx);
      // A retry still queued under the key makes this a no-op: the retry is the next run.
      await insertJob(tx, {
        queue: job.queue,
        payload: job.payload,
        dedupeKey: recurringKey(job.queue),
        maxAttempts: job.maxAttempts,
        runAt: new Date(Date.now() + everyMs),
      });
    });
  }
}
