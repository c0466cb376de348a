import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChargeRequest } from '../card-provider';
import { PaymentGatewayUnavailableError } from '../provider-answers';
import { createPaymentGateways } from '../provider-registry';
import { type CardSandbox, startCardSandbox, TEST_CARDS } from './card-sandbox-test-kit';

let sandbox: CardSandbox;
beforeAll(async () => {
  sandbox = await startCardSandbox();
});
afterAll(() => sandbox.close());

let orders = 0;
async function chargeCard(number: string, change: Partial<ChargeRequest> = {}) {
  orders += 1;
  return sandbox.gateways.card.charge({
    orderId: `order-${orders}`,
    amount: 1500,
    currencyTypeId: 1,
    cardToken: await sandbox.tokenFor(number),
    returnUrl: 'http://localhost:3000/order/handler',
    ...change,
  });
}

describe('SandboxCardGateway against the sandbox over HTTP', () => {
  it('gives the browser the shop, token endpoints and public key, never the secret', () => {
    const config = sandbox.gateways.card.publicConfig();
    expect(config).toMatchObject({
      shop_id: 'tshop00070001',
      token_url_v2: `${sandbox.baseUrl}/card/v2/CreateToken.json`,
      token_url_v1: `${sandbox.baseUrl}/card/v1/getToken`,
      r_card_token_url: `${sandbox.baseUrl}/card/rakuten/v1/tokens`,
    });
    expect(config.public_key_pem).toContain('BEGIN PUBLIC KEY');
    expect(config.key_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(config)).not.toMatch(/sk_test/);
  });

  it.each([
    ['visa', TEST_CARDS.visa, '1111'],
    ['mastercard', TEST_CARDS.mastercard, '4444'],
  ])('charges a %s test card', async (brand, number, last4) => {
    const result = await chargeCard(number);
    expect(result).toEqual({
      status: 'succeeded',
      chargeId: expect.any(String),
      cardBrand: brand,
      cardLast4: last4,
    });
  });

  it('reports the declined test card as declined with its code', async () => {
    expect(await chargeCard(TEST_CARDS.declined)).toEqual({
      status: 'declined',
      chargeId: expect.any(String),
      errorCode: 'card_declined',
      errorMessage: 'The card was declined.',
    });
  });

  it('a used token is declined', async () => {
    const cardToken = await sandbox.tokenFor(TEST_CARDS.visa);
    await chargeCard(TEST_CARDS.visa, { cardToken });
    expect(await chargeCard(TEST_CARDS.visa, { cardToken })).toMatchObject({
      status: 'declined',
      errorCode: 'token_used',
    });
  });

  it('answers the first charge when a paid order is charged again', async () => {
    const first = await chargeCard(TEST_CARDS.visa, { orderId: 'order-twice' });
    expect(await chargeCard(TEST_CARDS.mastercard, { orderId: 'order-twice' })).toEqual(first);
  });

  it('a request the gateway refuses is a decline without a charge', async () => {
    expect(await chargeCard(TEST_CARDS.visa, { amount: 0 })).toMatchObject({
      status: 'declined',
      chargeId: null,
      errorCode: 'invalid_request',
    });
  });

  it.each([
    ['authenticate', { status: 'succeeded', cardBrand: 'visa', cardLast4: '3220' }],
    ['fail', { status: 'declined', errorCode: 'authentication_failed' }],
  ] as const)('follows a 3-D Secure challenge to its end (%s)', async (decision, expected) => {
    const challenge = await chargeCard(TEST_CARDS.challenge);
    if (challenge.status !== 'challenge') throw new Error(`expected a challenge, got ${challenge.status}`);
    expect(challenge.acsRedirectUrl).toBe(`${sandbox.baseUrl}/card/3ds/${challenge.chargeId}`);
    expect(await sandbox.gateways.card.chargeStatus(challenge.chargeId)).toEqual(challenge);

    const back = await sandbox.finishChallenge(challenge.acsRedirectUrl, decision);
    expect(back).toBe(`http://localhost:3000/order/handler?charge_id=${challenge.chargeId}`);
    expect(await sandbox.gateways.card.chargeStatus(challenge.chargeId)).toMatchObject({
      chargeId: challenge.chargeId,
      ...expected,
    });
  });

  it('sends the browser to the challenge page by the browser address of the sandbox', async () => {
    const card = createPaymentGateways({
      sandboxBaseUrl: sandbox.baseUrl,
      browserSandboxBaseUrl: 'http://localhost:3000/sandbox',
    }).card;
    const challenge = await card.charge({
      orderId: 'order-browser',
      amount: 1500,
      currencyTypeId: 1,
      cardToken: await sandbox.tokenFor(TEST_CARDS.challenge),
      returnUrl: 'http://localhost:3000/order/handler',
    });
    expect(challenge).toMatchObject({
      status: 'challenge',
      acsRedirectUrl: expect.stringMatching(/^http:\/\/localhost:3000\/sandbox\/card\/3ds\/ch_/),
    });
  });

  it('an unknown charge is a decline naming it', async () => {
    expect(await sandbox.gateways.card.chargeStatus('ch_nope')).toMatchObject({
      status: 'declined',
      chargeId: 'ch_nope',
      errorCode: 'charge_not_found',
    });
  });
});

describe('an unavailable card gateway', () => {
  const request: ChargeRequest = {
    orderId: 'o',
    amount: 1,
    currencyTypeId: 1,
    cardToken: 't',
    returnUrl: 'http://localhost:3000/order/handler',
  };
  const gatewayAnswering = (answer: () => Promise<Response>, timeoutMs?: number) =>
    createPaymentGateways({ sandboxBaseUrl: 'http://gateway.test/sandbox', fetch: answer, timeoutMs }).card;

  it('nobody listening', async () => {
    const closed = await startCardSandbox();
    await closed.close();
    const card = createPaymentGateways({ sandboxBaseUrl: closed.baseUrl }).card;
    await expect(card.charge(request)).rejects.toBeInstanceOf(PaymentGatewayUnavailableError);
    await expect(card.chargeStatus('ch_1')).rejects.toBeInstanceOf(PaymentGatewayUnavailableError);
  });

  it.each([
    ['a 502 page', () => new Response('<html>Bad gateway</html>', { status: 502 })],
    ['a refused secret key', () => Response.json({ error_code: 'unauthorized' }, { status: 401 })],
    ['a 500 in JSON', () => Response.json({ error_code: 'sandbox_error' }, { status: 500 })],
    ['a charge of an unknown shape', () => Response.json({ status: 'pending', charge_id: 'ch_1' })],
    ['a challenge without its page', () => Response.json({ status: 'challenge', charge_id: 'ch_1' })],
  ])('%s', async (_label, answer) => {
    const card = gatewayAnswering(async () => answer());
    await expect(card.charge(request)).rejects.toBeInstanceOf(PaymentGatewayUnavailableError);
  });

  it('an answer slower than the timeout', async () => {
    const never = (_url: unknown, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      });
    const card = gatewayAnswering(never as () => Promise<Response>, 50);
    await expect(card.charge(request)).rejects.toBeInstanceOf(PaymentGatewayUnavailableError);
  });
});
