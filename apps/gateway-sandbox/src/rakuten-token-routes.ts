import type { FastifyInstance } from 'fastify';
import { decryptCardPayload } from './card-crypto';
import { cardProblemMessages, readCard } from './card-rules';
import { allowAnyOrigin, hiddenRoute, type SandboxContext, textField } from './sandbox-http';
import { shopByApiKey } from './shops';

export const RAKUTEN_TOKEN_PATH = '/sandbox/card/rakuten/v1/tokens';

/**
 * The Rakuten card's token endpoint (`r_credit_card`, docs/decisions/011), in the shape of
 * Rakuten Pay's online card payment (PayVault): the browser sends the card encrypted for the
 * shop and its `serviceId` (public), and gets back a card token and a separate CVV token,
 * with the brand and last digits. Both are charged together through the same card gateway
 * (`POST /sandbox/card/charges` with `cvv_token`): one shop, one ledger, the same
 * merchant-reference rule, 3-D Secure, void and refund as `credit_card`.
 */
export async function rakutenTokenRoutes(app: FastifyInstance, { ledger, now }: SandboxContext) {
  allowAnyOrigin(app, [RAKUTEN_TOKEN_PATH]);

  app.post(RAKUTEN_TOKEN_PATH, hiddenRoute, async (request, reply) => {
    const fail = (status: number, code: string, message: string) =>
      reply.code(status).send({ resultType: 'failure', errorCode: code, errorMessage: message });
    const serviceId = textField(request.body, 'serviceId');
    const encryptedData = textField(request.body, 'encryptedData');
    if (!serviceId || !encryptedData)
      return fail(400, 'invalid_request', 'serviceId and encryptedData are required.');
    const shop = shopByApiKey(serviceId);
    if (!shop) return fail(401, 'invalid_service_id', 'The service id is not known.');
    const payload = decryptCardPayload(shop.privateKey, encryptedData) as { card?: unknown } | undefined;
    if (payload === undefined)
      return fail(400, 'decryption_failed', "The data was not encrypted with this shop's key.");
    const read = readCard(payload?.card, now());
    if (!read.ok) return fail(400, read.problem, cardProblemMessages[read.problem]);
    const issued = ledger.issueToken(shop.shopId, read.card, now().getTime(), { withCvvToken: true });
    return {
      resultType: 'success',
      cardToken: issued.token,
      cvvToken: issued.cvvToken,
      brandCode: read.card.brand,
      last4digits: read.card.last4,
      maskedCardNumber: read.card.maskedNumber,
      expires_t: Math.floor(issued.expiresAt / 1000),
    };
  });
}
