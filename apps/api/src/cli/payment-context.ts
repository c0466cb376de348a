import { gatewaySandbox } from '@omoide/gateway-sandbox';
import Fastify from 'fastify';
import type { Config } from '../config';
import { databaseOptionsFromConfig, openDatabase } from '../db/client';
import { createPaymentGateways } from '../modules/payment-providers/provider-registry';
import { mailOrigin } from '../platform/http/site-origin';
import { createMailer } from '../platform/mail/mailer';

async function reachable(url: string) {
  try {
    return (await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(2000) })).ok;
  } catch {
    return false;
  }
}

/**
 * What the money commands (`npm run reconcile`, `npm run refund`) work with: the database,
 * the payment providers and the mailer. A sandbox that does not answer is opened here from
 * its journal (the embedded mode, server stopped); null when there is none to open.
 */
export async function openPaymentContext(config: Config) {
  let sandboxBaseUrl = config.paymentSandboxUrl;
  let localSandbox: Awaited<ReturnType<typeof Fastify>> | null = null;
  if (!(await reachable(sandboxBaseUrl))) {
    if (!config.paymentSandboxDataDir) return null;
    localSandbox = Fastify();
    await localSandbox.register(gatewaySandbox, { dataDir: config.paymentSandboxDataDir });
    sandboxBaseUrl = `${await localSandbox.listen({ port: 0, host: '127.0.0.1' })}/sandbox`;
  }
  const payments = createPaymentGateways({
    providers: config.paymentProviders,
    sandboxBaseUrl,
    sandboxDataDir: config.paymentSandboxDataDir,
    timeoutMs: config.paymentGatewayTimeoutMs,
  });
  const database = await openDatabase(databaseOptionsFromConfig(config));
  return {
    deps: {
      db: database.db,
      mailer: createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, db: database.db }),
      payments,
      // Mails a run sends (a refund, a settled order) link where the order was bought.
      publicUrl: mailOrigin(config),
      config,
    },
    async close() {
      await database.close();
      await localSandbox?.close();
    },
  };
}
