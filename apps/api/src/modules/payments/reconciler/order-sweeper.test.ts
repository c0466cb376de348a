import { randomUUID } from 'node:crypto';
import { orderProcessBodySchema } from '@omoide/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUYER_HOME_ADDRESS, createEvent, createMember } from '../../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { buyerEvents, guests, imageItems, orders, prices } from '../../../db/schema/index';
import type { PaymentGateways } from '../../payment-providers/payment-providers';
import { PaymentGatewayUnavailableError } from '../../payment-providers/provider-answers';
import {
  cardGatewayWith,
  cardTokenFromApp,
  TEST_CARDS,
} from '../../payment-providers/sandbox/card-sandbox-test-kit';
import { processOrder } from '../checkout/card/card-checkout.service';
import {
  ORDER_SWEEP_EVERY_MS,
  ORDER_SWEEP_QUEUE,
  type SweepDeps,
  sweepLateCharges,
  sweepPendingOrders,
} from './order-sweeper';

const PUBLIC_URL = 'https://shop.omoide.test';
const HOUR = 60 * 60_000;
const quiet = { info: () => {}, warn: () => {}, error: () => {} };

let t: TestApp;
let eventId: number;
let organizationId: number;
let photos: number[];

const home = BUYER_HOME_ADDRESS;

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL } });
  const fx = await createEvent(t.deps.db, { code1: 'SWEEP', code2: '11111', name: '運動会' });
  eventId = fx.event.id;
  organizationId = fx.organization.id;
  await t.deps.db.insert(prices).values([
    { eventId, priceTypeId: 1, sizeId: 1, unitPrice: 330 },
    { eventId, priceTypeId: 2, sizeId: 2, unitPrice: 200 },
  ]);
  const rows = await t.deps.db
    .insert(imageItems)
    .values(
      Array.from({ length: 3 }, (_, i) => ({
        eventId,
        categoryId: fx.subCategory.id,
        storageKey: `s/${i}.jpg`,
        status: 'ready' as const,
        mediaKey: randomUUID(),
        sortOrder: i,
      })),
    )
    .returning({ id: imageItems.id });
  photos = rows.map((r) => r.id);
});
afterAll(() => t.close());

/** A buyer of their own (own cart, own mailbox), so each test reads only what it made. */
async function newMember() {
  const email = `sweep-${randomUUID().slice(0, 8)}@example.jp`;
  const member = await createMember(t.deps.db, { email, organizationId });
  return { id: member.id, email, token: await t.tokenFor('member', String(member.id)) };
}

let ip = 0;
const call = (method: 'GET' | 'POST', url: string, token?: string, payload?: object, headers = {}) =>
  t.app.inject({
    method,
    url,
    payload,
    remoteAddress: `10.9.0.${++ip % 250}`,
    headers: { 'x-language': 'en-US', ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });

const setCart = (token: string, photo: number, sizes: { size_id: number; quantity: number }[]) =>
  call('POST', '/api/cart', token, { event_id: eventId, image_info_id: photo, sizes });

const cartQuantity = async (token: string) => (await call('GET', '/api/cart', token)).json().quantity;

async function placeOrder(token: string, card: string) {
  const res = await call(
    'POST',
    '/api/order/process',
    token,
    {
      event_id: eventId,
      home_addreess: home,
      payment: { payment_type: 'credit_card', card_token: await cardTokenFromApp(t.app, card) },
    },
    { 'idempotency-key': randomUUID() },
  );
  expect(res.statusCode).toBe(200);
  return res.json() as { order_id: number; order_code: string; acs_redirect_url: string | null };
}

/** What the buyer does on the gateway's 3-D Secure page (and then closes the tab). */
async function answerChallenge(acsRedirectUrl: string, decision: 'authenticate' | 'fail') {
  const page = new URL(acsRedirectUrl);
  const res = await t.app.inject({ method: 'POST', url: `${page.pathname}/${decision}` });
  expect(res.statusCode).toBe(303);
}

const orderRow = async (id: number) => (await t.deps.db.select().from(orders).where(eq(orders.id, id)))[0]!;

const mailsTo = async (email: string) =>
  (await t.app.inject({ url: `/dev/mail.json?to=${encodeURIComponent(email)}` })).json() as {
    subject: string;
  }[];

const sweepDeps = (payments: PaymentGateways = t.deps.payments): SweepDeps => ({
  db: t.deps.db,
  mailer: t.deps.mailer,
  payments,
  publicUrl: PUBLIC_URL,
  log: quiet,
});

/** A sweep as a worker would run it `minutesLater` from now, with the default one-hour timeout. */
const sweepAt = (minutesLater: number, payments?: PaymentGateways) =>
  sweepPendingOrders(sweepDeps(payments), {
    maxAgeMs: HOUR,
    now: new Date(Date.now() + minutesLater * 60_000),
  });

const lateChargesAt = (minutesLater: number) =>
  sweepLateCharges(sweepDeps(), { now: new Date(Date.now() + minutesLater * 60_000) });

describe('order sweep: orders left waiting for payment', () => {
  it('fails a 3-D Secure order the buyer never finished, keeps its items in the cart, and leaves it out of /history', async () => {
    const buyer = await newMember();
    await setCart(buyer.token, photos[0]!, [{ size_id: 1, quantity: 1 }]);
    const placed = await placeOrder(buyer.token, TEST_CARDS.challenge);
    expect(placed.acs_redirect_url).toBeTruthy();

    const report = await sweepAt(61);
    expect(report).toMatchObject({ abandoned: 1, paid: 0, unreachable: 0, error: 0 });
    expect(await orderRow(placed.order_id)).toMatchObject({
      status: 'failed',
      failureCode: 'payment_abandoned',
      paidAt: null,
    });
    // Nothing was bought: the cart still holds the photo, and no confirmation went out.
    expect(await cartQuantity(buyer.token)).toBe(1);
    expect(await mailsTo(buyer.email)).toEqual([]);
    // Not an order to the buyer: the history does not list it; its page still says why.
    const list = (await call('GET', '/api/mypage/order/list', buyer.token)).json();
    expect(list.data).toEqual([]);
    const detail = await call('GET', `/api/mypage/order/detail/${placed.order_id}`, buyer.token);
    expect(detail.json().status).toBe('failed');
    // Coming back late from the 3-D Secure page answers the failure, not a card problem.
    const late = (
      await call('POST', '/api/order/acs/complete', buyer.token, { order_id: placed.order_id })
    ).json();
    expect(late).toMatchObject({ is_sucessful: false, error_code: 'payment_abandoned' });
    expect(late.error_message).toContain('not completed in time');
    // The buyer tries again from the same cart.
    const again = await placeOrder(buyer.token, TEST_CARDS.visa);
    expect(await orderRow(again.order_id)).toMatchObject({ status: 'paid' });
    expect(await cartQuantity(buyer.token)).toBe(0);
  });

  it('shows a guest’s abandoned order as failed on the guest order page and keeps the guest cart', async () => {
    const [guest] = await t.deps.db.insert(guests).values({ email: 'sweep-guest@example.jp' }).returning();
    await t.deps.db.insert(buyerEvents).values({ kind: 'guest', subjectId: String(guest!.id), eventId });
    const token = await t.tokenFor('guest', String(guest!.id));
    await setCart(token, photos[1]!, [{ size_id: 1, quantity: 1 }]);
    const placed = await placeOrder(token, TEST_CARDS.challenge);

    await sweepAt(61);
    const check = await call('POST', '/api/guest/order/check/confirm', undefined, {
      order_code: placed.order_code,
      tel: home.tel,
    });
    expect(check.statusCode).toBe(200);
    const scoped = check.json().token;
    const detail = await call('GET', `/api/mypage/order/detail/${placed.order_id}`, scoped);
    expect(detail.json()).toMatchObject({ order_code: placed.order_code, status: 'failed' });
    expect(await cartQuantity(token)).toBe(1);
  });

  it('settles as paid a 3-D Secure order the buyer authenticated but never came back from', async () => {
    const buyer = await newMember();
    await setCart(buyer.token, photos[0]!, [{ size_id: 1, quantity: 1 }]);
    const placed = await placeOrder(buyer.token, TEST_CARDS.challenge);
    await answerChallenge(placed.acs_redirect_url!, 'authenticate');

    const report = await sweepAt(61);
    expect(report).toMatchObject({ paid: 1, abandoned: 0 });
    expect(await orderRow(placed.order_id)).toMatchObject({ status: 'paid', cardLast4: expect.any(String) });
    // As the buyer's own return would: the cart gives up what was bought, the mail goes.
    expect(await cartQuantity(buyer.token)).toBe(0);
    const mails = await mailsTo(buyer.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain(placed.order_code);
    const back = (
      await call('POST', '/api/order/acs/complete', buyer.token, { order_id: placed.order_id })
    ).json();
    expect(back).toMatchObject({ is_sucessful: true, acs_flag: 0 });
  });

  it('never leaves a charge on a given-up order: a late 3-D Secure makes it paid, on return or by the next sweep', async () => {
    // Given up, then the buyer finishes 3-D Secure and comes back.
    const returning = await newMember();
    await setCart(returning.token, photos[0]!, [{ size_id: 1, quantity: 1 }]);
    const first = await placeOrder(returning.token, TEST_CARDS.challenge);
    await sweepAt(61);
    expect(await orderRow(first.order_id)).toMatchObject({ status: 'failed' });
    await answerChallenge(first.acs_redirect_url!, 'authenticate');
    const back = (
      await call('POST', '/api/order/acs/complete', returning.token, { order_id: first.order_id })
    ).json();
    expect(back).toMatchObject({ is_sucessful: true });
    expect(await orderRow(first.order_id)).toMatchObject({ status: 'paid', failureCode: null });
    expect(await cartQuantity(returning.token)).toBe(0);
    expect(await mailsTo(returning.email)).toHaveLength(1);

    // Given up, then authenticated, and the buyer never comes back: the next sweep finds it.
    const gone = await newMember();
    await setCart(gone.token, photos[1]!, [{ size_id: 1, quantity: 1 }]);
    const second = await placeOrder(gone.token, TEST_CARDS.challenge);
    await sweepAt(61);
    await answerChallenge(second.acs_redirect_url!, 'authenticate');
    // Past a day, given-up orders are no longer asked about.
    expect(await lateChargesAt(25 * 60)).toBe(0);
    expect(await orderRow(second.order_id)).toMatchObject({ status: 'failed' });
    expect(await lateChargesAt(66)).toBeGreaterThanOrEqual(1);
    expect(await orderRow(second.order_id)).toMatchObject({ status: 'paid' });
    expect(await mailsTo(gone.email)).toHaveLength(1);
  });

  it('fails an order whose 3-D Secure the buyer failed before leaving, with the gateway’s code', async () => {
    const buyer = await newMember();
    await setCart(buyer.token, photos[0]!, [{ size_id: 1, quantity: 1 }]);
    const placed = await placeOrder(buyer.token, TEST_CARDS.challenge);
    await answerChallenge(placed.acs_redirect_url!, 'fail');

    expect(await sweepAt(61)).toMatchObject({ failed: 1 });
    expect(await orderRow(placed.order_id)).toMatchObject({
      status: 'failed',
      failureCode: 'authentication_failed',
    });
    expect(await cartQuantity(buyer.token)).toBe(1);
  });

  it('leaves an order younger than the timeout alone, and resolves it once it is older', async () => {
    const buyer = await newMember();
    await setCart(buyer.token, photos[0]!, [{ size_id: 1, quantity: 1 }]);
    const placed = await placeOrder(buyer.token, TEST_CARDS.challenge);

    expect(await sweepAt(30)).toMatchObject({ abandoned: 0, paid: 0, failed: 0 });
    const young = await orderRow(placed.order_id);
    expect(young).toMatchObject({ status: 'pending_payment', failureCode: null });
    // Still on the 3-D Secure page: the buyer can finish.
    const waiting = (
      await call('POST', '/api/order/acs/complete', buyer.token, { order_id: placed.order_id })
    ).json();
    expect(waiting).toMatchObject({ is_sucessful: true, acs_flag: 2 });

    expect(await sweepAt(61)).toMatchObject({ abandoned: 1 });
    expect((await orderRow(placed.order_id)).status).toBe('failed');
  });

  it('fails an order the provider never charged (the request ended between the order and the charge)', async () => {
    const buyer = await newMember();
    await setCart(buyer.token, photos[2]!, [{ size_id: 2, quantity: 2 }]);
    const card = t.deps.payments.card;
    const crashing = cardGatewayWith(card, {
      charge: async () => {
        throw new Error('process ended');
      },
    });
    const body = orderProcessBodySchema.parse({
      event_id: eventId,
      home_addreess: home,
      payment: { payment_type: 'credit_card', card_token: 'tok_never_used' },
    });
    await expect(
      processOrder(
        { db: t.deps.db, mailer: t.deps.mailer, payments: crashing, publicUrl: PUBLIC_URL },
        { kind: 'member', subject: String(buyer.id) },
        body,
        randomUUID(),
        'ja',
      ),
    ).rejects.toThrow('process ended');
    const [stuck] = await t.deps.db
      .select()
      .from(orders)
      .where(and(eq(orders.buyerSubject, String(buyer.id)), eq(orders.buyerKind, 'member')));
    expect(stuck).toMatchObject({ status: 'pending_payment', chargeId: null });

    // With no charge id, only the provider knows: it is asked by the attempt's merchant
    // reference, and its "no such charge" is what makes the order failed with nothing charged.
    const asked: string[] = [];
    const report = await sweepAt(
      61,
      cardGatewayWith(card, {
        chargeStatus: unexpected,
        findByReference: (ref) => {
          asked.push(ref);
          return card.findByReference(ref);
        },
      }),
    );
    expect(asked).toEqual([`${stuck!.orderCode}-1`]);
    expect(report).toMatchObject({ abandoned: 1, error: 0 });
    expect(await orderRow(stuck!.id)).toMatchObject({ status: 'failed', failureCode: 'payment_abandoned' });
    expect(await cartQuantity(buyer.token)).toBe(2);
    const list = (await call('GET', '/api/mypage/order/list', buyer.token)).json();
    expect(list.data.map((o: { id: number }) => o.id)).not.toContain(stuck!.id);
  });

  it('leaves the order for the next sweep when the gateway is unreachable, without failing the sweep', async () => {
    const buyer = await newMember();
    await setCart(buyer.token, photos[0]!, [{ size_id: 1, quantity: 1 }]);
    const placed = await placeOrder(buyer.token, TEST_CARDS.challenge);
    const card = t.deps.payments.card;
    const down = cardGatewayWith(card, {
      chargeStatus: async () => {
        throw new PaymentGatewayUnavailableError('connect ECONNREFUSED');
      },
    });
    const warnings: object[] = [];
    const report = await sweepPendingOrders(
      { ...sweepDeps(down), log: { ...quiet, warn: (details) => void warnings.push(details) } },
      { maxAgeMs: HOUR, now: new Date(Date.now() + 61 * 60_000) },
    );
    expect(report).toMatchObject({ unreachable: 1, abandoned: 0, error: 0 });
    expect(warnings).toEqual([expect.objectContaining({ orderId: placed.order_id })]);
    expect(await orderRow(placed.order_id)).toMatchObject({ status: 'pending_payment', failureCode: null });

    // The gateway is back: the next sweep resolves it.
    expect(await sweepAt(61)).toMatchObject({ abandoned: 1 });
    expect((await orderRow(placed.order_id)).status).toBe('failed');
  });

  it('settles an order once when two sweeps meet on it (one mail, the cart subtracted once)', async () => {
    const buyer = await newMember();
    await setCart(buyer.token, photos[2]!, [{ size_id: 2, quantity: 1 }]);
    const placed = await placeOrder(buyer.token, TEST_CARDS.challenge);
    // Added while on the 3-D Secure page: two more prints the order does not include.
    await setCart(buyer.token, photos[2]!, [{ size_id: 2, quantity: 3 }]);
    await answerChallenge(placed.acs_redirect_url!, 'authenticate');

    // Both sweeps hear "paid" from the gateway before either records it.
    const card = t.deps.payments.card;
    let arrived = 0;
    let release!: () => void;
    const bothAsked = new Promise<void>((resolve) => {
      release = resolve;
    });
    const meeting = cardGatewayWith(card, {
      chargeStatus: async (id) => {
        const answer = await card.chargeStatus(id);
        if (++arrived === 2) release();
        await bothAsked;
        return answer;
      },
    });
    await Promise.all([sweepAt(61, meeting), sweepAt(61, meeting)]);
    expect(arrived).toBe(2);
    expect(await orderRow(placed.order_id)).toMatchObject({ status: 'paid' });
    expect(await mailsTo(buyer.email)).toHaveLength(1);
    const cart = (await call('GET', '/api/cart', buyer.token)).json();
    expect(cart.cart[0].image_item_with_prices[0].size_and_price.print_prices).toEqual(
      expect.arrayContaining([expect.objectContaining({ size_id: 2, quantity: 2 })]),
    );
  });

  it('runs as a recurring durable job once the workers start: one run now, the next one scheduled', async () => {
    await t.deps.jobs.start();
    try {
      for (let i = 0; i < 200; i++) {
        if ((await t.deps.jobs.counts(ORDER_SWEEP_QUEUE)).done) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    } finally {
      await t.deps.jobs.stop();
    }
    expect(await t.deps.jobs.counts(ORDER_SWEEP_QUEUE)).toEqual({ done: 1 });
    // The next runs come from a pg-boss schedule, every ORDER_SWEEP_EVERY_MS.
    expect(ORDER_SWEEP_EVERY_MS).toBe(5 * 60_000);
    expect(await t.deps.jobs.scheduleOf(ORDER_SWEEP_QUEUE)).toMatchObject({ cron: '*/5 * * * *' });
  });
});

async function unexpected(): Promise<never> {
  throw new Error('the gateway was asked about an order without a charge');
}
