import type { FastifyInstance, FastifyRequest } from 'fastify';
import { chargeAnswer, createCharge, readChargeRequest } from './charges';
import { hiddenRoute, type SandboxContext } from './sandbox-http';
import { type SandboxShop, shopBySecretKey } from './shops';

function shopOf(request: FastifyRequest): SandboxShop | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  return match?.[1] ? shopBySecretKey(match[1]) : undefined;
}

const unauthorized = {
  error_code: 'unauthorized',
  error_message: "Send the shop's secret key as a Bearer token.",
};

/** Server-to-server charges of a token, authenticated with the shop's secret key. */
export async function chargeRoutes(app: FastifyInstance, { ledger, now }: SandboxContext): Promise<void> {
  const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

  app.post('/sandbox/card/charges', hiddenRoute, async (request, reply) => {
    const shop = shopOf(request);
    if (!shop) return reply.code(401).send(unauthorized);
    const charge = readChargeRequest(request.body);
    if (!charge) {
      return reply.code(400).send({
        error_code: 'invalid_request',
        error_message:
          'token, amount (integer > 0), currency_type_id (1–4), order_id and return_url are required.',
      });
    }
    return chargeAnswer(createCharge(ledger, shop.shopId, charge, now().getTime()), originOf(request));
  });

  app.get<{ Params: { chargeId: string } }>(
    '/sandbox/card/charges/:chargeId',
    hiddenRoute,
    async (request, reply) => {
      const shop = shopOf(request);
      if (!shop) return reply.code(401).send(unauthorized);
      const charge = ledger.charge(request.params.chargeId);
      if (!charge || charge.shopId !== shop.shopId) {
        return reply.code(404).send({ error_code: 'charge_not_found', error_message: 'No such charge.' });
      }
      return chargeAnswer(charge, originOf(request));
    },
  );
}
