import { createHash } from 'node:crypto';
import type { PgBoss } from 'pg-boss';

/**
 * Keeps a recurring queue's pg-boss schedule (cron, UTC). The first start on a database runs
 * it now; every later start (any process) finds the schedule and only refreshes it.
 */
export async function scheduleRecurring(boss: PgBoss, queue: string, cron: string): Promise<void> {
  const existed = await boss.getSchedule(queue);
  await boss.schedule(queue, cron, {}, { tz: 'UTC' });
  if (!existed) await sendFirstRun(boss, queue);
}

/**
 * The first run's job, under one id per queue: two processes starting at once on a new
 * database both find no schedule and both send it, and pg-boss inserts a job whose id exists
 * as nothing. (The queue's `stately` policy alone let the second in once the first was
 * already running: stop 37's CI saw a recurring job run twice across two processes.)
 */
export async function sendFirstRun(boss: PgBoss, queue: string): Promise<void> {
  await boss.send(queue, {}, { id: firstRunId(queue) });
}

/** A UUID (version 5's layout over SHA-1) that only the queue's name decides. */
function firstRunId(queue: string): string {
  const hex = createHash('sha1').update(`omoide:first-run:${queue}`).digest('hex');
  const variant = ((Number.parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
