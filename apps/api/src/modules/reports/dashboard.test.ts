// The studio's dashboard (issue #15): an organisation's figures over a period, and their CSV.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent, createMember, createOperator } from '../../../test/fixtures';
import { insertEventPhotos, insertOrder } from '../../../test/paid-orders';
import { createTestApp, type TestApp } from '../../../test/test-app';
import {
  childFaceFeedback,
  childFaceImages,
  children,
  events,
  orderDownloads,
  orders,
} from '../../db/schema/index';
import { startOperatorSession } from '../operators/operators.service';

let t: TestApp;
let orgId: number;
let sportsDay: number;
let graduation: number;
const tokens: Record<'owner' | 'staff' | 'support' | 'elsewhere', string> = {
  owner: '',
  staff: '',
  support: '',
  elsewhere: '',
};
type Who = keyof typeof tokens;
const at = (iso: string) => new Date(iso);
const seconds = (iso: string) => Math.floor(at(iso).getTime() / 1000);
// 11 to 13 May 2026 in Japan's day: 10 May 15:00 UTC to 13 May 15:00 UTC.
const PERIOD = `from_t=${seconds('2026-05-10T15:00:00Z')}&to_t=${seconds('2026-05-13T15:00:00Z')}`;
const call = (who: Who, path: string, language = 'en-US') =>
  t.app.inject({
    method: 'GET',
    url: `/api/studio/organizations/${orgId}/${path}`,
    headers: { 'x-language': language, authorization: `Bearer ${tokens[who]}` },
  });

beforeAll(async () => {
  t = await createTestApp();
  const db = t.deps.db;
  const a = await createEvent(db, { code1: 'DASHA', code2: '11111', name: 'Sports day' });
  const b = await createEvent(db, { code1: 'DASHB', code2: '22222', name: 'Graduation' });
  const elsewhere = await createEvent(db, { code1: 'DASHX', code2: '33333', name: 'Elsewhere' });
  orgId = a.event.organizationId;
  sportsDay = a.event.id;
  graduation = b.event.id;
  await db.update(events).set({ organizationId: orgId }).where(eq(events.id, graduation));
  const photos = await insertEventPhotos(db, { eventId: sportsDay, categoryId: a.subCategory.id }, 3);
  const otherPhotos = await insertEventPhotos(
    db,
    { eventId: elsewhere.event.id, categoryId: elsewhere.subCategory.id },
    1,
  );
  for (const role of ['owner', 'staff', 'support'] as const) {
    const operator = await createOperator(db, {
      email: `${role}@dashboard.jp`,
      memberships: [{ organizationId: orgId, role }],
    });
    tokens[role] = (await startOperatorSession(t.deps, operator.id)).token;
  }
  const stranger = await createOperator(db, {
    email: 'owner@elsewhere-dashboard.jp',
    memberships: [{ organizationId: elsewhere.event.organizationId, role: 'owner' }],
  });
  tokens.elsewhere = (await startOperatorSession(t.deps, stranger.id)).token;

  const member = await createMember(db, { email: 'parent@dashboard.jp', organizationId: orgId });
  const buyer = { kind: 'member' as const, subject: String(member.id) };
  const order = async (
    input: Omit<Parameters<typeof insertOrder>[1], 'buyer'>,
    values: Partial<typeof orders.$inferInsert>,
  ) => {
    const row = await insertOrder(db, { buyer, ...input });
    await db.update(orders).set(values).where(eq(orders.id, row.id));
    return row;
  };
  // 11 May (JST): a card order of two prints and a download, 00:30 in Japan (still 10 May in UTC) …
  const o1 = await order(
    { eventId: sportsDay, prints: [photos[0]!, photos[1]!], downloads: [photos[2]!] },
    { paidAt: at('2026-05-10T15:30:00Z') },
  );
  // … and a shipped PayPay print.
  await order(
    { eventId: sportsDay, status: 'shipped', prints: [photos[0]!] },
    { paidAt: at('2026-05-11T02:00:00Z'), paymentType: 'r_paypay' },
  );
  // 12 May: a Taiwan-dollar card download of the graduation, and a refunded yen download.
  await order(
    { eventId: graduation, downloads: [photos[1]!] },
    { paidAt: at('2026-05-12T01:00:00Z'), currencyTypeId: 3, totalInTax: 500, paymentType: 'tw_credit_card' },
  );
  const refunded = await order(
    { eventId: sportsDay, status: 'refunded', downloads: [photos[2]!] },
    { paidAt: at('2026-05-12T01:00:00Z'), refundedAt: at('2026-05-12T05:00:00Z') },
  );
  // Never counted: an unpaid order, one paid before the period, another organisation's.
  await order(
    { eventId: sportsDay, status: 'pending_payment', downloads: [photos[0]!] },
    { createdAt: at('2026-05-12T01:00:00Z') },
  );
  await order({ eventId: sportsDay, downloads: [photos[0]!] }, { paidAt: at('2026-04-01T01:00:00Z') });
  const foreign = await order(
    { eventId: elsewhere.event.id, downloads: [otherPhotos[0]!] },
    { paidAt: at('2026-05-12T01:00:00Z') },
  );
  await db.insert(orderDownloads).values([
    { orderId: o1.id, imageItemId: photos[2]!, kind: 'original', count: 3 },
    { orderId: o1.id, imageItemId: 0, kind: 'zip', count: 1 },
    { orderId: refunded.id, imageItemId: photos[2]!, kind: 'original', count: 5 },
    { orderId: foreign.id, imageItemId: otherPhotos[0]!, kind: 'original', count: 7 },
  ]);

  // Face search: one child with a registered face, whose parent confirmed one photo and rejected another.
  const [child] = await db
    .insert(children)
    .values({ memberId: member.id, name: '花子', relationship: 'mother' })
    .returning();
  await db.insert(children).values({ memberId: member.id, name: '太郎', relationship: 'mother' });
  const face = { boxX: 0.1, boxY: 0.1, boxWidth: 0.2, boxHeight: 0.2, score: 0.9 };
  await db.insert(childFaceImages).values({
    childId: child!.id,
    memberId: member.id,
    storageKey: 'faces/hanako.jpg',
    thumbnail: Buffer.from('x'),
    descriptor: Buffer.alloc(512),
    ...face,
  });
  const verdict = (imageItemId: number, eventId: number, v: 'confirmed' | 'rejected', createdAt: Date) =>
    db.insert(childFaceFeedback).values({ childId: child!.id, imageItemId, eventId, verdict: v, createdAt });
  await verdict(photos[0]!, sportsDay, 'confirmed', at('2026-05-11T03:00:00Z'));
  await verdict(photos[1]!, sportsDay, 'rejected', at('2026-05-12T03:00:00Z'));
  await verdict(photos[2]!, sportsDay, 'rejected', at('2026-04-01T03:00:00Z'));
  await verdict(otherPhotos[0]!, elsewhere.event.id, 'confirmed', at('2026-05-12T03:00:00Z'));
});
afterAll(() => t.close());

describe('the dashboard of a period', () => {
  it('counts sales per day in Japan, per currency, refunds apart, and only this organisation’s', async () => {
    const res = await call('owner', `dashboard?${PERIOD}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ time_zone: 'Asia/Tokyo', from_t: seconds('2026-05-10T15:00:00Z') });
    expect(body.sales_by_day).toEqual([
      {
        day: '2026-05-11',
        currency_type_id: 1,
        orders: 2,
        amount: 400,
        refunded_orders: 0,
        refunded_amount: 0,
      },
      {
        day: '2026-05-12',
        currency_type_id: 1,
        orders: 0,
        amount: 0,
        refunded_orders: 1,
        refunded_amount: 100,
      },
      {
        day: '2026-05-12',
        currency_type_id: 3,
        orders: 1,
        amount: 500,
        refunded_orders: 0,
        refunded_amount: 0,
      },
    ]);
    expect(body.sales_by_event).toEqual([
      {
        event_id: sportsDay,
        event_name: 'Sports day',
        currency_type_id: 1,
        orders: 2,
        amount: 400,
        refunded_orders: 1,
        refunded_amount: 100,
      },
      {
        event_id: graduation,
        event_name: 'Graduation',
        currency_type_id: 3,
        orders: 1,
        amount: 500,
        refunded_orders: 0,
        refunded_amount: 0,
      },
    ]);
  });

  it('splits downloads from prints and payment types, per currency', async () => {
    const body = (await call('support', `dashboard?${PERIOD}`)).json();
    expect(body.lines_by_type).toEqual([
      { currency_type_id: 1, price_type_id: 1, lines: 1, quantity: 1, amount: 100 },
      { currency_type_id: 1, price_type_id: 2, lines: 3, quantity: 3, amount: 300 },
      { currency_type_id: 3, price_type_id: 1, lines: 1, quantity: 1, amount: 100 },
    ]);
    expect(body.payment_types).toEqual([
      { currency_type_id: 1, payment_type: 'credit_card', orders: 1, amount: 300 },
      { currency_type_id: 1, payment_type: 'r_paypay', orders: 1, amount: 100 },
      { currency_type_id: 3, payment_type: 'tw_credit_card', orders: 1, amount: 500 },
    ]);
  });

  it('counts the downloads of paid orders and the face search verdicts of the period', async () => {
    const body = (await call('owner', `dashboard?${PERIOD}`)).json();
    expect(body.downloads).toEqual({
      orders_with_data: 2,
      orders_downloaded: 1,
      originals: 3,
      movies: 0,
      zips: 1,
    });
    expect(body.faces).toEqual({ children_with_faces: 1, children_matched: 1, confirmed: 1, rejected: 1 });
  });

  it('takes the last 30 days when no period is given', async () => {
    const before = Math.floor(Date.now() / 1000);
    const body = (await call('owner', 'dashboard')).json();
    expect(body.to_t).toBeGreaterThanOrEqual(before);
    expect(body.to_t - body.from_t).toBe(30 * 86_400);
    expect(body.sales_by_day).toEqual([]);
  });

  it('refuses a period that ends before it starts, lasts over 366 days or is not a number (translated 400)', async () => {
    const backwards = await call(
      'owner',
      `dashboard?from_t=${seconds('2026-05-13T00:00:00Z')}&to_t=${seconds('2026-05-01T00:00:00Z')}`,
      'ja',
    );
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().display_message).toBe('期間の開始は終了より前にしてください。');
    const long = await call(
      'owner',
      `dashboard.csv?from_t=${seconds('2025-01-01T00:00:00Z')}&to_t=${seconds('2026-05-01T00:00:00Z')}`,
    );
    expect(long.statusCode).toBe(400);
    expect(long.json().display_message).toContain('366 days');
    const text = await call('owner', 'dashboard?from_t=yesterday', 'vi');
    expect(text.statusCode).toBe(400);
    expect(text.json().display_message_lang.vi).toBeTruthy();
  });
});

describe('who reads the dashboard', () => {
  it('lets the owner and support in, not staff nor another organisation’s owner', async () => {
    expect((await call('support', 'dashboard')).statusCode).toBe(200);
    expect((await call('support', 'dashboard.csv')).statusCode).toBe(200);
    expect((await call('staff', 'dashboard')).statusCode).toBe(403);
    expect((await call('staff', 'dashboard.csv')).statusCode).toBe(403);
    expect((await call('elsewhere', 'dashboard')).statusCode).toBe(403);
  });
});

describe('the CSV', () => {
  it('is for Excel: a byte-order mark, CRLF, headers and sections in the operator’s language', async () => {
    const res = await call('owner', `dashboard.csv?${PERIOD}`, 'ja');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="dashboard-${orgId}-2026-05-11-2026-05-13.csv"`,
    );
    const text = res.body;
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.slice(1).split('\r\n');
    expect(lines[0]).toBe('区分,項目,通貨,件数,金額（税込）,返金件数,返金額');
    expect(lines[1]).toBe('期間,2026-05-11 – 2026-05-13 (Asia/Tokyo),,,,,');
    expect(lines).toContain('日別売上,2026-05-12,TWD,1,500,0,0');
    expect(lines).toContain('イベント別売上,Sports day,JPY,2,400,1,100');
    expect(lines).toContain('ダウンロードとプリント,プリント,JPY,3,300,,');
    expect(lines).toContain('支払い方法,PayPay,JPY,1,100,,');
    expect(lines).toContain('ダウンロード,写真のダウンロード回数,,3,,,');
    expect(lines).toContain('顔検索,本人と確認された写真,,1,,,');

    const english = (await call('owner', `dashboard.csv?${PERIOD}`)).body.slice(1).split('\r\n');
    expect(english[0]).toBe('Section,Item,Currency,Count,Amount (tax incl.),Refunded orders,Refunded amount');
    expect(english).toContain('Payment type,Credit card (Taiwan),TWD,1,500,,');
  });
});
