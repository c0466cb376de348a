import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { insertOrder } from '../../../test/paid-orders';
import { auditLog, orderLines, orders } from '../../db/schema/index';
import { SHIP_TO, useFulfilmentFixture } from './fulfilment-test-kit';

/** Print fulfilment in the studio (issue #15, docs/decisions/018), through the HTTP API. */
const f = useFulfilmentFixture();

describe('print fulfilment (docs/decisions/018)', () => {
  it('lists the events with print orders and counts only paid orders that hold prints', async () => {
    await f.printOrder();
    await f.printOrder({ status: 'in_production' });
    // Not the lab's: a download-only order, an unpaid one, one whose refund was asked for.
    await insertOrder(f.t.deps.db, { buyer: f.buyer, eventId: f.eventId, downloads: [f.photos[2]!] });
    await f.printOrder({ status: 'pending_payment' });
    const refunding = await f.printOrder();
    await f.t.deps.db
      .update(orders)
      .set({ refundRequestedAt: new Date() })
      .where(eq(orders.id, refunding.id));

    const res = await f.call('GET', `/api/studio/organizations/${f.orgId}/print_events`);
    expect(res.statusCode, res.body).toBe(200);
    const sports = res.json().events.find((e: { event_id: number }) => e.event_id === f.eventId);
    expect(sports).toMatchObject({
      name: 'Sports day',
      shipping_type_id: 1,
      counts: { paid: 1, in_production: 1, shipped: 0 },
    });
  });

  it('lists an event’s print orders with the recipient, the print lines and their file names', async () => {
    const order = await f.printOrder({ shippingAddress: SHIP_TO });
    await f.t.deps.db
      .update(orderLines)
      .set({ crop: { size_id: 2, x: 10, y: 20, width: 300, height: 200 } })
      .where(eq(orderLines.orderId, order.id));
    const res = await f.call(
      'GET',
      `/api/studio/events/${f.eventId}/print_orders?status=paid`,
      undefined,
      'ja',
    );
    expect(res.statusCode, res.body).toBe(200);
    const listed = res.json().orders.find((o: { order_id: number }) => o.order_id === order.id);
    expect(listed).toMatchObject({
      order_code: order.orderCode,
      status: 'paid',
      buyer_name: '佐藤 和子',
      ship_to: '〒104-0061 東京都 中央区銀座1-2-3',
      shipment: null,
    });
    // The two prints, not the download; the trim the lab applies.
    expect(listed.lines).toEqual([
      expect.objectContaining({ file_name: 'IMG_0001.JPG', size_name: 'L判', quantity: 1 }),
      expect.objectContaining({ file_name: 'IMG_0002.JPG', size_name: 'L判', quantity: 1 }),
    ]);
    expect(listed.lines[0].crop).toEqual({ x: 10, y: 20, width: 300, height: 200 });
    expect(res.json().orders.every((o: { status: string }) => o.status === 'paid')).toBe(true);

    const bad = await f.call('GET', `/api/studio/events/${f.eventId}/print_orders?status=refunded`);
    expect(bad.statusCode).toBe(400);
  });

  it('puts a paid order in production once, audited; a second click is a clear 409', async () => {
    const order = await f.printOrder();
    const first = await f.call('POST', `/api/studio/orders/${order.id}/in_production`);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().status).toBe('in_production');
    const again = await f.call('POST', `/api/studio/orders/${order.id}/in_production`);
    expect(again.statusCode).toBe(409);
    expect(again.json().display_message).toContain('no longer waiting for production');

    const [entry] = await f.t.deps.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, order.orderCode))
      .orderBy(desc(auditLog.id));
    expect(entry).toMatchObject({
      action: 'order.in_production',
      actorLabel: 'staff@fulfil.jp',
      organizationId: f.orgId,
      before: expect.objectContaining({ status: 'paid' }),
      after: expect.objectContaining({ status: 'in_production' }),
    });
  });

  it('two clicks at once put the order in production exactly once', async () => {
    const order = await f.printOrder();
    const answers = await Promise.all([
      f.call('POST', `/api/studio/orders/${order.id}/in_production`),
      f.call('POST', `/api/studio/orders/${order.id}/in_production`),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const entries = await f.t.deps.db.select().from(auditLog).where(eq(auditLog.entityId, order.orderCode));
    expect(entries).toHaveLength(1);
  });

  it('ships with the carrier and tracking number: the buyer is mailed and sees it in the history', async () => {
    const order = await f.printOrder({ status: 'in_production', language: 'ja' });
    const missing = await f.call(
      'POST',
      `/api/studio/orders/${order.id}/shipment`,
      { carrier: 'yamato' },
      'ja',
    );
    expect(missing.statusCode).toBe(400);
    expect(missing.json().display_message).toBe('個別配送の注文には追跡番号を入力してください。');

    const res = await f.call('POST', `/api/studio/orders/${order.id}/shipment`, {
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

    const mail = await f.lastMailTo('parent@fulfil.jp');
    expect(mail!.subject).toBe(`【Omoide】プリントを発送しました（${order.orderCode}）`);
    expect(mail!.text).toContain('配送業者: ヤマト運輸');
    expect(mail!.text).toContain('追跡番号: 123456789012');
    expect(mail!.text).toContain(`/history/${order.id}`);

    const detail = await f.t.app.inject({
      method: 'GET',
      url: `/api/mypage/order/detail/${order.id}`,
      headers: { authorization: `Bearer ${f.buyerToken}` },
    });
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json()).toMatchObject({
      status: 'shipped',
      shipment: { carrier: 'yamato', tracking_number: '123456789012' },
    });
  });

  it('corrects a shipped order’s tracking number, keeps its shipping time and audits the correction', async () => {
    const order = await f.printOrder();
    const first = await f.call('POST', `/api/studio/orders/${order.id}/shipment`, {
      carrier: 'sagawa',
      tracking_number: '111122223333',
    });
    expect(first.statusCode, first.body).toBe(200);
    const fixed = await f.call('POST', `/api/studio/orders/${order.id}/shipment`, {
      carrier: 'japan_post',
      tracking_number: '999988887777',
    });
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect(fixed.json().shipment).toMatchObject({ carrier: 'japan_post', tracking_number: '999988887777' });
    expect(fixed.json().shipment.shipped_t).toBe(first.json().shipment.shipped_t);
    const actions = (
      await f.t.deps.db.select().from(auditLog).where(eq(auditLog.entityId, order.orderCode))
    ).map((row) => row.action);
    expect(actions).toEqual(['order.shipped', 'order.shipment_corrected']);
    // The buyer is told it is a correction, not sent the same mail again (issue 29).
    const mail = await f.lastMailTo('parent@fulfil.jp');
    expect(mail!.subject).toContain('【訂正】');
    expect(mail!.text).toMatch(/^先にお送りした発送のお知らせの配送情報に誤りがありました/);
    expect(mail!.text).toContain('追跡番号: 999988887777');
  });

  it.each([
    ['yamato', '1234-5678-901', false],
    ['yamato', '1234 5678 9012', true],
    ['sagawa', '12345678901a', false],
    ['japan_post', '12345678901', true],
    ['japan_post', '1234567890123', true],
    ['japan_post', 'ej123456785jp', true],
    ['japan_post', 'EJ123456785US', false],
    ['chunghwa_post', 'RR123456789TW', true],
    ['hct', '1234567890', true],
    ['tcat', '1234567890', false],
  ])('checks a %s tracking number %s by the carrier’s format (ok: %s)', async (carrier, number, ok) => {
    const order = await f.printOrder();
    const res = await f.call(
      'POST',
      `/api/studio/orders/${order.id}/shipment`,
      { carrier, tracking_number: number },
      'ja',
    );
    expect(res.statusCode, res.body).toBe(ok ? 200 : 400);
    if (!ok) {
      expect(res.json().display_code).toBe('STUDIO-TRACKING-FORMAT');
      expect(res.json().display_message).toContain('の追跡番号の形式ではありません');
      expect(res.json().display_message_lang['en-US']).toContain('tracking number (');
    }
  });

  it('ships a bulk delivery to the school without a tracking number', async () => {
    const order = await insertOrder(f.t.deps.db, {
      buyer: f.buyer,
      eventId: f.bulkEventId,
      shippingTypeId: 2,
      prints: [f.bulkPhotos[0]!],
      orderChildren: [{ child_name: '山田 太郎', class_name: 'さくら組' }],
      email: 'bulk@fulfil.jp',
      language: 'vi',
    });
    const listed = await f.call('GET', `/api/studio/events/${f.bulkEventId}/print_orders`);
    expect(listed.json().orders[0].children).toEqual([{ child_name: '山田 太郎', class_name: 'さくら組' }]);
    const res = await f.call('POST', `/api/studio/orders/${order.id}/shipment`, { carrier: 'other' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().shipment).toMatchObject({
      carrier: 'other',
      tracking_number: null,
      tracking_url: null,
    });
    const mail = await f.lastMailTo('bulk@fulfil.jp');
    expect(mail!.subject).toContain('Ảnh in của bạn đã được gửi');
    expect(mail!.text).toContain('Ảnh in được giao chung đến trường.');
  });

  it('refuses an order whose refund is under way, a download-only order and bad input, never a 500', async () => {
    const refunding = await f.printOrder();
    await f.t.deps.db
      .update(orders)
      .set({ refundRequestedAt: new Date() })
      .where(eq(orders.id, refunding.id));
    const parcel = { carrier: 'yamato', tracking_number: '123456789012' };
    expect((await f.call('POST', `/api/studio/orders/${refunding.id}/shipment`, parcel)).statusCode).toBe(
      409,
    );
    expect((await f.call('POST', `/api/studio/orders/${refunding.id}/in_production`)).statusCode).toBe(409);

    const downloadOnly = await insertOrder(f.t.deps.db, {
      buyer: f.buyer,
      eventId: f.eventId,
      downloads: [f.photos[2]!],
    });
    expect((await f.call('POST', `/api/studio/orders/${downloadOnly.id}/shipment`, parcel)).statusCode).toBe(
      404,
    );

    const order = await f.printOrder();
    for (const body of [
      { carrier: 'dhl', tracking_number: '1' },
      { carrier: 'yamato', tracking_number: '<script>' },
      { carrier: 'yamato', tracking_number: 'x'.repeat(41) },
      {},
    ]) {
      const res = await f.call('POST', `/api/studio/orders/${order.id}/shipment`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    const [row] = await f.t.deps.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.status).toBe('paid');
  });
});
