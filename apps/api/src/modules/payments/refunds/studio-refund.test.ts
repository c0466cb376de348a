// The studio's refund through a real provider (the payment sandbox): once under two operators
// at once, and refund_pending when the provider's answer is lost (decisions 007, 014).
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { BUYER_HOME_ADDRESS, createOperator } from '../../../../test/fixtures';
import { auditLog } from '../../../db/schema/index';
import { listOutboxMail } from '../../../platform/mail/outbox.repo';
import { startOperatorSession } from '../../operators/operators.service';
import { TEST_CARDS } from '../../payment-providers/sandbox/card-sandbox-test-kit';
import { useWalletShop } from '../checkout/wallet/wallet-test-kit';

const shop = useWalletShop();
const tokens = { owner: '', support: '' };

beforeAll(async () => {
  for (const role of ['owner', 'support'] as const) {
    const operator = await createOperator(shop.state.t.deps.db, {
      email: `${role}@refunds.jp`,
      memberships: [{ organizationId: shop.state.organizationId, role }],
    });
    tokens[role] = (await startOperatorSession(shop.state.t.deps, operator.id)).token;
  }
});

async function paidCardOrder() {
  const buyer = await shop.buyerWithCart();
  const res = await shop.call(buyer.token, '/api/order/process', {
    event_id: shop.state.yenEvent,
    home_addreess: BUYER_HOME_ADDRESS,
    payment: { payment_type: 'credit_card', card_token: await shop.state.sandbox.tokenFor(TEST_CARDS.visa) },
  });
  const orderId = res.json().order_id as number;
  expect((await shop.orderRow(orderId)).status).toBe('paid');
  return { orderId, email: buyer.email };
}

const refund = (who: keyof typeof tokens, orderId: number, reason: string, language = 'en-US') =>
  shop.state.t.app.inject({
    method: 'POST',
    url: `/api/studio/orders/${orderId}/refund`,
    payload: { reason },
    headers: { authorization: `Bearer ${tokens[who]}`, 'x-language': language },
  });

describe('POST /api/studio/orders/{order_id}/refund at the provider', () => {
  it('refunds once when two operators refund at the same time', async () => {
    const { orderId, email } = await paidCardOrder();
    const both = await Promise.all([
      refund('owner', orderId, 'duplicate'),
      refund('support', orderId, 'duplicate'),
    ]);
    expect(both.map((res) => res.statusCode)).toEqual([200, 200]);
    expect(both.map((res) => res.json().outcome)).toEqual(['refunded', 'refunded']);
    const row = await shop.orderRow(orderId);
    expect(row.status).toBe('refunded');
    expect(await shop.state.sandbox.gateways.card.chargeStatus(row.chargeId!)).toMatchObject({
      status: 'refunded',
    });
    // One marker and one move: one audit entry of each, one mail to the buyer.
    const audit = await shop.state.t.deps.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, row.orderCode));
    expect(audit.map((entry) => entry.action).sort()).toEqual(['order.refund_requested', 'order.refunded']);
    expect(await listOutboxMail(shop.state.t.deps.db, { to: email })).toHaveLength(2); // confirmation + refund
    expect((await shop.ledger()).problems).toEqual([]);
  });

  it('leaves a lost provider answer refund_pending for the reconciler, and says so', async () => {
    const { orderId } = await paidCardOrder();
    shop.faults.loseRefundAnswers = true;
    try {
      const res = await refund('support', orderId, 'wrong photos', 'ja');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        outcome: 'refund_pending',
        order: { status: 'paid', refund_pending: true, may: { refund: false } },
      });
    } finally {
      shop.faults.loseRefundAnswers = false;
    }
    const listed = await shop.state.t.app.inject({
      url: `/api/studio/organizations/${shop.state.organizationId}/orders?status=paid`,
      headers: { authorization: `Bearer ${tokens.owner}` },
    });
    const row = listed.json().orders.find((o: { order_id: number }) => o.order_id === orderId);
    expect(row).toMatchObject({ refund_pending: true });
    await shop.reconcile();
    expect((await shop.orderRow(orderId)).status).toBe('refunded');
    expect((await shop.ledger()).problems).toEqual([]);
  });
});
