import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { AppError } from '../errors';
import { platformMessages } from '../i18n/messages';
import { consumeAttempt, readCounts, sweepAttempts, takeDelayedTurn } from './attempt-counters.repo';
import { FailureThrottle } from './failure-throttle';
import { TooManyAttemptsError } from './too-many-attempts';

/** The shared store of decision 024 on this run's database (PGlite or PostgreSQL). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('attempt counters', () => {
  it('counts 30 attempts at once exactly once each', async () => {
    const buckets = await Promise.all(
      Array.from({ length: 30 }, () => consumeAttempt(t.deps.db, 'at-once', 60_000)),
    );
    expect(buckets.map((b) => b.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 30 }, (_, i) => i + 1),
    );
    expect(buckets.every((b) => b.ttlMs > 0 && b.ttlMs <= 60_000)).toBe(true);
  });

  it('starts a new window when the last one ended', async () => {
    await consumeAttempt(t.deps.db, 'ended', 60_000);
    await consumeAttempt(t.deps.db, 'ended', 60_000);
    await t.deps.db.execute(sql`UPDATE rate_limit_buckets SET window_ends_at = now() WHERE key = 'ended'`);
    expect((await readCounts(t.deps.db, ['ended'])).get('ended')).toBe(0);
    expect((await consumeAttempt(t.deps.db, 'ended', 60_000)).count).toBe(1);
  });

  it('gives a delayed turn to exactly one of several attempts at once', async () => {
    await consumeAttempt(t.deps.db, 'turns', 60_000);
    const waits = await Promise.all(
      Array.from({ length: 10 }, () => takeDelayedTurn(t.deps.db, 'turns', 5000)),
    );
    expect(waits.filter((w) => w === 0)).toHaveLength(1);
    expect(waits.filter((w) => w > 0 && w <= 5000)).toHaveLength(9);
  });

  it('sweeps rows whose window and delay are over, and only those', async () => {
    await consumeAttempt(t.deps.db, 'sweep-live', 60_000);
    await consumeAttempt(t.deps.db, 'sweep-spent', 60_000);
    await t.deps.db.execute(
      sql`UPDATE rate_limit_buckets SET window_ends_at = now() - interval '1 second' WHERE key = 'sweep-spent'`,
    );
    expect(await sweepAttempts(t.deps.db)).toBeGreaterThanOrEqual(1);
    const left = await t.deps.db.execute(sql`SELECT key FROM rate_limit_buckets WHERE key LIKE 'sweep-%'`);
    expect((left as unknown as { rows: { key: string }[] }).rows.map((r) => r.key)).toEqual(['sweep-live']);
  });
});

describe('failure throttle (lock-out that stops attackers, not owners)', () => {
  const wrong = () => Promise.reject(new AppError(400, 'WRONG', platformMessages['validation.invalid']));
  const right = async () => 'signed in';

  it('judges a clean source at once until 4 × free failures, then every source takes turns', async () => {
    const throttle = new FailureThrottle(t.deps.db, 'throttle-test', 10);
    for (let i = 0; i < 40; i++)
      await expect(throttle.judge('acct', `192.0.2.${i}`, wrong)).rejects.toMatchObject({
        displayCode: 'WRONG',
      });
    // 40 failures from 40 addresses: the next clean address takes the account's turn …
    expect(await throttle.judge('acct', '198.51.100.1', right)).toBe('signed in');
    // … and the one after it waits, with the seconds to wait.
    const waiting = await throttle.judge('acct', '198.51.100.2', right).catch((error: unknown) => error);
    expect(waiting).toBeInstanceOf(TooManyAttemptsError);
    expect((waiting as TooManyAttemptsError).retryAfterSeconds).toBeGreaterThanOrEqual(1);
  });

  it('lets at most one of many guesses at once through a turn', async () => {
    const throttle = new FailureThrottle(t.deps.db, 'throttle-burst', 2);
    for (let i = 0; i < 2; i++) await throttle.judge('acct', '192.0.2.1', wrong).catch(() => {});
    let judged = 0;
    const guess = async () => {
      judged++;
      throw new AppError(400, 'WRONG', platformMessages['validation.invalid']);
    };
    const answers = await Promise.allSettled(
      Array.from({ length: 20 }, () => throttle.judge('acct', '192.0.2.1', guess)),
    );
    expect(judged).toBe(1);
    expect(
      answers.filter((a) => a.status === 'rejected' && a.reason instanceof TooManyAttemptsError),
    ).toHaveLength(19);
  });
});

describe('guest e-mail code tries (issue 25 #4)', () => {
  it('judges exactly 5 of 40 wrong guesses at once', async () => {
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/guest/email/check/send',
      remoteAddress: '10.60.0.1',
      payload: { email: 'racer@example.jp' },
    });
    const { check_id } = sent.json();
    const [mail] = (await t.app.inject({ url: '/dev/mail.json?to=racer@example.jp' })).json();
    const code = /\d{6}/.exec(mail.text)![0];
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/guest/email/check/confirm',
          remoteAddress: `10.61.0.${i}`,
          payload: { check_id, check_code: code === '000000' ? '111111' : '000000' },
        }),
      ),
    );
    const codes = answers.map((a) => a.json().display_code);
    expect(codes.filter((c) => c === 'GUEST-CHECK-400')).toHaveLength(5);
    expect(codes.filter((c) => c === 'GUEST-CHECK-410')).toHaveLength(35);
  });
});
