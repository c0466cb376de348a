import { inflateSync } from 'node:zlib';
import { desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent, createMember, createOperator } from '../../../test/fixtures';
import { insertEventPhotos, insertOrder } from '../../../test/paid-orders';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { auditLog, events, imageItems, orderLines, orders } from '../../db/schema/index';
import { listOutboxMail } from '../../platform/mail/outbox.repo';
import { startOperatorSession } from '../operators/operators.service';
import { mediaKeyOf } from '../photos/media-url';

/** Print fulfilment in the studio (issue #15, docs/decisions/018), through the HTTP API. */
let t: TestApp;
let eventId: number;
let bulkEventId: number;
let orgId: number;
let staffToken: string;
let memberId: number;
let buyerToken: string;
let photos: number[];
let bulkPhotos: number[];

const SHIP_TO = {
  full_name: '佐藤 和子',
  full_name_kana: '',
  zip_code: '1040061',
  prefecture_id: '13',
  address1: '中央区銀座1-2-3',
  address2: '',
  address3: '',
  tel: '0312345678',
};

async function call(method: 'GET' | 'POST', url: string, body?: object, language = 'en-US') {
  return t.app.inject({
    method,
    url,
    payload: body,
    headers: { 'x-language': language, authorization: `Bearer ${staffToken}` },
  });
}

const buyer = () => ({ kind: 'member' as const, subject: String(memberId) });

async function printOrder(extra: Partial<Parameters<typeof insertOrder>[1]> = {}) {
  return insertOrder(t.deps.db, {
    buyer: buyer(),
    eventId,
    prints: [photos[0]!, photos[1]!],
    downloads: [photos[2]!],
    email: 'parent@fulfil.jp',
    ...extra,
  });
}

async function lastMailTo(to: string) {
  const [mail] = await listOutboxMail(t.deps.db, { to, limit: 1 });
  return mail;
}

beforeAll(async () => {
  t = await createTestApp();
  const fixture = await createEvent(t.deps.db, { code1: 'PRINT', code2: '11111', name: 'Sports day' });
  const bulk = await createEvent(t.deps.db, { code1: 'BULKS', code2: '22222', name: 'Graduation' });
  eventId = fixture.event.id;
  orgId = fixture.event.organizationId;
  bulkEventId = bulk.event.id;
  await t.deps.db
    .update(events)
    .set({ organizationId: orgId, shippingTypeId: 2 })
    .where(eq(events.id, bulkEventId));
  photos = await insertEventPhotos(t.deps.db, { eventId, categoryId: fixture.subCategory.id }, 3);
  bulkPhotos = await insertEventPhotos(
    t.deps.db,
    { eventId: bulkEventId, categoryId: bulk.subCategory.id },
    1,
  );
  const staff = await createOperator(t.deps.db, {
    email: 'staff@fulfil.jp',
    memberships: [{ organizationId: orgId, role: 'staff' }],
  });
  staffToken = (await startOperatorSession(t.deps, staff.id)).token;
  const member = await createMember(t.deps.db, { email: 'parent@fulfil.jp', organizationId: orgId });
  memberId = member.id;
  buyerToken = await t.tokenFor('member', String(memberId));
});
afterAll(() => t.close());

describe('print fulfilment (docs/decisions/018)', () => {
  it('lists the events with print orders and counts only paid orders that hold prints', async () => {
    await printOrder();
    await printOrder({ status: 'in_production' });
    // Not the lab's: a download-only order, an unpaid one, one whose refund was asked for.
    await insertOrder(t.deps.db, { buyer: buyer(), eventId, downloads: [photos[2]!] });
    await printOrder({ status: 'pending_payment' });
    const refunding = await printOrder();
    await t.deps.db.update(orders).set({ refundRequestedAt: new Date() }).where(eq(orders.id, refunding.id));

    const res = await call('GET', `/api/studio/organizations/${orgId}/print_events`);
    expect(res.statusCode, res.body).toBe(200);
    const sports = res.json().events.find((e: { event_id: number }) => e.event_id === eventId);
    expect(sports).toMatchObject({
      name: 'Sports day',
      shipping_type_id: 1,
      counts: { paid: 1, in_production: 1, shipped: 0 },
    });
  });

  it('lists an event’s print orders with the recipient, the print lines and their file names', async () => {
    const order = await printOrder({ shippingAddress: SHIP_TO });
    await t.deps.db
      .update(orderLines)
      .set({ crop: { size_id: 2, x: 10, y: 20, width: 300, height: 200 } })
      .where(eq(orderLines.orderId, order.id));
    const res = await call('GET', `/api/studio/events/${eventId}/print_orders?status=paid`, undefined, 'ja');
    expect(res.statusCode, res.body).toBe(200);
    const listed = res.json().orders.find((o: { order_id: number }) => o.order_id === order.id);
    expect(listed).toMatchObject({
      order_code: order.orderCode,
      status: 'paid',
      buyer_name: '佐藤 和子',
      ship_to: '〒1040061 東京都 中央区銀座1-2-3',
      shipment: null,
    });
    // The two prints, not the download; the trim the lab applies.
    expect(listed.lines).toEqual([
      expect.objectContaining({ file_name: 'IMG_0001.JPG', size_name: 'L判', quantity: 1 }),
      expect.objectContaining({ file_name: 'IMG_0002.JPG', size_name: 'L判', quantity: 1 }),
    ]);
    expect(listed.lines[0].crop).toEqual({ x: 10, y: 20, width: 300, height: 200 });
    expect(res.json().orders.every((o: { status: string }) => o.status === 'paid')).toBe(true);

    const bad = await call('GET', `/api/studio/events/${eventId}/print_orders?status=refunded`);
    expect(bad.statusCode).toBe(400);
  });

  it('puts a paid order in production once, audited; a second click is a clear 409', async () => {
    const order = await printOrder();
    const first = await call('POST', `/api/studio/orders/${order.id}/in_production`);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().status).toBe('in_production');
    const again = await call('POST', `/api/studio/orders/${order.id}/in_production`);
    expect(again.statusCode).toBe(409);
    expect(again.json().display_message).toContain('no longer waiting for production');

    const [entry] = await t.deps.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, order.orderCode))
      .orderBy(desc(auditLog.id));
    expect(entry).toMatchObject({
      action: 'order.in_production',
      actorLabel: 'staff@fulfil.jp',
      organizationId: orgId,
      before: expect.objectContaining({ status: 'paid' }),
      after: expect.objectContaining({ status: 'in_production' }),
    });
  });

  it('two clicks at once put the order in production exactly once', async () => {
    const order = await printOrder();
    const answers = await Promise.all([
      call('POST', `/api/studio/orders/${order.id}/in_production`),
      call('POST', `/api/studio/orders/${order.id}/in_production`),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const entries = await t.deps.db.select().from(auditLog).where(eq(auditLog.entityId, order.orderCode));
    expect(entries).toHaveLength(1);
  });

  it('ships with the carrier and tracking number: the buyer is mailed and sees it in the history', async () => {
    const order = await printOrder({ status: 'in_production', language: 'ja' });
    const missing = await call(
      'POST',
      `/api/studio/orders/${order.id}/shipment`,
      { carrier: 'yamato' },
      'ja',
    );
    expect(missing.statusCode).toBe(400);
    expect(missing.json().display_message).toBe('個別配送の注文には追跡番号を入力してください。');

    const res = await call('POST', `/api/studio/orders/${order.id}/shipment`, {
      carrier: 'yamato',
      tracking_number: '1234-5678-9012',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'shipped',
      shipment: {
        carrier: 'yamato',
        tracking_number: '123456789012',
        tracking_url: 'https://toi.kuronekoyamato.co.jp/cgi-bin/tneko?number01=123456789012',
      },
    });

    const mail = await lastMailTo('parent@fulfil.jp');
    expect(mail!.subject).toBe(`【Omoide】プリントを発送しました（${order.orderCode}）`);
    expect(mail!.text).toContain('配送業者: ヤマト運輸');
    expect(mail!.text).toContain('追跡番号: 123456789012');
    expect(mail!.text).toContain(`/history/${order.id}`);

    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/mypage/order/detail/${order.id}`,
      headers: { authorization: `Bearer ${buyerToken}` },
    });
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json()).toMatchObject({
      status: 'shipped',
      shipment: { carrier: 'yamato', tracking_number: '123456789012' },
    });
  });

  it('corrects a shipped order’s tracking number, keeps its shipping time and audits the correction', async () => {
    const order = await printOrder();
    const first = await call('POST', `/api/studio/orders/${order.id}/shipment`, {
      carrier: 'sagawa',
      tracking_number: '111122223333',
    });
    expect(first.statusCode, first.body).toBe(200);
    const fixed = await call('POST', `/api/studio/orders/${order.id}/shipment`, {
      carrier: 'japan_post',
      tracking_number: '999988887777',
    });
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect(fixed.json().shipment).toMatchObject({ carrier: 'japan_post', tracking_number: '999988887777' });
    expect(fixed.json().shipment.shipped_t).toBe(first.json().shipment.shipped_t);
    const actions = (
      await t.deps.db.select().from(auditLog).where(eq(auditLog.entityId, order.orderCode))
    ).map((row) => row.action);
    expect(actions).toEqual(['order.shipped', 'order.shipment_corrected']);
  });

  it('ships a bulk delivery to the school without a tracking number', async () => {
    const order = await insertOrder(t.deps.db, {
      buyer: buyer(),
      eventId: bulkEventId,
      shippingTypeId: 2,
      prints: [bulkPhotos[0]!],
      orderChildren: [{ child_name: '山田 太郎', class_name: 'さくら組' }],
      email: 'bulk@fulfil.jp',
      language: 'vi',
    });
    const listed = await call('GET', `/api/studio/events/${bulkEventId}/print_orders`);
    expect(listed.json().orders[0].children).toEqual([{ child_name: '山田 太郎', class_name: 'さくら組' }]);
    const res = await call('POST', `/api/studio/orders/${order.id}/shipment`, { carrier: 'other' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().shipment).toMatchObject({
      carrier: 'other',
      tracking_number: null,
      tracking_url: null,
    });
    const mail = await lastMailTo('bulk@fulfil.jp');
    expect(mail!.subject).toContain('Ảnh in của bạn đã được gửi');
    expect(mail!.text).toContain('Ảnh in được giao chung đến trường.');
  });

  it('refuses an order whose refund is under way, a download-only order and bad input, never a 500', async () => {
    const refunding = await printOrder();
    await t.deps.db.update(orders).set({ refundRequestedAt: new Date() }).where(eq(orders.id, refunding.id));
    const parcel = { carrier: 'yamato', tracking_number: '123' };
    expect((await call('POST', `/api/studio/orders/${refunding.id}/shipment`, parcel)).statusCode).toBe(409);
    expect((await call('POST', `/api/studio/orders/${refunding.id}/in_production`)).statusCode).toBe(409);

    const downloadOnly = await insertOrder(t.deps.db, { buyer: buyer(), eventId, downloads: [photos[2]!] });
    expect((await call('POST', `/api/studio/orders/${downloadOnly.id}/shipment`, parcel)).statusCode).toBe(
      404,
    );

    const order = await printOrder();
    for (const body of [
      { carrier: 'dhl', tracking_number: '1' },
      { carrier: 'yamato', tracking_number: '<script>' },
      { carrier: 'yamato', tracking_number: 'x'.repeat(41) },
      {},
    ]) {
      const res = await call('POST', `/api/studio/orders/${order.id}/shipment`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    const [row] = await t.deps.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.status).toBe('paid');
  });

  it('exports the lab’s print sheet as CSV: BOM, a header in the operator’s language, one row per print', async () => {
    const order = await printOrder({ shippingAddress: SHIP_TO, status: 'in_production' });
    await t.deps.db
      .update(orderLines)
      .set({ crop: { size_id: 2, x: 10, y: 20, width: 300, height: 200 } })
      .where(eq(orderLines.orderId, order.id));
    const res = await call(
      'GET',
      `/api/studio/events/${eventId}/print_sheet?status=in_production`,
      undefined,
      'ja',
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="print-sheet-event-${eventId}-in_production.csv"`,
    );
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const rows = res.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(rows[0]).toBe(
      '注文番号,状態,支払日時,お届け先氏名,郵便番号,都道府県,住所,電話番号,クラス,お子さま,ファイル名,写真ID,サイズ,枚数,トリミングX,トリミングY,トリミング幅,トリミング高さ',
    );
    const mine = rows.filter((row) => row.startsWith(order.orderCode));
    expect(mine).toHaveLength(2);
    expect(mine[0]).toMatch(
      new RegExp(
        `^${order.orderCode},in_production,\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2},佐藤 和子,1040061,東京都,中央区銀座1-2-3,09012345678,,,IMG_0001.JPG,${photos[0]},L判,1,10,20,300,200$`,
      ),
    );
    // Only in-production orders: the paid ones of the tests above are not on this sheet.
    expect(rows.slice(1).every((row) => row.split(',')[1] === 'in_production')).toBe(true);
  });

  it('makes the PDF contact sheet: a page per few orders, each print’s thumbnail, Japanese text in an embedded font', async () => {
    // Thumbnails as the derivative job stores them, for two of the photos.
    for (const [index, id] of photos.slice(0, 2).entries()) {
      const mediaKey = `sheet-${index}`;
      await t.deps.db
        .update(imageItems)
        .set({ mediaKey, width: 1200, height: 800 })
        .where(eq(imageItems.id, id));
      const jpeg = await sharp({ create: { width: 240, height: 160, channels: 3, background: '#3a7bd5' } })
        .jpeg()
        .toBuffer();
      await t.deps.storage.put(mediaKeyOf(mediaKey, 'thumb.jpg'), jpeg, 'image/jpeg');
    }
    await printOrder({ shippingAddress: SHIP_TO, status: 'in_production' });
    const res = await call(
      'GET',
      `/api/studio/events/${eventId}/contact_sheet?status=in_production`,
      undefined,
      'ja',
    );
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const pdf = res.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf);
    // The font is embedded (a subset of Noto Sans JP), and maps back to the recipient's kanji.
    expect(text).toMatch(/\/FontName \/[A-Z]{6}\+NotoSansJP/);
    for (const char of '佐藤和子東京都')
      expect(text).toContain(char.codePointAt(0)!.toString(16).padStart(4, '0'));
    // One image per print line of the in-production orders with a stored thumbnail.
    const inProduction = (
      await call('GET', `/api/studio/events/${eventId}/print_orders?status=in_production`)
    ).json().orders as { lines: unknown[] }[];
    const printLines = inProduction.reduce((sum, order) => sum + order.lines.length, 0);
    const images = (text.match(/\/Subtype \/Image/g) ?? []).length;
    expect(images).toBeGreaterThan(0);
    expect(images).toBeLessThanOrEqual(printLines);

    const empty = await call('GET', `/api/studio/events/${bulkEventId}/contact_sheet?status=paid`);
    expect(empty.statusCode).toBe(200);
    expect(empty.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});

/** A PDF's objects with their streams inflated, to look for fonts, images and Unicode maps. */
function pdfText(pdf: Buffer): string {
  const parts: string[] = [];
  let at = 0;
  for (;;) {
    const start = pdf.indexOf('stream\n', at);
    if (start < 0) break;
    const end = pdf.indexOf('\nendstream', start);
    parts.push(pdf.subarray(at, start).toString('latin1'));
    const body = pdf.subarray(start + 7, end);
    try {
      parts.push(inflateSync(body).toString('latin1'));
    } catch {
      // An image or a font program: not text.
    }
    at = end + 10;
  }
  parts.push(pdf.subarray(at).toString('latin1'));
  return parts.join('\n');
}
