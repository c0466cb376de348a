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

  it('keeps one live job per dedupe key', async () => {
    const q = newQueue();
    expect(await q.enqueue('dedupe', { a: 1 }, { dedupeKey: 'photo:1' })).not.toBeNull();
    expect(await q.enqueue('dedupe', { a: 2 }, { dedupeKey: 'photo:1' })).toBeNull();
    expect(await rowsOf('dedupe')).toHaveLength(1);
  });
});
