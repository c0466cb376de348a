import { sandboxShopCredentials, TOKEN_V2_PATH } from '@omoide/gateway-sandbox';
import Fastify from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { zodSerializerCompiler } from '../../platform/zod-serializer';
import { createPaymentGateways } from '../payment-providers/provider-registry';
import { cardTokenFromApp, TEST_CARDS } from '../payment-providers/sandbox/card-sandbox-test-kit';
import { paymentsRoutes } from './payments.routes';

describe('GET /api/payment/card/config', () => {
  it('answers the public card config without a token, uncached', async () => {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(zodSerializerCompiler);
    const payments = createPaymentGateways({
      sandboxBaseUrl: 'http://127.0.0.1:3001/sandbox',
      browserSandboxBaseUrl: 'http://localhost:3000/sandbox',
    });
    await app.register(paymentsRoutes, { payments });
    const res = await app.inject({ url: '/api/payment/card/config' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual(payments.card.publicConfig());
    expect(res.json().token_url_v2).toBe('http://localhost:3000/sandbox/card/v2/CreateToken.json');
    await app.close();
  });
});

// The sandbox lives inside the API app in the embedded mode: its forms, error answers and
// page policy must hold there, under the app's own parsers, error handler and headers.
describe('the gateway sandbox mounted in the API app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers token calls in the gateway failure shape, forms included', async () => {
    const v2 = await t.app.inject({ method: 'POST', url: TOKEN_V2_PATH, payload: { encryptedData: 'x' } });
    expect(v2.json()).toMatchObject({ result: 'failure', error_code: 'invalid_request' });
    const v1 = await t.app.inject({
      method: 'POST',
      url: '/sandbox/card/v1/getToken',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'ShopID=tshop00070001',
    });
    expect(v1.json()).toEqual({ resultCode: '901' });
    const broken = await t.app.inject({
      method: 'POST',
      url: TOKEN_V2_PATH,
      headers: { 'content-type': 'application/json' },
      payload: '{',
    });
    expect(broken.json()).toMatchObject({ result: 'failure', error_code: 'bad_request' });
  });

  it('serves the 3-D Secure page under its own content policy', async () => {
    const shop = sandboxShopCredentials();
    const charge = await t.app.inject({
      method: 'POST',
      url: '/sandbox/card/charges',
      headers: { authorization: `Bearer ${shop.secretKey}` },
      payload: {
        token: await cardTokenFromApp(t.app, TEST_CARDS.challenge),
        amount: 800,
        currency_type_id: 1,
        order_id: 'api-mounted',
        return_url: 'https://shop.example/order/handler',
      },
    });
    const page = await t.app.inject({ url: new URL(charge.json().acs_redirect_url).pathname });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("form-action 'self' https://shop.example;");
  });

  it('serves the card config to anyone at /api/payment/card/config', async () => {
    const res = await t.app.inject({ url: '/api/payment/card/config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ shop_id: 'tshop00070001', api_key: sandboxShopCredentials().apiKey });
  });

  it('keeps its routes out of the API reference', async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json();
    expect(Object.keys(doc.paths).filter((path) => path.startsWith('/sandbox'))).toEqual([]);
  });
});
