import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUYER_HOME_ADDRESS, createEvent, createMember } from '../../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { imageItems, orders, paymentAttempts, prices } from '../../../db/schema/index';
import { moveOrder } from '../../orders/order-records.service';
import { PaymentGatewayUnavailableError } from '../../payment-providers/provider-answers';
import {
  type CardSandbox,
  startCardSandbox,
  TEST_CARDS,
} from '../../payment-providers/sandbox/card-sandbox-test-kit';
import { checkLedger } from '../reconciler/ledger-check';
import {
  PAYMENT_RECONCILE_EVERY_MS,
  PAYMENT_RECONCILE_QUEUE,
  reconcilePayments,
} from '../reconciler/payment-reconciler';
import { settle } from './order-settlement';

// docs/decisions/007: one checkout per cart, attempts written before the call, unknown
// outcomes confirmed with the provider, captures without a paid order given back.
let sandbox: CardSandbox;
let t: TestApp;
let eventId: number;
let photo: number;
let organizationId: number;
const quiet = { info: () => {}, warn: () => {}, error: () => {} };

beforeAll(async () => {
  // The late card answers after 1.5 s, the API gives up after 300 ms: a timeout after capture.
  sandbox = await startCardSandbox({ slowAnswerMs: 1500, timeoutMs: 300 });
  t = await createTestApp({ payments: sandbox.gateways });
  const fx = await createEvent(t.deps.db, { code1: 'MONEY', code2: '11111' });
  eventId = fx.event.id;
  organizationId = fx.organization.id;
  await t.deps.db.insert(prices).values({ eventId, priceTypeId: 1, sizeId: 1, unitPrice: 330 });
  const [row] = await t.deps.db
    .insert(imageItems)
    .values({
      eventId,
      categoryId: fx.subCategory.id,
      storageKey: 'o/m.jpg',
      status: 'ready',
      mediaKey: randomUUID(),
    })
    .returning();
  photo = row!.id;
});
afterAll(async () => {
  await t.close();
  await sandbox.close();
});

async function buyerWithCart() {
  const m = await createMember(t.deps.db, { email: `${randomUUID()}@example.jp`, organizationId });
  const token = await t.tokenFor('member', String(m.id));
  await call(token, 'POST', '/api/cart', {
    event_id: eventId,
    image_info_id: photo,
    sizes: [{ size_id: 1, quantity: 1 }],
  });
  return token;
}

const call = (token: string, method: 'GET' | 'POST', url: string, payload?: object, lang = 'ja') =>
  t.app.inject({
    method,
    url,
    payload,
    headers: { authorization: `Bearer ${token}`, 'x-language': lang, 'idempotency-key': randomUUID() },
  });

const process = async (token: string, card: string = TEST_CARDS.visa, lang = 'ja') =>
  call(
    token,
    'POST',
    '/api/order/process',
    {
      event_id: eventId,
      home_addreess: BUYER_HOME_ADDRESS,
      payment: { payment_type: 'credit_card', card_token: await sandbox.tokenFor(card) },
    },
    lang,
  );

const reconcile = () =>
  reconcilePayments({ ...t.deps, publicUrl: 'http://localhost', log: quiet }, { minAgeMs: 0 });

const capturesOf = async (orderCode: string) =>
  (await sandbox.gateways.card.listCharges(new Date(0))).filter(
    (c) => c.merchantReference.startsWith(`${orderCode}-`) && c.status === 'succeeded',
  );

describe('one cart, one checkout', () => {
  it('20 concurrent submissions with 20 keys make one order and one charge; the others get a translated 409', async () => {
    const token = await buyerWithCart();
    const langs = ['ja', 'hant', 'vi', 'en-US'];
    const answers = await Promise.all(
      Array.from({ length: 20 }, async (_, i) => process(token, TEST_CARDS.visa, langs[i % 4])),
    );
    // One submission made the order. Under load its charge may outlast the API's 300 ms
    // timeout: then it answers "being confirmed", and the reconciler settles it below.
    const made = answers.filter((r) => r.statusCode === 200);
    expect(made).toHaveLength(1);
    expect(made[0]!.json().is_sucessful || made[0]!.json().error_code === 'payment_confirming').toBe(true);
    // The rest: refused while the checkout is open, or the cart already taken (emptied).
    for (const r of answers.filter((r) => r !== made[0])) {
      expect([409, 400]).toContain(r.statusCode);
      expect(['ORDER-CHECKOUT-IN-PROGRESS', 'ORDER-CART-CHANGED', 'ORDER-CART-EMPTY']).toContain(
        r.json().display_code,
      );
    }
    const enRefusal = answers.find((r, i) => r.statusCode === 409 && langs[i % 4] === 'en-US');
    if (enRefusal) expect(enRefusal.json().display_message).toMatch(/already being paid|cart changed/);
    const winner = await orderOf(made[0]!.json().order_id);
    if (winner.status === 'payment_confirming') {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await reconcile();
    }
    const mine = await t.deps.db.select().from(orders).where(eq(orders.buyerSubject, winner.buyerSubject));
    expect(mine).toHaveLength(1);
    expect(mine[0]!.status).toBe('paid');
    expect(await capturesOf(mine[0]!.orderCode)).toHaveLength(1);
  });

  it('a checkout left on a challenge gives way to a second submission: the challenge is voided, nothing charged by it, the new one pays', async () => {
    const token = await buyerWithCart();
    const first = (await process(token, TEST_CARDS.challenge)).json();
    expect(first.acs_flag).toBe(2);
    const second = await process(token, TEST_CARDS.visa, 'hant');
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({ is_sucessful: true, acs_flag: 0 });
    expect(second.json().order_id).not.toBe(first.order_id);
    const old = await orderOf(first.order_id);
    expect(old).toMatchObject({ status: 'failed', failureCode: 'checkout_replaced' });
    // Its challenge can no longer charge: authenticating it now takes nothing.
    await sandbox.finishChallenge(first.acs_redirect_url, 'authenticate');
    const back = (
      await call(token, 'POST', '/api/order/acs/complete', { order_id: first.order_id }, 'en-US')
    ).json();
    expect(back).toMatchObject({ is_sucessful: false, error_code: 'checkout_replaced' });
    expect(back.error_message).toMatch(/submitted this cart again/);
    expect(await capturesOf(old.orderCode)).toHaveLength(0);
    expect(await capturesOf((await orderOf(second.json().order_id)).orderCode)).toHaveLength(1);
  });

  it('a challenge completed in another tab meanwhile is the answer to the second submission (one charge)', async () => {
    const token = await buyerWithCart();
    const first = (await process(token, TEST_CARDS.challenge)).json();
    await sandbox.finishChallenge(first.acs_redirect_url, 'authenticate');
    const second = await process(token, TEST_CARDS.visa);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({ is_sucessful: true, order_id: first.order_id });
    const paid = await orderOf(first.order_id);
    expect(paid.status).toBe('paid');
    expect(await capturesOf(paid.orderCode)).toHaveLength(1);
    const mine = await t.deps.db.select().from(orders).where(eq(orders.buyerSubject, paid.buyerSubject));
    expect(mine).toHaveLength(1);
  });

  it('a challenge whose provider does not answer keeps the 409 (never a second checkout beside an unknown one)', async () => {
    const token = await buyerWithCart();
    const first = (await process(token, TEST_CARDS.challenge)).json();
    const card = sandbox.gateways.card;
    const chargeStatus = card.chargeStatus.bind(card);
    card.chargeStatus = async () => {
      throw new PaymentGatewayUnavailableError('lost');
    };
    try {
      const second = await process(token, TEST_CARDS.visa, 'hant');
      expect(second.statusCode).toBe(409);
      expect(second.json().display_message).toContain('付款流程');
    } finally {
      card.chargeStatus = chargeStatus;
    }
    expect((await orderOf(first.order_id)).status).toBe('pending_payment');
  });
});

describe('unknown outcomes are confirmed with the provider', () => {
  it('writes the attempt under <order code>-1 before calling the provider', async () => {
    const token = await buyerWithCart();
    const result = (await process(token)).json();
    const [attempt] = await t.deps.db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.orderId, result.order_id));
    expect(attempt).toMatchObject({
      attemptNo: 1,
      merchantReference: `${result.order_code}-1`,
      amount: 330,
      state: 'succeeded',
    });
    expect(attempt!.providerChargeId).toBe((await orderOf(result.order_id)).chargeId);
  });

  it.each([
    ['a timeout after the capture', TEST_CARDS.slowAnswer, 'paid'],
    ['a 500 after the capture', TEST_CARDS.errorAfterCapture, 'paid'],
    ['a 503 with nothing charged', TEST_CARDS.unavailable, 'failed'],
  ])('%s: "being confirmed", then the reconciler settles it by reference', async (_label, card, truth) => {
    const token = await buyerWithCart();
    const res = await process(token, card, 'en-US');
    expect(res.statusCode).toBe(200);
    const result = res.json();
    expect(result).toMatchObject({ is_sucessful: false, error_code: 'payment_confirming' });
    expect(result.error_message).toContain('you will not be charged twice');
    expect((await orderOf(result.order_id)).status).toBe('payment_confirming');
    // A retry with another key meets the open checkout instead of charging again.
    expect((await process(token)).statusCode).toBe(409);

    await new Promise((resolve) => setTimeout(resolve, 1500));
    await reconcile();
    const order = await orderOf(result.order_id);
    expect(order.status).toBe(truth);
    expect(await capturesOf(order.orderCode)).toHaveLength(truth === 'paid' ? 1 : 0);
    const detail = (await call(token, 'GET', `/api/mypage/order/detail/${order.id}`)).json();
    expect(detail.status).toBe(truth);
    // The cart: taken by the paid order, kept for a new try after a failure.
    expect((await call(token, 'GET', '/api/cart')).json().quantity).toBe(truth === 'paid' ? 0 : 1);
  });

  it('answers a buyer who looks again with the provider’s truth', async () => {
    const token = await buyerWithCart();
    const first = (await process(token, TEST_CARDS.errorAfterCapture)).json();
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/order/acs/complete',
      headers: { authorization: `Bearer ${token}` },
      payload: { order_id: first.order_id },
    });
    expect(again.json()).toMatchObject({ is_sucessful: true, order_id: first.order_id });
  });

  it('a buyer who looks again before the reconciler is not told "not charged" on a mere absence', async () => {
    const token = await buyerWithCart();
    const first = (await process(token, TEST_CARDS.unavailable)).json();
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/order/acs/complete',
      headers: { authorization: `Bearer ${token}` },
      payload: { order_id: first.order_id },
    });
    expect(again.json()).toMatchObject({ is_sucessful: false, error_code: 'payment_confirming' });
    expect((await orderOf(first.order_id)).status).toBe('payment_confirming');
    await reconcile();
    expect((await orderOf(first.order_id)).status).toBe('failed');
  });

  it('gives back a capture whose order is no longer payable, and the ledger check holds', async () => {
    const token = await buyerWithCart();
    const result = (await process(token, TEST_CARDS.errorAfterCapture)).json();
    // Support cancelled the order while its payment was being confirmed.
    await moveOrder(t.deps.db, result.order_id, ['payment_confirming'], { status: 'cancelled' });
    const report = await reconcile();
    expect(report.given_back).toBe(1);
    const order = await orderOf(result.order_id);
    const charges = (await sandbox.gateways.card.listCharges(new Date(0))).filter((c) =>
      c.merchantReference.startsWith(`${order.orderCode}-`),
    );
    expect(charges.map((c) => c.status)).toEqual(['voided']);
    const ledger = await checkLedger(t.deps.db, sandbox.gateways.card);
    expect(ledger.problems).toEqual([]);
    expect(ledger.ok).toBe(true);
    expect(ledger.captured).toBe(ledger.paidOrders);
  });
});

describe('a capture is given back only when no paid order holds it', () => {
  it('keeps the capture of an order in production when it is settled again; voids a second capture', async () => {
    const token = await buyerWithCart();
    const result = (await process(token)).json();
    const paid = await orderOf(result.order_id);
    await moveOrder(t.deps.db, paid.id, ['paid'], { status: 'in_production' });
    const deps = { ...t.deps, publicUrl: 'http://localhost' };
    const same = { status: 'succeeded' as const, chargeId: paid.chargeId!, cardBrand: null, cardLast4: null };
    expect((await settle(deps, paid, same, 'ja')).is_sucessful).toBe(true);
    expect((await sandbox.gateways.card.chargeStatus(paid.chargeId!)).status).toBe('succeeded');

    // Another capture for the same order (e.g. a provider's duplicate): it goes back.
    const other = await sandbox.gateways.card.charge({
      orderId: `${paid.orderCode}-9`,
      amount: paid.totalInTax,
      currencyTypeId: 1,
      cardToken: await sandbox.tokenFor(TEST_CARDS.visa),
      returnUrl: 'http://localhost/order/handler',
    });
    await settle(deps, paid, other, 'ja');
    expect((await sandbox.gateways.card.chargeStatus(other.chargeId!)).status).toBe('voided');
    expect((await orderOf(paid.id)).status).toBe('in_production');
    // The order's own attempt still records its own capture.
    const attempts = await t.deps.db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.orderId, paid.id));
    expect(attempts).toEqual([
      expect.objectContaining({ state: 'succeeded', providerChargeId: paid.chargeId }),
    ]);
  });
});

describe('the reconciler job', () => {
  it('runs as a recurring durable job once the workers start: one run now, the next one scheduled', async () => {
    await t.deps.jobs.start();
    try {
      for (let i = 0; i < 200 && !(await t.deps.jobs.counts(PAYMENT_RECONCILE_QUEUE)).done; i++) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    } finally {
      await t.deps.jobs.stop();
    }
    expect(await t.deps.jobs.counts(PAYMENT_RECONCILE_QUEUE)).toEqual({ done: 1 });
    // The next runs come from a pg-boss schedule, every PAYMENT_RECONCILE_EVERY_MS.
    expect(PAYMENT_RECONCILE_EVERY_MS).toBe(60_000);
    expect(await t.deps.jobs.scheduleOf(PAYMENT_RECONCILE_QUEUE)).toMatchObject({ cron: '* * * * *' });
  });
});

async function orderOf(id: number) {
  const [row] = await t.deps.db.select().from(orders).where(eq(orders.id, id));
  return row!;
}
