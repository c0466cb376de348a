import type { ChargeResult, SettlementGateway } from './provider-answers';

/** A wallet payment (spec §3 r_paypay, r_aupay, r_rpay) for one payment attempt. */
export type WalletSessionRequest = {
  /** The attempt's merchant reference: the provider keeps one session per reference. */
  orderId: string;
  wallet: 'paypay' | 'aupay' | 'rpay';
  amount: number;
  currencyTypeId: number;
  /** Where the approval page sends the buyer back (the handler page). */
  returnUrl: string;
};

/**
 * A wallet provider (docs/decisions/011). Its answers use the card's `ChargeResult`: a
 * session awaiting the buyer's approval is a `challenge` whose page is the approval page;
 * an approved one is confirmed (captured) server-to-server by `chargeStatus` and
 * `findByReference` and answers `succeeded`; a cancelled, failed or expired one is a
 * `declined` with the provider's code (`user_cancelled`, `session_expired`, …).
 */
export interface WalletGateway extends SettlementGateway {
  createSession(request: WalletSessionRequest): Promise<ChargeResult>;
}
