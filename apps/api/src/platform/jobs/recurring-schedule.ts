import type { PgBoss } from 'pg-boss';

/**
 * Keeps a recurring queue's pg-boss schedule (cron, UTC). The first start on a database runs
 * it now; every later start (any process) finds the schedule and only refreshes it. Two first
 * starts at once: the queue's `stately` policy keeps one run.
 */
export async function scheduleRecurring(boss: PgBoss, queue: string, cron: string): Promise<void> {
  const existed = await boss.getSchedule(queue);
  await boss.schedule(queue, cron, {}, { tz: 'UTC' });
  if (!existed) await boss.send(queue, {});
}
