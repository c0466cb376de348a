import { and, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { jobs } from '../../db/schema/index';

export type JobRow = typeof jobs.$inferSelect;

/** Inserts a job; with a dedupe key, a job already queued or running for it wins. */
export async function insertJob(
  db: Database,
  job: { queue: string; payload: unknown; maxAttempts?: number; dedupeKey?: string; runAt?: Date },
) {
  const [row] = await db
    .insert(jobs)
    .values({
      queue: job.queue,
      payload: job.payload,
      maxAttempts: job.maxAttempts ?? 3,
      dedupeKey: job.dedupeKey ?? null,
      runAt: job.runAt ?? new Date(),
    })
    .onConflictDoNothing()
    .returning({ id: jobs.id });
  return row?.id ?? null;
}

/**
 * Takes the next due job of a queue, or null. Concurrent takers never get the same row. One
 * statement (claim and read): on the embedded database each statement costs the event loop.
 */
export async function claimNextJob(db: Database, queue: string): Promise<JobRow | null> {
  const [row] = await db
    .update(jobs)
    .set({
      status: 'running',
      lockedAt: sql`now()`,
      attempts: sql`${jobs.attempts} + 1`,
      updatedAt: sql`now()`,
    })
    .where(
      eq(
        jobs.id,
        sql`(
          SELECT id FROM ${jobs}
          WHERE queue = ${queue} AND status = 'queued' AND run_at <= now()
          ORDER BY run_at, id
          FOR UPDATE SKIP LOCKED
          LIMIT 1
        )`,
      ),
    )
    .returning();
  return row ?? null;
}

export async function completeJob(db: Database, id: number) {
  await db.update(jobs).set({ status: 'done', lockedAt: null, updatedAt: sql`now()` }).where(eq(jobs.id, id));
}

export async function failJob(db: Database, job: JobRow, error: string, retryAt: Date | null) {
  await db
    .update(jobs)
    .set(
      retryAt
        ? { status: 'queued', runAt: retryAt, lockedAt: null, lastError: error, updatedAt: sql`now()` }
        : { status: 'failed', lockedAt: null, lastError: error, updatedAt: sql`now()` },
    )
    .where(eq(jobs.id, job.id));
}

/** Jobs left `running` by a process that died are handed out again after the timeout. */
export async function requeueStaleJobs(db: Database, queue: string, olderThan: Date) {
  await db
    .update(jobs)
    .set({ status: 'queued', lockedAt: null, updatedAt: sql`now()` })
    .where(and(eq(jobs.queue, queue), eq(jobs.status, 'running'), sql`${jobs.lockedAt} < ${olderThan}`));
}

export async function countJobs(db: Database, queue: string) {
  const rows = await db
    .select({ status: jobs.status, n: count() })
    .from(jobs)
    .where(eq(jobs.queue, queue))
    .groupBy(jobs.status);
  return Object.fromEntries(rows.map((r) => [r.status, r.n])) as Partial<Record<JobRow['status'], number>>;
}
