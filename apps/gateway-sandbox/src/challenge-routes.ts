import type { FastifyInstance } from 'fastify';
import type { ChargeRecord } from './card-ledger';
import { challengePage, unknownChallengePage } from './challenge-page';
import { CURRENCY_CODES } from './currencies';
import { hiddenRoute, type SandboxContext, sendHtml } from './sandbox-http';
import { sandboxShop } from './shops';

/** Where the buyer goes back to: the shop's return_url with the charge id added. */
function returnUrlOf(charge: ChargeRecord): string {
  const url = new URL(charge.returnUrl);
  url.searchParams.set('charge_id', charge.chargeId);
  return url.toString();
}

type ChargeParams = { Params: { chargeId: string } };

/** The 3-D Secure challenge a charge of the challenge test card waits on (DESIGN §9). */
export async function challengeRoutes(app: FastifyInstance, { ledger }: SandboxContext): Promise<void> {
  app.get<ChargeParams>('/sandbox/card/3ds/:chargeId', hiddenRoute, async (request, reply) => {
    const charge = ledger.charge(request.params.chargeId);
    if (!charge) return sendHtml(reply, 404, unknownChallengePage());
    if (charge.status !== 'challenge') return reply.redirect(returnUrlOf(charge), 303);
    const currency = CURRENCY_CODES[charge.currencyTypeId] ?? '';
    const html = challengePage({
      chargeId: charge.chargeId,
      shopName: sandboxShop(charge.shopId)?.name ?? charge.shopId,
      amountText: `${charge.amount.toLocaleString('en-US')} ${currency}`,
      cardText: `${(charge.cardBrand ?? 'card').toUpperCase()} •••• ${charge.cardLast4 ?? ''}`,
    });
    return sendHtml(reply, 200, html, new URL(charge.returnUrl).origin);
  });

  for (const [decision, passed] of [
    ['authenticate', true],
    ['fail', false],
  ] as const) {
    app.post<ChargeParams>(`/sandbox/card/3ds/:chargeId/${decision}`, hiddenRoute, async (request, reply) => {
      const charge = ledger.charge(request.params.chargeId);
      if (!charge) return sendHtml(reply, 404, unknownChallengePage());
      ledger.settleChallenge(charge, passed);
      return reply.redirect(returnUrlOf(charge), 303);
    });
  }
}
