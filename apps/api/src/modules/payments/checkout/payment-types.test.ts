import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUYER_HOME_ADDRESS, createEvent, createMember } from '../../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { events, imageItems, orders, prices } from '../../../db/schema/index';
import { cardTokenFromApp, TEST_CARDS } from '../../payment-providers/sandbox/card-sandbox-test-kit';

// Spec §3 payment types beyond credit_card, as far as they are built (docs/decisions/007).
let t: TestApp;
let yenEvent: number;
let twdEvent: number;
let photos: Record<number, number> = {};
let organizationId: number;

beforeAll(async () => {
  t = await createTestApp();
  const yen = await createEvent(t.deps.db, { code1: 'PTYEN', code2: '11111' });
  const twd = await createEvent(t.deps.db, { code1: 'PTTWD', code2: '11111' });
  organizationId = yen.organization.id;
  await t.deps.db
    .update(events)
    .set({ organizationId, currencyTypeId: 3 })
    .where(eq(events.id, twd.event.id));
  yenEvent = yen.event.id;
  twdEvent = twd.event.id;
  photos = {};
  for (const [eventId, fx] of [
    [yenEvent, yen],
    [twdEvent, twd],
  ] as const) {
    await t.deps.db.insert(prices).values({ eventId, priceTypeId: 1, sizeId: 1, unitPrice: 330 });
    const [row] = await t.deps.db
      .insert(imageItems)
      .values({
        eventId,
        categoryId: fx.subCategory.id,
        storageKey: `o/${eventId}.jpg`,
        status: 'ready',
        mediaKey: randomUUID(),
      })
      .returning();
    photos[eventId] = row!.id;
  }
});
afterAll(() => t.close());

async function buyerWithCart(eventId: number) {
  const m = await createMember(t.deps.db, { email: `${randomUUID()}@example.jp`, organizationId });
  const token = await t.tokenFor('member', String(m.id));
  await call(token, '/api/cart', {
    event_id: eventId,
    image_info_id: photos[eventId],
    sizes: [{ size_id: 1, quantity: 1 }],
  });
  return token;
}

const call = (token: string, url: string, payload: object, lang = 'ja') =>
  t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { authorization: `Bearer ${token}`, 'x-language': lang, 'idempotency-key': randomUUID() },
  });

const twCardOrder = async (token: string, eventId: number, code: string, lang = 'ja') =>
  call(
    token,
    '/api/order/process',
    {
      event_id: eventId,
      home_addreess: BUYER_HOME_ADDRESS,
      payment: {
        payment_type: 'tw_credit_card',
        card_token: await cardTokenFromApp(t.app, TEST_CARDS.visa),
        encryption_result_code: code,
      },
    },
    lang,
  );

describe('tw_credit_card', () => {
  it.each([
    ['ja', '結果コード 101'],
    ['hant', '結果代碼 101'],
    ['vi', 'mã kết quả 101'],
    ['en-US', 'result code 101'],
  ])(
    'an encryption result other than 000 blocks the order with the provider’s code (%s)',
    async (lang, text) => {
      const token = await buyerWithCart(twdEvent);
      const res = await twCardOrder(token, twdEvent, '101', lang);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ display_code: 'ORDER-CARD-ENCRYPTION' });
      expect(res.json().display_message).toContain(text);
      const made = await t.deps.db.select().from(orders).where(eq(orders.eventId, twdEvent));
      expect(made.filter((o) => o.paymentType === 'tw_credit_card' && o.status !== 'paid')).toEqual([]);
    },
  );

  it('pays a TWD event when the encryption succeeded (000)', async () => {
    const token = await buyerWithCart(twdEvent);
    const res = await twCardOrder(token, twdEvent, '000');
    expect(res.json()).toMatchObject({ is_sucessful: true });
    const [order] = await t.deps.db.select().from(orders).where(eq(orders.id, res.json().order_id));
    expect(order).toMatchObject({ paymentType: 'tw_credit_card', status: 'paid', currencyTypeId: 3 });
  });

  it('is not offered for a yen event (translated 400)', async () => {
    const token = await buyerWithCart(yenEvent);
    const res = await twCardOrder(token, yenEvent, '000', 'hant');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ display_code: 'ORDER-PAYMENT-TYPE' });
    expect(res.json().display_message).toContain('付款方式');
  });

  it('refuses a body without the encryption result code (400, not 500)', async () => {
    const token = await buyerWithCart(twdEvent);
    const res = await call(token, '/api/order/process', {
      event_id: twdEvent,
      home_addreess: BUYER_HOME_ADDRESS,
      payment: { payment_type: 'tw_credit_card', card_token: 'tok_12345678' },
    });
    expect(res.statusCode).toBe(400);
  });
});
