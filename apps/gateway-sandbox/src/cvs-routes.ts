import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CURRENCY_CODES } from './currencies';
import { CVS_NETWORK_RULES, type CvsSlip } from './cvs-ledger';
import { slipAnswer } from './cvs-notifier';
import { howToPayPage, storeCounterPage, storeReceiptPage } from './cvs-page';
import { hiddenRoute, type SandboxContext, sendHtml, shopOf, textField, unauthorized } from './sandbox-http';
import type { SandboxShop } from './shops';

const notFound = { error_code: 'slip_not_found', error_message: 'No such payment slip.' };

/** The Taiwanese networks (the spec's alternate list) take TWD; the Japanese ones yen. */
const CURRENCY_OF_NETWORK = (network: string) => (network.startsWith('03') ? 3 : 1);

function readSlipRequest(body: unknown) {
  const amount = (body as { amount?: unknown })?.amount;
  const currency = (body as { currency_type_id?: unknown })?.currency_type_id;
  const orderId = textField(body, 'order_id');
  const network = textField(body, 'network');
  const notifyUrl = textField(body, 'notify_url');
  if (typeof amount !== 'number' || !Number.isInteger(amount) || amount <= 0) return null;
  if (!network || !(network in CVS_NETWORK_RULES) || currency !== CURRENCY_OF_NETWORK(network)) return null;
  if (!orderId || !/^[\w.:-]{1,64}$/.test(orderId)) return null;
  if (!notifyUrl || !URL.canParse(notifyUrl)) return null;
  return { orderId, network, amount, currencyTypeId: currency as number, notifyUrl };
}

const amountText = (slip: CvsSlip) =>
  `${slip.amount.toLocaleString('en-US')} ${CURRENCY_CODES[slip.currencyTypeId] ?? ''}`;

type SlipParams = { Params: { slipId: string } };

/**
 * The convenience-store provider (Rakuten / SB Payment / GMO store payments in Japan,
 * ECPay / NewebPay codes in Taiwan): the shop issues a slip under its merchant reference
 * (one per reference), the buyer pays at a store by its number before the deadline, the
 * provider notifies the shop (signed, retried); look-up by reference and id, the settlement
 * list, void (cancel an unpaid slip) and refund. Shop calls use the secret key.
 */
export async function cvsRoutes(
  app: FastifyInstance,
  { slips, notifier, now }: SandboxContext,
): Promise<void> {
  slips.onChange = (slip) => notifier.notify(slip);
  app.addHook('onClose', async () => notifier.close());
  const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;
  const owned = (request: FastifyRequest<SlipParams>, reply: FastifyReply, shop: SandboxShop) => {
    const slip = slips.slip(request.params.slipId, now().getTime());
    if (slip && slip.shopId === shop.shopId) return slip;
    reply.code(404).send(notFound);
    return null;
  };

  app.post('/sandbox/cvs/slips', hiddenRoute, async (request, reply) => {
    const shop = shopOf(request);
    if (!shop) return reply.code(401).send(unauthorized);
    const body = readSlipRequest(request.body);
    if (!body) {
      return reply.code(400).send({
        error_code: 'invalid_request',
        error_message:
          'order_id, network (a known store network of the currency), amount, currency_type_id and notify_url are required.',
      });
    }
    const slip = slips.create({ shopId: shop.shopId, ...body }, now().getTime());
    return reply.code(201).send(slipAnswer(slip, originOf(request)));
  });

  type ListQuery = { Querystring: { order_id?: string; since_t?: string } };
  app.get<ListQuery>('/sandbox/cvs/slips', hiddenRoute, async (request, reply) => {
    const shop = shopOf(request);
    if (!shop) return reply.code(401).send(unauthorized);
    const { order_id, since_t } = request.query;
    if (order_id !== undefined) {
      const slip = slips.byMerchantReference(shop.shopId, order_id, now().getTime());
      return slip ? slipAnswer(slip, originOf(request)) : reply.code(404).send(notFound);
    }
    const since = Number(since_t ?? 0) * 1000;
    const list = slips.slipsOf(shop.shopId, Number.isFinite(since) ? since : 0, now().getTime());
    return { data: list.map((slip) => slipAnswer(slip, originOf(request))) };
  });

  app.get<SlipParams>('/sandbox/cvs/slips/:slipId', hiddenRoute, async (request, reply) => {
    const shop = shopOf(request);
    if (!shop) return reply.code(401).send(unauthorized);
    const slip = owned(request, reply, shop);
    return slip ? slipAnswer(slip, originOf(request)) : reply;
  });

  for (const action of ['void', 'refund'] as const) {
    app.post<SlipParams>(`/sandbox/cvs/slips/:slipId/${action}`, hiddenRoute, async (request, reply) => {
      const shop = shopOf(request);
      if (!shop) return reply.code(401).send(unauthorized);
      const slip = owned(request, reply, shop);
      if (!slip) return reply;
      const wanted = action === 'void' ? 'voided' : 'refunded';
      const after = slips.reverse(slip, wanted, now().getTime());
      if (after.status !== wanted) {
        return reply.code(409).send({
          error_code: 'slip_state',
          error_message: `A ${after.status} slip cannot be ${wanted}.`,
          status: after.status,
        });
      }
      return slipAnswer(after, originOf(request));
    });
  }

  // The buyer's side: the store counter where a tester pays a slip by its number.
  app.get('/sandbox/cvs/store', hiddenRoute, async (_request, reply) =>
    sendHtml(reply, 200, storeCounterPage()),
  );

  app.post('/sandbox/cvs/store', hiddenRoute, async (request, reply) => {
    const number = textField(request.body, 'payment_number')?.trim() ?? '';
    const confirmation = textField(request.body, 'confirmation_number')?.trim() ?? '';
    const slip = number ? slips.byPaymentNumber(number, now().getTime()) : undefined;
    if (!slip || (slip.confirmationNumber !== null && slip.confirmationNumber !== confirmation)) {
      return sendHtml(
        reply,
        404,
        storeCounterPage('No slip has this payment number (and confirmation number).'),
      );
    }
    const payable = slip.status === 'awaiting_payment';
    const after = slips.pay(slip, now().getTime());
    return sendHtml(
      reply,
      payable && after.status === 'paid' ? 200 : 409,
      storeReceiptPage({
        networkName: CVS_NETWORK_RULES[after.network]?.name ?? after.network,
        amountText: amountText(after),
        paymentNumber: after.paymentNumber,
        status: payable ? after.status : `already ${after.status}`,
      }),
    );
  });

  app.get<{ Params: { network: string } }>(
    '/sandbox/cvs/how-to-pay/:network',
    hiddenRoute,
    async (request, reply) => {
      const rule = CVS_NETWORK_RULES[request.params.network];
      if (!rule) return sendHtml(reply, 404, storeCounterPage('Unknown store network.'));
      return sendHtml(reply, 200, howToPayPage(rule.name));
    },
  );
}
