import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let ip = 0;
const post = (url: string, payload: object, lang = 'ja') =>
  t.app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress: `10.4.0.${++ip % 250}`,
    headers: { 'x-language': lang },
  });
const codeFromOutbox = async (email: string) => {
  const [mail] = (await t.app.inject({ url: `/dev/mail.json?to=${email}` })).json();
  return /(\d{6})/.exec(mail.subject)![1]!;
};

describe('spec §7 guest e-mail check', () => {
  it('mails a 6-digit code in the user language and exchanges it once for a guest token', async () => {
    const sent = await post('/api/guest/email/check/send', { email: 'Guest@Example.jp' }, 'vi');
    expect(sent.statusCode).toBe(200);
    const { check_id, expires_t } = sent.json();
    expect(expires_t - Date.now() / 1000).toBeGreaterThan(500);
    const [mail] = (await t.app.inject({ url: '/dev/mail.json?to=guest@example.jp' })).json();
    expect(mail.text).toContain('Mã xác nhận');
    const code = await codeFromOutbox('guest@example.jp');

    const confirmed = await post('/api/guest/email/check/confirm', { check_id, check_code: code });
    expect(confirmed.statusCode).toBe(200);
    const guestToken = confirmed.json().token;
    expect((await t.deps.tokens.verify(guestToken))?.kind).toBe('guest');

    const reused = await post('/api/guest/email/check/confirm', { check_id, check_code: code });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().display_code).toBe('GUEST-CHECK-410');
  });

  it('counts wrong codes and spends the check after 5', async () => {
    const { check_id } = (await post('/api/guest/email/check/send', { email: 'wrong@example.jp' })).json();
    const code = await codeFromOutbox('wrong@example.jp');
    const wrongCode = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const res = await post('/api/guest/email/check/confirm', { check_id, check_code: wrongCode }, 'hant');
      expect(res.json().display_code).toBe('GUEST-CHECK-400');
      expect(res.json().display_message).toContain('驗證碼不正確');
    }
    const late = await post('/api/guest/email/check/confirm', { check_id, check_code: code });
    expect(late.json().display_code).toBe('GUEST-CHECK-410');
  });

  it('refuses malformed input with 400 naming the field', async () => {
    expect((await post('/api/guest/email/check/send', { email: 'nope' })).json().display_code).toBe(
      'VALIDATION-body.email',
    );
    const res = await post('/api/guest/email/check/confirm', { check_id: 'x', check_code: '12ab56' });
    expect(res.json().display_code).toBe('VALIDATION-body.check_code');
  });

  it('limits mails per address', async () => {
    for (let i = 0; i < 5; i++)
      expect((await post('/api/guest/email/check/send', { email: 'flood@example.jp' })).statusCode).toBe(200);
    expect((await post('/api/guest/email/check/send', { email: 'flood@example.jp' })).statusCode).toBe(429);
  });
});
