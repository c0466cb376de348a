import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TEST_CARDS } from './card-rules';
import { charge, newToken, sandboxApp, shop } from './sandbox-test-kit';

let app: Awaited<ReturnType<typeof sandboxApp>>;
beforeEach(async () => {
  app = await sandboxApp();
});
afterEach(() => app.close());

async function challengedCharge(orderId?: string): Promise<string> {
  const res = await charge(app, {
    ...(orderId ? { order_id: orderId } : {}),
    token: await newToken(app, TEST_CARDS.challenge),
    amount: 2400,
    return_url: 'http://localhost:3000/order/handler?from=card',
  });
  return res.json().charge_id;
}

const statusOf = async (chargeId: string) =>
  (
    await app.inject({
      url: `/sandbox/card/charges/${chargeId}`,
      headers: { authorization: `Bearer ${shop().secretKey}` },
    })
  ).json();

describe('3-D Secure challenge page', () => {
  it('shows the shop, amount and card in English and Japanese, with both buttons', async () => {
    const chargeId = await challengedCharge();
    const res = await app.inject({ url: `/sandbox/card/3ds/${chargeId}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['content-security-policy']).toContain("form-action 'self' http://localhost:3000");
    for (const text of ['Omoide (development)', '2,400 JPY', 'VISA •••• 3220', 'Authenticate', '認証する']) {
      expect(res.body).toContain(text);
    }
    expect(res.body).toContain(`action="/sandbox/card/3ds/${chargeId}/fail"`);
    expect(res.body).not.toMatch(/<(script|link|img)\b/);
  });

  it.each([
    ['authenticate', { status: 'succeeded' }],
    ['fail', { status: 'declined', error_code: 'authentication_failed' }],
  ])('%s settles the charge and sends the buyer back with the charge id', async (decision, expected) => {
    const chargeId = await challengedCharge();
    const res = await app.inject({ method: 'POST', url: `/sandbox/card/3ds/${chargeId}/${decision}` });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`http://localhost:3000/order/handler?from=card&charge_id=${chargeId}`);
    expect(await statusOf(chargeId)).toMatchObject(expected);
    expect((await statusOf(chargeId)).acs_redirect_url).toBeUndefined();
  });

  it('keeps a settled charge as it is and sends a later visit straight back', async () => {
    const chargeId = await challengedCharge();
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    await app.inject({
      method: 'POST',
      url: `/sandbox/card/3ds/${chargeId}/authenticate`,
      headers: form,
      payload: '',
    });
    await app.inject({
      method: 'POST',
      url: `/sandbox/card/3ds/${chargeId}/fail`,
      headers: form,
      payload: '',
    });
    expect((await statusOf(chargeId)).status).toBe('succeeded');
    const visit = await app.inject({ url: `/sandbox/card/3ds/${chargeId}` });
    expect(visit.statusCode).toBe(303);
  });

  it('makes an order paid through the challenge idempotent like any other', async () => {
    const chargeId = await challengedCharge('challenged-1');
    await app.inject({ method: 'POST', url: `/sandbox/card/3ds/${chargeId}/authenticate` });
    const again = await charge(app, { token: await newToken(app), order_id: 'challenged-1' });
    expect(again.json().charge_id).toBe(chargeId);
  });

  it('answers an unknown challenge with a page, not a redirect', async () => {
    const res = await app.inject({ url: '/sandbox/card/3ds/ch_unknown' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('認証が見つかりません');
  });
});
