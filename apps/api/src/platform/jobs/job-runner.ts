import type { FastifyBaseLogger } from 'fastify';
import type { JobResult, JobWithMetadata, PgBoss } from 'pg-boss';
import { PermanentJobError, type Registration } from './job-types';

type Log = Pick<FastifyBaseLogger, 'warn'>;

/**
 * Starts `registration.concurrency` workers on a queue in this process. One pg-boss worker
 * per slot: after a job it asks again at once (a backlog is worked without waiting out the
 * poll between jobs); idle, it waits for a notification or a poll.
 */
export async function startWorkers(
  boss: PgBoss,
  queue: string,
  registration: Registration,
  pollIntervalSeconds: number,
  log: Log,
): Promise<void> {
  for (let slot = 0; slot < registration.concurrency; slot++) {
    let workerId = '';
    workerId = await boss.work(
      queue,
      {
        includeMetadata: true,
        perJobResults: true,
        batchSize: 1,
        pollingIntervalSeconds: pollIntervalSeconds,
        // Listening or not, a retry coming due or a job taken back wakes nobody: poll alike.
        notifyPollingIntervalSeconds: pollIntervalSeconds,
      },
      async (batch: JobWithMetadata<unknown>[]) => {
        const results = await Promise.all(batch.map((job) => runOne(queue, registration, job, log)));
        boss.notifyWorker(workerId);
        return results;
      },
    );
  }
}

/** One attempt of a job: its outcome as pg-boss records it (done, retry later, or dead). */
async function runOne(
  queue: string,
  registration: Registration,
  job: JobWithMetadata<unknown>,
  log: Log,
): Promise<JobResult> {
  try {
    await registration.handler(job.data, { id: job.id, attempt: job.retryCount + 1 });
    return { id: job.id, status: 'completed' };
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    const permanent = err instanceof PermanentJobError;
    const last = permanent || job.retryCount >= job.retryLimit;
    log.warn({ err, queue, jobId: job.id, attempt: job.retryCount + 1, last }, 'job failed');
    // The owner records the failure before the job leaves `active`, so whoever waits for
    // the queue to drain sees the outcome on the owner's side too.
    if (last) await registration.onFailed?.(job.data, message, err).catch(() => {});
    // `deadletter`: failed at once, no retry left to run, copied to the dead-letter queue.
    return { id: job.id, status: permanent ? 'deadletter' : 'failed', output: { message, permanent } };
  }
}
