import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import type { CardLedger } from './card-ledger';
import type { CvsLedger } from './cvs-ledger';
import type { CvsNotifier } from './cvs-notifier';
import type { DccLedger } from './dcc-ledger';
import { type SandboxShop, shopBySecretKey } from './shops';
import type { WalletLedger } from './wallet-ledger';

// Kept out of the product's API reference (the `hide` flag of @fastify/swagger).
export const hiddenRoute = { schema: { hide: true } as FastifySchema };

/**
 * What every sandbox route shares: its memory, its clock (tests move the clock) and how late
 * the slow-answer test card answers.
 */
export type SandboxContext = {
  ledger: CardLedger;
  wallets: WalletLedger;
  dcc: DccLedger;
  slips: CvsLedger;
  notifier: CvsNotifier;
  now: () => Date;
  slowAnswerMs: number;
};

/** A field of a parsed JSON or form body, when it is a string. */
export function textField(body: unknown, name: string): string | undefined {
  const value =
    typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : undefined;
  return typeof value === 'string' ? value : undefined;
}

/**
 * Form posts (token v1, the 3-D Secure buttons) without @fastify/formbody; inside the
 * sandbox's own scope, and only where the host app has no form parser of its own.
 */
export function parseForms(app: FastifyInstance): void {
  const type = 'application/x-www-form-urlencoded';
  if (app.hasContentTypeParser(type)) return;
  app.addContentTypeParser(type, { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
}

/** Browser-facing endpoints of a gateway answer any origin (the shop's pages live elsewhere). */
export function allowAnyOrigin(app: FastifyInstance, paths: readonly string[]): void {
  for (const path of paths) {
    app.options(path, hiddenRoute, async (_request, reply) => {
      reply
        .code(204)
        .headers({
          'access-control-allow-origin': '*',
          'access-control-allow-methods': 'POST',
          'access-control-allow-headers': 'content-type',
          'access-control-max-age': '600',
        })
        .send();
    });
  }
  app.addHook('onSend', async (request, reply) => {
    if (paths.includes(request.routeOptions.url ?? '')) reply.header('access-control-allow-origin', '*');
  });
}

/** The shop of a server-to-server call: its secret key as a Bearer token. */
export function shopOf(request: FastifyRequest): SandboxShop | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  return match?.[1] ? shopBySecretKey(match[1]) : undefined;
}

export const unauthorized = {
  error_code: 'unauthorized',
  error_message: "Send the shop's secret key as a Bearer token.",
};

/** A provider page (approval, store counter): no scripts, forms only to itself (and the shop). */
export function sendHtml(reply: FastifyReply, status: number, html: string, formTarget = '') {
  return reply
    .code(status)
    .headers({
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'content-security-policy': `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${formTarget}; frame-ancestors 'none'; base-uri 'none'`,
    })
    .send(html);
}
