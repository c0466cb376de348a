import { PAYMENT_TYPES } from '@omoide/contract';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';
import { familyOfPaymentType, gatewayOf } from './payment-providers';
import { createPaymentGateways, UnknownPaymentProviderError } from './provider-registry';
import { SandboxCardGateway } from './sandbox/sandbox-card-gateway';
import { SandboxCvsGateway } from './sandbox/sandbox-cvs-gateway';
import { SandboxWalletGateway } from './sandbox/sandbox-wallet-gateway';

const sandbox = { sandboxBaseUrl: 'http://sandbox.invalid/sandbox' };

describe('the payment provider registry (PAYMENT_PROVIDER_*)', () => {
  it('serves every family from the sandbox by default, the DCC quotes from its card gateway', () => {
    const gateways = createPaymentGateways(sandbox);
    expect(gateways.card).toBeInstanceOf(SandboxCardGateway);
    expect(gateways.wallet).toBeInstanceOf(SandboxWalletGateway);
    expect(gateways.cvs).toBeInstanceOf(SandboxCvsGateway);
    expect(gateways.dcc).toBe(gateways.card);
  });

  it('refuses a name it does not know, naming the setting and the names it knows', () => {
    const make = () => createPaymentGateways({ ...sandbox, providers: { cvs: 'ecpay' } });
    expect(make).toThrow(UnknownPaymentProviderError);
    expect(make).toThrow(ConfigError);
    expect(make).toThrow('PAYMENT_PROVIDER_CVS: no payment provider named "ecpay" (known: sandbox)');
  });

  it('reads the choice from the configuration, sandbox unless set', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).paymentProviders).toEqual({
      card: 'sandbox',
      wallet: 'sandbox',
      cvs: 'sandbox',
      dcc: 'sandbox',
    });
    expect(loadConfig({ NODE_ENV: 'test', PAYMENT_PROVIDER_CARD: 'acme' }).paymentProviders.card).toBe(
      'acme',
    );
  });
});

describe('the provider of an order, by its payment type', () => {
  it('sends each spec §3 type to its family by the contract lists, not by a prefix', () => {
    const families = Object.fromEntries(PAYMENT_TYPES.map((type) => [type, familyOfPaymentType(type)]));
    expect(families).toEqual({
      credit_card: 'card',
      tw_credit_card: 'card',
      credit_card_dcc: 'card',
      credit_card_dcc_vnd_jp_card: 'card',
      r_credit_card: 'card',
      r_paypay: 'wallet',
      r_aupay: 'wallet',
      r_rpay: 'wallet',
      r_cvs_net: 'cvs',
      tw_cvs_net: 'cvs',
    });
  });

  it('answers "unavailable" (never "not charged") for a family with no provider', () => {
    const { card } = createPaymentGateways(sandbox);
    expect(() => gatewayOf({ card }, 'r_paypay')).toThrow('No wallet payment provider is configured');
    expect(gatewayOf({ card }, 'seed')).toBe(card);
  });
});
