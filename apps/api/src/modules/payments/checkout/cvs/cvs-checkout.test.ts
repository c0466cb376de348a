// docs/decisions/012: r_cvs_net and tw_cvs_net through /api/order/rakuten/process_cvs, the
// provider's slip, its signed notification and the slip's deadline, on decision 007's invariants.
import { sandboxShopCredentials, signNotification } from '@omoide/gateway-sandbox';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders, prices } from '../../../../db/schema/index';
import { expireCvsOrders } from '../../reconciler/cvs-expiry';
import { sweepPendingOrders } from '../../reconciler/order-sweeper';
import { useWalletShop } from '../wallet/wallet-test-kit';

const shop = useWalletShop();
const { faults, orderCvs, payAtStore, buyerWithCart, orderRow, attemptOf, cartLines, reconcile, ledger } =
  shop;
const quiet = { info: () => {}, warn: () => {}, error: () => {} };

const mailsTo = async (email: string) =>
  (await shop.state.t.app.inject({ url: `/dev/mail.json?to=${email}` })).json() as {
    subject: string;
    text: string;
  }[];

/** Waits for the sandbox's notification to reach the API and be applied. */
async function until(check: () => Promise<boolean>) {
  for (let i = 0; i < 100; i++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('timed out');
}

const notify = (body: string, signature?: string, contentType = 'application/json') =>
  shop.state.t.app.inject({
    method: 'POST',
    url: '/api/payments/notify/cvs',
    payload: body,
    headers: {
      'content-type': contentType,
      'x-language': 'ja',
      ...(signature ? { 'x-sandbox-signature': signature } : {}),
    },
  });

const signed = (body: object) => {
  const text = JSON.stringify(body);
  return { text, signature: signNotification(text, sandboxShopCredentials().secretKey) };
};

async function setTwdPrice(unitPrice: number) {
  await shop.state.t.deps.db
    .update(prices)
    .set({ unitPrice })
    .where(and(eq(prices.eventId, shop.state.twdEvent), eq(prices.sizeId, 1)));
}

describe.each([
  ['r_cvs_net', '00001', 'yen'],
  ['tw_cvs_net', '0301', 'twd'],
] as const)('%s', (paymentType, network, currency) => {
  it('answers the slip; the order awaits payment with its photos out of the cart; the store payment pays it', async () => {
    const eventId = currency === 'yen' ? shop.state.yenEvent : shop.state.twdEvent;
    const { token, memberId, email } = await buyerWithCart(eventId);
    const res = await orderCvs(token, paymentType, network, eventId, currency === 'yen' ? 'ja' : 'hant');
    expect(res.statusCode).toBe(200);
    const result = res.json();
    expect(result).toMatchObject({ is_sucessful: true, acs_flag: 0, redirect_url: null });
    expect(result.cvs_slip).toMatchObject({
      network,
      amount: 330,
      currency_type_id: currency === 'yen' ? 1 : 3,
    });
    expect(result.cvs_slip.payment_number).toBeTruthy();
    expect(result.cvs_slip.deadline_t).toBeGreaterThan(Date.now() / 1000);
    const waiting = await orderRow(result.order_id);
    expect(waiting).toMatchObject({ status: 'awaiting_payment', paymentType, cardBrand: network });
    expect(await attemptOf(waiting.id)).toMatchObject({ state: 'awaiting_payment' });
    expect(await cartLines(memberId)).toEqual([]);
    const [slipMail] = await mailsTo(email);
    expect(slipMail!.text).toContain(result.cvs_slip.payment_number);
    expect(slipMail!.subject).toContain(waiting.orderCode);

    // The history shows the deadline; a repeat of the key answers the same slip.
    const list = await shop.state.t.app.inject({
      url: '/api/mypage/order/list',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(list.json().data[0]).toMatchObject({
      status: 'awaiting_payment',
      payment_deadline_t: result.cvs_slip.deadline_t,
    });

    expect(await payAtStore(result.cvs_slip.payment_number, result.cvs_slip.confirmation_number)).toBe(200);
    await until(async () => (await orderRow(result.order_id)).status === 'paid');
    expect(await attemptOf(result.order_id)).toMatchObject({ state: 'succeeded' });
    await until(async () => (await mailsTo(email)).length === 2);
    const detail = await shop.state.t.app.inject({
      url: `/api/mypage/order/detail/${result.order_id}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(detail.json()).toMatchObject({ status: 'paid', cvs_slip: { network } });
    expect((await ledger()).problems).toEqual([]);
  });
});

describe('convenience-store checkout rules', () => {
  it('refuses a network not of the type’s list, translated, and makes no order', async () => {
    const { token } = await buyerWithCart();
    const wrong = await orderCvs(token, 'r_cvs_net', '0301');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().display_code).toBe('ORDER-CVS-NETWORK');
    expect(JSON.stringify(wrong.json())).toContain('コンビニを選択');
    const twd = await buyerWithCart(shop.state.twdEvent);
    expect((await orderCvs(twd.token, 'tw_cvs_net', '00007', shop.state.twdEvent)).statusCode).toBe(400);
    expect((await orderCvs(token, 'r_cvs_net', 'abc')).statusCode).toBe(400);
    // A convenience store at the wallet route, a wallet at the store route.
    expect((await shop.order(token, 'r_cvs_net')).statusCode).toBe(400);
    expect((await orderCvs(token, 'tw_cvs_net', '0301')).statusCode).toBe(400);
    const made = await shop.state.t.deps.db
      .select()
      .from(orders)
      .where(eq(orders.buyerSubject, String(twd.memberId)));
    expect(made).toEqual([]);
  });

  it('refuses a Taiwanese store payment under 100 TWD (translated §5), accepts 100', async () => {
    try {
      await setTwdPrice(99);
      const low = await buyerWithCart(shop.state.twdEvent);
      const refused = await orderCvs(low.token, 'tw_cvs_net', '0302', shop.state.twdEvent, 'hant');
      expect(refused.statusCode).toBe(400);
      expect(JSON.stringify(refused.json())).toContain('100');
      expect(JSON.stringify(refused.json())).toContain('超商');
      expect(await cartLines(low.memberId)).not.toEqual([]);
      await setTwdPrice(100);
      const ok = await buyerWithCart(shop.state.twdEvent);
      const accepted = await orderCvs(ok.token, 'tw_cvs_net', '0302', shop.state.twdEvent, 'hant');
      expect(accepted.json()).toMatchObject({
        is_sucessful: true,
        cvs_slip: { amount: 100, network: '0302' },
      });
    } finally {
      await setTwdPrice(330);
    }
  });

  it('expires an order unpaid at its deadline: the slip is cancelled at the provider, nothing charged', async () => {
    const { token } = await buyerWithCart();
    const result = (await orderCvs(token, 'r_cvs_net', '00007')).json();
    const deps = { ...shop.state.t.deps, publicUrl: 'http://localhost', log: quiet };
    // Before the deadline nothing happens.
    expect((await expireCvsOrders(deps)).expired).toBe(0);
    const after = new Date((result.cvs_slip.deadline_t + 60) * 1000);
    expect((await expireCvsOrders(deps, { now: after })).expired).toBeGreaterThanOrEqual(1);
    expect(await orderRow(result.order_id)).toMatchObject({ status: 'expired', failureCode: 'cvs_expired' });
    expect(await payAtStore(result.cvs_slip.payment_number, null)).toBe(409);
    expect((await ledger()).problems).toEqual([]);
    // The buyer's answer for the order says it expired, translated.
    const again = await shop.call(token, '/api/order/acs/complete', { order_id: result.order_id });
    expect(again.json()).toMatchObject({ is_sucessful: false, error_code: 'cvs_expired' });
  });

  it('an order awaiting the store payment is not failed by the order sweep’s short timeout', async () => {
    const { token } = await buyerWithCart();
    const result = (await orderCvs(token, 'r_cvs_net', '00001')).json();
    const deps = { ...shop.state.t.deps, publicUrl: 'http://localhost', log: quiet };
    await sweepPendingOrders(deps, { maxAgeMs: 0, now: new Date(Date.now() + 60 * 60_000) });
    expect((await orderRow(result.order_id)).status).toBe('awaiting_payment');
  });

  it('never expires a slip the provider says is paid', async () => {
    const { token } = await buyerWithCart();
    faults.dropNotifications = true;
    try {
      const result = (await orderCvs(token, 'r_cvs_net', '00006')).json();
      await payAtStore(result.cvs_slip.payment_number, null);
      const deps = { ...shop.state.t.deps, publicUrl: 'http://localhost', log: quiet };
      const after = new Date((result.cvs_slip.deadline_t + 60) * 1000);
      expect(await expireCvsOrders(deps, { now: after })).toMatchObject({ paid: 1 });
      expect((await orderRow(result.order_id)).status).toBe('paid');
    } finally {
      faults.dropNotifications = false;
    }
  });

  it('the reconciler finds a store payment whose notification never came', async () => {
    const { token, email } = await buyerWithCart();
    faults.dropNotifications = true;
    try {
      const result = (await orderCvs(token, 'r_cvs_net', '00002')).json();
      await payAtStore(result.cvs_slip.payment_number, result.cvs_slip.confirmation_number);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect((await orderRow(result.order_id)).status).toBe('awaiting_payment');
      const report = await reconcile();
      expect(report.settled).toBeGreaterThanOrEqual(1);
      expect((await orderRow(result.order_id)).status).toBe('paid');
      await until(async () => (await mailsTo(email)).length === 2);
    } finally {
      faults.dropNotifications = false;
    }
  });

  it('a lost answer at slip issue: payment_confirming, then the reconciler holds the slip', async () => {
    const { token, memberId } = await buyerWithCart();
    faults.loseSlipAnswers = true;
    let result: { order_id: number; error_code: string; is_sucessful: boolean };
    try {
      result = (await orderCvs(token, 'r_cvs_net', '00005')).json();
    } finally {
      faults.loseSlipAnswers = false;
    }
    expect(result).toMatchObject({ is_sucessful: false, error_code: 'payment_confirming' });
    expect((await orderRow(result.order_id)).status).toBe('payment_confirming');
    expect(await cartLines(memberId)).not.toEqual([]);
    await reconcile();
    const held = await orderRow(result.order_id);
    expect(held).toMatchObject({ status: 'awaiting_payment' });
    expect(held.paymentSlip?.payment_number).toBeTruthy();
    expect(await cartLines(memberId)).toEqual([]);
    await payAtStore(held.paymentSlip!.payment_number, held.paymentSlip!.confirmation_number);
    await until(async () => (await orderRow(result.order_id)).status === 'paid');
  });
});

describe('store notifications', () => {
  it('acknowledges a replay without a second effect; refuses a forged or unsigned one (nothing changes)', async () => {
    const { token } = await buyerWithCart();
    const result = (await orderCvs(token, 'r_cvs_net', '00008')).json();
    const before = shop.notifications.length;
    await payAtStore(result.cvs_slip.payment_number, result.cvs_slip.confirmation_number);
    await until(async () => shop.notifications.length > before);
    const delivered = shop.notifications.at(-1)!;
    expect(delivered.status).toBe(200);
    const replay = await notify(delivered.body, delivered.headers['x-sandbox-signature']);
    expect(replay.json()).toEqual({ result: 'ok', outcome: 'duplicate' });

    const forged = delivered.body.replace('"amount":330', '"amount":1');
    const refused = await notify(forged, delivered.headers['x-sandbox-signature']);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().display_code).toBe('PAYMENT-NOTIFY-SIGNATURE');
    expect(JSON.stringify(refused.json())).toContain('署名');
    expect((await notify(delivered.body)).statusCode).toBe(401);
    expect((await notify(delivered.body, 'a'.repeat(64))).statusCode).toBe(401);
    expect((await orderRow(result.order_id)).status).toBe('paid');
  });

  it('answers 4xx, never 500, to garbage', async () => {
    for (const [body, type] of [
      ['', 'application/json'],
      ['{', 'application/json'],
      ['not json', 'text/plain'],
      ['a=b', 'application/x-www-form-urlencoded'],
      ['\u0000\u0001', 'application/octet-stream'],
    ] as const) {
      const res = await notify(body, 'zz', type);
      expect(res.statusCode, `${type}: ${body}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, `${type}: ${body}`).toBeLessThan(500);
    }
    const big = await notify('x'.repeat(100 * 1024), 'zz');
    expect(big.statusCode).toBe(413);
    // Signed but not a notification, or stale: refused too.
    const odd = signed({ hello: 'world' });
    expect((await notify(odd.text, odd.signature)).statusCode).toBe(401);
  });

  it('out of order: "paid" for a cancelled order is refunded; "expired" after "paid" changes nothing', async () => {
    const a = await buyerWithCart();
    const first = (await orderCvs(a.token, 'r_cvs_net', '00001')).json();
    await shop.state.t.deps.db
      .update(orders)
      .set({ status: 'cancelled' })
      .where(eq(orders.id, first.order_id));
    await payAtStore(first.cvs_slip.payment_number, first.cvs_slip.confirmation_number);
    await until(async () => (await attemptOf(first.order_id)).state === 'refunded');
    expect((await orderRow(first.order_id)).status).toBe('cancelled');
    expect((await ledger()).problems).toEqual([]);

    const b = await buyerWithCart();
    const second = (await orderCvs(b.token, 'r_cvs_net', '00007')).json();
    await payAtStore(second.cvs_slip.payment_number, null);
    await until(async () => (await orderRow(second.order_id)).status === 'paid');
    const paid = JSON.parse(shop.notifications.at(-1)!.body);
    const late = signed({
      ...paid,
      notification_id: 'ntf_late_expired',
      type: 'slip.expired',
      sent_t: Math.floor(Date.now() / 1000),
      slip: { ...paid.slip, status: 'expired' },
    });
    expect((await notify(late.text, late.signature)).json()).toMatchObject({ outcome: 'applied' });
    expect((await orderRow(second.order_id)).status).toBe('paid');
    expect(await attemptOf(second.order_id)).toMatchObject({ state: 'succeeded' });
    expect((await ledger()).problems).toEqual([]);
  });
});
