import type { FastifyBaseLogger } from 'fastify';
import type { PgBoss } from 'pg-boss';
import { JOB_SCHEMA } from './job-engine';

/**
 * The sole process of an embedded data folder, at start: jobs still `active` on its queues
 * are its previous life's, killed. They are failed now (the attempt counts) and their retry,
 * if attempts are left, is due at once rather than after the heartbeat goes stale.
 */
export async function takeBackOwnJobs(
  boss: PgBoss,
  queues: string[],
  log: Pick<FastifyBaseLogger, 'info'>,
): Promise<void> {
  const { rows } = await boss
    .getDb()
    .executeSql(`SELECT name, id FROM ${JOB_SCHEMA}.job WHERE state = 'active' AND name = ANY($1::text[])`, [
      queues,
    ]);
  for (const row of rows as { name: string; id: string }[]) {
    await boss.fail(row.name, row.id, { message: 'the process running it stopped' });
    // The failure put its retry after the back-off: the process it waited for is gone, so
    // the retry (if attempts are left) is due now.
    await boss.update(row.name, undefined, { id: row.id, startAfter: new Date() });
  }
  if (rows.length) log.info({ jobs: rows.length }, 'jobs of the previous run taken back');
}
