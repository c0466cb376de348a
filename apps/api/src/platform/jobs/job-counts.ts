import type { PgBoss } from 'pg-boss';
import { JOB_SCHEMA } from './job-engine';
import { deadLetterQueueOf } from './queue-options';

export type JobCounts = Partial<Record<'queued' | 'running' | 'done' | 'failed' | 'dead', number>>;

/**
 * Jobs of a queue by state, and those waiting in its dead-letter queue: what operators watch
 * and what `drain` waits on. One grouped read of pg-boss's job table.
 */
export async function countJobs(boss: PgBoss, queue: string): Promise<JobCounts> {
  const { rows } = await boss
    .getDb()
    .executeSql(
      `SELECT name, state, count(*)::int AS n FROM ${JOB_SCHEMA}.job WHERE name IN ($1, $2) GROUP BY name, state`,
      [queue, deadLetterQueueOf(queue)],
    );
  const counts: JobCounts = {};
  const add = (key: keyof JobCounts, n: number) => (counts[key] = (counts[key] ?? 0) + n);
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
