import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/test-app';
import type { DatabaseHandle } from '../../db/client';
import { jobs } from '../../db/schema/index';
import { JobQueue, PermanentJobError } from './job-queue';

const quiet = { error: () => {}, warn: () => {}, info: () => {} };
let handle: DatabaseHandle;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ handle, drop } = await openTestDatabase());
});
afterAll(() => drop());

const newQueue = () => new JobQueue(handle.db, quiet, { retryDelayMs: () => 0, staleAfterMs: 50 });
const rowsOf = (queue: string) => handle.db.select().from(jobs).where(eq(jobs.queue, queue));

describe('durable job queue', () => {
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
    expect((await rowsOf('restart')).every((r) => r.status === 'done')).toBe(true);
  });

  it('retries a failing job, then marks it failed with its last error and tells the owner once', async () => {
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
    await q.enqueue('retry', {}, { maxAttempts: 3 });
    await q.drain('retry');
    expect(attempts).toBe(3);
    expect(failures).toEqual(['boom 3']);
    const [row] = await rowsOf('retry');
    expect(row).toMatchObject({ status: 'failed', attempts: 3, lastError: 'boom 3' });
  });

  it('does not retry a permanent failure', async () => {
    const q = newQueue();
    let attempts = 0;
    q.register('permanent', async () => {
      attempts++;
      throw new PermanentJobError('photo.corrupt');
    });
    await q.enqueue('permanent', {}, { maxAttempts: 5 });
    await q.drain('permanent');
    expect(attempts).toBe(1);
  });

  it('hands out a job left running by a dead process again', async () => {
    await handle.db
      .insert(jobs)
      .values({ queue: 'stale', payload: {}, status: 'running', lockedAt: new Date(Date.now() - 60_000) });
    const q = newQueue();
    let ran = 0;
    q.register('stale', async () => {
      ran++;
    });
    q.start();
    await new Promise((resolve) => setTimeout(resolve, 300));
    await q.drain('stale');
    await q.stop();
    expect(ran).toBe(1);
  });

  it("the sole process on its database takes its killed life's running job at once; a shared one waits", async () => {
    const leftRunning = (queue: string) =>
      handle.db
        .insert(jobs)
        .values({ queue, payload: {}, status: 'running', lockedAt: new Date(Date.now() - 1000) });
    await leftRunning('sole');
    await leftRunning('shared');
    const runs: string[] = [];
    const queues = [true, false].map((soleProcess) => {
      const q = new JobQueue(handle.db, quiet, { pollIntervalMs: 20, staleAfterMs: 60_000, soleProcess });
      const name = soleProcess ? 'sole' : 'shared';
      q.register(name, async () => {
        runs.push(name);
      });
      q.start();
      return q;
    });
    await new Promise((resolve) => setTimeout(resolve, 400));
    for (const q of queues) await q.stop();
    // Another process may still be running `shared`'s job: it waits out the stale time.
    expect(runs).toEqual(['sole']);
  });

  it('keeps one live job per dedupe key', async () => {
    const q = newQueue();
    expect(await q.enqueue('dedupe', { a: 1 }, { dedupeKey: 'photo:1' })).not.toBeNull();
    expect(await q.enqueue('dedupe', { a: 2 }, { dedupeKey: 'photo:1' })).toBeNull();
    expect(await rowsOf('dedupe')).toHaveLength(1);
  });

  it('runs a recurring job on one worker at a time, from one scheduled row across processes', async () => {
    let runs = 0;
    let running = 0;
    let mostAtOnce = 0;
    const worker = () => {
      const q = new JobQueue(handle.db, quiet, { pollIntervalMs: 10 });
      q.every('every', 50, async () => {
        runs++;
        mostAtOnce = Math.max(mostAtOnce, ++running);
        await new Promise((resolve) => setTimeout(resolve, 20));
        running--;
      });
      return q;
    };
    const [a, b] = [worker(), worker()];
    a.start();
    b.start();
    for (let i = 0; i < 300 && runs < 3; i++) await new Promise((resolve) => setTimeout(resolve, 10));
    await Promise.all([a.stop(), b.stop()]);
    expect(runs).toBeGreaterThanOrEqual(3);
    expect(mostAtOnce).toBe(1);
    const live = (await rowsOf('every')).filter((r) => r.status === 'queued' || r.status === 'running');
    expect(live).toHaveLength(1);
  });

  it('keeps a recurring job’s schedule across a restart: the new process adds no run of its own', async () => {
    let runs = 0;
    const worker = () => {
      const q = new JobQueue(handle.db, quiet, { pollIntervalMs: 10 });
      q.every('every-restart', 60_000, async () => {
        runs++;
      });
      return q;
    };
    const first = worker();
    first.start();
    for (let i = 0; i < 300 && runs < 1; i++) await new Promise((resolve) => setTimeout(resolve, 10));
    await first.stop();
    const [next] = (await rowsOf('every-restart')).filter((r) => r.status === 'queued');
    expect(next!.runAt.getTime()).toBeGreaterThan(Date.now() + 50_000);

    const restarted = worker();
    restarted.start();
    await new Promise((resolve) => setTimeout(resolve, 100));
    await restarted.stop();
    expect(runs).toBe(1);
    const rows = await rowsOf('every-restart');
    expect(rows.map((r) => r.status).sort()).toEqual(['done', 'queued']);
    expect(rows.find((r) => r.status === 'queued')!.id).toBe(next!.id);
  });

  it('schedules a recurring job’s next run after a failed one', async () => {
    const q = new JobQueue(handle.db, quiet, { pollIntervalMs: 10 });
    let runs = 0;
    q.every('every-failing', 60_000, async () => {
      runs++;
      throw new Error('sweep failed');
    });
    q.start();
    for (let i = 0; i < 200 && runs < 1; i++) await new Promise((resolve) => setTimeout(resolve, 10));
    await q.stop();
    const rows = await rowsOf('every-failing');
    expect(rows.map((r) => r.status).sort()).toEqual(['failed', 'queued']);
    expect(rows.find((r) => r.status === 'queued')!.runAt.getTime()).toBeGreaterThan(Date.now() + 50_000);
  });
});
