import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../../../test/fixtures';
import { createTestApp, TEST_JWT_SECRET, type TestApp } from '../../../test/test-app';
import { authSessions, guests } from '../../db/schema/index';
import { DEVICE_COOKIE, deviceSha256 } from '../../platform/auth/client-device';
import { DEFAULT_LIFETIMES, TokenService } from '../../platform/auth/token-service';
import { ROTATION_GRACE_SECONDS, SESSION_MAX_SECONDS, startSession } from './auth.service';

/**
 * Guest (and member) sessions: a short access token, a sliding refresh window, rotation on
 * every refresh and reuse detection that revokes the family (docs/decisions/015).
 */
let t: TestApp;
let guestId: string;
beforeAll(async () => {
  t = await createTestApp();
  const [guest] = await t.deps.db.insert(guests).values({ email: 'rotation@example.jp' }).returning();
  guestId = String(guest!.id);
});
afterAll(() => t.close());

const now = () => Math.floor(Date.now() / 1000);
/** A refresh by a client: `device` is its device cookie (none: a client that keeps no cookies). */
const refresh = (token: string, device?: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/auth/refresh_token',
    headers: {
      'x-language': 'ja',
      authorization: `Bearer ${token}`,
      ...(device ? { cookie: `${DEVICE_COOKIE}=${device}` } : {}),
    },
  });
const PHONE = 'the-owners-phone-0123456789abcde';
const THIEF = 'a-thiefs-laptop-0123456789abcdef';
const sessionOf = async (token: string) => {
  const verified = await t.deps.tokens.verify(token, { allowExpired: true });
  const [row] = await t.deps.db.select().from(authSessions).where(eq(authSessions.id, verified!.sessionId!));
  return row!;
};
/** A guest signed in on the owner's phone (the device cookie its sign-in set). */
const guestSession = () => startSession({ ...t.deps, device: PHONE }, { kind: 'guest', id: guestId });

describe('guest session lifetimes', () => {
  it('gives a guest a 30-minute access token and a 7-day refresh window; a member 1 h and 30 days', async () => {
    const guest = await guestSession();
    expect(guest.expires_t - now()).toBeGreaterThanOrEqual(DEFAULT_LIFETIMES.guest.accessSeconds - 2);
    expect(guest.expires_t - now()).toBeLessThanOrEqual(30 * 60);
    expect(guest.refresh_expires_t - now()).toBeGreaterThan(7 * 86_400 - 5);
    expect(guest.refresh_expires_t - now()).toBeLessThanOrEqual(7 * 86_400);
    const member = await startSession(t.deps, { kind: 'member', id: '1' });
    expect(member.expires_t - now()).toBeGreaterThan(59 * 60);
    expect(member.refresh_expires_t - now()).toBeGreaterThan(29 * 86_400);
  });

  it('refreshes a guest whose access token expired 1.5 h ago, without a new e-mail check', async () => {
    // The same secret, a clock 90 minutes back: the token the guest got before lunch.
    const before = new TokenService(TEST_JWT_SECRET, DEFAULT_LIFETIMES, () => now() - 90 * 60);
    const { token } = await startSession({ db: t.deps.db, tokens: before }, { kind: 'guest', id: guestId });
    const cart = await t.app.inject({ url: '/api/cart', headers: { authorization: `Bearer ${token}` } });
    expect(cart.statusCode).toBe(401);
    const res = await refresh(token);
    expect(res.statusCode).toBe(200);
    const fresh = res.json();
    expect(fresh.expires_t).toBeGreaterThan(now());
    expect(await t.deps.tokens.verify(fresh.token)).toMatchObject({ kind: 'guest', subject: guestId });
  });

  it('slides the refresh window on every refresh, never past the session end', async () => {
    const { token } = await guestSession();
    const row = await sessionOf(token);
    expect(row.endsAt!.getTime() / 1000 - now()).toBeGreaterThan(SESSION_MAX_SECONDS.guest - 5);
    // Six days idle: the window has one day left; a refresh gives seven again.
    await t.deps.db
      .update(authSessions)
      .set({ refreshExpiresAt: new Date(Date.now() + 86_400_000) })
      .where(eq(authSessions.id, row.id));
    const slid = (await refresh(token)).json();
    expect(slid.refresh_expires_t - now()).toBeGreaterThan(7 * 86_400 - 5);
    expect((await sessionOf(slid.token)).refreshExpiresAt.getTime() / 1000).toBe(slid.refresh_expires_t);
    // Near its absolute end, the window (and the access token) stop there.
    const end = now() + 600;
    await t.deps.db
      .update(authSessions)
      .set({ endsAt: new Date(end * 1000) })
      .where(eq(authSessions.id, row.id));
    const capped = (await refresh(slid.token)).json();
    expect(capped.refresh_expires_t).toBe(end);
    expect(capped.expires_t).toBeLessThanOrEqual(end);
  });

  it('refuses a refresh past the refresh window (the guest proves their e-mail again)', async () => {
    const { token } = await guestSession();
    const row = await sessionOf(token);
    await t.deps.db
      .update(authSessions)
      .set({ refreshExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(authSessions.id, row.id));
    const res = await refresh(token);
    expect(res.statusCode).toBe(401);
    expect(res.json().display_code).toBe('AUTH-REFRESH-401');
  });
});

describe('rotation and reuse detection', () => {
  it('rotates the token on every refresh and keeps only a hash of the newest', async () => {
    const first = await guestSession();
    const second = (await refresh(first.token)).json();
    const third = (await refresh(second.token)).json();
    expect(new Set([first.token, second.token, third.token]).size).toBe(3);
    const row = await sessionOf(third.token);
    const jti = (await t.deps.tokens.verify(third.token))!.tokenId;
    expect(row.tokenIdSha256).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(jti);
    expect((await refresh(third.token)).statusCode).toBe(200);
  });

  it('revokes the whole family when a replaced token comes back after the grace', async () => {
    const stolen = await guestSession();
    const owner = (await refresh(stolen.token)).json();
    // Past the grace for two tabs refreshing at once.
    await t.deps.db
      .update(authSessions)
      .set({ rotatedAt: new Date(Date.now() - (ROTATION_GRACE_SECONDS + 5) * 1000) })
      .where(eq(authSessions.id, (await sessionOf(owner.token)).id));
    const replay = await refresh(stolen.token);
    expect(replay.statusCode).toBe(401);
    // The owner's newest token cannot refresh either: whoever copied it has nothing to use.
    expect((await refresh(owner.token)).statusCode).toBe(401);
    const row = await sessionOf(owner.token);
    expect(row.revokedAt).not.toBeNull();
    expect(row.revokedReason).toBe('reuse');
  });

  it('lets two tabs refresh the same token at once (the grace), and both answers work', async () => {
    const { token } = await guestSession();
    const [a, b] = await Promise.all([refresh(token, PHONE), refresh(token, PHONE)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect((await sessionOf(token)).revokedAt).toBeNull();
    // Whichever tab stored last, its token still refreshes within the grace.
    const next = await refresh(a.json().token, PHONE);
    const other = await refresh(b.json().token, PHONE);
    expect([next.statusCode, other.statusCode]).toEqual([200, 200]);
  });

  it('lets the same client retry a refresh whose answer it lost, within the grace', async () => {
    const { token } = await guestSession();
    const lost = await refresh(token, PHONE);
    expect(lost.statusCode).toBe(200);
    const retry = await refresh(token, PHONE);
    expect(retry.statusCode, retry.body).toBe(200);
    expect((await sessionOf(token)).revokedAt).toBeNull();
    expect((await refresh(retry.json().token, PHONE)).statusCode).toBe(200);
  });

  it('treats the replaced token from another client inside the grace as theft: the family is revoked', async () => {
    for (const thief of [THIEF, undefined]) {
      const stolen = await guestSession();
      const owner = await refresh(stolen.token, PHONE);
      expect(owner.statusCode).toBe(200);
      // Seconds later, well inside the grace, the copy comes back from elsewhere.
      const replay = await refresh(stolen.token, thief);
      expect(replay.statusCode, `thief ${thief ?? 'without a cookie'}`).toBe(401);
      expect(replay.json().display_code).toBe('AUTH-REFRESH-401');
      const row = await sessionOf(stolen.token);
      expect(row.revokedReason).toBe('reuse');
      // Neither the owner's newest token nor the thief has anything left to use.
      expect((await refresh(owner.json().token, PHONE)).statusCode).toBe(401);
      const cart = await t.app.inject({
        url: '/api/cart',
        headers: { authorization: `Bearer ${owner.json().token}` },
      });
      expect(cart.statusCode).toBe(401);
    }
  });

  it('gives the grace to whoever rotated: the owner coming second from their phone ends the thief too', async () => {
    const stolen = await guestSession();
    const thief = await refresh(stolen.token, THIEF);
    expect(thief.statusCode).toBe(200);
    expect((await refresh(stolen.token, PHONE)).statusCode).toBe(401);
    expect((await refresh(thief.json().token, THIEF)).statusCode).toBe(401);
  });

  it('sets the device cookie at sign-in (HttpOnly, Strict, /api) and keeps only its hash', async () => {
    await createMember(t.deps.db, { email: 'device@example.jp', password: 'device-password-1' });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'device@example.jp', password: 'device-password-1' },
    });
    expect(login.statusCode, login.body).toBe(200);
    const cookie = login.cookies.find((c) => c.name === DEVICE_COOKIE)!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api' });
    const row = await sessionOf(login.json().token);
    expect(row.deviceSha256).toBe(deviceSha256(cookie.value));
    expect(JSON.stringify(row)).not.toContain(cookie.value);
    // The same browser keeps its cookie: a second sign-in sets none.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'device@example.jp', password: 'device-password-1' },
      cookies: { [DEVICE_COOKIE]: cookie.value },
    });
    expect(again.cookies.find((c) => c.name === DEVICE_COOKIE)).toBeUndefined();
    expect((await sessionOf(again.json().token)).deviceSha256).toBe(deviceSha256(cookie.value));
  });

  it('refuses to refresh after logout', async () => {
    const { token } = await guestSession();
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    expect((await refresh(token)).statusCode).toBe(401);
    expect((await sessionOf(token)).revokedReason).toBe('logout');
  });
});
