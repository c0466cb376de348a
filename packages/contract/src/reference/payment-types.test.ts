import { describe, expect, it } from 'vitest';
import {
  BUILT_PAYMENT_TYPES,
  cvsNetworksOf,
  isCvsPaymentType,
  isWalletPaymentType,
  offeredPaymentTypes,
  PAYMENT_TYPES,
} from './payment-types';

// docs/decisions/011: the types an event offers follow its currency.
describe('offeredPaymentTypes', () => {
  it('offers a yen event the card, the three wallets and the convenience stores, in the form’s order', () => {
    expect(offeredPaymentTypes(1)).toEqual(['credit_card', 'r_paypay', 'r_aupay', 'r_rpay', 'r_cvs_net']);
  });

  it('offers a TWD event the Taiwanese card and stores, never a wallet', () => {
    expect(offeredPaymentTypes(3)).toEqual(['tw_credit_card', 'tw_cvs_net']);
  });

  it('keeps a VND, a USD or an unknown currency payable by card until its own types exist', () => {
    expect(offeredPaymentTypes(4)).toEqual(['credit_card']);
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
