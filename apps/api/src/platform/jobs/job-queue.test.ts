import type { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/test-app';
import type { DatabaseHandle } from '../../db/client';
import { jobs } from '../../db/schema/index';
import { createJobEngine } from './job-engine';
import { deadLetterQueueOf, JobQueue, PermanentJobError } from './job-queue';
import { sendFirstRun } from './recurring-schedule';

const quiet = { error: () => {}, warn: () => {}, info: () => {} };
let handle: DatabaseHandle;
let drop: () => Promise<void>;
const opened: JobQueue[] = [];
beforeAll(async () => {
  ({ handle, drop } = await openTestDatabase());
});
afterAll(async () => {
  for (const q of opened) await q.stop();
  await drop();
});

const newQueue = (options: ConstructorParameters<typeof JobQueue>[2] = {}) => {
  const q = new JobQueue(handle, quiet, { retryDelaySeconds: 0, pollIntervalSeconds: 0.5, ...options });
  opened.push(q);
  return q;
};
const until = async (what: () => Promise<boolean> | boolean, ms = 10_000) => {
  for (const end = Date.now() + ms; Date.now() < end; ) {
    if (await what()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('timed out');
};

describe('the job engine (pg-boss)', () => {
  it('keeps queued jobs across a restart: a new process runs what the old one left', async () => {
    const before = newQueue();
    await before.enqueue('restart', { n: 1 });
    await before.enqueue('restart', { n: 2 });
    await before.stop(); // the process "dies" with two jobs queued

    const seen: number[] = [];
    const after = newQueue();
    after.register<{ n: number }>('restart', async (p) => {
      seen.push(p.n);
    });
    await after.drain('restart');
    expect(seen.sort()).toEqual([1, 2]);
    expect(await after.counts('restart')).toEqual({ done: 2 });
  });

  it('retries a failing job, then fails it with its last error, tells the owner once and dead-letters it', async () => {
    const q = newQueue();
    let attempts = 0;
    const failures: string[] = [];
    q.register(
      'retry',
      async () => {
        attempts++;
        throw new Error(`boom ${attempts}`);
      },
      { onFailed: async (_p, error) => void failures.push(error) },
    );
    await q.enqueue('retry', { photo: 7 }, { maxAttempts: 3 });
    await q.drain('retry');
    expect(attempts).toBe(3);
    expect(failures).toEqual(['boom 3']);
    expect(await q.counts('retry')).toEqual({ failed: 1, dead: 1 });
    const [dead] = await q.jobsOf(deadLetterQueueOf('retry'));
    expect(dead).toMatchObject({ data: { photo: 7 }, sourceName: 'retry', sourceRetryCount: 2 });
    expect(dead!.sourceOutput).toMatchObject({ message: 'boom 3', permanent: false });
  });

  it('does not retry a permanent failure: one attempt, the owner told its reason, dead-lettered', async () => {
    const q = newQueue();
    let attempts = 0;
    const reasons: string[] = [];
    q.register(
      'permanent',
      async () => {
        attempts++;
        throw new PermanentJobError('photo.corrupt');
      },
      { onFailed: async (_p, _error, cause) => void reasons.push((cause as Error).message) },
    );
    await q.enqueue('permanent', {}, { maxAttempts: 5 });
    await q.drain('permanent');
    expect(attempts).toBe(1);
    expect(reasons).toEqual(['photo.corrupt']);
    expect(await q.counts('permanent')).toEqual({ failed: 1, dead: 1 });
  });

  it('backs off between retries', async () => {
    const q = newQueue({ retryDelaySeconds: 1 });
    const at: number[] = [];
    q.register('backoff', async () => {
      at.push(Date.now());
      throw new Error('not yet');
    });
    await q.enqueue('backoff', {}, { maxAttempts: 3 });
    await q.drain('backoff');
    expect(at).toHaveLength(3);
    // pg-boss's back-off: about delay × 2^n with jitter, so each wait is at least a second.
    expect(at[1]! - at[0]!).toBeGreaterThanOrEqual(900);
    expect(at[2]! - at[1]!).toBeGreaterThanOrEqual(900);
  }, 30_000);

  it('keeps one live job per dedupe key', async () => {
    const q = newQueue();
    expect(await q.enqueue('dedupe', { a: 1 }, { dedupeKey: 'photo:1' })).not.toBeNull();
    expect(await q.enqueue('dedupe', { a: 2 }, { dedupeKey: 'photo:1' })).toBeNull();
    expect(await q.jobsOf('dedupe')).toHaveLength(1);
  });

  it('sends a job in the caller’s transaction: rolled back, there is no job', async () => {
    const q = newQueue();
    q.register('in-tx', async () => {});
    await q.open();
    await handle.db
      .transaction(async (tx) => {
        await q.enqueue('in-tx', { a: 1 }, { db: tx });
        throw new Error('roll back');
      })
      .catch(() => {});
    await handle.db.transaction(async (tx) => {
      await q.enqueue('in-tx', { a: 2 }, { db: tx });
    });
    expect((await q.jobsOf<{ a: number }>('in-tx')).map((j) => j.data.a)).toEqual([2]);
  });

  it("the sole process on its database takes its killed life's active job at once; a shared one waits", async () => {
    // Two jobs taken by a worker that then "dies" (it never completes them).
    const dying = createJobEngine(handle, { runsJobs: false, poolSize: 1, superviseIntervalSeconds: 60 });
    await dying.start();
    const seed = newQueue();
    await seed.enqueue('sole', {});
    await seed.enqueue('shared', {});
    expect(await dying.fetch('sole')).toHaveLength(1);
    expect(await dying.fetch('shared')).toHaveLength(1);
    // Its pool closed too: nothing of it left for the database drop to cut.
    await dying.stop({ graceful: false });

    const runs: string[] = [];
    const queues = [true, false].map((soleProcess) => {
      // A minute's back-off: the sole process's retry is due at once all the same.
      const q = newQueue({ soleProcess, staleAfterMs: 60_000, retryDelaySeconds: 60 });
      const name = soleProcess ? 'sole' : 'shared';
      q.register(name, async () => {
        runs.push(name);
      });
      return q;
    });
    await queues[0]!.start();
    await queues[1]!.start();
    await until(() => runs.length > 0);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    // Another process may still be running `shared`'s job: its heartbeat decides.
    expect(runs).toEqual(['sole']);
    expect(await queues[0]!.counts('sole')).toEqual({ done: 1 });
  }, 30_000);

  it('runs a recurring job now at the first start on a database, once across processes, then on its schedule', async () => {
    let runs = 0;
    const worker = () => {
      const q = newQueue();
      q.every('every', 5 * 60_000, async () => {
        runs++;
      });
      return q;
    };
    const [a, b] = [worker(), worker()];
    await Promise.all([a.start(), b.start()]);
    // 2 s alone; the whole PostgreSQL suite beside it once took more than 10 (stop 37's CI run).
    await until(async () => (await a.counts('every')).done === 1, 40_000);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(runs).toBe(1);
    expect(await a.scheduleOf('every')).toMatchObject({ cron: '*/5 * * * *' });
    await Promise.all([a.stop(), b.stop()]);

    // A restart finds the schedule: no run of its own.
    const restarted = worker();
    await restarted.start();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(runs).toBe(1);
  }, 60_000);

  it('makes one first run of a recurring job when a second first start sends it after the first ran', async () => {
    let runs = 0;
    const q = newQueue();
    q.every('first-race', 5 * 60_000, async () => {
      runs++;
    });
    await q.start();
    await until(async () => (await q.counts('first-race')).done === 1);
    // A second process that read "no schedule" before the first wrote it sends the first run too.
    await sendFirstRun((q as unknown as { boss: PgBoss }).boss, 'first-race');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(runs).toBe(1);
  });

  it('moves the old queue’s live jobs to pg-boss at the first open, and only those', async () => {
    await handle.db.insert(jobs).values([
      { queue: 'legacy', payload: { n: 1 }, dedupeKey: 'photo:41' },
      { queue: 'legacy', payload: { n: 2 }, status: 'running', attempts: 1, lockedAt: new Date() },
      { queue: 'legacy', payload: { n: 3 }, status: 'done' },
      { queue: 'legacy.every', payload: {}, dedupeKey: 'every:legacy.every' },
    ]);
    const seen: number[] = [];
    const q = newQueue();
    q.register<{ n: number }>('legacy', async (p) => {
      seen.push(p.n);
    });
    await q.drain('legacy');
    expect(seen.sort()).toEqual([1, 2]);
    const moved = await q.jobsOf('legacy');
    expect(moved.map((j) => j.singletonKey)).toContain('photo:41');
    expect(moved.find((j) => (j.data as { n: number }).n === 2)!.retryLimit).toBe(1);
    const left = await handle.db.select().from(jobs);
    expect(left.map((r) => r.status)).toEqual(['done']);
    // A second process opening later finds nothing to move.
    const again = newQueue();
    again.register('legacy', async () => {
      seen.push(0);
    });
    await again.drain('legacy');
    expect(seen).toHaveLength(2);
  });
});
