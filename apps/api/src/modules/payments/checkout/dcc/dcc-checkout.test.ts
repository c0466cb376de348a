import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { BUYER_HOME_ADDRESS, createEvent } from '../../../../../test/fixtures';
import { events, imageItems, orders, prices } from '../../../../db/schema/index';
import { TEST_CARDS } from '../../../payment-providers/sandbox/card-sandbox-test-kit';
import { useWalletShop } from '../wallet/wallet-test-kit';

// docs/decisions/013: the DCC cards through /api/order/dcc/current and /api/order/process,
// on the wallet tests' shop (its sandbox clock) plus a VND event.
const shop = useWalletShop();
const { state, faults, call, buyerWithCart, orderRow, attemptOf, reconcile, ledger } = shop;
let vndEvent = 0;

beforeAll(async () => {
  const { t } = state;
  const vnd = await createEvent(t.deps.db, { code1: 'DCCVN', code2: '11111' });
  await t.deps.db
    .update(events)
    .set({ organizationId: state.organizationId, currencyTypeId: 4 })
    .where(eq(events.id, vnd.event.id));
  vndEvent = vnd.event.id;
  await t.deps.db.insert(prices).values({ eventId: vndEvent, priceTypeId: 1, sizeId: 1, unitPrice: 50_000 });
  const [row] = await t.deps.db
    .insert(imageItems)
    .values({
      eventId: vndEvent,
      categoryId: vnd.subCategory.id,
      storageKey: `o/d${vndEvent}.jpg`,
      status: 'ready',
      mediaKey: randomUUID(),
    })
    .returning();
  state.photos[vndEvent] = row!.id;
});

type Case = {
  type: string;
  event: () => number;
  card: string;
  currency: string;
  declined: string;
  challenge: string;
};
const CASES: Case[] = [
  {
    type: 'credit_card_dcc',
    event: () => state.yenEvent,
    card: TEST_CARDS.dccUsd,
    currency: 'USD',
    declined: TEST_CARDS.dccUsdDeclined,
    challenge: TEST_CARDS.dccUsdChallenge,
  },
  {
    type: 'credit_card_dcc_vnd_jp_card',
    event: () => vndEvent,
    card: TEST_CARDS.jcb,
    currency: 'JPY',
    declined: TEST_CARDS.declined,
    challenge: TEST_CARDS.challenge,
  },
];

const quote = (token: string, eventId: number, cardToken?: string, lang = 'ja') =>
  call(
    token,
    '/api/order/dcc/current',
    { event_id: eventId, ...(cardToken ? { card_token: cardToken } : {}) },
    lang,
  );

const dccOrder = (
  token: string,
  c: Case,
  cardToken: string,
  dccQuoteId: string | null,
  extra: { encryption_result?: string; lang?: string } = {},
) =>
  call(
    token,
    '/api/order/process',
    {
      event_id: c.event(),
      home_addreess: BUYER_HOME_ADDRESS,
      payment: {
        payment_type: c.type,
        card_token: cardToken,
        encryption_result: extra.encryption_result ?? 'success',
        dcc_quote_id: dccQuoteId,
      },
    },
    extra.lang ?? 'ja',
  );

/** A buyer with a cart, a token of the card and the offer quoted for it. */
async function quoted(c: Case, number = c.card) {
  const { token } = await buyerWithCart(c.event());
  const cardToken = await state.sandbox.tokenFor(number);
  const res = await quote(token, c.event(), cardToken);
  expect(res.statusCode).toBe(200);
  return { token, cardToken, answer: res.json() };
}

describe.each(CASES)('$type', (c) => {
  it('quotes the cart total in the card’s currency, with the rate, the margin and the expiry', async () => {
    const { answer } = await quoted(c);
    expect(answer).toMatchObject({ event_id: c.event(), card_currency: c.currency });
    expect(answer.offers).toHaveLength(1);
    const [offer] = answer.offers;
    expect(offer).toMatchObject({ card_currency: c.currency, margin_percent: 3.5 });
    expect(offer.card_amount).toBeGreaterThan(0);
    expect(offer.rate).toBeGreaterThan(0);
    expect(offer.expires_t).toBeGreaterThan(faults.clock / 1000 + 9 * 60);
  });

  it('pays in the card’s currency and records the amount, currency and rate on the order', async () => {
    const { token, cardToken, answer } = await quoted(c);
    const offer = answer.offers[0];
    const res = await dccOrder(token, c, cardToken, offer.quote_id);
    expect(res.json()).toMatchObject({ is_sucessful: true, acs_flag: 0 });
    const order = await orderRow(res.json().order_id);
    expect(order).toMatchObject({ status: 'paid', paymentType: c.type, totalInTax: answer.amount });
    expect(order.dcc).toMatchObject({
      quote_id: offer.quote_id,
      card_currency: c.currency,
      card_amount: offer.card_amount,
    });
    const detail = await state.t.app.inject({
      method: 'GET',
      url: `/api/mypage/order/detail/${order.id}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(detail.json().payment.dcc).toMatchObject({ card_currency: c.currency, rate: offer.rate });
    const charges = await state.sandbox.gateways.card.listCharges(new Date(0));
    expect(charges.find((ch) => ch.chargeId === order.chargeId)?.amount).toBe(answer.amount);
  });

  it('pays in the event’s own currency when the buyer chooses it (dcc_quote_id null)', async () => {
    const { token, cardToken } = await quoted(c);
    const res = await dccOrder(token, c, cardToken, null);
    expect(res.json()).toMatchObject({ is_sucessful: true });
    expect(await orderRow(res.json().order_id)).toMatchObject({ status: 'paid', dcc: null });
  });

  it('answers a declined card with the provider’s code; the order fails', async () => {
    const { token, cardToken, answer } = await quoted(c, c.declined);
    const res = await dccOrder(token, c, cardToken, answer.offers[0].quote_id);
    expect(res.json()).toMatchObject({ is_sucessful: false, error_code: 'card_declined' });
    expect(await orderRow(res.json().order_id)).toMatchObject({ status: 'failed' });
  });

  it('sends a 3-D Secure card to its challenge and is paid after it', async () => {
    const { token, cardToken, answer } = await quoted(c, c.challenge);
    const res = await dccOrder(token, c, cardToken, answer.offers[0].quote_id);
    expect(res.json()).toMatchObject({ is_sucessful: true, acs_flag: 2 });
    await state.sandbox.finishChallenge(res.json().acs_redirect_url, 'authenticate');
    const done = await call(token, '/api/order/acs/complete', { order_id: res.json().order_id });
    expect(done.json()).toMatchObject({ is_sucessful: true });
    expect((await orderRow(res.json().order_id)).dcc).toMatchObject({ card_currency: c.currency });
  });

  it('refuses an expired quote with a translated 409 before any order; a new quote then pays', async () => {
    const { token, cardToken, answer } = await quoted(c);
    faults.clock += 11 * 60 * 1000;
    try {
      const res = await dccOrder(token, c, cardToken, answer.offers[0].quote_id, { lang: 'hant' });
      // The card's one-time token lapsed with the quote (10 minutes each): the browser makes a new one.
      const newToken = await state.sandbox.tokenFor(c.card);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ display_code: 'ORDER-DCC-QUOTE-EXPIRED' });
      expect(res.json().display_message).toContain('匯率已過期');
      const fresh = (await quote(token, c.event(), newToken)).json();
      const again = await dccOrder(token, c, newToken, fresh.offers[0].quote_id);
      expect(again.json()).toMatchObject({ is_sucessful: true });
    } finally {
      faults.clock -= 11 * 60 * 1000;
    }
  });

  it('refuses a quote for another total (the cart changed): 409, nothing ordered or charged', async () => {
    const { token, cardToken, answer } = await quoted(c);
    // The event's price moves between the quote and the order: the cart's total is another.
    const price = and(eq(prices.eventId, c.event()), eq(prices.sizeId, 1));
    const [before] = await state.t.deps.db.select().from(prices).where(price);
    await state.t.deps.db
      .update(prices)
      .set({ unitPrice: before!.unitPrice + 10 })
      .where(price);
    const ordersBefore = (await state.t.deps.db.select().from(orders)).length;
    try {
      const res = await dccOrder(token, c, cardToken, answer.offers[0].quote_id, { lang: 'en-US' });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ display_code: 'ORDER-DCC-QUOTE-MISMATCH' });
      expect(res.json().display_message).toContain('not for the current order total');
      expect((await state.t.deps.db.select().from(orders)).length).toBe(ordersBefore);
    } finally {
      await state.t.deps.db.update(prices).set({ unitPrice: before!.unitPrice }).where(price);
    }
    const charges = await state.sandbox.gateways.card.listCharges(new Date(0));
    expect(charges.some((ch) => ch.amount === answer.amount + 10)).toBe(false);
  });

  it.each([
    ['ja', '結果コード E01'],
    ['hant', '結果代碼 E01'],
    ['vi', 'mã kết quả E01'],
    ['en-US', 'result code E01'],
  ])('blocks the order when the encryption result is not success (%s)', async (lang, text) => {
    const { token, cardToken, answer } = await quoted(c);
    const before = (await state.t.deps.db.select().from(orders)).length;
    const res = await dccOrder(token, c, cardToken, answer.offers[0].quote_id, {
      encryption_result: 'E01',
      lang,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ display_code: 'ORDER-CARD-ENCRYPTION' });
    expect(res.json().display_message).toContain(text);
    expect((await state.t.deps.db.select().from(orders)).length).toBe(before);
  });
});

describe('a DCC charge whose answer was lost', () => {
  it('is payment_confirming, then reconciled as paid in the card’s currency', async () => {
    const c = CASES[1]!;
    const { token, cardToken, answer } = await quoted(c, TEST_CARDS.errorAfterCapture);
    const res = await dccOrder(token, c, cardToken, answer.offers[0].quote_id);
    expect(res.json()).toMatchObject({ is_sucessful: false, error_code: 'payment_confirming' });
    const id = res.json().order_id;
    expect(await orderRow(id)).toMatchObject({ status: 'payment_confirming' });
    expect((await attemptOf(id)).state).toBe('unknown');
    await reconcile();
    expect(await orderRow(id)).toMatchObject({ status: 'paid', dcc: { card_currency: 'JPY' } });
    expect((await ledger()).problems).toEqual([]);
  });
});

describe('POST /api/order/dcc/current', () => {
  it('offers nothing for a card already in the event’s currency (a Japanese card on a yen event)', async () => {
    const { token } = await buyerWithCart(state.yenEvent);
    const res = await quote(token, state.yenEvent, await state.sandbox.tokenFor(TEST_CARDS.jcb));
    expect(res.json()).toMatchObject({ card_currency: 'JPY', offers: [] });
  });

  it('without a card token, quotes every currency the event converts to (indicative)', async () => {
    const { token } = await buyerWithCart(state.yenEvent);
    const res = await quote(token, state.yenEvent);
    expect(res.json().card_currency).toBeNull();
    expect(
      res
        .json()
        .offers.map((o: { card_currency: string }) => o.card_currency)
        .sort(),
    ).toEqual(['EUR', 'TWD', 'USD', 'VND']);
  });

  it('a card of another currency than the indicative quote is refused by the provider, nothing charged', async () => {
    const c = CASES[0]!;
    const { token } = await buyerWithCart(c.event());
    const eur = (await quote(token, c.event()))
      .json()
      .offers.find((o: { card_currency: string }) => o.card_currency === 'EUR');
    const card = await state.sandbox.tokenFor(TEST_CARDS.dccUsd);
    const res = await dccOrder(token, c, card, eur.quote_id, { lang: 'en-US' });
    expect(res.json()).toMatchObject({ is_sucessful: false, error_code: 'dcc_quote_mismatch' });
    expect(res.json().error_message).toContain('have not been charged');
  });

  it('is refused for a TWD event, an empty cart, a bad body and a used-up token (4xx, translated)', async () => {
    const { token } = await buyerWithCart(state.twdEvent);
    expect((await quote(token, state.twdEvent)).json()).toMatchObject({
      display_code: 'ORDER-DCC-NOT-OFFERED',
    });
    expect((await quote(token, state.yenEvent)).json()).toMatchObject({ display_code: 'ORDER-CART-EMPTY' });
    const bad = await call(token, '/api/order/dcc/current', { event_id: 'x' });
    expect(bad.statusCode).toBe(400);
    const { token: yenBuyer } = await buyerWithCart(state.yenEvent);
    const unusable = await quote(yenBuyer, state.yenEvent, 'tok_not_a_real_token', 'vi');
    expect(unusable.statusCode).toBe(400);
    expect(unusable.json()).toMatchObject({ display_code: 'ORDER-DCC-CARD' });
  });

  it.each([
    ['without the choice', { encryption_result: 'success' }],
    ['without the encryption result', { dcc_quote_id: null }],
    ['with a malformed quote id', { encryption_result: 'success', dcc_quote_id: 'dq/../x' }],
    ['with an over-long encryption result', { encryption_result: 'x'.repeat(50), dcc_quote_id: null }],
  ])('refuses a DCC payment %s (translated 400, no order)', async (_name, fields) => {
    const { token } = await buyerWithCart(state.yenEvent);
    const res = await call(
      token,
      '/api/order/process',
      {
        event_id: state.yenEvent,
        home_addreess: BUYER_HOME_ADDRESS,
        payment: { payment_type: 'credit_card_dcc', card_token: 'tok_12345678', ...fields },
      },
      'vi',
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().display_code).toMatch(/^VALIDATION-/);
    expect(res.json().display_message).toContain('không hợp lệ');
  });

  it('asks for a token before it reads the body (401 for a bad body without one)', async () => {
    const res = await state.t.app.inject({
      method: 'POST',
      url: '/api/order/dcc/current',
      payload: { event_id: 'x' },
    });
    expect(res.statusCode).toBe(401);
  });
});
