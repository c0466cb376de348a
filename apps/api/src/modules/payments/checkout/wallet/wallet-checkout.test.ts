// docs/decisions/011: r_paypay, r_aupay and r_rpay through /api/order/rakuten/process, the
// provider's approval page and /api/order/rakuten/complete, on decision 007's invariants.
import { describe, expect, it } from 'vitest';
import { useWalletShop } from './wallet-test-kit';

const shop = useWalletShop();
const { faults, order, complete, press, buyerWithCart, orderRow, attemptOf, cartLines } = shop;

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
    const [mail] = (await shop.state.t.app.inject({ url: `/dev/mail.json?to=${email}` })).json();
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
    // It is in the buyer's history list, as its page is (issue 29).
    const list = await shop.state.t.app.inject({
      url: '/api/mypage/order/list',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data.map((o: { id: number }) => o.id)).toContain(result.order_id);
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
    faults.clock += 11 * 60 * 1000;
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
    const ledger = await shop.ledger();
    expect(ledger.problems).toEqual([]);
  });

  it('a lost answer while confirming: payment_confirming, then the reconciler settles it paid', async () => {
    const { token } = await buyerWithCart();
    const result = (await order(token, paymentType)).json();
    await press(result.redirect_url, 'approve');
    faults.loseCaptures = true;
    const done = (await complete(token, result.order_id)).json();
    faults.loseCaptures = false;
    expect(done).toMatchObject({ is_sucessful: false, error_code: 'payment_confirming' });
    expect(await orderRow(result.order_id)).toMatchObject({ status: 'payment_confirming' });
    expect(await attemptOf(result.order_id)).toMatchObject({ state: 'unknown' });
    const report = await shop.reconcile();
    expect(report.settled).toBeGreaterThanOrEqual(1);
    expect(await orderRow(result.order_id)).toMatchObject({ status: 'paid' });
    expect((await complete(token, result.order_id)).json()).toMatchObject({ is_sucessful: true });
  });
});
