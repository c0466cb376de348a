import type { CardShopPublicConfig } from '@omoide/contract';

export type { CardShopPublicConfig };

/** One charge of a card token for an order (amount in the event's currency, spec §3 currency types). */
export type ChargeRequest = {
  /**
   * The merchant reference of the payment attempt (`<order code>-<attempt>`): the provider
   * makes at most one charge per reference and answers look-ups by it.
   */
  orderId: string;
  amount: number;
  currencyTypeId: number;
  cardToken: string;
  /** The Rakuten card's CVV token, made in the browser with its card token (`r_credit_card`). */
  cvvToken?: string;
  /** Where the 3-D Secure page sends the buyer back (`charge_id` is appended). */
  returnUrl: string;
};

export type ChargeResult =
  | { status: 'succeeded'; chargeId: string; cardBrand: string | null; cardLast4: string | null }
  | { status: 'challenge'; chargeId: string; acsRedirectUrl: string }
  | { status: 'declined'; chargeId: string | null; errorCode: string; errorMessage: string }
  /** Money given back after the charge: released before settlement (voided) or refunded. */
  | { status: 'voided' | 'refunded'; chargeId: string };

/** A charge as the provider's settlement report lists it (the ledger check). */
export type LedgerCharge = {
  chargeId: string;
  merchantReference: string;
  amount: number;
  status: ChargeResult['status'];
};

/**
 * The card gateway as the orders module sees it (DESIGN §9): the browser makes the token,
 * the API charges it server-to-server. The sandbox adapter and real providers implement it.
 */
export interface CardGateway {
  charge(request: ChargeRequest): Promise<ChargeResult>;
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
  /** What the browser needs to make a card token (public only: never the secret). */
  publicConfig(): CardShopPublicConfig;
}

/** The gateway could not be reached or answered nonsense: the order stays unpaid, the buyer may retry. */
export class PaymentGatewayUnavailableError extends Error {
  override name = 'PaymentGatewayUnavailableError';
}

/**
 * What settling, reconciling and giving back need of any provider (card or wallet): the
 * state of a charge, a look-up by merchant reference, void, refund and the settlement list.
 */
export type SettlementGateway = Pick<
  CardGateway,
  'chargeStatus' | 'findByReference' | 'void' | 'refund' | 'listCharges'
>;

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

/** The wallet codes of a session nothing was charged by (the buyer or the clock ended it). */
export const WALLET_CANCELLED_CODE = 'user_cancelled';
export const WALLET_EXPIRED_CODE = 'session_expired';

export type PaymentGateways = { card: CardGateway; wallet?: WalletGateway };

/** The provider that holds an order's charges, by its payment type. */
export function gatewayOf(payments: PaymentGateways, paymentType: string): SettlementGateway {
  if (!paymentType.startsWith('r_') || paymentType === 'r_credit_card') return payments.card;
  if (!payments.wallet) throw new PaymentGatewayUnavailableError('No wallet provider is configured');
  return payments.wallet;
}
