import { sandboxShopCredentials } from '@omoide/gateway-sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/test-app';

// Issue #14: the browser gets public keys only. Every answer a browser reads configuration
// from is scanned for a secret key (`sk_…`, the shop's secret) and for the JWT secret.
const PUBLIC_CONFIG_ANSWERS = [
  '/api/payment/card/config',
  '/api/system/constant/non_auth',
  '/api/system/constant/non_auth/all_lang',
  '/api/system/constant/css',
];

describe('public configuration answers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it.each(PUBLIC_CONFIG_ANSWERS)('%s carries no secret', async (url) => {
    const res = await t.app.inject({ url });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toMatch(/sk_[A-Za-z0-9]/);
    expect(res.body).not.toContain(sandboxShopCredentials().secretKey);
  });

  it('the card config holds the public key and api key, never the private parts', async () => {
    const body = (await t.app.inject({ url: '/api/payment/card/config' })).json();
    expect(body.api_key).toMatch(/^pk_/);
    expect(body.public_key_pem).toContain('PUBLIC KEY');
    expect(JSON.stringify(body)).not.toMatch(/PRIVATE KEY|secret/i);
  });
});
