// One writer of the audit log (docs/decisions/030): entries of installation-wide changes
// (content, inquiries) go under the organisation the operator acted from, an order's refund
// or cancel under the order's organisation, and every organisation's log still shows what it
// showed before (content changes everywhere, its members' entries without one).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent, createMember, createOperator } from '../../../test/fixtures';
import { insertOrder } from '../../../test/paid-orders';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { auditLog } from '../../db/schema/index';
import { insertInquiry } from '../inquiries/inquiry.repo';
import { startOperatorSession } from './operators.service';

let t: TestApp;
let orgA: number;
let orgB: number;
let eventA: number;
const tokens = { ownerA: '', ownerB: '', ownerOfBoth: '', supportA: '' };

const call = (who: keyof typeof tokens, method: 'GET' | 'POST', url: string, body?: object) =>
  t.app.inject({ method, url, payload: body, headers: { authorization: `Bearer ${tokens[who]}` } });
const entriesOf = (entityType: string, entityId: string | number) =>
  t.deps.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.entityId, String(entityId)))
    .then((rows) => rows.filter((row) => row.entityType === entityType));
const logOf = async (who: keyof typeof tokens, organizationId: number) => {
  const res = await call(who, 'GET', `/api/studio/organizations/${organizationId}/audit`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().entries as { action: string; entity_id: string }[]).map(
    (e) => `${e.action} ${e.entity_id}`,
  );
};
const all = (text: string) => ({ ja: text, hant: text, vi: text, 'en-US': text });
const inquiry = () =>
  insertInquiry(t.deps.db, {
    email: 'parent@audit.jp',
    name: 'Parent',
    category: 'other',
    body: 'Where are my photos?',
    language: 'en-US',
  });

beforeAll(async () => {
  t = await createTestApp();
  const db = t.deps.db;
  const a = await createEvent(db, { code1: 'AUDTA', code2: '11111', name: 'A' });
  const b = await createEvent(db, { code1: 'AUDTB', code2: '22222', name: 'B' });
  orgA = a.event.organizationId;
  orgB = b.event.organizationId;
  eventA = a.event.id;
  const people = {
    ownerA: [{ organizationId: orgA, role: 'owner' }],
    ownerB: [{ organizationId: orgB, role: 'owner' }],
    ownerOfBoth: [
      { organizationId: orgA, role: 'owner' },
      { organizationId: orgB, role: 'owner' },
    ],
    supportA: [{ organizationId: orgA, role: 'support' }],
  } as const;
  for (const [who, memberships] of Object.entries(people)) {
    const operator = await createOperator(db, { email: `${who}@audit.jp`, memberships: [...memberships] });
    tokens[who as keyof typeof tokens] = (await startOperatorSession(t.deps, operator.id)).token;
  }
});
afterAll(() => t.close());

describe('the organisation of an audit entry', () => {
  it('records a content change under the editor’s organisation, shown in every organisation’s log', async () => {
    const res = await call('ownerA', 'POST', '/api/studio/news', {
      display_text: all('Photos are up'),
      body_html: all('<p>Body</p>'),
      published_t: Math.floor(Date.now() / 1000) - 60,
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().id as number;
    const [entry] = await entriesOf('news', id);
    expect(entry).toMatchObject({ action: 'content.news_created', organizationId: orgA });
    expect(await logOf('ownerA', orgA)).toContain(`content.news_created ${id}`);
    expect(await logOf('ownerB', orgB)).toContain(`content.news_created ${id}`);
  });

  it('records an inquiry’s change under the organisation its operator answers from', async () => {
    const row = await inquiry();
    const res = await call('supportA', 'POST', `/api/studio/inquiries/${row.id}/close`);
    expect(res.statusCode, res.body).toBe(200);
    expect(await entriesOf('inquiry', row.id)).toMatchObject([
      { action: 'inquiry.closed', organizationId: orgA },
    ]);
    expect(await logOf('ownerA', orgA)).toContain(`inquiry.closed ${row.id}`);
    expect(await logOf('ownerB', orgB)).not.toContain(`inquiry.closed ${row.id}`);
    // The inquiry's own history reads every entry, whatever organisation it went under.
    const detail = await call('ownerB', 'GET', `/api/studio/inquiries/${row.id}`);
    expect(detail.json().history).toMatchObject([{ action: 'closed', actor: 'supporta@audit.jp' }]);
  });

  it('leaves it open when the operator answers from several organisations: each log shows it', async () => {
    const row = await inquiry();
    expect((await call('ownerOfBoth', 'POST', `/api/studio/inquiries/${row.id}/close`)).statusCode).toBe(200);
    expect(await entriesOf('inquiry', row.id)).toMatchObject([
      { action: 'inquiry.closed', organizationId: null },
    ]);
    expect(await logOf('ownerA', orgA)).toContain(`inquiry.closed ${row.id}`);
    expect(await logOf('ownerB', orgB)).toContain(`inquiry.closed ${row.id}`);
  });

  it('records a cancel and a refund under the order’s organisation', async () => {
    const member = await createMember(t.deps.db, { email: 'buyer@audit.jp', organizationId: orgA });
    const buyer = { kind: 'member' as const, subject: String(member.id) };
    const open = await insertOrder(t.deps.db, {
      buyer,
      eventId: eventA,
      status: 'pending_payment',
      downloads: [],
    });
    const cancel = await call('ownerA', 'POST', `/api/studio/orders/${open.id}/cancel`, { reason: 'asked' });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(await entriesOf('order', open.orderCode)).toMatchObject([
      { action: 'order.cancelled', organizationId: orgA },
    ]);
    const paid = await insertOrder(t.deps.db, { buyer, eventId: eventA, downloads: [] });
    const refund = await call('ownerOfBoth', 'POST', `/api/studio/orders/${paid.id}/refund`, {
      reason: 'asked',
    });
    expect(refund.statusCode, refund.body).toBe(200);
    const entries = await entriesOf('order', paid.orderCode);
    expect(entries.map((entry) => [entry.action, entry.organizationId])).toEqual([
      ['order.refund_requested', orgA],
      ['order.refunded', orgA],
    ]);
    expect(await logOf('ownerB', orgB)).not.toContain(`order.refunded ${paid.orderCode}`);
  });
});
