// docs/decisions/014: refunds and cancellations through the providers' adapters.
import { describe, expect, it } from 'vitest';
import { BUYER_HOME_ADDRESS } from '../../../../test/fixtures';
import { PaymentGatewayUnavailableError } from '../../payment-providers/provider-answers';
import { cardGatewayWith, TEST_CARDS } from '../../payment-providers/sandbox/card-sandbox-test-kit';
import { useWalletShop } from '../checkout/wallet/wallet-test-kit';
import { cancelOrder, refundOrder } from './order-refund.service';

const shop = useWalletShop();
const { buyerWithCart, orderRow, attemptOf } = shop;
const quiet = { info: () => {}, warn: () => {}, error: () => {} };
const deps = (payments = shop.state.sandbox.gateways) => ({
  ...shop.state.t.deps,
  payments,
  publicUrl: 'http://localhost',
  log: quiet,
});
const operator = { by: 'support', reason: 'duplicate purchase' };

async function paidCardOrder(number: string = TEST_CARDS.visa, lang = 'ja') {
  const buyer = await buyerWithCart();
  const res = await shop.call(
    buyer.token,
    '/api/order/process',
    {
      event_id: shop.state.yenEvent,
      home_addreess: BUYER_HOME_ADDRESS,
      payment: { payment_type: 'credit_card', card_token: await shop.state.sandbox.tokenFor(number) },
    },
    lang,
  );
  return { ...buyer, result: res.json() };
}

const mailsTo = async (email: string) =>
  (await shop.state.t.app.inject({ url: `/dev/mail.json?to=${email}` })).json() as { subject: string }[];

describe('refundOrder', () => {
  it('refunds at the provider, moves the order to refunded once, mails the buyer, stops downloads', async () => {
    const { token, email, result } = await paidCardOrder(TEST_CARDS.visa, 'hant');
    // What the buyer owns (downloads follow it: mypage serves paid states only).
    const bought = async () =>
      JSON.stringify(
        (
          await shop.state.t.app.inject({
            url: `/api/event/info/buyed_item/${shop.state.yenEvent}`,
            headers: { authorization: `Bearer ${token}` },
          })
        ).json(),
      );
    expect(await bought()).toContain(String(shop.state.photos[shop.state.yenEvent]));

    const first = await refundOrder(deps(), result.order_id, operator);
    expect(first.outcome).toBe('refunded');
    const row = await orderRow(result.order_id);
    expect(row).toMatchObject({
      status: 'refunded',
      refundRequestedBy: 'support',
      refundReason: operator.reason,
    });
    expect(row.refundedAt).not.toBeNull();
    expect(await attemptOf(row.id)).toMatchObject({ state: 'refunded' });
    expect(await shop.state.sandbox.gateways.card.chargeStatus(row.chargeId!)).toMatchObject({
      status: 'refunded',
    });
    // A repeat answers the same, and mails nothing more.
    expect((await refundOrder(deps(), result.order_id, operator)).outcome).toBe('refunded');
    const refundMails = (await mailsTo(email)).filter((mail) => mail.subject.includes('退款'));
    expect(refundMails).toHaveLength(1);
    expect(await bought()).not.toContain(String(shop.state.photos[shop.state.yenEvent]));
    const ledger = await shop.ledger();
    expect(ledger.problems).toEqual([]);
    expect(ledger.refundedOrders).toBeGreaterThanOrEqual(1);
  });

  it('two refunds at once refund once', async () => {
    const { result } = await paidCardOrder();
    const both = await Promise.all([
      refundOrder(deps(), result.order_id, operator),
      refundOrder(deps(), result.order_id, operator),
    ]);
    expect(both.map((b) => b.outcome)).toEqual(['refunded', 'refunded']);
    expect((await orderRow(result.order_id)).status).toBe('refunded');
  });

  it('a lost provider answer leaves the order paid and refund_pending; the reconciler finishes it', async () => {
    const { result } = await paidCardOrder();
    const card = shop.state.sandbox.gateways.card;
    const lost = {
      ...cardGatewayWith(card, {
        refund: async (chargeId) => {
          await card.refund(chargeId); // The provider refunds, but its answer never arrives.
          throw new PaymentGatewayUnavailableError('socket hang up');
        },
      }),
      wallet: shop.state.sandbox.gateways.wallet,
    };
    const pending = await refundOrder(deps(lost), result.order_id, operator);
    expect(pending.outcome).toBe('refund_pending');
    const row = await orderRow(result.order_id);
    expect(row.status).toBe('paid');
    expect(row.refundRequestedAt).not.toBeNull();
    expect(row.refundedAt).toBeNull();
    // Until the provider's word arrives, the ledger names the mismatch (captured? no: refunded, order paid).
    expect((await shop.ledger()).ok).toBe(false);
    const report = await shop.reconcile();
    expect(report.refunded).toBeGreaterThanOrEqual(1);
    expect((await orderRow(result.order_id)).status).toBe('refunded');
    expect((await shop.ledger()).problems).toEqual([]);
  });

  it('refuses an order that was never paid with a translated 409', async () => {
    const { result } = await paidCardOrder(TEST_CARDS.declined);
    await expect(refundOrder(deps(), result.order_id, operator)).rejects.toMatchObject({
      statusCode: 409,
      displayCode: 'ORDER-NOT-REFUNDABLE',
    });
  });

  it('refunds a wallet order at the wallet provider', async () => {
    const { token } = await buyerWithCart();
    const opened = (await shop.order(token, 'r_paypay')).json();
    await shop.press(opened.redirect_url, 'approve');
    await shop.complete(token, opened.order_id);
    expect((await orderRow(opened.order_id)).status).toBe('paid');
    expect((await refundOrder(deps(), opened.order_id, operator)).outcome).toBe('refunded');
    expect((await shop.ledger()).problems).toEqual([]);
  });
});

describe('cancelOrder', () => {
  it('closes an order waiting on 3-D Secure and voids its challenge', async () => {
    const { result } = await paidCardOrder(TEST_CARDS.challenge);
    const cancelled = await cancelOrder(deps(), result.order_id, operator);
    expect(cancelled.outcome).toBe('cancelled');
    const row = await orderRow(result.order_id);
    expect(row.status).toBe('cancelled');
    expect(await shop.state.sandbox.gateways.card.chargeStatus(row.chargeId!)).toMatchObject({
      status: 'voided',
    });
  });

  it('voids a paid order (not settled yet) and ends it refunded', async () => {
    const { result } = await paidCardOrder();
    expect((await cancelOrder(deps(), result.order_id, operator)).outcome).toBe('refunded');
    const row = await orderRow(result.order_id);
    expect(row.status).toBe('refunded');
    expect(await attemptOf(row.id)).toMatchObject({ state: 'voided' });
  });
});
