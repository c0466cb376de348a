import { describe, expect, it } from 'vitest';
import {
  BUILT_PAYMENT_TYPES,
  CARD_PAYMENT_TYPES,
  cvsNetworksOf,
  dccCardCurrencies,
  isCvsPaymentType,
  isDccPaymentType,
  isWalletPaymentType,
  offeredPaymentTypes,
  PAYMENT_TYPES,
} from './payment-types';

// docs/decisions/011: the types an event offers follow its currency.
describe('offeredPaymentTypes', () => {
  it('offers a yen event the card, the three wallets, the Rakuten card, the convenience stores and DCC for foreign cards, in the form’s order', () => {
    expect(offeredPaymentTypes(1)).toEqual([
      'credit_card',
      'r_paypay',
      'r_aupay',
      'r_rpay',
      'r_credit_card',
      'r_cvs_net',
      'credit_card_dcc',
    ]);
  });

  it('offers a TWD event the Taiwanese card and stores, never a wallet', () => {
    expect(offeredPaymentTypes(3)).toEqual(['tw_credit_card', 'tw_cvs_net']);
  });

  it('offers a VND event the DCC card for Japanese cards (no fallback to credit_card any more)', () => {
    expect(offeredPaymentTypes(4)).toEqual(['credit_card_dcc_vnd_jp_card']);
  });

  it('keeps a USD or an unknown currency payable by card until its own types exist', () => {
    expect(offeredPaymentTypes(2)).toEqual(['credit_card']);
    expect(offeredPaymentTypes(99)).toEqual(['credit_card']);
  });

  it('offers only built types, each a spec §3 type', () => {
    for (const currency of [1, 2, 3, 4]) {
      for (const type of offeredPaymentTypes(currency)) {
        expect(BUILT_PAYMENT_TYPES).toContain(type);
        expect(PAYMENT_TYPES).toContain(type);
      }
    }
  });

  it('knows the DCC cards, paid through /api/order/process, and the currencies each converts to', () => {
    expect(['credit_card_dcc', 'credit_card_dcc_vnd_jp_card'].every(isDccPaymentType)).toBe(true);
    expect(isDccPaymentType('credit_card')).toBe(false);
    expect(CARD_PAYMENT_TYPES).toContain('credit_card_dcc');
    expect(CARD_PAYMENT_TYPES).toContain('credit_card_dcc_vnd_jp_card');
    expect(dccCardCurrencies(1)).not.toContain('JPY');
    expect(dccCardCurrencies(4)).toEqual(['JPY']);
    expect(dccCardCurrencies(3)).toEqual([]);
  });

  it('gives each convenience-store type its own network list', () => {
    expect(cvsNetworksOf('r_cvs_net').map((n) => n.id)).toEqual([
      '00001',
      '00002',
      '00005',
      '00006',
      '00007',
      '00008',
    ]);
    expect(cvsNetworksOf('tw_cvs_net').map((n) => n.id)).toEqual(['0301', '0302']);
    expect(isCvsPaymentType('tw_cvs_net')).toBe(true);
    expect(isCvsPaymentType('r_paypay')).toBe(false);
  });

  it('knows the wallets', () => {
    expect(['r_paypay', 'r_aupay', 'r_rpay'].every(isWalletPaymentType)).toBe(true);
    expect(isWalletPaymentType('r_credit_card')).toBe(false);
    expect(isWalletPaymentType('credit_card')).toBe(false);
  });
});
