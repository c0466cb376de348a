import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { CardLedger } from './card-ledger';
import { challengeRoutes } from './challenge-routes';
import { chargeRoutes } from './charge-routes';
import { CvsLedger } from './cvs-ledger';
import { CvsNotifier, type DeliverNotification } from './cvs-notifier';
import { cvsRoutes } from './cvs-routes';
import { DccLedger } from './dcc-ledger';
import { dccRoutes } from './dcc-routes';
import { rakutenTokenRoutes } from './rakuten-token-routes';
import { hiddenRoute, parseForms, type SandboxContext } from './sandbox-http';
import { loadSandboxShops } from './shops';
import { tokenRoutes } from './token-routes';
import { WalletLedger } from './wallet-ledger';
import { walletRoutes } from './wallet-routes';

export { encryptCardPayload } from './card-crypto';
export { CardLedger, type ChargeRecord } from './card-ledger';
export { cardCurrency, TEST_CARDS, testCardFields } from './card-rules';
export { CVS_NETWORK_RULES, CVS_SLIP_LIFETIME_MS, CvsLedger, type CvsSlip } from './cvs-ledger';
export {
  CVS_SIGNATURE_HEADER,
  type DeliverNotification,
  signNotification,
} from './cvs-notifier';
export { DCC_QUOTE_LIFETIME_MS, DccLedger, type DccQuote } from './dcc-ledger';
export { convert as dccConvert, DCC_MARGIN_PERCENT } from './dcc-rates';
export { RAKUTEN_TOKEN_PATH } from './rakuten-token-routes';
export {
  loadSandboxShops,
  SANDBOX_DEV_SHOP_ID,
  SANDBOX_LIVE_SHOP_ID,
  type SandboxShopCredentials,
  sandboxShopCredentials,
} from './shops';
export { TOKEN_V1_PATH, TOKEN_V2_PATH } from './token-routes';
export { WALLET_SESSION_LIFETIME_MS, WalletLedger, type WalletSession } from './wallet-ledger';

export type GatewaySandboxOptions = {
  /** The sandbox's clock (tests move it to expire tokens). */
  now?: () => Date;
  /**
   * Where the sandbox keeps its ledger (a JSON-lines journal) and its shops' keys, so both
   * outlive a restart; without it they live in memory.
   */
  dataDir?: string;
  /** How late the slow-answer test card's charge answers (default 15 s: past a 10 s timeout). */
  slowAnswerMs?: number;
  /** How long a convenience-store slip stays payable (default 3 days). */
  cvsSlipLifetimeMs?: number;
  /** How slip notifications reach the shop (default: an HTTP POST to its notify_url). */
  deliverNotification?: DeliverNotification;
  /** Waits between notification retries (default 1 s, 5 s, 30 s, 2 min, 10 min). */
  notifyRetryDelaysMs?: readonly number[];
};

export const CARD_LEDGER_FILE = 'card-ledger.jsonl';
export const WALLET_LEDGER_FILE = 'wallet-ledger.jsonl';
export const DCC_LEDGER_FILE = 'dcc-ledger.jsonl';
export const CVS_LEDGER_FILE = 'cvs-ledger.jsonl';

/** How often unpaid slips past their deadline are expired (and the shop told). */
const CVS_EXPIRY_EVERY_MS = 60_000;

/**
 * The local stand-in for the external payment gateways (DESIGN §9), mounted at /sandbox in
 * the embedded mode: card tokens v1/v2 (and the Rakuten card's card + CVV tokens) from browser-encrypted card data, server-to-server
 * charges with test cards (look-up by merchant reference, void, refund), and the 3-D Secure
 * challenge page, the wallets' payment sessions and approval page, DCC quotes, and the
 * convenience-store slips with their store counter page and signed notifications. State lives
 * in a journal under `dataDir`, or in memory without one.
 */
export async function gatewaySandbox(
  app: FastifyInstance,
  options: GatewaySandboxOptions = {},
): Promise<void> {
  if (options.dataDir) loadSandboxShops(options.dataDir);
  // Each provider's durable journal, in the data folder (in memory without one).
  const journal = (file: string) => (options.dataDir ? path.join(options.dataDir, file) : undefined);
  const context: SandboxContext = {
    ledger: new CardLedger({ journalFile: journal(CARD_LEDGER_FILE) }),
    wallets: new WalletLedger({
      journalFile: journal(WALLET_LEDGER_FILE),
    }),
    dcc: new DccLedger({
      journalFile: journal(DCC_LEDGER_FILE),
    }),
    slips: new CvsLedger({
      journalFile: journal(CVS_LEDGER_FILE),
      lifetimeMs: options.cvsSlipLifetimeMs,
    }),
    notifier: new CvsNotifier({
      now: options.now ?? (() => new Date()),
      deliver: options.deliverNotification,
      retryDelaysMs: options.notifyRetryDelaysMs,
    }),
    now: options.now ?? (() => new Date()),
    slowAnswerMs: options.slowAnswerMs ?? 15_000,
  };
  parseForms(app);
  // Gateway-style failures, whatever the host app's error format is.
  app.setErrorHandler((error: { statusCode?: number }, _request, reply) => {
    const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
    return reply.code(status).send({
      result: 'failure',
      error_code: status < 500 ? 'bad_request' : 'sandbox_error',
      error_message: status < 500 ? 'The request could not be read.' : 'The sandbox failed.',
    });
  });

  app.get('/sandbox/healthz', hiddenRoute, async () => ({
    status: 'ok',
    gateways: ['card', 'wallet', 'dcc', 'cvs'],
  }));
  await tokenRoutes(app, context);
  await rakutenTokenRoutes(app, context);
  await chargeRoutes(app, context);
  await challengeRoutes(app, context);
  await walletRoutes(app, context);
  await dccRoutes(app, context);
  await cvsRoutes(app, context);
  const expiry = setInterval(() => context.slips.expireDue(context.now().getTime()), CVS_EXPIRY_EVERY_MS);
  expiry.unref();
  app.addHook('onClose', async () => clearInterval(expiry));
}
