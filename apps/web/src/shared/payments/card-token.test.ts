import { constants, generateKeyPairSync, privateDecrypt } from 'node:crypto';
import type { CardShopPublicConfig } from '@omoide/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CARD_TOKEN_FAILURES, createCardToken, createRakutenCardTokens } from './card-token';

const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const config: CardShopPublicConfig = {
  shop_id: 'tshop00070001',
  token_url_v2: 'http://localhost:3000/sandbox/card/v2/CreateToken.json',
  token_url_v1: 'http://localhost:3000/sandbox/card/v1/getToken',
  r_card_token_url: 'http://localhost:3000/sandbox/card/rakuten/v1/tokens',
  api_key: 'pk_test_abc',
  public_key_pem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  key_hash: 'ab',
};
const card = {
  number: '4111 1111-1111 1111',
  expire_month: '12',
  expire_year: '2030',
  security_code: '123',
  holder_name: ' TARO YAMADA ',
};

const fetchMock = vi.fn<typeof fetch>();
const sentBody = () => JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body));
/** What the gateway does with encryptedData: RSA-OAEP (SHA-256) with the shop's private key. */
const gatewayDecrypt = (base64: string) =>
  JSON.parse(
    privateDecrypt(
      { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(base64, 'base64'),
    ).toString('utf8'),
  );

beforeEach(() => {
  vi.spyOn(console, 'info').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  fetchMock.mockReset();
});

describe('createCardToken (token v2, spec §7)', () => {
  it('encrypts the same way on a page with no WebCrypto (plain HTTP at a LAN address is no secure context)', async () => {
    vi.spyOn(globalThis, 'crypto', 'get').mockReturnValue({
      getRandomValues: globalThis.crypto.getRandomValues.bind(globalThis.crypto),
    } as Crypto);
    expect(globalThis.crypto.subtle).toBeUndefined();
    fetchMock.mockResolvedValue(
      Response.json({ result: 'success', token: 'tok_2', masked_card_number: '4111', card_brand: 'visa' }),
    );
    expect(await createCardToken(config, card, fetchMock)).toMatchObject({ ok: true, token: 'tok_2' });
    expect(gatewayDecrypt(sentBody().encryptedData).card.number).toBe('4111111111111111');
  });

  it('encrypts { card } for the shop with WebCrypto so the gateway can decrypt it, and returns the token', async () => {
    fetchMock.mockResolvedValue(
      Response.json({
        result: 'success',
        token: 'tok_1',
        masked_card_number: '411111******1111',
        card_brand: 'visa',
      }),
    );
    const result = await createCardToken(config, card, fetchMock);
    expect(result).toEqual({
      ok: true,
      token: 'tok_1',
      masked_card_number: '411111******1111',
      card_brand: 'visa',
    });

    expect(fetchMock.mock.calls[0]?.[0]).toBe(config.token_url_v2);
    const body = sentBody();
    expect(body.encryptionParameters).toEqual({ type: 'UNIQUE_PK', apiKey: 'pk_test_abc' });
    expect(JSON.stringify(body)).not.toContain('4111');
    expect(gatewayDecrypt(body.encryptedData)).toEqual({
      card: {
        number: '4111111111111111',
        expire_month: '12',
        expire_year: '2030',
        security_code: '123',
        holder_name: 'TARO YAMADA',
      },
    });
  });

  it('logs the shop id (spec §7)', async () => {
    fetchMock.mockResolvedValue(Response.json({ result: 'failure', error_code: 'x' }));
    await createCardToken(config, card, fetchMock);
    expect(console.info).toHaveBeenCalledWith(expect.stringContaining('tshop00070001'));
  });

  it("passes on the gateway's result code and message", async () => {
    fetchMock.mockResolvedValue(
      Response.json(
        { result: 'failure', error_code: 'card_expired', error_message: 'The card has expired.' },
        { status: 400 },
      ),
    );
    expect(await createCardToken(config, card, fetchMock)).toEqual({
      ok: false,
      code: 'card_expired',
      message: 'The card has expired.',
    });
  });

  it('fails with encryption_failed, sending nothing, when the card cannot be encrypted (spec §5)', async () => {
    const broken = {
      ...config,
      public_key_pem: '-----BEGIN PUBLIC KEY-----\nbm90IGEga2V5\n-----END PUBLIC KEY-----',
    };
    expect(await createCardToken(broken, card, fetchMock)).toEqual({
      ok: false,
      code: CARD_TOKEN_FAILURES.encryption,
    });
    const tooLong = { ...card, holder_name: 'A'.repeat(200) };
    expect(await createCardToken(config, tooLong, fetchMock)).toEqual({
      ok: false,
      code: 'encryption_failed',
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('tells an unreachable gateway from an unreadable answer', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(await createCardToken(config, card, fetchMock)).toEqual({ ok: false, code: 'network_error' });
    fetchMock.mockResolvedValueOnce(new Response('<html>502</html>', { status: 502 }));
    expect(await createCardToken(config, card, fetchMock)).toEqual({ ok: false, code: 'invalid_response' });
  });
});

describe('createRakutenCardTokens (r_credit_card)', () => {
  it('sends the encrypted card with the service id and returns the card token and CVV token', async () => {
    fetchMock.mockResolvedValue(
      Response.json({
        resultType: 'success',
        cardToken: 'tok_r',
        cvvToken: 'cvv_r',
        brandCode: 'visa',
        maskedCardNumber: '411111******1111',
      }),
    );
    const result = await createRakutenCardTokens(config, card, fetchMock);
    expect(result).toEqual({
      ok: true,
      token: 'tok_r',
      cvv_token: 'cvv_r',
      masked_card_number: '411111******1111',
      card_brand: 'visa',
    });
    expect(fetchMock.mock.calls[0]?.[0]).toBe(config.r_card_token_url);
    expect(sentBody().serviceId).toBe('pk_test_abc');
    expect(gatewayDecrypt(sentBody().encryptedData).card.number).toBe('4111111111111111');
  });

  it("returns the provider's code on a failure", async () => {
    fetchMock.mockResolvedValue(
      Response.json({ resultType: 'failure', errorCode: 'invalid_card_number' }, { status: 400 }),
    );
    expect(await createRakutenCardTokens(config, card, fetchMock)).toEqual({
      ok: false,
      code: 'invalid_card_number',
    });
  });
});
