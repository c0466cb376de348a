import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';

/**
 * Issue 25 item 10 (links): the guest e-mail code is single use and short-lived
 * (guest.test.ts), and dies when its object changes: a newer code for the same address
 * ends the older ones, so codes requested in a row do not add up to more guesses.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_SCALE: '10' } });
});
afterAll(() => t.close());

let ip = 0;
const post = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress: `10.26.0.${++ip % 250}` });
const newestCode = async (email: string) => {
  const [mail] = (await t.app.inject({ url: `/dev/mail.json?to=${email}` })).json();
  return /(\d{6})/.exec(mail.subject)![1]!;
};

describe('guest e-mail code', () => {
  it('a newer code for the address ends the older one; the newest works', async () => {
    const first = (await post('/api/guest/email/check/send', { email: 'twice@example.jp' })).json();
    const firstCode = await newestCode('twice@example.jp');
    const second = (await post('/api/guest/email/check/send', { email: 'twice@example.jp' })).json();
    const secondCode = await newestCode('twice@example.jp');
    const old = await post('/api/guest/email/check/confirm', {
      check_id: first.check_id,
      check_code: firstCode,
    });
    expect(old.statusCode).toBe(400);
    expect(old.json().display_code).toBe('GUEST-CHECK-410');
    const fresh = await post('/api/guest/email/check/confirm', {
      check_id: second.check_id,
      check_code: secondCode,
    });
    expect(fresh.statusCode).toBe(200);
  });

  it('leaves other addresses’ codes alone', async () => {
    const mine = (await post('/api/guest/email/check/send', { email: 'mine@example.jp' })).json();
    const code = await newestCode('mine@example.jp');
    await post('/api/guest/email/check/send', { email: 'yours@example.jp' });
    const res = await post('/api/guest/email/check/confirm', { check_id: mine.check_id, check_code: code });
    expect(res.statusCode).toBe(200);
  });
});
