import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUYER_HOME_ADDRESS, createEvent, createMember } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import {
  buyerEvents,
  cartItems,
  events,
  guests,
  imageItems,
  orders,
  paymentAttempts,
  prices,
} from '../../db/schema/index';
import { type CardSandbox, startCardSandbox } from '../payments/card-sandbox-test-kit';
import { checkLedger } from './ledger-check';
import { reconcilePayments } from './payment-reconciler';

// docs/decisions/011: r_paypay, r_aupay and r_rpay through /api/order/rakuten/process, the
// provider's approval page and /api/order/rakuten/complete, on decision 007's invariants.
let sandbox: CardSandbox;
let t: TestApp;
let yenEvent: number;
let twdEvent: number;
const photos: Record<number, number> = {};
let organizationId: number;
let clock = Date.now();
/** While set, the API's calls to confirm (capture) a wallet session get no answer. */
let loseCaptures = false;
/** While set, a session is created at the provider but its answer never reaches the API. */
let loseSessionAnswers = false;
const quiet = { info: () => {}, warn: () => {}, error: () => {} };

beforeAll(async () => {
  sandbox = await startCardSandbox({
    now: () => new Date(clock),
    fetch: (async (input: string | URL | Request, init?: RequestInit) => {
      if (loseCaptures && String(input).endsWith('/capture')) throw new Error('socket hang up');
      const answer = await fetch(input, init);
      if (loseSessionAnswers && init?.method === 'POST' && String(input).endsWith('/wallet/sessions'))
        throw new Error('socket hang up');
      return answer;
    }) as typeof fetch,
  });
  t = await createTestApp({ payments: sandbox.gateways });
  const yen = await createEvent(t.deps.db, { code1: 'WALLY', code2: '11111' });
  const twd = await createEvent(t.deps.db, { code1: 'WALTW', code2: '11111' });
  organizationId = yen.organization.id;
  await t.deps.db
    .update(events)
    .set({ organizationId, currencyTypeId: 3 })
    .where(eq(events.id, twd.event.id));
  yenEvent = yen.event.id;
  twdEvent = twd.event.id;
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
        storageKey: `o/w${eventId}.jpg`,
        status: 'ready',
        mediaKey: randomUUID(),
      })
      .returning();
    photos[eventId] = row!.id;
  }
});
afterAll(async () => {
  await t.close();
  await sandbox.close();
});

const call = (token: string, url: string, payload: object, lang = 'ja', key: string = randomUUID()) =>
  t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { authorization: `Bearer ${token}`, 'x-language': lang, 'idempotency-key': key },
  });

async function buyerWithCart(eventId = yenEvent) {
  const m = await createMember(t.deps.db, { email: `${randomUUID()}@example.jp`, organizationId });
  const token = await t.tokenFor('member', String(m.id));
  await call(token, '/api/cart', {
    event_id: eventId,
    image_info_id: photos[eventId],
    sizes: [{ size_id: 1, quantity: 1 }],
  });
  return { token, memberId: m.id, email: m.email };
}

const order = (token: string, paymentType: string, eventId = yenEvent, lang = 'ja') =>
  call(
    token,
    '/api/order/rakuten/process',
    { event_id: eventId, home_addreess: BUYER_HOME_ADDRESS, payment: { payment_type: paymentType } },
    lang,
  );

const complete = (token: string, orderId: number, lang = 'ja') =>
  call(token, '/api/order/rakuten/complete', { order_id: orderId }, lang);

/** Presses a button of the provider's approval page; answers where the browser is sent. */
async function press(approvalUrl: string, decision: 'approve' | 'cancel' | 'fail') {
  const res = await fetch(`${approvalUrl}/${decision}`, { method: 'POST', redirect: 'manual' });
  return res.headers.get('location') ?? '';
}

const orderRow = async (id: number) => (await t.deps.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const attemptOf = async (id: number) =>
  (await t.deps.db.select().from(paymentAttempts).where(eq(paymentAttempts.orderId, id)))[0]!;
const cartLines = async (memberId: number) =>
  t.deps.db
    .select()
    .from(cartItems)
    .where(eq(cartItems.buyerSubject, String(memberId)));

describe.each(['r_paypay', 'r_aupay', 'r_rpay'])('%s', (paymentType) => {
  it('answers the approval page, and an approved session is confirmed and paid (cart emptied, mail)', async () => {
    const { token, memberId, email } = await buyerWithCart();
    const res = await order(token, paymentType);
    expect(res.statusCode).toBe(200);
    const result = res.json();
    expect(result).toMatchObject({ is_sucessful: true, acs_flag: 0, acs_redirect_url: null });
    expect(result.redirect_url).toContain('/sandbox/wallet/approve/');
    const pending = await orderRow(result.order_id);
    expect(pending).toMatchObject({ status: 'pending_payment', paymentType });
    expect(await attemptOf(pending.id)).toMatchObject({
      state: 'challenge',
      merchantReference: `${pending.orderCode}-1`,
    });

    const back = await press(result.redirect_url, 'approve');
    expect(back).toContain(`/order/handler?order_id=${result.order_id}`);
    const done = await complete(token, result.order_id);
    expect(done.json()).toMatchObject({ is_sucessful: true, order_id: result.order_id, redirect_url: null });
    expect(await orderRow(result.order_id)).toMatchObject({
      status: 'paid',
      cardBrand: paymentType.slice(2),
    });
    expect(await attemptOf(result.order_id)).toMatchObject({ state: 'succeeded' });
    expect(await cartLines(memberId)).toEqual([]);
    const [mail] = (await t.app.inject({ url: `/dev/mail.json?to=${email}` })).json();
    expect(mail.subject).toContain(pending.orderCode);
  });

  it('cancelled at the provider: failed with the translated "nothing charged", cart kept', async () => {
    const { token, memberId } = await buyerWithCart();
    const result = (await order(token, paymentType)).json();
    await press(result.redirect_url, 'cancel');
    const done = (await complete(token, result.order_id, 'hant')).json();
    expect(done).toMatchObject({ is_sucessful: false, error_code: 'user_cancelled' });
    expect(done.error_message).toContain('款項並未扣除');
    expect(await orderRow(result.order_id)).toMatchObject({
      status: 'failed',
      failureCode: 'user_cancelled',
    });
    expect(await cartLines(memberId)).not.toEqual([]);
    // The cart can be ordered again at once: the failed order holds no checkout.
    expect((await order(token, paymentType)).json()).toMatchObject({ is_sucessful: true });
  });

  it('refused by the wallet: failed with the provider’s code', async () => {
    const { token } = await buyerWithCart();
    const result = (await order(token, paymentType)).json();
    await press(result.redirect_url, 'fail');
    const done = (await complete(token, result.order_id, 'en-US')).json();
    expect(done).toMatchObject({ is_sucessful: false, error_code: 'insufficient_balance' });
    expect(done.error_message).toContain('Nothing was charged');
    expect(await attemptOf(result.order_id)).toMatchObject({
      state: 'declined',
      errorCode: 'insufficient_balance',
    });
  });

  it('an unapproved session past its time: failed, nothing charged, approving it later does nothing', async () => {
    const { token } = await buyerWithCart();
    const result = (await order(token, paymentType)).json();
    clock += 11 * 60 * 1000;
    await press(result.redirect_url, 'approve');
    const done = (await complete(token, result.order_id, 'vi')).json();
    expect(done).toMatchObject({ is_sucessful: false, error_code: 'session_expired' });
    expect(done.error_message).toContain('chưa bị trừ tiền');
    expect(await orderRow(result.order_id)).toMatchObject({ status: 'failed' });
  });

  it('a forged return (?wallet_status=approved without approving) is not paid: the provider is asked', async () => {
    const { token } = await buyerWithCart();
    const result = (await order(token, paymentType)).json();
    // The buyer edits the URL instead of approving: the server never reads it, it asks the provider.
    const done = (await complete(token, result.order_id)).json();
    expect(done).toMatchObject({ is_sucessful: false, error_code: 'wallet_awaiting_approval' });
    expect(done.redirect_url).toBe(result.redirect_url);
    expect(await orderRow(result.order_id)).toMatchObject({ status: 'pending_payment' });
  });

  it('a double return settles once: one capture, one paid order, the ledger balances', async () => {
    const { token } = await buyerWithCart();
    const result = (await order(token, paymentType)).json();
    await press(result.redirect_url, 'approve');
    const answers = await Promise.all([complete(token, result.order_id), complete(token, result.order_id)]);
    for (const a of answers)
      expect(a.json()).toMatchObject({ is_sucessful: true, order_id: result.order_id });
    const again = await complete(token, result.order_id);
    expect(again.json()).toMatchObject({ is_sucessful: true });
    const ledger = await checkLedger(t.deps.db, [sandbox.gateways.card, sandbox.gateways.wallet!]);
    expect(ledger.problems).toEqual([]);
  });

  it('a lost answer while confirming: payment_confirming, then the reconciler settles it paid', async () => {
    const { token } = await buyerWithCart();
    const result = (await order(token, paymentType)).json();
    await press(result.redirect_url, 'approve');
    loseCaptures = true;
    const done = (await complete(token, result.order_id)).json();
    loseCaptures = false;
    expect(done).toMatchObject({ is_sucessful: false, error_code: 'payment_confirming' });
    expect(await orderRow(result.order_id)).toMatchObject({ status: 'payment_confirming' });
    expect(await attemptOf(result.order_id)).toMatchObject({ state: 'unknown' });
    const report = await reconcilePayments(
      { ...t.deps, publicUrl: 'http://localhost', log: quiet },
      { minAgeMs: 0 },
    );
    expect(report.settled).toBeGreaterThanOrEqual(1);
    expect(await orderRow(result.order_id)).toMatchObject({ status: 'paid' });
    expect((await complete(token, result.order_id)).json()).toMatchObject({ is_sucessful: true });
  });
});

describe('wallet sessions whose answer was lost, and guests', () => {
  it('a session opened but unanswered: payment_confirming, then the reconciler finds it and the buyer can pay', async () => {
    const { token } = await buyerWithCart();
    loseSessionAnswers = true;
    const res = await order(token, 'r_aupay');
    loseSessionAnswers = false;
    const result = res.json();
    expect(result).toMatchObject({ is_sucessful: false, error_code: 'payment_confirming' });
    expect(await orderRow(result.order_id)).toMatchObject({ status: 'payment_confirming' });
    await reconcilePayments({ ...t.deps, publicUrl: 'http://localhost', log: quiet }, { minAgeMs: 0 });
    // The provider holds a session awaiting approval: the order waits for it again.
    const waiting = await orderRow(result.order_id);
    expect(waiting).toMatchObject({ status: 'pending_payment' });
    expect(waiting.chargeId).toMatch(/^ws_/);
    const again = (await complete(token, result.order_id)).json();
    expect(again).toMatchObject({ error_code: 'wallet_awaiting_approval' });
    await press(again.redirect_url, 'approve');
    expect((await complete(token, result.order_id)).json()).toMatchObject({ is_sucessful: true });
    expect(await orderRow(result.order_id)).toMatchObject({ status: 'paid' });
  });

  it('sends a guest back to /guest/handler', async () => {
    const [guest] = await t.deps.db
      .insert(guests)
      .values({ email: `${randomUUID()}@example.jp` })
      .returning();
    const token = await t.tokenFor('guest', String(guest!.id));
    // A guest sees an event it entered (its code): the event is among its own.
    await t.deps.db
      .insert(buyerEvents)
      .values({ kind: 'guest', subjectId: String(guest!.id), eventId: yenEvent });
    await call(token, '/api/cart', {
      event_id: yenEvent,
      image_info_id: photos[yenEvent],
      sizes: [{ size_id: 1, quantity: 1 }],
    });
    const result = (await order(token, 'r_rpay')).json();
    expect(await press(result.redirect_url, 'approve')).toContain(
      `/guest/handler?order_id=${result.order_id}`,
    );
    expect((await complete(token, result.order_id)).json()).toMatchObject({ is_sucessful: true });
  });
});

describe('payment types per event', () => {
  it('refuses a wallet for a TWD event, translated (400)', async () => {
    const { token } = await buyerWithCart(twdEvent);
    const res = await order(token, 'r_paypay', twdEvent, 'hant');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ display_code: 'ORDER-PAYMENT-TYPE' });
    expect(res.json().display_message).toContain('付款方式');
  });

  it('refuses a card at /rakuten/process and a wallet at /process (400, no order)', async () => {
    const { token } = await buyerWithCart();
    const card = await call(token, '/api/order/rakuten/process', {
      event_id: yenEvent,
      home_addreess: BUYER_HOME_ADDRESS,
      payment: { payment_type: 'credit_card', card_token: 'tok_12345678' },
    });
    expect(card.statusCode).toBe(400);
    const wallet = await call(token, '/api/order/process', {
      event_id: yenEvent,
      home_addreess: BUYER_HOME_ADDRESS,
      payment: { payment_type: 'r_aupay' },
    });
    expect(wallet.statusCode).toBe(400);
    expect(wallet.json()).toMatchObject({ display_code: 'ORDER-PAYMENT-TYPE' });
  });

  it('requires the Idempotency-Key', async () => {
    const { token } = await buyerWithCart();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/order/rakuten/process',
      payload: { event_id: yenEvent, home_addreess: BUYER_HOME_ADDRESS, payment: { payment_type: 'r_rpay' } },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(400);
  });

  it('lists the event’s payment types in the cart answer', async () => {
    const { token } = await buyerWithCart();
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/cart',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.json().cart[0].payment_types).toEqual(['credit_card', 'r_paypay', 'r_aupay', 'r_rpay']);
  });

  it('a second submission of the cart while the wallet session is open gets the 409', async () => {
    const { token } = await buyerWithCart();
    expect((await order(token, 'r_paypay')).json()).toMatchObject({ is_sucessful: true });
    const second = await order(token, 'r_rpay');
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ display_code: 'ORDER-CHECKOUT-IN-PROGRESS' });
  });
});
