import {
  type DeliverNotification,
  encryptCardPayload,
  gatewaySandbox,
  SANDBOX_DEV_SHOP_ID,
  sandboxShopCredentials,
  TEST_CARDS,
  TOKEN_V2_PATH,
  testCardFields,
} from '@omoide/gateway-sandbox';
import Fastify, { type FastifyInstance } from 'fastify';
import type { CardGateway } from '../card-provider';
import type { PaymentGateways } from '../payment-providers';
import { createPaymentGateways } from '../provider-registry';

export { TEST_CARDS };

/** The token v2 body a browser sends for a test card: the card encrypted for the shop's key. */
function tokenRequestBody(number: string) {
  const shop = sandboxShopCredentials(SANDBOX_DEV_SHOP_ID);
  return {
    encryptionParameters: { type: 'UNIQUE_PK', apiKey: shop.apiKey },
    encryptedData: encryptCardPayload(shop.publicKeyPem, { card: testCardFields(number) }),
  };
}

function tokenOf(answer: { token?: string }, number: string): string {
  if (!answer.token) throw new Error(`No token for ${number}: ${JSON.stringify(answer)}`);
  return answer.token;
}

/** A card token from the sandbox mounted in an app (the embedded mode), as a browser makes it. */
export async function cardTokenFromApp(app: FastifyInstance, number: string): Promise<string> {
  const res = await app.inject({ method: 'POST', url: TOKEN_V2_PATH, payload: tokenRequestBody(number) });
  return tokenOf(res.json(), number);
}

export type CardSandbox = {
  /** e.g. `http://127.0.0.1:41234/sandbox` */
  baseUrl: string;
  gateways: PaymentGateways;
  /** What a browser does with a card: encrypt it for the shop and trade it for a token (v2). */
  tokenFor(number: string): Promise<string>;
  /** What a browser does for the Rakuten card: trades the encrypted card for a card and a CVV token. */
  rakutenTokensFor(number: string): Promise<{ cardToken: string; cvvToken: string }>;
  /** Presses a button of the 3-D Secure page; answers where the buyer is sent back to. */
  finishChallenge(acsRedirectUrl: string, decision: 'authenticate' | 'fail'): Promise<string>;
  close(): Promise<void>;
};

/**
 * For tests of code that pays by card (payments, orders): the gateway sandbox on a real port
 * of its own and the payment gateways pointed at it.
 */
export async function startCardSandbox(
  options: {
    slowAnswerMs?: number;
    timeoutMs?: number;
    /** The sandbox's clock (wallet sessions expire by it). */
    now?: () => Date;
    /** How the API's gateways reach the sandbox (tests wrap it to lose answers). */
    fetch?: typeof fetch;
    /** How the sandbox's convenience-store notifications reach the shop (tests: in-process). */
    deliverNotification?: DeliverNotification;
  } = {},
): Promise<CardSandbox> {
  const server = Fastify();
  await server.register(gatewaySandbox, {
    slowAnswerMs: options.slowAnswerMs,
    ...(options.now ? { now: options.now } : {}),
    ...(options.deliverNotification
      ? { deliverNotification: options.deliverNotification, notifyRetryDelaysMs: [20, 20] }
      : {}),
  });
  const address = await server.listen({ port: 0, host: '127.0.0.1' });
  const baseUrl = `${address}/sandbox`;
  const gateways = createPaymentGateways({
    sandboxBaseUrl: baseUrl,
    timeoutMs: options.timeoutMs,
    fetch: options.fetch,
  });
  return {
    baseUrl,
    gateways,
    async tokenFor(number) {
      const response = await fetch(gateways.card.publicConfig().token_url_v2, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(tokenRequestBody(number)),
      });
      return tokenOf((await response.json()) as { token?: string }, number);
    },
    async rakutenTokensFor(number) {
      const { encryptionParameters, encryptedData } = tokenRequestBody(number);
      const response = await fetch(gateways.card.publicConfig().r_card_token_url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ serviceId: encryptionParameters.apiKey, encryptedData }),
      });
      const answer = (await response.json()) as { cardToken?: string; cvvToken?: string };
      if (!answer.cardToken || !answer.cvvToken) throw new Error(`No tokens for ${number}`);
      return { cardToken: answer.cardToken, cvvToken: answer.cvvToken };
    },
    async finishChallenge(acsRedirectUrl, decision) {
      const response = await fetch(`${acsRedirectUrl}/${decision}`, { method: 'POST', redirect: 'manual' });
      return response.headers.get('location') ?? '';
    },
    close: () => server.close(),
  };
}

/** A card gateway that forwards to `card` except for the methods given (tests of failures). */
export function cardGatewayWith(card: CardGateway | null, overrides: Partial<CardGateway>): PaymentGateways {
  const missing = async (): Promise<never> => {
    throw new Error('not called');
  };
  return {
    card: {
      charge: (request) => (card ? card.charge(request) : missing()),
      chargeStatus: (id) => (card ? card.chargeStatus(id) : missing()),
      findByReference: (ref) => (card ? card.findByReference(ref) : missing()),
      void: (id) => (card ? card.void(id) : missing()),
      refund: (id) => (card ? card.refund(id) : missing()),
      listCharges: (since) => (card ? card.listCharges(since) : missing()),
      publicConfig: () => {
        if (!card) throw new Error('not called');
        return card.publicConfig();
      },
      ...overrides,
    },
  };
}
