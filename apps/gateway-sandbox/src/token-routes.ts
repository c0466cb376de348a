import type { FastifyInstance } from 'fastify';
import { decryptCardPayload } from './card-crypto';
import { type CardProblem, cardProblemMessages, readCard } from './card-rules';
import { allowAnyOrigin, hiddenRoute, type SandboxContext, textField } from './sandbox-http';
import { sandboxShop, shopByApiKey } from './shops';

export const TOKEN_V2_PATH = '/sandbox/card/v2/CreateToken.json';
export const TOKEN_V1_PATH = '/sandbox/card/v1/getToken';

/** Result codes of token v1 ('000' is success), in the style of the provider's numeric codes. */
const v1Codes: Record<
  CardProblem | 'unknown_shop' | 'key_mismatch' | 'decryption_failed' | 'token_number',
  string
> = {
  invalid_card_number: '101',
  invalid_expiry: '111',
  card_expired: '113',
  invalid_security_code: '121',
  invalid_holder_name: '131',
  token_number: '141',
  unknown_shop: '502',
  key_mismatch: '503',
  decryption_failed: '504',
  invalid_request: '901',
};

/** Spec §7 token retrieval: the browser trades encrypted card data for a one-time token. */
export async function tokenRoutes(app: FastifyInstance, { ledger, now }: SandboxContext): Promise<void> {
  allowAnyOrigin(app, [TOKEN_V2_PATH, TOKEN_V1_PATH]);

  app.post(TOKEN_V2_PATH, hiddenRoute, async (request, reply) => {
    const fail = (status: number, code: string, message: string) =>
      reply.code(status).send({ result: 'failure', error_code: code, error_message: message });
    const parameters = (request.body as { encryptionParameters?: unknown } | undefined)?.encryptionParameters;
    const apiKey = textField(parameters, 'apiKey');
    const encryptedData = textField(request.body, 'encryptedData');
    if (!apiKey || !encryptedData)
      return fail(400, 'invalid_request', 'apiKey and encryptedData are required.');
    if (textField(parameters, 'type') !== 'UNIQUE_PK') {
      return fail(400, 'unsupported_encryption_type', 'Only the UNIQUE_PK encryption type is supported.');
    }
    const shop = shopByApiKey(apiKey);
    if (!shop) return fail(401, 'invalid_api_key', 'The api key is not known.');
    const payload = decryptCardPayload(shop.privateKey, encryptedData) as { card?: unknown } | undefined;
    if (payload === undefined)
      return fail(400, 'decryption_failed', "The data was not encrypted with this shop's key.");
    const read = readCard(payload?.card, now());
    if (!read.ok) return fail(400, read.problem, cardProblemMessages[read.problem]);
    const { token, expiresAt } = ledger.issueToken(shop.shopId, read.card, now().getTime());
    return {
      result: 'success',
      token,
      masked_card_number: read.card.maskedNumber,
      card_brand: read.card.brand,
      expires_t: Math.floor(expiresAt / 1000),
    };
  });

  app.post(TOKEN_V1_PATH, hiddenRoute, async (request) => {
    const fail = (problem: keyof typeof v1Codes) => ({ resultCode: v1Codes[problem] });
    const encrypted = textField(request.body, 'Encrypted');
    const shopId = textField(request.body, 'ShopID');
    const keyHash = textField(request.body, 'KeyHash');
    if (!encrypted || !shopId || !keyHash) return fail('invalid_request');
    const shop = sandboxShop(shopId);
    if (!shop) return fail('unknown_shop');
    if (keyHash !== shop.keyHash) return fail('key_mismatch');
    const payload = decryptCardPayload(shop.privateKey, encrypted) as { tokenNumber?: unknown } | undefined;
    if (payload === undefined) return fail('decryption_failed');
    if (payload?.tokenNumber !== 1) return fail('token_number');
    const read = readCard(payload, now());
    if (!read.ok) return fail(read.problem);
    const { token, expiresAt } = ledger.issueToken(shop.shopId, read.card, now().getTime());
    return {
      resultCode: '000',
      tokenObject: {
        token: [token],
        toBeExpiredAt: new Date(expiresAt).toISOString(),
        maskedCardNo: read.card.maskedNumber,
        cardBrand: read.card.brand,
        isSecurityCodeSet: true,
      },
    };
  });
}
