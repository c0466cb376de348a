import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TEST_CARDS } from './card-rules';
import { charge, newToken, sandboxApp, shop } from './sandbox-test-kit';
import { SANDBOX_LIVE_SHOP_ID, sandboxShopCredentials } from './shops';

let clock = new Date();
let app: Awaited<ReturnType<typeof sandboxApp>>;
beforeEach(async () => {
  clock = new Date();
  app = await sandboxApp(() => clock);
});
afterEach(() => app.close());

describe('charges', () => {
  it.each([
    ['visa', TEST_CARDS.visa, '1111'],
    ['mastercard', TEST_CARDS.mastercard, '4444'],
  ])('charge of a %s test card succeeds', async (brand, number, last4) => {
    const res = await charge(app, { token: await newToken(app, number) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'succeeded',
      amount: 1200,
      currency_type_id: 1,
      order_id: expect.stringMatching(/^order-\d+$/),
      card_brand: brand,
      card_last4: last4,
    });
    expect(res.json().charge_id).toMatch(/^ch_/);
  });

  it('declines the declined test card', async () => {
    const res = await charge(app, { token: await newToken(app, TEST_CARDS.declined) });
    expect(res.json()).toMatchObject({ status: 'declined', error_code: 'card_declined', card_last4: '0002' });
  });

  it('asks for a 3-D Secure challenge on the challenge test card, at the sandbox the shop called', async () => {
    const res = await charge(app, { token: await newToken(app, TEST_CARDS.challenge) });
    const body = res.json();
    expect(body.status).toBe('challenge');
    expect(body.acs_redirect_url).toBe(`http://localhost:80/sandbox/card/3ds/${body.charge_id}`);
  });

  it('uses a token once', async () => {
    const token = await newToken(app);
    await charge(app, { token, order_id: 'a' });
    const again = await charge(app, { token, order_id: 'b' });
    expect(again.json()).toMatchObject({ status: 'declined', error_code: 'token_used', card_brand: null });
  });

  it('refuses a token after 10 minutes, and tokens it never issued', async () => {
    const token = await newToken(app);
    clock = new Date(clock.getTime() + 10 * 60 * 1000);
    expect((await charge(app, { token })).json()).toMatchObject({ error_code: 'token_expired' });
    expect((await charge(app, { token: 'tok_unknown' })).json()).toMatchObject({
      error_code: 'token_not_found',
    });
  });

  it('answers the first charge again when a merchant reference is charged twice', async () => {
    const first = (await charge(app, { token: await newToken(app), order_id: 'twice-1' })).json();
    const second = (await charge(app, { token: await newToken(app), order_id: 'twice-1' })).json();
    expect(second).toEqual(first);
  });

  it('charges a declined order again under its next reference only', async () => {
    const declined = (
      await charge(app, { token: await newToken(app, TEST_CARDS.declined), order_id: 'retry-1' })
    ).json();
    const same = (await charge(app, { token: await newToken(app), order_id: 'retry-1' })).json();
    expect(same).toEqual(declined);
    const paid = (await charge(app, { token: await newToken(app), order_id: 'retry-2' })).json();
    expect(paid.status).toBe('succeeded');
    expect(paid.charge_id).not.toBe(declined.charge_id);
  });

  it('finds a charge by merchant reference, and lists the shop’s charges', async () => {
    const made = (await charge(app, { token: await newToken(app), order_id: 'look-1' })).json();
    const auth = { authorization: `Bearer ${shop().secretKey}` };
    const found = await app.inject({ url: '/sandbox/card/charges?order_id=look-1', headers: auth });
    expect(found.json()).toEqual(made);
    const none = await app.inject({ url: '/sandbox/card/charges?order_id=look-9', headers: auth });
    expect(none.statusCode).toBe(404);
    const list = await app.inject({ url: '/sandbox/card/charges', headers: auth });
    expect(list.json().data).toContainEqual(made);
  });

  it('refunds a capture once, and voids an open challenge', async () => {
    const auth = { authorization: `Bearer ${shop().secretKey}` };
    const paid = (await charge(app, { token: await newToken(app) })).json();
    const refund = () =>
      app.inject({ method: 'POST', url: `/sandbox/card/charges/${paid.charge_id}/refund`, headers: auth });
    const refunded = (await refund()).json();
    expect(refunded).toMatchObject({ status: 'refunded', refunded_amount: 1200 });
    // A repeated refund (a retry after a crash) answers the same refund; a void is too late.
    expect((await refund()).json()).toEqual(refunded);
    const late = await app.inject({
      method: 'POST',
      url: `/sandbox/card/charges/${paid.charge_id}/void`,
      headers: auth,
    });
    expect(late.statusCode).toBe(409);
    const open = (await charge(app, { token: await newToken(app, TEST_CARDS.challenge) })).json();
    const voided = await app.inject({
      method: 'POST',
      url: `/sandbox/card/charges/${open.charge_id}/void`,
      headers: auth,
    });
    expect(voided.json()).toMatchObject({ status: 'voided', refunded_amount: 0 });
  });

  it('charges the fault cards but answers 500 or late; the unavailable card charges nothing', async () => {
    const late = await charge(app, { token: await newToken(app, TEST_CARDS.slowAnswer), order_id: 'f-1' });
    expect(late.json()).toMatchObject({ status: 'succeeded' });
    const failed = await charge(app, {
      token: await newToken(app, TEST_CARDS.errorAfterCapture),
      order_id: 'f-2',
    });
    expect(failed.statusCode).toBe(500);
    const down = await charge(app, { token: await newToken(app, TEST_CARDS.unavailable), order_id: 'f-3' });
    expect(down.statusCode).toBe(503);
    const auth = { authorization: `Bearer ${shop().secretKey}` };
    const lookUp = (ref: string) =>
      app.inject({ url: `/sandbox/card/charges?order_id=${ref}`, headers: auth });
    expect((await lookUp('f-2')).json()).toMatchObject({ status: 'succeeded' });
    expect((await lookUp('f-3')).statusCode).toBe(404);
  });

  it("needs the shop's secret key, and a token of that same shop", async () => {
    expect((await charge(app, { token: 'x' }, 'sk_wrong')).statusCode).toBe(401);
    const other = sandboxShopCredentials(SANDBOX_LIVE_SHOP_ID).secretKey;
    const res = await charge(app, { token: await newToken(app) }, other);
    expect(res.json()).toMatchObject({ status: 'declined', error_code: 'token_not_found' });
  });

  it.each([
    ['amount 0', { amount: 0 }],
    ['a fractional amount', { amount: 10.5 }],
    ['currency type 5', { currency_type_id: 5 }],
    ['no order id', { order_id: '' }],
    ['a return url that is no web address', { return_url: 'javascript:alert(1)' }],
  ])('refuses %s', async (_label, change) => {
    const res = await charge(app, { token: 'tok_x', ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error_code: 'invalid_request' });
  });

  it("answers a charge's current state to its shop only", async () => {
    const created = (await charge(app, { token: await newToken(app, TEST_CARDS.challenge) })).json();
    const url = `/sandbox/card/charges/${created.charge_id}`;
    const mine = await app.inject({ url, headers: { authorization: `Bearer ${shop().secretKey}` } });
    expect(mine.json()).toEqual(created);
    const other = sandboxShopCredentials(SANDBOX_LIVE_SHOP_ID).secretKey;
    const theirs = await app.inject({ url, headers: { authorization: `Bearer ${other}` } });
    expect(theirs.statusCode).toBe(404);
    expect((await app.inject({ url })).statusCode).toBe(401);
  });
});
