// Issue #14 r_credit_card: the Rakuten card through /api/order/rakuten/process with a card
// token and a CVV token made at the provider's token endpoint, on decision 007's invariants.
import { describe, expect, it } from 'vitest';
import { BUYER_HOME_ADDRESS } from '../../../../../test/fixtures';
import { TEST_CARDS } from '../../../payment-providers/sandbox/card-sandbox-test-kit';
import { useWalletShop } from '../wallet/wallet-test-kit';

const shop = useWalletShop();
const { buyerWithCart, orderRow, attemptOf, cartLines } = shop;

async function payByRakutenCard(token: string, number: string, lang = 'ja', eventId = shop.state.yenEvent) {
  const tokens = await shop.state.sandbox.rakutenTokensFor(number);
  return shop.call(
    token,
    '/api/order/rakuten/process',
    {
      event_id: eventId,
      home_addreess: BUYER_HOME_ADDRESS,
      payment: {
        payment_type: 'r_credit_card',
        r_card_token: tokens.cardToken,
        r_cvv_token: tokens.cvvToken,
        r_card_brand: 'visa',
      },
    },
    lang,
  );
}

describe('r_credit_card', () => {
  it('is charged with its CVV token under the merchant reference and paid (cart emptied)', async () => {
    const { token, memberId } = await buyerWithCart();
    const res = await payByRakutenCard(token, TEST_CARDS.visa);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ is_sucessful: true, acs_flag: 0 });
    const row = await orderRow(res.json().order_id);
    expect(row).toMatchObject({ status: 'paid', paymentType: 'r_credit_card', cardLast4: '1111' });
    expect(await attemptOf(row.id)).toMatchObject({
      state: 'succeeded',
      merchantReference: `${row.orderCode}-1`,
    });
    expect(await cartLines(memberId)).toEqual([]);
  });

  it('a declined card fails with the translated "not charged" and keeps the cart', async () => {
    const { token, memberId } = await buyerWithCart();
    const res = (await payByRakutenCard(token, TEST_CARDS.declined, 'en-US')).json();
    expect(res).toMatchObject({ is_sucessful: false, error_code: 'card_declined' });
    expect(res.error_message).toContain('did not go through');
    expect((await orderRow(res.order_id)).status).toBe('failed');
    expect(await cartLines(memberId)).not.toEqual([]);
  });

  it('asks for 3-D Secure where the card requires it; the return is settled by /acs/complete', async () => {
    const { token } = await buyerWithCart();
    const res = (await payByRakutenCard(token, TEST_CARDS.challenge)).json();
    expect(res).toMatchObject({ is_sucessful: true, acs_flag: 2 });
    const back = await shop.state.sandbox.finishChallenge(res.acs_redirect_url, 'authenticate');
    expect(back).toContain(`/order/handler?order_id=${res.order_id}`);
    const done = await shop.call(token, '/api/order/acs/complete', { order_id: res.order_id });
    expect(done.json()).toMatchObject({ is_sucessful: true, order_id: res.order_id });
    expect((await orderRow(res.order_id)).status).toBe('paid');
  });

  it('a lost answer is "being confirmed", then the reconciler settles it paid; the ledger holds', async () => {
    const { token } = await buyerWithCart();
    const res = (await payByRakutenCard(token, TEST_CARDS.errorAfterCapture)).json();
    expect(res).toMatchObject({ is_sucessful: false, error_code: 'payment_confirming' });
    expect((await orderRow(res.order_id)).status).toBe('payment_confirming');
    await shop.reconcile();
    expect((await orderRow(res.order_id)).status).toBe('paid');
    expect((await shop.ledger()).problems).toEqual([]);
  });

  it('is refused at /api/order/process, and a credit_card at /rakuten/process (translated 400)', async () => {
    const { token } = await buyerWithCart();
    const tokens = await shop.state.sandbox.rakutenTokensFor(TEST_CARDS.visa);
    const atCardRoute = await shop.call(token, '/api/order/process', {
      event_id: shop.state.yenEvent,
      home_addreess: BUYER_HOME_ADDRESS,
      payment: {
        payment_type: 'r_credit_card',
        r_card_token: tokens.cardToken,
        r_cvv_token: tokens.cvvToken,
      },
    });
    expect(atCardRoute.statusCode).toBe(400);
    expect(atCardRoute.json()).toMatchObject({ display_code: 'ORDER-PAYMENT-TYPE' });
    const card = await shop.call(token, '/api/order/rakuten/process', {
      event_id: shop.state.yenEvent,
      home_addreess: BUYER_HOME_ADDRESS,
      payment: { payment_type: 'credit_card', card_token: tokens.cardToken },
    });
    expect(card.statusCode).toBe(400);
    expect(card.json()).toMatchObject({ display_code: 'ORDER-PAYMENT-TYPE' });
  });

  it('without its tokens is a translated 400, and a TWD event does not offer it', async () => {
    const { token } = await buyerWithCart();
    const missing = await shop.call(
      token,
      '/api/order/rakuten/process',
      {
        event_id: shop.state.yenEvent,
        home_addreess: BUYER_HOME_ADDRESS,
        payment: { payment_type: 'r_credit_card', r_card_token: 'tok_12345678' },
      },
      'hant',
    );
    expect(missing.statusCode).toBe(400);
    expect(missing.json().display_code).toMatch(/^VALIDATION-/);
    expect(missing.json().display_message).not.toBe('');
    const twd = await buyerWithCart(shop.state.twdEvent);
    const res = await payByRakutenCard(twd.token, TEST_CARDS.visa, 'ja', shop.state.twdEvent);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ display_code: 'ORDER-PAYMENT-TYPE' });
  });
});
