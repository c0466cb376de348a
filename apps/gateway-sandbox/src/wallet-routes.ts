import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CURRENCY_CODES } from './currencies';
import { hiddenRoute, type SandboxContext, sendHtml, shopOf, textField, unauthorized } from './sandbox-http';
import { type SandboxShop, sandboxShop } from './shops';
import { WALLETS, type Wallet, type WalletSession } from './wallet-ledger';
import { approvalPage, unknownApprovalPage, WALLET_NAMES } from './wallet-page';

const notFound = { error_code: 'session_not_found', error_message: 'No such payment session.' };

/** A session as the provider answers it; `approval_url` while the buyer still has to decide. */
function sessionAnswer(session: WalletSession, origin: string) {
  return {
    session_id: session.sessionId,
    order_id: session.orderId,
    wallet: session.wallet,
    amount: session.amount,
    currency: CURRENCY_CODES[session.currencyTypeId] ?? '',
    status: session.status,
    error_code: session.errorCode,
    expires_t: Math.floor(session.expiresAt / 1000),
    ...(session.status === 'awaiting_approval'
      ? { approval_url: `${origin}/sandbox/wallet/approve/${session.sessionId}` }
      : {}),
  };
}

/** Where the approval page sends the buyer back: the shop's return_url, with the outcome for show only. */
function returnUrlOf(session: WalletSession): string {
  const url = new URL(session.returnUrl);
  url.searchParams.set('wallet_status', session.status);
  return url.toString();
}

function readSessionRequest(body: unknown) {
  const amount = (body as { amount?: unknown })?.amount;
  const currency = (body as { currency_type_id?: unknown })?.currency_type_id;
  const orderId = textField(body, 'order_id');
  const wallet = textField(body, 'wallet');
  const returnUrl = textField(body, 'return_url');
  if (typeof amount !== 'number' || !Number.isInteger(amount) || amount <= 0) return null;
  if (typeof currency !== 'number' || !(currency in CURRENCY_CODES)) return null;
  if (!orderId || orderId.length > 100 || !WALLETS.includes(wallet as Wallet)) return null;
  if (!returnUrl || !URL.canParse(returnUrl)) return null;
  return { orderId, wallet: wallet as Wallet, amount, currencyTypeId: currency, returnUrl };
}

type SessionParams = { Params: { sessionId: string } };

/**
 * The wallet provider (PayPay / au PAY / Rakuten Pay style): the shop creates a payment
 * session under its merchant reference, the buyer approves or cancels on the provider's
 * page and is sent back, the shop confirms (captures) server-to-server; look-up by
 * reference, the settlement list, void and refund. Shop calls use the secret key.
 */
export async function walletRoutes(app: FastifyInstance, { wallets, now }: SandboxContext): Promise<void> {
  const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;
  const owned = (request: FastifyRequest<SessionParams>, reply: FastifyReply, shop: SandboxShop) => {
    const session = wallets.session(request.params.sessionId, now().getTime());
    if (session && session.shopId === shop.shopId) return session;
    reply.code(404).send(notFound);
    return null;
  };

  app.post('/sandbox/wallet/sessions', hiddenRoute, async (request, reply) => {
    const shop = shopOf(request);
    if (!shop) return reply.code(401).send(unauthorized);
    const body = readSessionRequest(request.body);
    if (!body) {
      return reply.code(400).send({
        error_code: 'invalid_request',
        error_message:
          'order_id, wallet (paypay|aupay|rpay), amount, currency_type_id and return_url are required.',
      });
    }
    const session = wallets.create({ shopId: shop.shopId, ...body }, now().getTime());
    return reply.code(201).send(sessionAnswer(session, originOf(request)));
  });

  type ListQuery = { Querystring: { order_id?: string; since_t?: string } };
  app.get<ListQuery>('/sandbox/wallet/sessions', hiddenRoute, async (request, reply) => {
    const shop = shopOf(request);
    if (!shop) return reply.code(401).send(unauthorized);
    const { order_id, since_t } = request.query;
    if (order_id !== undefined) {
      const session = wallets.byMerchantReference(shop.shopId, order_id, now().getTime());
      return session ? sessionAnswer(session, originOf(request)) : reply.code(404).send(notFound);
    }
    const since = Number(since_t ?? 0) * 1000;
    const list = wallets.sessionsOf(shop.shopId, Number.isFinite(since) ? since : 0, now().getTime());
    return { data: list.map((session) => sessionAnswer(session, originOf(request))) };
  });

  app.get<SessionParams>('/sandbox/wallet/sessions/:sessionId', hiddenRoute, async (request, reply) => {
    const shop = shopOf(request);
    if (!shop) return reply.code(401).send(unauthorized);
    const session = owned(request, reply, shop);
    return session ? sessionAnswer(session, originOf(request)) : reply;
  });

  // Capture confirms an approval; void and refund give money back. Each is repeat-safe.
  for (const action of ['capture', 'void', 'refund'] as const) {
    app.post<SessionParams>(
      `/sandbox/wallet/sessions/:sessionId/${action}`,
      hiddenRoute,
      async (request, reply) => {
        const shop = shopOf(request);
        if (!shop) return reply.code(401).send(unauthorized);
        const session = owned(request, reply, shop);
        if (!session) return reply;
        const at = now().getTime();
        const after =
          action === 'capture'
            ? wallets.capture(session, at)
            : wallets.reverse(session, action === 'void' ? 'voided' : 'refunded', at);
        const wanted = { capture: 'captured', void: 'voided', refund: 'refunded' }[action];
        if (after.status !== wanted) {
          return reply.code(409).send({
            error_code: 'session_state',
            error_message: `A ${after.status} session cannot be ${wanted}.`,
            status: after.status,
          });
        }
        return sessionAnswer(after, originOf(request));
      },
    );
  }

  // The buyer's side: the approval page and its buttons, then back to the shop.
  app.get<SessionParams>('/sandbox/wallet/approve/:sessionId', hiddenRoute, async (request, reply) => {
    const session = wallets.session(request.params.sessionId, now().getTime());
    if (!session) return sendHtml(reply, 404, unknownApprovalPage());
    if (session.status !== 'awaiting_approval') return reply.redirect(returnUrlOf(session), 303);
    const html = approvalPage({
      sessionId: session.sessionId,
      walletName: WALLET_NAMES[session.wallet] ?? session.wallet,
      shopName: sandboxShop(session.shopId)?.name ?? session.shopId,
      amountText: `${session.amount.toLocaleString('en-US')} ${CURRENCY_CODES[session.currencyTypeId] ?? ''}`,
    });
    return sendHtml(reply, 200, html, new URL(session.returnUrl).origin);
  });

  for (const decision of ['approve', 'cancel', 'fail'] as const) {
    app.post<SessionParams>(
      `/sandbox/wallet/approve/:sessionId/${decision}`,
      hiddenRoute,
      async (request, reply) => {
        const session = wallets.session(request.params.sessionId, now().getTime());
        if (!session) return sendHtml(reply, 404, unknownApprovalPage());
        return reply.redirect(returnUrlOf(wallets.decide(session, decision, now().getTime())), 303);
      },
    );
  }
}
