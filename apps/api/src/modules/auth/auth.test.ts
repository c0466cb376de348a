import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent, createMember } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
const OPERATOR_KEY = 'operator-key-for-tests-0123456789';

beforeAll(async () => {
  t = await createTestApp({ env: { OPERATOR_API_KEY: OPERATOR_KEY } });
  await createMember(t.deps.db, { email: 'Mother@Example.jp', password: 'correct horse battery' });
  await createEvent(t.deps.db, { code1: 'SPORT', code2: '12345' });
  await createEvent(t.deps.db, { code1: 'LATER', code2: '00000', publishedFromDays: 5 });
  await createEvent(t.deps.db, {
    code1: 'ENDED',
    code2: '00000',
    publishedFromDays: -60,
    publishedUntilDays: -1,
  });
});
afterAll(() => t.close());

let ip = 0;
const call = (
  method: 'GET' | 'POST',
  url: string,
  options: { body?: object; token?: string; lang?: string } = {},
) =>
  t.app.inject({
    method,
    url,
    payload: options.body,
    remoteAddress: `10.2.0.${++ip % 250}`,
    headers: {
      'x-language': options.lang ?? 'ja',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
  });

describe('spec §7 POST /api/auth/login', () => {
  it('signs a member in with expires_t and refresh_expires_t (e-mail case does not matter)', async () => {
    const res = await call('POST', '/api/auth/login', {
      body: { email: 'mother@example.JP', password: 'correct horse battery' },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.token_type).toBe('Bearer');
    expect(body.expires_t).toBeGreaterThan(Date.now() / 1000);
    expect(body.refresh_expires_t).toBeGreaterThan(body.expires_t);
    const info = await call('GET', '/api/user/info', { token: body.token });
    expect(info.json().email).toBe('mother@example.jp');
  });

  it('answers a wrong password and an unknown e-mail identically, translated, never 401', async () => {
    const wrong = await call('POST', '/api/auth/login', {
      body: { email: 'mother@example.jp', password: 'nope' },
      lang: 'vi',
    });
    const unknown = await call('POST', '/api/auth/login', {
      body: { email: 'nobody@example.jp', password: 'nope' },
      lang: 'vi',
    });
    expect(wrong.statusCode).toBe(400);
    expect(unknown.statusCode).toBe(400);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().display_message).toBe('Email hoặc mật khẩu không đúng.');
  });

  it('never locks the owner out: 10 wrong passwords from 10 addresses, then the right one from an 11th signs in (issue 25 #8)', async () => {
    await createMember(t.deps.db, { email: 'target@example.jp', password: 'right-password' });
    const from = (address: string, password: string, lang = 'ja') =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: address,
        headers: { 'x-language': lang },
        payload: { email: 'target@example.jp', password },
      });
    for (let i = 0; i < 10; i++) expect((await from(`10.20.0.${i}`, `guess${i}`)).statusCode).toBe(400);
    // The owner, from an address that has not failed on the account, is judged at once.
    expect((await from('10.20.1.1', 'right-password')).statusCode).toBe(200);
    // A stranger who already failed takes the account's next turn, then waits (progressive delay).
    expect((await from('10.20.0.0', 'guess-again')).statusCode).toBe(400);
    const waiting = await from('10.20.0.1', 'guess-again', 'hant');
    expect(waiting.statusCode).toBe(429);
    expect(waiting.json().display_message).toBe('請稍候片刻再試一次。');
    expect(Number(waiting.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    // … and the owner still signs in.
    expect((await from('10.20.1.2', 'right-password')).statusCode).toBe(200);
  });

  it('stops one address guessing 100 times after 10 (per source)', async () => {
    await createMember(t.deps.db, { email: 'one-source@example.jp', password: 'right-password' });
    const codes: number[] = [];
    for (let i = 0; i < 100; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: '10.21.0.1',
        payload: { email: 'one-source@example.jp', password: `guess${i}` },
      });
      codes.push(res.statusCode);
    }
    expect(codes.filter((c) => c === 400)).toHaveLength(10);
    expect(codes.slice(10).every((c) => c === 429)).toBe(true);
  });

  it('limits attempts per address', async () => {
    const attempt = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: '10.3.3.3',
        payload: { email: `x${Math.random()}@e.jp`, password: 'p' },
      });
    for (let i = 0; i < 10; i++) expect((await attempt()).statusCode).toBe(400);
    expect((await attempt()).statusCode).toBe(429);
  });
});

describe('spec §4 refresh and logout', () => {
  it('refreshes a token, and refuses to after logout', async () => {
    const { token } = (
      await call('POST', '/api/auth/login', {
        body: { email: 'mother@example.jp', password: 'correct horse battery' },
      })
    ).json();
    const refreshed = await call('GET', '/api/auth/refresh_token', { token });
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json().token).not.toBe(token);
    expect((await call('POST', '/api/auth/logout', { token: refreshed.json().token })).statusCode).toBe(200);
    const after = await call('GET', '/api/auth/refresh_token', { token: refreshed.json().token });
    expect(after.statusCode).toBe(401);
    expect((await call('GET', '/api/auth/refresh_token', { token })).statusCode).toBe(401);
  });

  it('refuses a refresh without a token or with a token of no session', async () => {
    expect((await call('GET', '/api/auth/refresh_token')).statusCode).toBe(401);
    const sessionless = (await t.deps.tokens.issue({ kind: 'member', subject: '1' })).token;
    expect((await call('GET', '/api/auth/refresh_token', { token: sessionless })).statusCode).toBe(401);
  });
});

describe('spec §4 bridge entry: POST /api/auth/hash_login', () => {
  const mint = (email: string, key = OPERATOR_KEY) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/bridge_hash',
      headers: { 'x-operator-key': key },
      payload: { email, app_from: 'school-app' },
    });

  it('exchanges a minted hash once for a member token, recording app_from', async () => {
    const minted = await mint('mother@example.jp');
    expect(minted.statusCode).toBe(201);
    const { hash_key, url } = minted.json();
    expect(url).toContain(`/bridge?hash=${hash_key}&from=school-app`);
    const first = await call('POST', '/api/auth/hash_login', { body: { hash_key, app_from: 'school-app' } });
    expect(first.statusCode).toBe(200);
    expect((await call('GET', '/api/user/info', { token: first.json().token })).json().email).toBe(
      'mother@example.jp',
    );
    const again = await call('POST', '/api/auth/hash_login', { body: { hash_key, app_from: 'school-app' } });
    expect(again.statusCode).toBe(401);
    expect(again.json().display_code).toBe('AUTH-BRIDGE-401');
  });

  it('refuses an unknown hash, and a mint without the operator key', async () => {
    expect(
      (await call('POST', '/api/auth/hash_login', { body: { hash_key: 'x'.repeat(43), app_from: 'a' } }))
        .statusCode,
    ).toBe(401);
    expect((await mint('mother@example.jp', 'wrong-key-wrong-key-wrong-key!')).statusCode).toBe(401);
  });
});

describe('spec §5/§7 event code', () => {
  const open = async (code1: string, code2: string, lang = 'ja') =>
    call('POST', '/api/auth/code/event_code', {
      body: { event_code1: code1, event_code2: code2 },
      token: await t.tokenFor('guest', 'g-1'),
      lang,
    });

  it('answers the public event for the right codes (full-width input accepted)', async () => {
    const res = await open('ＳＰＯＲＴ', '12345');
    expect(res.statusCode).toBe(200);
    expect(res.json().event).toMatchObject({ name: 'Event SPORT', organization_name: 'Org SPORT' });
  });

  it('compares codes case-insensitively (a phone keyboard types "sport")', async () => {
    for (const code of ['sport', 'Sport', 'ｓｐｏｒｔ']) {
      const res = await open(code, '12345');
      expect(res.statusCode, code).toBe(200);
      expect(res.json().event).toMatchObject({ name: 'Event SPORT' });
    }
  });

  it.each([
    ['SPORT', '99999'],
    ['LATER', '00000'],
    ['ENDED', '00000'],
  ])('answers 404 "public event not found" for %s %s', async (a, b) => {
    const res = await open(a, b, 'vi');
    expect(res.statusCode).toBe(404);
    expect(res.json().display_message).toBe(
      'Không tìm thấy sự kiện đang công khai. Vui lòng kiểm tra mã sự kiện.',
    );
  });

  it('counts wrong codes per buyer; a right (public) code does not reset them (issue 25 #7)', async () => {
    const token = await t.tokenFor('guest', 'g-prober');
    const tryCode = (code2: string) =>
      call('POST', '/api/auth/code/event_code', {
        body: { event_code1: 'SPORT', event_code2: code2 },
        token,
      });
    const wrong: number[] = [];
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 9; i++) wrong.push((await tryCode(String(50000 + round * 10 + i))).statusCode);
      wrong.push((await tryCode('12345')).statusCode);
    }
    // 10 wrong codes pass; from the 11th try on, the buyer waits, public code or not.
    expect(wrong.filter((c) => c === 404)).toHaveLength(10);
    expect(wrong.slice(11).every((c) => c === 429)).toBe(true);
  });

  it('refuses codes that are not 5 letters or digits with 400', async () => {
    const res = await open('SPOR', '123456');
    expect(res.statusCode).toBe(400);
    expect(res.json().display_code).toMatch(/^VALIDATION-body\.event_code/);
  });
});
