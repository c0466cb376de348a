import Fastify, { type FastifyInstance } from 'fastify';
import { encryptCardPayload } from './card-crypto';
import { TEST_CARDS, testCardFields } from './card-rules';
import { type GatewaySandboxOptions, gatewaySandbox } from './index';
import { RAKUTEN_TOKEN_PATH } from './rakuten-token-routes';
import { sandboxShopCredentials } from './shops';
import { TOKEN_V1_PATH, TOKEN_V2_PATH } from './token-routes';

/** Helpers of the sandbox's own tests: a sandbox app, a good card, token and charge calls. */
export async function sandboxApp(
  now?: () => Date,
  dataDir?: string,
  more: Partial<GatewaySandboxOptions> = {},
): Promise<FastifyInstance> {
  const app = Fastify();
  // The slow-answer card answers at once here: its lateness matters to the API's tests only.
  await app.register(gatewaySandbox, { ...(now ? { now } : {}), dataDir, slowAnswerMs: 10, ...more });
  return app;
}

export const testCard = testCardFields;

export const shop = () => sandboxShopCredentials();

export function tokenV2(app: FastifyInstance, card: unknown, apiKey = shop().apiKey) {
  return app.inject({
    method: 'POST',
    url: TOKEN_V2_PATH,
    payload: {
      encryptionParameters: { type: 'UNIQUE_PK', apiKey },
      encryptedData: encryptCardPayload(shop().publicKeyPem, { card }),
    },
  });
}

/** The Rakuten card's token call: a card token and its CVV token. */
export function rakutenTokens(app: FastifyInstance, card: unknown, serviceId = shop().apiKey) {
  return app.inject({
    method: 'POST',
    url: RAKUTEN_TOKEN_PATH,
    payload: { serviceId, encryptedData: encryptCardPayload(shop().publicKeyPem, { card }) },
  });
}

export function tokenV1(app: FastifyInstance, fields: Record<string, string>) {
  return app.inject({
    method: 'POST',
    url: TOKEN_V1_PATH,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
}

export async function newToken(app: FastifyInstance, number: string = TEST_CARDS.visa): Promise<string> {
  return (await tokenV2(app, testCard(number))).json().token;
}

let references = 0;

/** A charge call; each one has a merchant reference of its own unless the body names one. */
export function charge(app: FastifyInstance, body: Record<string, unknown>, secret = shop().secretKey) {
  return app.inject({
    method: 'POST',
    url: '/sandbox/card/charges',
    headers: { authorization: `Bearer ${secret}` },
    payload: {
      amount: 1200,
      currency_type_id: 1,
      order_id: `order-${++references}`,
      return_url: 'http://localhost:3000/order/handler',
      ...body,
    },
  });
}
