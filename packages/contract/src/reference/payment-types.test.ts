import { describe, expect, it } from 'vitest';
import {
  BUILT_PAYMENT_TYPES,
  isWalletPaymentType,
  offeredPaymentTypes,
  PAYMENT_TYPES,
} from './payment-types';

// docs/decisions/011: the types an event offers follow its currency.
describe('offeredPaymentTypes', () => {
  it('offers a yen event the card, the three wallets and the Rakuten card, in the form’s order', () => {
    expect(offeredPaymentTypes(1)).toEqual(['credit_card', 'r_paypay', 'r_aupay', 'r_rpay', 'r_credit_card']);
  });

  it('offers a TWD event the Taiwanese card only, never a wallet', () => {
    expect(offeredPaymentTypes(3)).toEqual(['tw_credit_card']);
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

  it('knows the wallets', () => {
    expect(['r_paypay', 'r_aupay', 'r_rpay'].every(isWalletPaymentType)).toBe(true);
    expect(isWalletPaymentType('r_credit_card')).toBe(false);
    expect(isWalletPaymentType('credit_card')).toBe(false);
  });
});
