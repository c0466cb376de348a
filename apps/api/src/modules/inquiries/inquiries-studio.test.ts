// The studio's inquiries inbox (issue #15 "Content and support").
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createEvent, createMember, createOperator, createOperatorApiKey } from '../../../test/fixtures';
import { insertOrder } from '../../../test/paid-orders';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { auditLog, guests, inquiries } from '../../db/schema/index';
import { listOutboxMail } from '../../platform/mail/outbox.repo';
import { startOperatorSession } from '../operators/operators.service';
import { insertInquiry } from './inquiry.repo';

let t: TestApp;
const ids = {} as Record<'owner' | 'support' | 'staff' | 'elsewhere', number>;
const tokens = {} as Record<keyof typeof ids, string>;
let supportKey = '';
const q = {} as Record<'vi' | 'ja' | 'old', number>;
const orderIds = {} as Record<'member' | 'guest' | 'otherOrg' | 'someoneElse', number>;

type Who = keyof typeof tokens | 'supportKey';
const call = (who: Who, method: 'GET' | 'POST', url: string, body?: object, language = 'en-US') =>
  t.app.inject({
    method,
    url,
    payload: body,
    headers: {
      'x-language': language,
      ...(who === 'supportKey' ? { 'x-api-key': supportKey } : { authorization: `Bearer ${tokens[who]}` }),
    },
  });
const inbox = async (query: string, who: Who = 'support') => {
  const res = await call(who, 'GET', `/api/studio/inquiries?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    inquiries: { inquiry_id: number; unread: boolean; status: string }[];
    counts: Record<string, number>;
  };
};
const idsOf = async (query: string, who: Who = 'support') =>
  (await inbox(query, who)).inquiries.map((row) => row.inquiry_id);
const auditOf = (id: number) =>
  t.deps.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'inquiry'), eq(auditLog.entityId, String(id))))
    .orderBy(auditLog.id);

beforeAll(async () => {
  t = await createTestApp();
  const db = t.deps.db;
  const a = await createEvent(db, { code1: 'INQRA', code2: '11111', name: 'Sports day' });
  const b = await createEvent(db, { code1: 'INQRB', code2: '22222', name: 'Elsewhere' });
  const orgId = a.event.organizationId;
  for (const role of ['owner', 'support', 'staff'] as const) {
    const operator = await createOperator(db, {
      email: `${role}@inquiries.jp`,
      memberships: [{ organizationId: orgId, role }],
    });
    ids[role] = operator.id;
    tokens[role] = (await startOperatorSession(t.deps, operator.id)).token;
    if (role === 'support') supportKey = await createOperatorApiKey(t.deps, operator.id);
  }
  const other = await createOperator(db, {
    email: 'support@elsewhere.jp',
    memberships: [{ organizationId: b.event.organizationId, role: 'support' }],
  });
  ids.elsewhere = other.id;
  tokens.elsewhere = (await startOperatorSession(t.deps, other.id)).token;

  const member = await createMember(db, { email: 'Lan@Parents.vn', organizationId: orgId });
  const [guest] = await db.insert(guests).values({ email: 'lan@parents.vn' }).returning();
  const buyer = { kind: 'member' as const, subject: String(member.id) };
  orderIds.member = (await insertOrder(db, { buyer, eventId: a.event.id, downloads: [] })).id;
  orderIds.guest = (
    await insertOrder(db, {
      buyer: { kind: 'guest', subject: String(guest!.id) },
      eventId: a.event.id,
      downloads: [],
      email: 'lan@parents.vn',
    })
  ).id;
  orderIds.otherOrg = (await insertOrder(db, { buyer, eventId: b.event.id, downloads: [] })).id;
  const stranger = await createMember(db, { email: 'someone@else.jp', organizationId: orgId });
  orderIds.someoneElse = (
    await insertOrder(db, {
      buyer: { kind: 'member', subject: String(stranger.id) },
      eventId: a.event.id,
      downloads: [],
    })
  ).id;

  const add = async (values: Parameters<typeof insertInquiry>[1], at: string) => {
    const row = await insertInquiry(db, values);
    await db
      .update(inquiries)
      .set({ createdAt: new Date(at) })
      .where(eq(inquiries.id, row.id));
    return row.id;
  };
  q.old = await add(
    { email: 'old@parents.jp', name: '古い', category: 'other', body: 'Old question', language: 'ja' },
    '2026-01-01T00:00:00Z',
  );
  q.ja = await add(
    {
      email: 'sato@parents.jp',
      name: '佐藤 花子',
      category: 'print',
      body: 'プリントが届きません。',
      language: 'ja',
    },
    '2026-03-01T00:00:00Z',
  );
  q.vi = await add(
    {
      email: 'lan@parents.vn',
      name: 'Nguyễn Thị Lan',
      category: 'download',
      body: 'Tôi không tải được ảnh.\n<script>alert(1)</script>',
      language: 'vi',
    },
    '2026-05-01T00:00:00Z',
  );
});
afterAll(() => t.close());

describe('studio inquiries inbox (issue #15)', () => {
  it('lets owner and support in, refuses staff, a buyer and no one; a key reads but does not change', async () => {
    expect((await call('owner', 'GET', '/api/studio/inquiries')).statusCode).toBe(200);
    // Inquiries belong to no organisation: support of another organisation answers them too.
    expect((await call('elsewhere', 'GET', '/api/studio/inquiries')).statusCode).toBe(200);
    expect((await call('staff', 'GET', '/api/studio/inquiries')).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/studio/inquiries' })).statusCode).toBe(401);
    expect((await call('supportKey', 'GET', `/api/studio/inquiries/${q.old}`)).statusCode).toBe(200);
    const byKey = await call('supportKey', 'POST', `/api/studio/inquiries/${q.old}/close`);
    expect(byKey.statusCode).toBe(403);
    expect((await call('staff', 'POST', `/api/studio/inquiries/${q.old}/close`)).statusCode).toBe(403);
  });

  it('lists newest first, by view and search, with counts and the unread ones', async () => {
    expect(await idsOf('view=all')).toEqual([q.vi, q.ja, q.old]);
    expect(await idsOf('')).toEqual([q.vi, q.ja, q.old]);
    expect(await idsOf('view=all&q=SATO@')).toEqual([q.ja]);
    expect(await idsOf('view=all&q=tải được')).toEqual([q.vi]);
    expect(await idsOf('view=all&q=100%')).toEqual([]);
    const answer = await inbox('view=open');
    expect(answer.counts).toEqual({ open: 3, mine: 0, answered: 0, closed: 0, all: 3 });
    // The first test opened the oldest one (by key): it is read, the others are not.
    expect(answer.inquiries.map((row) => row.unread)).toEqual([true, true, false]);
  });

  it('shows one inquiry as plain text, marks it read, and beside it the buyer’s orders of the caller’s organisations', async () => {
    const res = await call('support', 'GET', `/api/studio/inquiries/${q.vi}`);
    expect(res.statusCode).toBe(200);
    const detail = res.json();
    expect(detail).toMatchObject({
      email: 'lan@parents.vn',
      name: 'Nguyễn Thị Lan',
      category: 'download',
      language: 'vi',
      status: 'open',
      assignee: null,
      replies: [],
    });
    expect(detail.body).toContain('<script>alert(1)</script>');
    expect(detail.orders.map((o: { order_id: number }) => o.order_id).sort()).toEqual(
      [orderIds.member, orderIds.guest].sort(),
    );
    expect(detail.assignees.map((a: { email: string }) => a.email)).toEqual([
      'owner@inquiries.jp',
      'support@elsewhere.jp',
      'support@inquiries.jp',
    ]);
    // Support of another organisation sees the inquiry, not this organisation's orders.
    const elsewhere = (await call('elsewhere', 'GET', `/api/studio/inquiries/${q.vi}`)).json();
    expect(elsewhere.orders.map((o: { order_id: number }) => o.order_id)).toEqual([orderIds.otherOrg]);
    const row = (await inbox('view=all')).inquiries.find((i) => i.inquiry_id === q.vi)!;
    expect(row.unread).toBe(false);
  });

  it('assigns to me and to a colleague, audited; refuses staff as assignee', async () => {
    const res = await call('support', 'POST', `/api/studio/inquiries/${q.ja}/assign`, {
      operator_id: ids.support,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().assignee.email).toBe('support@inquiries.jp');
    expect(await idsOf('view=mine')).toEqual([q.ja]);
    expect((await inbox('view=mine')).counts.mine).toBe(1);
    expect(await idsOf('view=mine', 'owner')).toEqual([]);

    const toOwner = await call('support', 'POST', `/api/studio/inquiries/${q.ja}/assign`, {
      operator_id: ids.owner,
    });
    expect(toOwner.json().assignee.email).toBe('owner@inquiries.jp');
    expect(await idsOf('view=mine', 'owner')).toEqual([q.ja]);

    const toStaff = await call(
      'support',
      'POST',
      `/api/studio/inquiries/${q.ja}/assign`,
      { operator_id: ids.staff },
      'ja',
    );
    expect(toStaff.statusCode).toBe(400);
    expect(toStaff.json().display_message).toContain('割り当てられません');

    const audit = await auditOf(q.ja);
    expect(audit.map((row) => row.action)).toEqual(['inquiry.assigned', 'inquiry.assigned']);
    expect(audit[0]).toMatchObject({
      actorLabel: 'support@inquiries.jp',
      entityType: 'inquiry',
      before: { status: 'open', assignee_operator_id: null },
      after: { status: 'open', assignee_operator_id: ids.support },
    });
  });

  it('mails a reply in the inquiry’s language, keeps it in the thread and marks the inquiry answered', async () => {
    const text = 'Chúng tôi đã kiểm tra đơn hàng của bạn. {name}';
    const res = await call('owner', 'POST', `/api/studio/inquiries/${q.vi}/replies`, { body: `  ${text}  ` });
    expect(res.statusCode, res.body).toBe(200);
    const detail = res.json();
    expect(detail.status).toBe('answered');
    expect(detail.assignee.email).toBe('owner@inquiries.jp');
    expect(detail.replies).toEqual([expect.objectContaining({ author: 'owner@inquiries.jp', body: text })]);
    const [mail] = await listOutboxMail(t.deps.db, { to: 'lan@parents.vn', limit: 1 });
    expect(mail!.subject).toBe(`Re: [Omoide] Yêu cầu của bạn (mã số ${q.vi})`);
    expect(mail!.text).toContain('Kính gửi Nguyễn Thị Lan');
    expect(mail!.text).toContain(text);
    expect(mail!.text).toContain('Bộ phận hỗ trợ Omoide');
    expect(mail!.text).toContain('> Tôi không tải được ảnh.');
    expect(mail!.html).toBeNull();
    expect(mail!.headers).toMatchObject({ 'reply-to': 'support@omoide.test' });
    const [audit] = await auditOf(q.vi);
    expect(audit).toMatchObject({ action: 'inquiry.replied', after: { status: 'answered', body: text } });
    expect((await inbox('view=answered')).inquiries.map((i) => i.inquiry_id)).toEqual([q.vi]);
  });

  it('closes and reopens, audited; a closed inquiry takes no reply; each twice is a conflict', async () => {
    const closed = await call('support', 'POST', `/api/studio/inquiries/${q.old}/close`);
    expect(closed.statusCode).toBe(200);
    expect(closed.json().status).toBe('closed');
    expect((await call('support', 'POST', `/api/studio/inquiries/${q.old}/close`)).statusCode).toBe(409);
    const reply = await call(
      'support',
      'POST',
      `/api/studio/inquiries/${q.old}/replies`,
      { body: 'Hi' },
      'ja',
    );
    expect(reply.statusCode).toBe(409);
    expect(reply.json().display_message).toContain('再オープン');
    expect(await listOutboxMail(t.deps.db, { to: 'old@parents.jp' })).toEqual([]);
    expect(await idsOf('view=closed')).toEqual([q.old]);
    const reopened = await call('support', 'POST', `/api/studio/inquiries/${q.old}/reopen`);
    expect(reopened.json().status).toBe('open');
    expect((await call('support', 'POST', `/api/studio/inquiries/${q.old}/reopen`)).statusCode).toBe(409);
    // The inquiry shows its own history (its audit entries belong to no organisation's log).
    const shown = (await call('owner', 'GET', `/api/studio/inquiries/${q.old}`)).json();
    expect(shown.history.map((h: { action: string; actor: string }) => [h.action, h.actor])).toEqual([
      ['closed', 'support@inquiries.jp'],
      ['reopened', 'support@inquiries.jp'],
    ]);
    expect(
      (await auditOf(q.old)).map((row) => [row.action, (row.after as { status: string }).status]),
    ).toEqual([
      ['inquiry.closed', 'closed'],
      ['inquiry.reopened', 'open'],
    ]);
  });

  it('keeps nothing when the reply mail cannot be sent, and says so in the operator’s language', async () => {
    const send = vi.spyOn(t.deps.mailer, 'send').mockRejectedValueOnce(new Error('smtp down'));
    const res = await call(
      'support',
      'POST',
      `/api/studio/inquiries/${q.ja}/replies`,
      { body: 'Hello' },
      'ja',
    );
    send.mockRestore();
    expect(res.statusCode).toBe(502);
    expect(res.json().display_message).toContain('返信メールを送信できませんでした');
    const detail = (await call('support', 'GET', `/api/studio/inquiries/${q.ja}`)).json();
    expect(detail.status).toBe('open');
    expect(detail.replies).toEqual([]);
    expect((await auditOf(q.ja)).map((row) => row.action)).not.toContain('inquiry.replied');
  });

  it('refuses bad input with a translated 400 and an unknown inquiry with 404', async () => {
    for (const [url, body] of [
      [`/api/studio/inquiries/${q.ja}/replies`, { body: '   ' }],
      [`/api/studio/inquiries/${q.ja}/replies`, { body: 'x'.repeat(5001) }],
      [`/api/studio/inquiries/${q.ja}/assign`, { operator_id: 'me' }],
      ['/api/studio/inquiries/abc/close', undefined],
    ] as const) {
      const res = await call('support', 'POST', url, body, 'hant');
      expect(res.statusCode, url).toBe(400);
      expect(res.json().display_code).toMatch(/^VALIDATION-/);
      expect(res.json().display_message).toBe(res.json().display_message_lang.hant);
    }
    for (const query of ['view=spam', `q=${'x'.repeat(201)}`]) {
      const res = await call('support', 'GET', `/api/studio/inquiries?${query}`, undefined, 'vi');
      expect(res.statusCode, query).toBe(400);
    }
    const missing = await call('support', 'GET', '/api/studio/inquiries/999999', undefined, 'vi');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().display_message).toBe('Không tìm thấy yêu cầu hỗ trợ.');
    expect((await call('support', 'POST', '/api/studio/inquiries/999999/close')).statusCode).toBe(404);
  });
});
