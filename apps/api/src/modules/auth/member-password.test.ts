import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { authSessions, memberPasswordResets, members } from '../../db/schema/index';
import { listOutboxMail } from '../../platform/mail/outbox.repo';

/**
 * Members' passwords (issue 25, decision 031): a change on the user page and a mailed reset
 * link. Both end the member's other sessions at once; the link is bound to the account and
 * its address, works once, lives 30 minutes, and dies with a newer link or any change.
 */
let t: TestApp;
let ip = 0;

type Lang = 'ja' | 'en-US' | 'zh-TW' | 'vi';
const call = (url: string, body: object, options: { token?: string; lang?: Lang } = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    payload: body,
    remoteAddress: `10.31.0.${++ip % 250}`,
    headers: {
      'x-language': options.lang ?? 'en-US',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
  });
const login = (email: string, password: string) => call('/api/auth/login', { email, password });
const userInfo = (token: string) =>
  t.app.inject({ url: '/api/user/info', headers: { authorization: `Bearer ${token}` } });

async function member(email: string, password = 'first-password-1') {
  const created = await createMember(t.deps.db, { email, password });
  const tokens = [];
  for (let i = 0; i < 2; i++) tokens.push((await login(email, password)).json().token as string);
  return { id: created.id, email, password, phone: tokens[0]!, laptop: tokens[1]! };
}

/** The key of the newest reset link mailed to `to`. */
async function mailedKey(to: string) {
  const [mail] = await listOutboxMail(t.deps.db, { to, limit: 1 });
  const key = /\/password\/reset\?key=([\w-]+)/.exec(mail?.text ?? '')?.[1];
  expect(key, mail?.text).toBeTruthy();
  return key!;
}
async function askReset(email: string, lang: Lang = 'en-US') {
  const res = await call('/api/auth/password_reset/send', { email }, { lang });
  expect(res.statusCode, res.body).toBe(200);
  return mailedKey(email);
}
const confirm = (key: string, password = 'reset-password-1') =>
  call('/api/auth/password_reset/confirm', { key, new_password: password });

beforeAll(async () => {
  // Many sign-ins from the test's addresses: the limits are not what this file checks.
  t = await createTestApp({ env: { RATE_LIMIT_SCALE: '20' } });
});
afterAll(() => t.close());

describe('changing the password (user page)', () => {
  it('ends every other session at once, keeps this one, and mails a notice', async () => {
    const m = await member('change@pw.jp');
    const res = await call(
      '/api/user/password',
      { current_password: m.password, new_password: 'second-password-2' },
      { token: m.phone },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ other_sessions_ended: 1 });
    expect((await userInfo(m.phone)).statusCode).toBe(200);
    expect((await userInfo(m.laptop)).statusCode).toBe(401);
    const [row] = await t.deps.db
      .select()
      .from(authSessions)
      .where(eq(authSessions.id, (await t.deps.tokens.verify(m.laptop))!.sessionId!));
    expect(row!.revokedReason).toBe('password');
    expect((await login(m.email, m.password)).statusCode).toBe(400);
    expect((await login(m.email, 'second-password-2')).statusCode).toBe(200);
    const [mail] = await listOutboxMail(t.deps.db, { to: m.email, limit: 1 });
    expect(mail!.subject).toContain('password was changed');
  });

  it('refuses a wrong current password and an unchanged one, in the caller’s language', async () => {
    const m = await member('wrong@pw.jp');
    const expected: Record<Lang, string> = {
      ja: '現在のパスワードが正しくありません。',
      'en-US': 'The current password is incorrect.',
      'zh-TW': '目前的密碼不正確。',
      vi: 'Mật khẩu hiện tại không đúng.',
    };
    for (const [lang, message] of Object.entries(expected) as [Lang, string][]) {
      const res = await call(
        '/api/user/password',
        { current_password: 'not-it-at-all', new_password: 'second-password-2' },
        { token: m.phone, lang },
      );
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ display_code: 'AUTH-PASSWORD-CURRENT', display_message: message });
    }
    const same = await call(
      '/api/user/password',
      { current_password: m.password, new_password: m.password },
      { token: m.phone },
    );
    expect(same.json().display_code).toBe('AUTH-PASSWORD-SAME');
    const short = await call(
      '/api/user/password',
      { current_password: m.password, new_password: 'short' },
      { token: m.phone },
    );
    expect(short.statusCode).toBe(400);
    // Nothing changed: both devices are still signed in.
    expect((await userInfo(m.laptop)).statusCode).toBe(200);
  });
});

describe('"forgot password": the mailed link', () => {
  it('mails a link in the caller’s language and answers alike for an unknown address', async () => {
    const m = await member('forgot@pw.jp');
    const subjects: Record<Lang, string> = {
      ja: 'パスワード再設定',
      'en-US': 'Resetting your password',
      'zh-TW': '重設密碼',
      vi: 'đặt lại mật khẩu',
    };
    for (const [lang, subject] of Object.entries(subjects) as [Lang, string][]) {
      await askReset(m.email, lang);
      const [mail] = await listOutboxMail(t.deps.db, { to: m.email, limit: 1 });
      expect(mail!.subject).toContain(subject);
      expect(mail!.text).toContain('30');
    }
    const known = await call('/api/auth/password_reset/send', { email: 'Forgot@PW.jp' });
    const unknown = await call('/api/auth/password_reset/send', { email: 'nobody@pw.jp' });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    expect(await listOutboxMail(t.deps.db, { to: 'nobody@pw.jp', limit: 1 })).toEqual([]);
  });

  it('sets the password once, ends every session, and signs the link’s holder in', async () => {
    const m = await member('reset@pw.jp');
    const key = await askReset(m.email);
    const check = await call('/api/auth/password_reset/check', { key });
    expect(check.json()).toMatchObject({ email_hint: 're***@pw.jp' });
    const done = await confirm(key);
    expect(done.statusCode, done.body).toBe(200);
    expect((await userInfo(done.json().token)).statusCode).toBe(200);
    expect((await userInfo(m.phone)).statusCode).toBe(401);
    expect((await userInfo(m.laptop)).statusCode).toBe(401);
    expect((await login(m.email, 'reset-password-1')).statusCode).toBe(200);
    // Single use: the same link again, and its check, are refused.
    const again = await confirm(key, 'another-password-3');
    expect(again.json().display_code).toBe('AUTH-PASSWORD-RESET-400');
    expect((await call('/api/auth/password_reset/check', { key })).statusCode).toBe(400);
  });

  it('grants one session when the link is used five times at once', async () => {
    await member('race@pw.jp');
    const key = await askReset('race@pw.jp');
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) => confirm(key, `race-password-${i}`)),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 400)).toHaveLength(4);
  });

  it('dies when a newer link is sent, after 30 minutes, on a password change, and when the address changes', async () => {
    const m = await member('dies@pw.jp');
    const older = await askReset(m.email);
    const newer = await askReset(m.email);
    expect((await confirm(older)).statusCode).toBe(400);

    await t.deps.db
      .update(memberPasswordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(memberPasswordResets.memberId, m.id));
    expect((await confirm(newer)).statusCode).toBe(400);

    const beforeChange = await askReset(m.email);
    const changed = await call(
      '/api/user/password',
      { current_password: m.password, new_password: 'changed-password-4' },
      { token: m.phone },
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await confirm(beforeChange)).statusCode).toBe(400);

    // Bound to the address it went to: an account whose address changed since refuses it.
    const beforeMove = await askReset(m.email);
    await t.deps.db.update(members).set({ email: 'moved@pw.jp' }).where(eq(members.id, m.id));
    expect((await confirm(beforeMove)).statusCode).toBe(400);
    expect((await login('moved@pw.jp', 'changed-password-4')).statusCode).toBe(200);
  });

  it('goes with the member: a deleted member’s link is gone', async () => {
    const m = await member('deleted@pw.jp');
    const key = await askReset(m.email);
    await t.deps.db.delete(members).where(eq(members.id, m.id));
    expect((await confirm(key)).statusCode).toBe(400);
    expect(
      await t.deps.db.select().from(memberPasswordResets).where(eq(memberPasswordResets.memberId, m.id)),
    ).toEqual([]);
  });
});
