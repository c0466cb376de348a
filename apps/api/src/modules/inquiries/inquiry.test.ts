import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let address = 0;
const valid = () => ({
  email: `parent${++address}@example.jp`,
  name: 'Nguyễn Thị Lan',
  category: 'download',
  inquiry_body: 'Tôi không tải được ảnh.\nXin giúp đỡ.',
});
const send = (payload: unknown, ip = '10.0.0.1', lang = 'vi') =>
  t.app.inject({
    method: 'POST',
    url: '/api/inquiry/form',
    payload: payload as object,
    headers: { 'x-language': lang },
    remoteAddress: ip,
  });
const outbox = async (to: string) =>
  (await t.app.inject({ url: `/dev/mail.json?to=${encodeURIComponent(to)}` })).json();

describe('spec §7 POST /api/inquiry/form', () => {
  it('stores the inquiry, mails support and acknowledges the sender in their language', async () => {
    const form = valid();
    const res = await send(form, '10.0.0.2');
    expect(res.statusCode).toBe(201);
    const { inquiry_id } = res.json();
    expect(inquiry_id).toBeGreaterThan(0);

    const [ack] = await outbox(form.email);
    expect(ack.subject).toContain(`(mã số ${inquiry_id})`);
    expect(ack.text).toContain('Về tải ảnh');

    const [support] = await outbox('support@omoide.test');
    expect(support.subject).toBe(`[Omoide inquiry #${inquiry_id}] download`);
    expect(support.headers['reply-to']).toBe(form.email);
    expect(support.text).toContain('Tôi không tải được ảnh.');
  });

  it('acknowledges with nothing the sender wrote: the form cannot mail chosen text to any address (issue 25 item 11)', async () => {
    const lure = 'Your account is locked, sign in at https://evil.example.com/omoide now';
    const form = { ...valid(), name: `Dear customer. ${lure.slice(0, 40)}`, inquiry_body: lure };
    expect((await send(form, '10.0.0.3', 'en')).statusCode).toBe(201);
    const [ack] = await outbox(form.email);
    expect(ack.text).toContain('We received your inquiry');
    for (const text of [ack.subject, ack.text]) {
      expect(text).not.toContain('evil.example.com');
      expect(text).not.toContain('Dear customer');
    }
  });

  it.each([
    ['email', { email: 'not-an-email' }],
    ['name', { name: '' }],
    ['name', { name: 'Evil\r\nBcc: victim@example.com' }],
    ['category', { category: 'refund-now' }],
    ['inquiry_body', { inquiry_body: 'x'.repeat(4001) }],
    ['inquiry_body', { inquiry_body: '   ' }],
  ])('refuses a bad %s with 400 naming the field, in the user language', async (field, change) => {
    const res = await send({ ...valid(), ...change }, `10.1.0.${address}`, 'ja');
    expect(res.statusCode).toBe(400);
    expect(res.json().display_code).toBe(`VALIDATION-body.${field}`);
    expect(res.json().display_message).toContain('入力内容に誤りがあります');
  });

  it('limits inquiries per address with a translated 429', async () => {
    for (let i = 0; i < 5; i++) expect((await send(valid(), '10.9.9.9')).statusCode).toBe(201);
    const res = await send(valid(), '10.9.9.9', 'hant');
    expect(res.statusCode).toBe(429);
    expect(res.json().display_message).toBe('請稍候片刻再試一次。');
    expect(res.headers['retry-after']).toBeDefined();
    expect((await send(valid(), '10.9.9.10')).statusCode).toBe(201);
  });

  it('shows the outbox as a page for people', async () => {
    const res = await t.app.inject({ url: '/dev/mail' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Outbox');
  });
});
