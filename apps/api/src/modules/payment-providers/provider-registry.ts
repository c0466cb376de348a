import { ConfigError } from '../../config';
import type { CardGateway } from './card-provider';
import type { CvsGateway } from './cvs-provider';
import type { DccGateway } from './dcc-provider';
import type { PaymentGateways } from './payment-providers';
import {
  type SandboxConnectionOptions,
  sandboxCardGateway,
  sandboxCvsGateway,
  sandboxDccGateway,
  sandboxWalletGateway,
} from './sandbox/sandbox-providers';
import type { WalletGateway } from './wallet-provider';

/**
 * Which provider serves each payment family (`PAYMENT_PROVIDER_CARD`, `_WALLET`, `_CVS`,
 * `_DCC`; docs/operations.md). Each names an entry of the registry below.
 */
export type PaymentProviderChoice = { card: string; wallet: string; cvs: string; dcc: string };

export const DEFAULT_PAYMENT_PROVIDERS: PaymentProviderChoice = {
  card: 'sandbox',
  wallet: 'sandbox',
  cvs: 'sandbox',
  dcc: 'sandbox',
};

/** What a provider's factory is given: the sandbox's connection (a real adapter reads its own settings). */
export type ProviderOptions = SandboxConnectionOptions & {
  /** The environment, for a real adapter's own keys (e.g. ACME_CARD_SECRET_KEY). */
  env?: Record<string, string | undefined>;
};

/** The providers made so far in this build (the DCC service may be the card gateway itself). */
type Made = { card?: CardGateway };

type Factories = {
  card: Record<string, (options: ProviderOptions) => CardGateway>;
  wallet: Record<string, (options: ProviderOptions) => WalletGateway>;
  cvs: Record<string, (options: ProviderOptions) => CvsGateway>;
  dcc: Record<string, (options: ProviderOptions, made: Made) => DccGateway>;
};

/**
 * Every provider adapter this build knows, by family and name. A real provider is one
 * adapter file (e.g. providers/acme/acme-card-gateway.ts implementing CardGateway) and one
 * line here (`acme: (options) => new AcmeCardGateway(options.env)`); routing, checkout and
 * the sandbox stay as they are.
 */
const PROVIDERS: Factories = {
  card: { sandbox: sandboxCardGateway },
  wallet: { sandbox: sandboxWalletGateway },
  cvs: { sandbox: sandboxCvsGateway },
  dcc: { sandbox: sandboxDccGateway },
};

const SETTINGS: Record<keyof PaymentProviderChoice, string> = {
  card: 'PAYMENT_PROVIDER_CARD',
  wallet: 'PAYMENT_PROVIDER_WALLET',
  cvs: 'PAYMENT_PROVIDER_CVS',
  dcc: 'PAYMENT_PROVIDER_DCC',
};

/** A provider name the registry does not know: the process refuses to start. */
export class UnknownPaymentProviderError extends ConfigError {
  override name = 'UnknownPaymentProviderError';
}

function factoryOf<F extends keyof Factories>(family: F, name: string): Factories[F][string] {
  const factory = PROVIDERS[family][name];
  if (!factory) {
    const known = Object.keys(PROVIDERS[family]).join(', ');
    throw new UnknownPaymentProviderError(
      `Invalid configuration:\n  ${SETTINGS[family]}: no payment provider named "${name}" (known: ${known})`,
    );
  }
  return factory as Factories[F][string];
}

/** Whether any family is served by the sandbox's test shops (production refuses that unless allowed). */
export const usesSandbox = (choice: PaymentProviderChoice) =>
  Object.values(choice).some((name) => name === 'sandbox');

/**
 * The payment providers of this process, as configured (every name checked before any
 * provider is made, so a typo stops the start with the setting's name, not a payment).
 */
export function createPaymentGateways(
  options: ProviderOptions & { providers?: Partial<PaymentProviderChoice> },
): PaymentGateways {
  const choice = { ...DEFAULT_PAYMENT_PROVIDERS, ...options.providers };
  const factories = {
    card: factoryOf('card', choice.card),
    wallet: factoryOf('wallet', choice.wallet),
    cvs: factoryOf('cvs', choice.cvs),
    dcc: factoryOf('dcc', choice.dcc),
  };
  const card = factories.card(options);
  return {
    card,
    wallet: factories.wallet(options),
    cvs: factories.cvs(options),
    dcc: factories.dcc(options, { card }),
  };
}
