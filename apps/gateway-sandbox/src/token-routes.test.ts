import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { encryptCardPayload } from './card-crypto';
import { TEST_CARDS } from './card-rules';
import { sandboxApp, shop, testCard, tokenV1, tokenV2 } from './sandbox-test-kit';
import { SANDBOX_LIVE_SHOP_ID, sandboxShopCredentials } from './shops';

let app: Awaited<ReturnType<typeof sandboxApp>>;
beforeEach(async () => {
  app = await sandboxApp();
});
afterEach(() => app.close());

describe('token v2 (CreateToken.json)', () => {
  it('trades the encrypted card for a one-time token with the masked number and brand', async () => {
    const before = Math.floor(Date.now() / 1000);
    const res = await tokenV2(app, testCard(TEST_CARDS.mastercard));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      result: 'success',
      masked_card_number: '555555******4444',
      card_brand: 'mastercard',
    });
    expect(body.token).toMatch(/^tok_/);
    expect(body.expires_t - before).toBeGreaterThanOrEqual(600);
    expect(body.expires_t - before).toBeLessThanOrEqual(601);
  });

  it('answers browsers of any origin, preflight included', async () => {
    const preflight = await app.inject({ method: 'OPTIONS', url: '/sandbox/card/v2/CreateToken.json' });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-headers']).toBe('content-type');
    const res = await tokenV2(app, testCard());
    expect(res.headers['access-control-allow-origin']).toBe('*');
  });

  it.each([
    ['an expired card', { expire_month: '01', expire_year: '2020' }, 'card_expired'],
    ['a Luhn failure', { number: '4111111111111112' }, 'invalid_card_number'],
    ['a bad CVC', { security_code: '1a3' }, 'invalid_security_code'],
    ['a bad month', { expire_month: '0' }, 'invalid_expiry'],
  ])('refuses %s', async (_label, change, code) => {
    const res = await tokenV2(app, { ...testCard(), ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ result: 'failure', error_code: code });
  });

  it('refuses a wrong api key', async () => {
    const res = await tokenV2(app, testCard(), 'pk_test_wrong');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ result: 'failure', error_code: 'invalid_api_key' });
  });

  it("refuses data encrypted with another shop's key, garbage and other encryption types", async () => {
    const encryptionParameters = { type: 'UNIQUE_PK', apiKey: shop().apiKey };
    const otherKey = sandboxShopCredentials(SANDBOX_LIVE_SHOP_ID).publicKeyPem;
    const cases = [
      [
        { encryptionParameters, encryptedData: encryptCardPayload(otherKey, { card: testCard() }) },
        'decryption_failed',
      ],
      [{ encryptionParameters, encryptedData: 'bm90IGVuY3J5cHRlZA==' }, 'decryption_failed'],
      [
        { encryptionParameters: { ...encryptionParameters, type: 'SHARED' }, encryptedData: 'x' },
        'unsupported_encryption_type',
      ],
      [{ encryptionParameters }, 'invalid_request'],
    ] as const;
    for (const [payload, code] of cases) {
      const res = await app.inject({ method: 'POST', url: '/sandbox/card/v2/CreateToken.json', payload });
      expect(res.json(), code).toMatchObject({ result: 'failure', error_code: code });
    }
  });

  it('answers unreadable JSON in its own failure shape', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/sandbox/card/v2/CreateToken.json',
      headers: { 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ result: 'failure', error_code: 'bad_request' });
  });
});

describe('token v1 (getToken)', () => {
  const v1Fields = (card: object) => ({
    Encrypted: encryptCardPayload(shop().publicKeyPem, card),
    ShopID: shop().shopId,
    KeyHash: shop().keyHash,
  });

  it('answers result code 000 with a token object for a card carrying tokenNumber 1', async () => {
    const res = await tokenV1(app, v1Fields({ ...testCard(), tokenNumber: 1 }));
    const body = res.json();
    expect(body).toMatchObject({
      resultCode: '000',
      tokenObject: { maskedCardNo: '411111******1111', cardBrand: 'visa', isSecurityCodeSet: true },
    });
    expect(body.tokenObject.token).toHaveLength(1);
    expect(Date.parse(body.tokenObject.toBeExpiredAt)).toBeGreaterThan(Date.now());
  });

  it.each([
    ['no tokenNumber', () => v1Fields(testCard()), '141'],
    ['an expired card', () => v1Fields({ ...testCard(), expire_year: '2020', tokenNumber: 1 }), '113'],
    ['a Luhn failure', () => v1Fields({ ...testCard('4111111111111112'), tokenNumber: 1 }), '101'],
    ['a bad CVC', () => v1Fields({ ...testCard(), security_code: '', tokenNumber: 1 }), '121'],
    ['an unknown shop', () => ({ ...v1Fields({ ...testCard(), tokenNumber: 1 }), ShopID: 'nope' }), '502'],
    ['a wrong key hash', () => ({ ...v1Fields({ ...testCard(), tokenNumber: 1 }), KeyHash: 'ab' }), '503'],
    ['undecryptable data', () => ({ ...v1Fields({}), Encrypted: 'AAAA' }), '504'],
    ['missing fields', () => ({ ShopID: shop().shopId }), '901'],
  ])('answers a failure code for %s', async (_label, fields, code) => {
    const res = await tokenV1(app, fields());
    expect(res.json()).toEqual({ resultCode: code });
  });
});
