import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ChargeRecord } from './card-ledger';
import { chargeAnswer, createCharge, readChargeRequest } from './charges';
import { hiddenRoute, type SandboxContext } from './sandbox-http';
import { type SandboxShop, shopBySecretKey } from './shops';

export function shopOf(request: FastifyRequest): SandboxShop | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  return match?.[1] ? shopBySecretKey(match[1]) : undefined;
}

export const unauthorized = {
  error_code: 'unauthorized',
  error_message: "Send the shop's secret key as a Bearer token.",
};

const notFound = { error_code: 'charge_not_found', error_message: 'No such charge.' };

type ChargeParams = { Params: { chargeId: string } };
type ListQuery = { Querystring: { order_id?: string; since_t?: string } };

/**
 * Server-to-server charges of a token, authenticated with the shop's secret key: charge,
 * status, look-up by merchant reference (`order_id`), the settlement list, void and refund.
 */
export async function chargeRoutes(app: FastifyInstance, context: SandboxContext): Promise<void> {
  const { ledger, now } = context;
  const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;
  const owned = (request: FastifyRequest<ChargeParams>, reply: FastifyReply, shop: SandboxShop) => {
    const charge = ledger.charge(request.params.chargeId);
    if (charge && charge.shopId === shop.shopId) return charge;
    reply.code(404).send(notFound);
    return null;
  };

  app.post('/sandbox/card/charges', hiddenRoute, async (request, reply) => {
    const shop = shopOf(request);
    if (!shop) return reply.code(401).send(unauthorized);
    const body = readChargeRequest(request.body);
    if (!body) {
      return reply.code(400).send({
        error_code: 'invalid_request',
        error_message:
          'token, amount (integer > 0), currency_type_id (1–4), order_id and return_url are required; dcc_quote_id is optional.',
      });
    }
    const { charge, fault } = createCharge(ledger, shop.shopId, body, now().getTime(), context.dcc);
    if (fault === 'unavailable' || !charge) {
      return reply.code(503).send({ error_code: 'service_unavailable', error_message: 'Try again later.' });
    }
    if (fault === 'error_after_capture') {
      return reply.code(500).send({ error_code: 'internal_error', error_message: 'The gateway failed.' });
    }
    if (fault === 'slow_answer') await sleep(context.slowAnswerMs);
    return chargeAnswer(charge, originOf(request));
  });

  // The settlement report, or the one charge of a merchant reference (404 when none was made).
  app.get<ListQuery>('/sandbox/card/charges', hiddenRoute, async (request, reply) => {
    const shop = shopOf(request);
    if (!shop) return reply.code(401).send(unauthorized);
    const { order_id, since_t } = request.query;
    if (order_id !== undefined) {
      const charge = ledger.chargeByReference(shop.shopId, order_id);
      return charge ? chargeAnswer(charge, originOf(request)) : reply.code(404).send(notFound);
    }
    const since = Number(since_t ?? 0) * 1000;
    const list = ledger.chargesOf(shop.shopId, Number.isFinite(since) ? since : 0);
    return { data: list.map((charge: ChargeRecord) => chargeAnswer(charge, originOf(request))) };
  });

  app.get<ChargeParams>('/sandbox/card/charges/:chargeId', hiddenRoute, async (request, reply) => {
    const shop = shopOf(request);
    if (!shop) return reply.code(401).send(unauthorized);
    const charge = owned(request, reply, shop);
    return charge ? chargeAnswer(charge, originOf(request)) : reply;
  });

  // Void (before settlement) and refund (after): both give the whole amount back, once.
  for (const [action, how] of [
    ['void', 'voided'],
    ['refund', 'refunded'],
  ] as const) {
    app.post<ChargeParams>(
      `/sandbox/card/charges/:chargeId/${action}`,
      hiddenRoute,
      async (request, reply) => {
        const shop = shopOf(request);
        if (!shop) return reply.code(401).send(unauthorized);
        const charge = owned(request, reply, shop);
        if (!charge) return reply;
        const after = ledger.reverse(charge, how, now().getTime());
        if (after.status !== how) {
          return reply.code(409).send({
            error_code: 'charge_not_reversible',
            error_message: `A ${after.status} charge cannot be ${how}.`,
          });
        }
        return chargeAnswer(after, originOf(request));
      },
    );
  }
}
