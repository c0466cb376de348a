import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { jobs } from '../../db/schema/index';

export type LegacyJob = typeof jobs.$inferSelect;

/**
 * The upgrade from the hand-written queue (the `jobs` table) to pg-boss: every job still
 * queued or running there is sent to pg-boss with its key and the attempts it had left, and
 * deleted, in one transaction, so a job is never lost nor sent twice (processes starting
 * together serialise on the deleted rows). The old recurring rows (`every:<queue>`) are
 * dropped: pg-boss schedules replace them. The table stays, empty, until a later release.
 */
export async function moveLegacyJobs(
  db: Database,
  engine: {
    ensureQueue(queue: string): Promise<void>;
    send(tx: Database, job: LegacyJob): Promise<void>;
  },
): Promise<number> {
  const live = ['queued', 'running'] as const;
  // Queues exist before the transaction: on PGlite the engine's own statements wait for it.
  const queues = await db.selectDistinct({ queue: jobs.queue }).from(jobs).where(inArray(jobs.status, live));
  if (queues.length === 0) return 0;
  for (const { queue } of queues) await engine.ensureQueue(queue);
  return db.transaction(async (tx) => {
    const rows = await tx.delete(jobs).where(inArray(jobs.status, live)).returning();
    let moved = 0;
    for (const row of rows) {
      if (row.dedupeKey?.startsWith('every:')) continue;
      await engine.send(tx, row);
      moved++;
    }
    return moved;
  });
}
