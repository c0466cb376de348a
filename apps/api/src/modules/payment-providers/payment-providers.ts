import { isCvsPaymentType, isWalletPaymentType } from '@omoide/contract';
import type { CardGateway } from './card-provider';
import type { CvsGateway } from './cvs-provider';
import type { DccGateway } from './dcc-provider';
import { PaymentGatewayUnavailableError, type SettlementGateway } from './provider-answers';
import type { WalletGateway } from './wallet-provider';

/**
 * The payment providers of this process, one per payment family, as the provider registry
 * built them from configuration (provider-registry.ts). Checkout, the reconciler, the sweep
 * and refunds reach a provider only through this.
 */
export type PaymentGateways = {
  card: CardGateway;
  wallet?: WalletGateway;
  dcc?: DccGateway;
  cvs?: CvsGateway;
};

/** The payment families whose provider holds an order's charges. */
export type SettlementFamily = 'card' | 'wallet' | 'cvs';

/**
 * The family of a payment type (spec §3): the wallets and the store slips have providers of
 * their own; every card type (the Japanese, Taiwanese, DCC and Rakuten cards) and the demo
 * order's `seed` are the card gateway's.
 */
export function familyOfPaymentType(paymentType: string): SettlementFamily {
  if (isCvsPaymentType(paymentType)) return 'cvs';
  if (isWalletPaymentType(paymentType)) return 'wallet';
  return 'card';
}

/** The provider that holds an order's charges, by its payment type. */
export function gatewayOf(payments: PaymentGateways, paymentType: string): SettlementGateway {
  const family = familyOfPaymentType(paymentType);
  const provider = payments[family];
  if (!provider) throw new PaymentGatewayUnavailableError(`No ${family} payment provider is configured`);
  return provider;
}
