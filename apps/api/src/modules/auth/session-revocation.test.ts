import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, createOperator } from '../../../test/fixtures';
import { createTestApp, TEST_JWT_SECRET, type TestApp } from '../../../test/test-app';
import { buildApp } from '../../app';
import { authSessions, guests, members } from '../../db/schema/index';
import { DEVICE_COOKIE } from '../../platform/auth/client-device';
import { TokenService } from '../../platform/auth/token-service';
import { startSession } from './auth.service';

/**
 * Issue 25 items 9 and 12: an access token dies with its session at once, on every process
 * (the check is in the shared database, not in a process's cache of verified tokens), and a
 * burst of refreshes of one token keeps the session alive.
 */
let t: TestApp;
/** A second API process on the same database: its own token service and verified-token cache. */
let other: FastifyInstance;
let ip = 0;

beforeAll(async () => {
  t = await createTestApp();
  other = await buildApp({ ...t.deps, tokens: new TokenService(TEST_JWT_SECRET) });
  await other.ready();
});
afterAll(async () => {
  await other.close();
  await t.close();
});

const get = (app: FastifyInstance, url: string, token: string) =>
  app.inject({ url, remoteAddress: `10.25.0.${++ip % 250}`, headers: { authorization: `Bearer ${token}` } });
const post = (url: string, token: string) =>
  t.app.inject({
    method: 'POST',
    url,
    remoteAddress: `10.25.1.${++ip % 250}`,
    headers: { authorization: `Bearer ${token}` },
  });
const refresh = (token: string) => get(t.app, '/api/auth/refresh_token', token);

async function signedInMember(email: string) {
  await createMember(t.deps.db, { email, password: 'a long enough password' });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: `10.25.2.${++ip % 250}`,
    payload: { email, password: 'a long enough password' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().token as string;
}

describe('access tokens die with their session, on every process (item 9)', () => {
  it('sign-out: both processes refuse the access token at once', async () => {
    const token = await signedInMember('signout@example.jp');
    // Both processes have verified (and cached) the token before the sign-out.
    expect((await get(t.app, '/api/cart', token)).statusCode).toBe(200);
    expect((await get(other, '/api/cart', token)).statusCode).toBe(200);
    expect((await post('/api/auth/logout', token)).statusCode).toBe(200);
    for (const app of [t.app, other]) {
      const res = await get(app, '/api/cart', token);
      expect(res.statusCode).toBe(401);
      expect(res.json().display_code).toBe('AUTH-401');
    }
  });

  it('password change: the member’s other devices are refused on both processes at once', async () => {
    const phone = await signedInMember('changes@example.jp');
    const laptop = (
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: `10.25.3.${++ip % 250}`,
        payload: { email: 'changes@example.jp', password: 'a long enough password' },
      })
    ).json().token as string;
    expect((await get(other, '/api/cart', laptop)).statusCode).toBe(200);
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/user/password',
      remoteAddress: `10.25.3.${++ip % 250}`,
      headers: { authorization: `Bearer ${phone}` },
      payload: { current_password: 'a long enough password', new_password: 'another long password' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    for (const app of [t.app, other]) {
      expect((await get(app, '/api/cart', laptop)).statusCode).toBe(401);
      expect((await get(app, '/api/cart', phone)).statusCode).toBe(200);
    }
  });

  it('operator password change: the studio’s other sessions are refused on both processes at once', async () => {
    await createOperator(t.deps.db, { email: 'op-changes@example.jp', password: 'operator-password-1' });
    const signIn = async (app: FastifyInstance) =>
      (
        await app.inject({
          method: 'POST',
          url: '/api/studio/auth/sign_in',
          remoteAddress: `10.25.4.${++ip % 250}`,
          payload: { email: 'op-changes@example.jp', password: 'operator-password-1' },
        })
      ).json().token as string;
    const desk = await signIn(t.app);
    const tablet = await signIn(other);
    expect((await get(other, '/api/studio/me', tablet)).statusCode).toBe(200);
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/studio/me/password',
      remoteAddress: `10.25.4.${++ip % 250}`,
      headers: { authorization: `Bearer ${desk}` },
      payload: { current_password: 'operator-password-1', new_password: 'operator-password-2' },
    });
    expect(changed.statusCode, changed.body).toBeLessThan(300);
    for (const app of [t.app, other]) {
      expect((await get(app, '/api/studio/me', tablet)).statusCode).toBe(401);
      expect((await get(app, '/api/studio/me', desk)).statusCode).toBe(200);
    }
  });

  it('member deletion: GET /api/cart is 401 and the refresh token is refused', async () => {
    const token = await signedInMember('deleted@example.jp');
    expect((await get(other, '/api/cart', token)).statusCode).toBe(200);
    await t.deps.db.delete(members).where(eq(members.email, 'deleted@example.jp'));
    expect((await get(t.app, '/api/cart', token)).statusCode).toBe(401);
    expect((await get(other, '/api/cart', token)).statusCode).toBe(401);
    expect((await refresh(token)).statusCode).toBe(401);
  });

  it('a revoked guest session (a stolen token detected) ends its access token too', async () => {
    const [guest] = await t.deps.db.insert(guests).values({ email: 'revoked-guest@example.jp' }).returning();
    const { token } = await startSession(t.deps, { kind: 'guest', id: String(guest!.id) });
    expect((await get(other, '/api/cart', token)).statusCode).toBe(200);
    const sessionId = (await t.deps.tokens.verify(token))!.sessionId!;
    await t.deps.db.update(authSessions).set({ revokedAt: new Date() }).where(eq(authSessions.id, sessionId));
    expect((await get(other, '/api/cart', token)).statusCode).toBe(401);
  });

  it('refuses a signed token that names no session (every real token has one)', async () => {
    const { token } = await t.deps.tokens.issue({ kind: 'member', subject: '1' });
    expect((await get(t.app, '/api/cart', token)).statusCode).toBe(401);
  });
});

describe('refresh under concurrency (item 12)', () => {
  it('10 concurrent refreshes of one guest token all succeed and the session stays alive', async () => {
    const [guest] = await t.deps.db.insert(guests).values({ email: 'tabs@example.jp' }).returning();
    // One phone: its tabs share the device cookie set when the guest signed in.
    const device = 'tabs-of-one-phone-0123456789abcd';
    const { token } = await startSession({ ...t.deps, device }, { kind: 'guest', id: String(guest!.id) });
    const fromPhone = (presented: string) =>
      t.app.inject({
        url: '/api/auth/refresh_token',
        remoteAddress: `10.25.2.${++ip % 250}`,
        headers: { authorization: `Bearer ${presented}`, cookie: `${DEVICE_COOKIE}=${device}` },
      });
    const answers = await Promise.all(Array.from({ length: 10 }, () => fromPhone(token)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    const sessionId = (await t.deps.tokens.verify(token))!.sessionId!;
    const [row] = await t.deps.db.select().from(authSessions).where(eq(authSessions.id, sessionId));
    expect(row!.revokedAt).toBeNull();
    // Every tab's answer is a working token, and each of them refreshes on later.
    for (const answer of answers) {
      expect((await get(t.app, '/api/cart', answer.json().token)).statusCode).toBe(200);
    }
    const later = await Promise.all(answers.map((a) => fromPhone(a.json().token)));
    expect(later.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
  });
});
