import type { CvsSlip } from '@omoide/contract';

// What every payment provider answers, whatever its kind (card, wallet, store slip): the
// state of a charge in one vocabulary, the settlement list the ledger check reads, the calls
// settling and giving back make, and the one error that means "no answer" (never "no").

export type ChargeResult =
  | { status: 'succeeded'; chargeId: string; cardBrand: string | null; cardLast4: string | null }
  | { status: 'challenge'; chargeId: string; acsRedirectUrl: string }
  | { status: 'declined'; chargeId: string | null; errorCode: string; errorMessage: string }
  /** Money given back after the charge: released before settlement (voided) or refunded. */
  | { status: 'voided' | 'refunded'; chargeId: string }
  /** A convenience-store slip issued and not paid yet (docs/decisions/012). */
  | { status: 'awaiting_payment'; chargeId: string; slip: CvsSlip };

/** A charge as the provider's settlement report lists it (the ledger check). */
export type LedgerCharge = {
  chargeId: string;
  merchantReference: string;
  amount: number;
  status: ChargeResult['status'];
};

/** The gateway could not be reached or answered nonsense: the order stays unpaid, the buyer may retry. */
export class PaymentGatewayUnavailableError extends Error {
  override name = 'PaymentGatewayUnavailableError';
}

/**
 * What settling, reconciling and giving back need of any provider (card, wallet, store):
 * the state of a charge, a look-up by merchant reference, void, refund and the settlement list.
 */
export interface SettlementGateway {
  /** The state of a charge, e.g. after the buyer came back from the 3-D Secure page. */
  chargeStatus(chargeId: string): Promise<ChargeResult>;
  /**
   * The charge made under a merchant reference, or null when the provider says none was
   * made: how an unknown outcome (timeout, 5xx, crash) is settled.
   */
  findByReference(merchantReference: string): Promise<ChargeResult | null>;
  /** Releases a capture or an open challenge before settlement; a repeat answers the same. */
  void(chargeId: string): Promise<ChargeResult>;
  /** Gives a captured charge's amount back; a repeat answers the same refund. */
  refund(chargeId: string): Promise<ChargeResult>;
  /** Every charge made at or after `since`: the settlement report the ledger check reads. */
  listCharges(since: Date): Promise<LedgerCharge[]>;
}
