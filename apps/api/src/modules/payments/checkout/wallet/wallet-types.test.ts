// docs/decisions/011: lost wallet answers, guests, and which types an event offers.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { BUYER_HOME_ADDRESS } from '../../../../../test/fixtures';
import { buyerEvents, guests } from '../../../../db/schema/index';
import { sweepPendingOrders } from '../../reconciler/order-sweeper';
import { useWalletShop } from './wallet-test-kit';

const shop = useWalletShop();
const { faults, order, complete, press, buyerWithCart, orderRow, attemptOf } = shop;

describe('wallet sessions whose answer was lost, and guests', () => {
  it('a session opened but unanswered: payment_confirming, then the reconciler finds it and the buyer can pay', async () => {
    const { token } = await buyerWithCart();
    faults.loseSessionAnswers = true;
    const res = await order(token, 'r_aupay');
    faults.loseSessionAnswers = false;
    const result = res.json();
    expect(result).toMatchObject({ is_sucessful: false, error_code: 'payment_confirming' });
    expect(await orderRow(result.order_id)).toMatchObject({ status: 'payment_confirming' });
    await shop.reconcile();
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

  it('an approval page left open: the order sweep asks the wallet, which says expired; nothing charged', async () => {
    const { token } = await buyerWithCart();
    const result = (await order(token, 'r_paypay')).json();
    faults.clock += 61 * 60 * 1000;
    const quiet = { info: () => {}, warn: () => {}, error: () => {} };
    await sweepPendingOrders(
      { ...shop.state.t.deps, publicUrl: 'http://localhost', log: quiet },
      { maxAgeMs: 0 },
    );
    expect(await orderRow(result.order_id)).toMatchObject({
      status: 'failed',
      failureCode: 'session_expired',
    });
    expect(await attemptOf(result.order_id)).toMatchObject({ state: 'declined' });
    // The buyer can order the cart again: the lapsed checkout no longer holds it.
    expect((await order(token, 'r_paypay')).json()).toMatchObject({ is_sucessful: true });
  });

  it('sends a guest back to /guest/handler', async () => {
    const [guest] = await shop.state.t.deps.db
      .insert(guests)
      .values({ email: `${randomUUID()}@example.jp` })
      .returning();
    const token = await shop.state.t.tokenFor('guest', String(guest!.id));
    // A guest sees an event it entered (its code): the event is among its own.
    await shop.state.t.deps.db
      .insert(buyerEvents)
      .values({ kind: 'guest', subjectId: String(guest!.id), eventId: shop.state.yenEvent });
    await shop.call(token, '/api/cart', {
      event_id: shop.state.yenEvent,
      image_info_id: shop.state.photos[shop.state.yenEvent],
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
    const { token } = await buyerWithCart(shop.state.twdEvent);
    const res = await order(token, 'r_paypay', shop.state.twdEvent, 'hant');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ display_code: 'ORDER-PAYMENT-TYPE' });
    expect(res.json().display_message).toContain('付款方式');
  });

  it('refuses a card at /rakuten/process and a wallet at /process (400, no order)', async () => {
    const { token } = await buyerWithCart();
    const card = await shop.call(token, '/api/order/rakuten/process', {
      event_id: shop.state.yenEvent,
      home_addreess: BUYER_HOME_ADDRESS,
      payment: { payment_type: 'credit_card', card_token: 'tok_12345678' },
    });
    expect(card.statusCode).toBe(400);
    const wallet = await shop.call(token, '/api/order/process', {
      event_id: shop.state.yenEvent,
      home_addreess: BUYER_HOME_ADDRESS,
      payment: { payment_type: 'r_aupay' },
    });
    expect(wallet.statusCode).toBe(400);
    expect(wallet.json()).toMatchObject({ display_code: 'ORDER-PAYMENT-TYPE' });
  });

  it('requires the Idempotency-Key', async () => {
    const { token } = await buyerWithCart();
    const res = await shop.state.t.app.inject({
      method: 'POST',
      url: '/api/order/rakuten/process',
      payload: {
        event_id: shop.state.yenEvent,
        home_addreess: BUYER_HOME_ADDRESS,
        payment: { payment_type: 'r_rpay' },
      },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(400);
  });

  it('lists the event’s payment types in the cart answer', async () => {
    const { token } = await buyerWithCart();
    const res = await shop.state.t.app.inject({
      method: 'GET',
      url: '/api/cart',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.json().cart[0].payment_types).toEqual([
      'credit_card',
      'r_paypay',
      'r_aupay',
      'r_rpay',
      'r_credit_card',
      'r_cvs_net',
      'credit_card_dcc',
    ]);
  });

  it('a second submission while a wallet session is open stops that session (nothing charged by it) and opens its own', async () => {
    const { token } = await buyerWithCart();
    const first = (await order(token, 'r_paypay')).json();
    expect(first).toMatchObject({ is_sucessful: true });
    const second = await order(token, 'r_rpay');
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({ is_sucessful: true });
    expect(second.json().redirect_url).toMatch(/approve/);
    expect(await orderRow(first.order_id)).toMatchObject({
      status: 'failed',
      failureCode: 'checkout_replaced',
    });
    // Approving the stopped session afterwards cannot pay the old order.
    await press(first.redirect_url, 'approve').catch(() => undefined);
    expect((await complete(token, first.order_id)).json()).toMatchObject({
      is_sucessful: false,
      error_code: 'checkout_replaced',
    });
  });
});
