import { SANDBOX_DEV_SHOP_ID, sandboxShopCredentials } from '@omoide/gateway-sandbox';
import type { PaymentGateways } from './card-gateway';
import { SandboxCardGateway } from './sandbox-card-gateway';
import { SandboxCvsGateway } from './sandbox-cvs-gateway';
import { SandboxWalletGateway } from './sandbox-wallet-gateway';

export type PaymentGatewaysOptions = {
  /** Where this server reaches the gateway sandbox, e.g. `${config.publicUrl}/sandbox`. */
  sandboxBaseUrl: string;
  /** Where browsers reach it, when that differs (the token endpoints); default sandboxBaseUrl. */
  browserSandboxBaseUrl?: string;
  /** The sandbox's data folder, where its shop keys are (a sandbox in a process of its own). */
  sandboxDataDir?: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
};

/**
 * The payment gateways of this process: today the sandbox's development shop (DESIGN §4:
 * the embedded mode pays at the sandbox): the card gateway (with its DCC rate look-up), the wallet provider and the convenience-store provider; real provider adapters plug in here by config.
 */
export function createPaymentGateways(options: PaymentGatewaysOptions): PaymentGateways {
  const connection = {
    baseUrl: options.sandboxBaseUrl,
    browserBaseUrl: options.browserSandboxBaseUrl ?? options.sandboxBaseUrl,
    credentials: () => sandboxShopCredentials(SANDBOX_DEV_SHOP_ID, options.sandboxDataDir),
    fetch: options.fetch,
    timeoutMs: options.timeoutMs,
  };
  const card = new SandboxCardGateway(connection);
  return {
    card,
    // The card gateway's DCC service quotes; DCC charges go through the card gateway.
    dcc: card,
    wallet: new SandboxWalletGateway(connection),
    cvs: new SandboxCvsGateway(connection),
  };
}
