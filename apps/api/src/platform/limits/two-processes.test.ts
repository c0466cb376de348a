import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Child, freePort, startTs, waitUntilUp } from '../../../test/child-processes';
import { adminQuery, databaseUrl, uniqueDatabaseName } from '../../../test/db-template';
import { createEvent, createMember } from '../../../test/fixtures';
import { openDatabase } from '../../db/client';
import { startSession } from '../../modules/auth/auth.service';
import { TokenService } from '../auth/token-service';

/**
 * Issue 25 #4 and #6: two real API processes on one PostgreSQL count every limit together
 * (decision 024). PGlite belongs to one process, so this file runs on PostgreSQL only; the
 * same limits in one process are proven on both databases by attempt-counters.test.ts.
 */
const template = inject('dbTemplate');
const JWT_SECRET = 'two-processes-secret-that-is-long-enough!';
const dir = mkdtempSync(path.join(os.tmpdir(), 'omoide-limits-'));
const apis: { child: Child; url: string }[] = [];
let dropDatabase = async () => {};

// `TEST_API_PORTS=3150,3151` pins the two ports (a shared machine); else any free ones.
const pinnedPorts = process.env.TEST_API_PORTS?.split(',').map(Number) ?? [];

describe.skipIf(template.kind !== 'postgres')('two API processes on one PostgreSQL', () => {
  let guestToken = '';
  beforeAll(async () => {
    if (template.kind !== 'postgres') return;
    const name = uniqueDatabaseName('omoide_limits');
    await adminQuery(template.adminUrl, `CREATE DATABASE ${name} TEMPLATE ${template.templateName}`);
    const url = databaseUrl(template.adminUrl, name);
    dropDatabase = () => adminQuery(template.adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    const handle = await openDatabase({ kind: 'postgres', url, poolSize: 1 });
    await createMember(handle.db, { email: 'parent@example.jp', password: 'the-right-password' });
    await createEvent(handle.db, { code1: 'SHARE', code2: '12345' });
    // A real guest session: the guard checks the session row on every request.
    guestToken = (
      await startSession(
        { db: handle.db, tokens: new TokenService(JWT_SECRET) },
        { kind: 'guest', id: 'g-two' },
      )
    ).token;
    await handle.close();
    for (let i = 0; i < 2; i++) {
      const port = pinnedPorts[i] ?? (await freePort());
      const child = startTs('apps/api/src/main.ts', {
        NODE_ENV: 'test',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: dir,
        DATABASE_URL: url,
        APP_ROLE: 'api',
        SEED_DEMO: 'false',
        LOG_LEVEL: 'error',
        JWT_SECRET,
        FACE_INDEXING: 'false',
        // The test is the one proxy in front: X-Forwarded-For names each client.
        TRUST_PROXY: '1',
      });
      apis.push({ child, url: `http://127.0.0.1:${port}` });
    }
    await Promise.all(apis.map((api) => waitUntilUp(`${api.url}/healthz`, api.child)));
  }, 120_000);

  afterAll(async () => {
    await Promise.all(apis.map((api) => api.child.kill('SIGTERM')));
    await dropDatabase();
    rmSync(dir, { recursive: true, force: true });
  });

  const post = async (i: number, url: string, body: object, client: string, token?: string) => {
    const res = await fetch(`${apis[i % 2]!.url}${url}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': client,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as { display_code?: string; check_id?: string } };
  };

  it('10 wrong logins from one address across both processes: the 11th is refused', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await post(
        i,
        '/api/auth/login',
        { email: 'parent@example.jp', password: `guess${i}` },
        '198.51.100.1',
      );
      codes.push(res.status);
    }
    expect(codes).toEqual([...Array(10).fill(400), 429]);
  });

  it('10 wrong event codes of one buyer across both processes: the 11th is refused', async () => {
    const token = guestToken;
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) {
      const body = { event_code1: 'SHARE', event_code2: String(50000 + i) };
      codes.push((await post(i, '/api/auth/code/event_code', body, `198.51.100.${10 + i}`, token)).status);
    }
    expect(codes).toEqual([...Array(10).fill(404), 429]);
  });

  it('40 guesses of one guest e-mail code at once over both processes: exactly 5 are judged', async () => {
    const sent = await post(0, '/api/guest/email/check/send', { email: 'guest@example.jp' }, '198.51.100.2');
    const checkId = sent.body.check_id!;
    const [mail] = (await (await fetch(`${apis[0]!.url}/dev/mail.json?to=guest@example.jp`)).json()) as {
      text: string;
    }[];
    const code = /\d{6}/.exec(mail!.text)![0];
    const wrong = code === '000000' ? '111111' : '000000';
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        post(i, '/api/guest/email/check/confirm', { check_id: checkId, check_code: wrong }, `203.0.113.${i}`),
      ),
    );
    const judged = answers.filter((a) => a.body.display_code === 'GUEST-CHECK-400');
    const spent = answers.filter((a) => a.body.display_code === 'GUEST-CHECK-410');
    expect([judged.length, spent.length]).toEqual([5, 35]);
    // The right code comes too late: the check is spent.
    const late = await post(
      1,
      '/api/guest/email/check/confirm',
      { check_id: checkId, check_code: code },
      '203.0.113.99',
    );
    expect(late.body.display_code).toBe('GUEST-CHECK-410');
  });
});
