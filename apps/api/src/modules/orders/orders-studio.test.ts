// The studio's orders (issue #15): search, detail with its history, cancel and refund.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent, createMember, createOperator, createOperatorApiKey } from '../../../test/fixtures';
import { insertEventPhotos, insertOrder } from '../../../test/paid-orders';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { auditLog, events, guests, orderDownloads, orders } from '../../db/schema/index';
import { listOutboxMail } from '../../platform/mail/outbox.repo';
import { startOperatorSession } from '../operators/operators.service';
import { newOrderCode } from './order-code';
import { STUDIO_ORDERS_PAGE_SIZE } from './orders-studio.service';

let t: TestApp;
let orgId: number;
let sportsDay: number;
let graduation: number;
let bulkEvent: number;
const tokens: Record<'owner' | 'staff' | 'support' | 'elsewhere', string> = {
  owner: '',
  staff: '',
  support: '',
  elsewhere: '',
};
let staffKey = '';
/** o1: a member's paid card order (prints and a download); o2: a guest's unpaid PayPay order; o3: shipped, Taiwan card. */
const o = {} as Record<'o1' | 'o2' | 'o3' | 'otherOrg', typeof orders.$inferSelect>;

type Who = keyof typeof tokens | 'staffKey';
const call = (who: Who, method: 'GET' | 'POST', url: string, body?: object, language = 'en-US') =>
  t.app.inject({
    method,
    url,
    payload: body,
    headers: {
      'x-language': language,
      ...(who === 'staffKey' ? { 'x-api-key': staffKey } : { authorization: `Bearer ${tokens[who]}` }),
    },
  });
const list = async (query: string, who: Who = 'staff') => {
  const res = await call(who, 'GET', `/api/studio/organizations/${orgId}/orders?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { orders: { order_code: string }[]; next_page: boolean; next_index: number | null };
};
const codes = async (query: string) => (await list(query)).orders.map((row) => row.order_code);
const at = (iso: string) => new Date(iso);
const seconds = (iso: string) => Math.floor(at(iso).getTime() / 1000);
const auditOf = (code: string) =>
  t.deps.db.select().from(auditLog).where(eq(auditLog.entityId, code)).orderBy(auditLog.id);
const rowOf = async (id: number) => (await t.deps.db.select().from(orders).where(eq(orders.id, id)))[0]!;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.deps.db;
  const a = await createEvent(db, { code1: 'ORDRA', code2: '11111', name: 'Sports day' });
  const b = await createEvent(db, { code1: 'ORDRB', code2: '22222', name: 'Graduation' });
  const c = await createEvent(db, { code1: 'ORDRC', code2: '33333', name: 'Bulk' });
  const elsewhere = await createEvent(db, { code1: 'ORDRX', code2: '44444', name: 'Elsewhere' });
  orgId = a.event.organizationId;
  sportsDay = a.event.id;
  graduation = b.event.id;
  bulkEvent = c.event.id;
  for (const id of [graduation, bulkEvent])
    await db.update(events).set({ organizationId: orgId }).where(eq(events.id, id));
  const photos = await insertEventPhotos(db, { eventId: sportsDay, categoryId: a.subCategory.id }, 2);
  for (const role of ['owner', 'staff', 'support'] as const) {
    const operator = await createOperator(db, {
      email: `${role}@orders.jp`,
      memberships: [{ organizationId: orgId, role }],
    });
    tokens[role] = (await startOperatorSession(t.deps, operator.id)).token;
    if (role === 'staff') staffKey = await createOperatorApiKey(t.deps, operator.id);
  }
  const stranger = await createOperator(db, {
    email: 'owner@elsewhere.jp',
    memberships: [{ organizationId: elsewhere.event.organizationId, role: 'owner' }],
  });
  tokens.elsewhere = (await startOperatorSession(t.deps, stranger.id)).token;

  const member = await createMember(db, { email: 'Parent@Orders.jp', organizationId: orgId });
  const buyer = { kind: 'member' as const, subject: String(member.id) };
  const [guest] = await db.insert(guests).values({ email: 'guest@orders.jp' }).returning();
  const set = async (id: number, values: Partial<typeof orders.$inferInsert>) =>
    (await db.update(orders).set(values).where(eq(orders.id, id)).returning())[0]!;

  const o1 = await insertOrder(db, {
    buyer,
    eventId: sportsDay,
    prints: [photos[0]!],
    downloads: [photos[1]!],
    email: 'parent@orders.jp',
    language: 'vi',
  });
  o.o1 = await set(o1.id, {
    orderCode: newOrderCode(),
    createdAt: at('2026-05-01T10:00:00Z'),
    cardBrand: 'visa',
    cardLast4: '4242',
  });
  const o2 = await insertOrder(db, {
    buyer: { kind: 'guest', subject: String(guest!.id) },
    eventId: graduation,
    status: 'pending_payment',
    downloads: [photos[1]!],
    email: 'guest@orders.jp',
  });
  o.o2 = await set(o2.id, { createdAt: at('2026-05-10T10:00:00Z'), paymentType: 'r_paypay' });
  const o3 = await insertOrder(db, { buyer, eventId: sportsDay, status: 'shipped', prints: [photos[0]!] });
  o.o3 = await set(o3.id, { createdAt: at('2026-06-01T10:00:00Z'), paymentType: 'tw_credit_card' });
  const other = await insertOrder(db, { buyer, eventId: elsewhere.event.id, downloads: [] });
  o.otherOrg = other;
  // A full page and a bit of one event's orders, all placed now.
  for (let i = 0; i < STUDIO_ORDERS_PAGE_SIZE + 2; i++)
    await insertOrder(db, { buyer, eventId: bulkEvent, downloads: [photos[1]!] });
  await db.insert(orderDownloads).values([
    { orderId: o1.id, imageItemId: photos[1]!, kind: 'original', count: 3 },
    { orderId: o1.id, imageItemId: 0, kind: 'zip', count: 2 },
  ]);
});
afterAll(() => t.close());

describe('GET /api/studio/organizations/{organization_id}/orders', () => {
  const may = `from_t=${seconds('2026-05-01T00:00:00Z')}&to_t=${seconds('2026-06-01T00:00:00Z')}`;

  it('filters by state, payment type, event, dates, buyer e-mail and order code', async () => {
    expect(await codes('status=pending_payment')).toEqual([o.o2.orderCode]);
    expect(await codes('payment_type=tw_credit_card')).toEqual([o.o3.orderCode]);
    expect(await codes(`event_id=${graduation}`)).toEqual([o.o2.orderCode]);
    // Newest first, the end excluded.
    expect(await codes(may)).toEqual([o.o2.orderCode, o.o1.orderCode]);
    // Part of the member's account e-mail, any case; a guest's e-mail.
    expect(await codes(`email=parent%40ORDERS&event_id=${sportsDay}`)).toEqual([
      o.o3.orderCode,
      o.o1.orderCode,
    ]);
    expect(await codes('email=guest%40')).toEqual([o.o2.orderCode]);
    // A code typed in lower case; filters combine.
    expect(await codes(`code=${o.o1.orderCode.toLowerCase()}`)).toEqual([o.o1.orderCode]);
    expect(await codes(`code=${o.o3.orderCode}`)).toEqual([o.o3.orderCode]);
    expect(await codes(`code=${o.o1.orderCode}&status=shipped`)).toEqual([]);
    // LIKE's wildcards are text, not patterns.
    expect(await codes('email=%25')).toEqual([]);
  });

  it('answers the columns of a row, and never another organisation’s orders', async () => {
    const { orders: rows } = (await list('status=pending_payment')) as unknown as {
      orders: Record<string, unknown>[];
    };
    expect(rows[0]).toEqual({
      order_id: o.o2.id,
      order_code: o.o2.orderCode,
      created_t: seconds('2026-05-10T10:00:00Z'),
      buyer_kind: 'guest',
      buyer_email: 'guest@orders.jp',
      event_id: graduation,
      // The event as the studio names it everywhere (issue 29), not the order's snapshot.
      event_name: 'Graduation',
      payment_type: 'r_paypay',
      total_in_tax: 100,
      currency_type_id: 1,
      status: 'pending_payment',
      refund_pending: false,
    });
    expect(await codes(`code=${o.otherOrg.orderCode}`)).toEqual([]);
    const answer = (await list('')) as unknown as { events: { name: string }[] };
    expect(answer.events.map((e) => e.name).sort()).toEqual(['Bulk', 'Graduation', 'Sports day']);
  });

  it('pages newest first with next_index (spec §3)', async () => {
    const first = await list(`event_id=${bulkEvent}`);
    expect(first.orders).toHaveLength(STUDIO_ORDERS_PAGE_SIZE);
    expect(first).toMatchObject({ next_page: true, next_index: STUDIO_ORDERS_PAGE_SIZE });
    const second = await list(`event_id=${bulkEvent}&next_index=${first.next_index}`);
    expect(second).toMatchObject({ next_page: false, next_index: null });
    expect(second.orders).toHaveLength(2);
    const all = [...first.orders, ...second.orders].map((row) => row.order_code);
    expect(new Set(all).size).toBe(STUDIO_ORDERS_PAGE_SIZE + 2);
    const ids = (first.orders as unknown as { order_id: number }[]).map((row) => row.order_id);
    expect(ids).toEqual([...ids].sort((x, y) => y - x));
  });

  it('refuses a bad filter with a translated 400', async () => {
    for (const query of ['status=lost', 'payment_type=cash', 'event_id=abc', 'from_t=-1']) {
      const res = await call(
        'staff',
        'GET',
        `/api/studio/organizations/${orgId}/orders?${query}`,
        undefined,
        'ja',
      );
      expect(res.statusCode, query).toBe(400);
      const body = res.json();
      expect(body.display_code).toMatch(/^VALIDATION-/);
      expect(body.display_message).toBe(body.display_message_lang.ja);
      expect(body.display_message).not.toBe(body.display_message_lang['en-US']);
    }
  });

  it('is read by owners, staff, support and API keys; not by another organisation', async () => {
    for (const who of ['owner', 'support', 'staffKey'] as const)
      expect((await call(who, 'GET', `/api/studio/organizations/${orgId}/orders`)).statusCode).toBe(200);
    expect((await call('elsewhere', 'GET', `/api/studio/organizations/${orgId}/orders`)).statusCode).toBe(
      403,
    );
  });
});

describe('GET /api/studio/orders/{order_id}', () => {
  it('shows lines, totals, buyer, payment, downloads and every step with who did it', async () => {
    // Staff send the prints to the lab (fulfilment), which the history names.
    expect((await call('staff', 'POST', `/api/studio/orders/${o.o1.id}/in_production`)).statusCode).toBe(200);
    const res = await call('support', 'GET', `/api/studio/orders/${o.o1.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const detail = res.json();
    expect(detail).toMatchObject({
      order_code: o.o1.orderCode,
      organization_id: orgId,
      status: 'in_production',
      buyer: { kind: 'member', email: 'parent@orders.jp' },
      home_address: { full_name: '山田 花子' },
      payment: { payment_type: 'credit_card', card_brand: 'visa', card_last4: '4242', cvs_slip: null },
      downloads: { total: 5 },
      may: { refund: true, cancel: false, over_limit: false },
    });
    expect(detail.totals.total_in_tax).toBe(200);
    expect(detail.lines).toHaveLength(2);
    expect(detail.lines[0]).toMatchObject({ quantity: 1, unit_price: 100, crop: null });
    expect(detail.lines.map((l: { size_name: string }) => l.size_name).sort()).toEqual([
      'Download',
      'L size',
    ]);
    expect(detail.lines[0].thumbnail_url).toMatch(/^\/media\/.+\/thumb\.jpg$/);
    const steps = detail.timeline.map((s: { step: string; by: { kind: string; label: string } }) => [
      s.step,
      s.by.kind,
      s.by.label,
    ]);
    expect(steps).toEqual([
      ['created', 'buyer', 'parent@orders.jp'],
      ['paid', 'provider', 'credit_card'],
      ['in_production', 'operator', 'staff@orders.jp'],
    ]);
  });

  it('answers 404 for an order of another organisation, and for no order', async () => {
    const other = await call('owner', 'GET', `/api/studio/orders/${o.otherOrg.id}`, undefined, 'ja');
    expect(other.statusCode).toBe(404);
    expect(other.json().display_message).toBe(other.json().display_message_lang.ja);
    expect((await call('owner', 'GET', '/api/studio/orders/99999999')).statusCode).toBe(404);
    // Nor may it be refunded from there.
    const refund = await call('owner', 'POST', `/api/studio/orders/${o.otherOrg.id}/refund`, { reason: 'x' });
    expect(refund.statusCode).toBe(404);
    expect((await rowOf(o.otherOrg.id)).status).toBe('paid');
  });
});

describe('POST /api/studio/orders/{order_id}/refund and /cancel', () => {
  it('requires a reason (400) and a person: an API key may read but not refund', async () => {
    const noReason = await call(
      'owner',
      'POST',
      `/api/studio/orders/${o.o3.id}/refund`,
      { reason: '  ' },
      'vi',
    );
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().display_message).toBe(noReason.json().display_message_lang.vi);
    const byKey = await call('staffKey', 'POST', `/api/studio/orders/${o.o3.id}/refund`, { reason: 'x' });
    expect(byKey.statusCode).toBe(403);
    expect((await call('staffKey', 'GET', `/api/studio/orders/${o.o3.id}`)).statusCode).toBe(200);
    expect((await rowOf(o.o3.id)).status).toBe('shipped');
  });

  it('lets support refund up to its limit only, with a translated 403 above it', async () => {
    await t.deps.db.update(orders).set({ totalInTax: 12_000 }).where(eq(orders.id, o.o3.id));
    const seen = (await call('support', 'GET', `/api/studio/orders/${o.o3.id}`)).json();
    expect(seen.may).toEqual({ refund: false, cancel: false, over_limit: true });
    const refused = await call(
      'support',
      'POST',
      `/api/studio/orders/${o.o3.id}/refund`,
      { reason: 'x' },
      'ja',
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json().display_code).toBe('STUDIO-REFUND-LIMIT');
    expect(refused.json().display_message).toContain('10,000 JPY');
    expect((await rowOf(o.o3.id)).status).toBe('shipped');
    expect(await auditOf(o.o3.orderCode)).toEqual([]);
    // Staff do not give money back (issue 29); the owner has no limit.
    const staff = await call('staff', 'POST', `/api/studio/orders/${o.o3.id}/refund`, {
      reason: 'lost parcel',
    });
    expect(staff.statusCode).toBe(403);
    const owner = await call('owner', 'POST', `/api/studio/orders/${o.o3.id}/refund`, {
      reason: 'lost parcel',
    });
    expect(owner.statusCode, owner.body).toBe(200);
    expect(owner.json()).toMatchObject({ outcome: 'refunded', order: { status: 'refunded' } });
  });

  it('refunds as support under the limit, audited before and after, and mails the buyer', async () => {
    const res = await call('support', 'POST', `/api/studio/orders/${o.o1.id}/refund`, {
      reason: 'duplicate',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().outcome).toBe('refunded');
    const row = await rowOf(o.o1.id);
    expect(row).toMatchObject({
      status: 'refunded',
      refundRequestedBy: 'support@orders.jp',
      refundReason: 'duplicate',
    });
    const audit = (await auditOf(o.o1.orderCode)).filter((entry) => entry.action !== 'order.in_production');
    expect(audit.map((entry) => [entry.action, entry.actorLabel, entry.organizationId])).toEqual([
      ['order.refund_requested', 'support@orders.jp', orgId],
      ['order.refunded', 'support@orders.jp', orgId],
    ]);
    expect(audit[1]!.before).toMatchObject({ status: 'in_production', total_in_tax: 200 });
    expect(audit[1]!.after).toMatchObject({ status: 'refunded', refund_reason: 'duplicate' });
    const steps = res.json().order.timeline.map((s: { step: string }) => s.step);
    expect(steps).toEqual(['created', 'paid', 'in_production', 'refund_requested', 'refunded']);
    const mails = await listOutboxMail(t.deps.db, { to: 'parent@orders.jp', limit: 10 });
    expect(mails.filter((mail) => mail.subject.includes(o.o1.orderCode))).toHaveLength(1);
    // A repeat changes nothing, mails and audits nothing more.
    expect(
      (await call('owner', 'POST', `/api/studio/orders/${o.o1.id}/refund`, { reason: 'again' })).json(),
    ).toMatchObject({ outcome: 'refunded' });
    expect((await auditOf(o.o1.orderCode)).length).toBe(audit.length + 1);
    expect(await listOutboxMail(t.deps.db, { to: 'parent@orders.jp', limit: 10 })).toHaveLength(mails.length);
  });

  it('cancels an unpaid order, audited; refuses to refund one, or cancel an ended one (409)', async () => {
    const refund = await call('owner', 'POST', `/api/studio/orders/${o.o2.id}/refund`, { reason: 'x' });
    expect(refund.statusCode).toBe(409);
    const res = await call('support', 'POST', `/api/studio/orders/${o.o2.id}/cancel`, {
      reason: 'asked by phone',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ outcome: 'cancelled', order: { status: 'cancelled' } });
    const audit = await auditOf(o.o2.orderCode);
    expect(audit.map((entry) => entry.action)).toEqual(['order.cancelled']);
    expect(audit[0]!.before).toMatchObject({ status: 'pending_payment' });
    expect(audit[0]!.after).toMatchObject({ status: 'cancelled', failure_code: 'cancelled_by_operator' });
    const last = res.json().order.timeline.at(-1);
    expect(last).toMatchObject({ step: 'cancelled', by: { kind: 'operator', label: 'support@orders.jp' } });
    const again = await call(
      'owner',
      'POST',
      `/api/studio/orders/${o.o2.id}/cancel`,
      { reason: 'x' },
      'hant',
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().display_message).toBe(again.json().display_message_lang.hant);
  });
});
