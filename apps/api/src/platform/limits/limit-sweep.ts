import type { Database } from '../../db/client';
import type { JobQueue } from '../jobs/job-queue';
import { sweepAttempts } from './attempt-counters.repo';

export const LIMIT_SWEEP_QUEUE = 'limits.sweep';
const LIMIT_SWEEP_EVERY_MS = 15 * 60_000;

/**
 * Deletes spent attempt counters every 15 minutes, one run at a time across the deployment
 * (a recurring job, like the order sweep): a spent row is already ignored by every limit,
 * so the sweep only keeps the table small.
 */
export function registerLimitSweep(deps: { db: Database; jobs: JobQueue }): void {
  deps.jobs.every(LIMIT_SWEEP_QUEUE, LIMIT_SWEEP_EVERY_MS, async () => {
    await sweepAttempts(deps.db);
  });
}
