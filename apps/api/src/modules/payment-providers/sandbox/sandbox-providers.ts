import { SANDBOX_DEV_SHOP_ID, sandboxShopCredentials } from '@omoide/gateway-sandbox';
import type { CardGateway } from '../card-provider';
import type { DccGateway } from '../dcc-provider';
import { SandboxCardGateway } from './sandbox-card-gateway';
import { SandboxCvsGateway } from './sandbox-cvs-gateway';
import { SandboxWalletGateway } from './sandbox-wallet-gateway';

export type SandboxConnectionOptions = {
  /** Where this server reaches the gateway sandbox, e.g. `${config.publicUrl}/sandbox`. */
  sandboxBaseUrl: string;
  /** Where browsers reach it, when that differs (the token endpoints); default sandboxBaseUrl. */
  browserSandboxBaseUrl?: string;
  /** The sandbox's data folder, where its shop keys are (a sandbox in a process of its own). */
  sandboxDataDir?: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
};

// The sandbox's development shop (DESIGN §4: the embedded mode pays at the sandbox) as the
// provider registry's `sandbox` entries: its card gateway (with the DCC rate look-up), its
// wallet provider and its convenience-store provider.

function connectionOf(options: SandboxConnectionOptions) {
  return {
    baseUrl: options.sandboxBaseUrl,
    browserBaseUrl: options.browserSandboxBaseUrl ?? options.sandboxBaseUrl,
    credentials: () => sandboxShopCredentials(SANDBOX_DEV_SHOP_ID, options.sandboxDataDir),
    fetch: options.fetch,
    timeoutMs: options.timeoutMs,
  };
}

export const sandboxCardGateway = (options: SandboxConnectionOptions) =>
  new SandboxCardGateway(connectionOf(options));

export const sandboxWalletGateway = (options: SandboxConnectionOptions) =>
  new SandboxWalletGateway(connectionOf(options));

export const sandboxCvsGateway = (options: SandboxConnectionOptions) =>
  new SandboxCvsGateway(connectionOf(options));

/** The sandbox card gateway's DCC service quotes; DCC charges then go through that card gateway. */
export const sandboxDccGateway = (
  options: SandboxConnectionOptions,
  made: { card?: CardGateway },
): DccGateway => (made.card instanceof SandboxCardGateway ? made.card : sandboxCardGateway(options));
