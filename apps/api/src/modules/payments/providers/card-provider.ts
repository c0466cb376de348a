import { type CardShopPublicConfig, type CvsSlip, isCvsPaymentType } from '@omoide/contract';

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
  /** A DCC offer the buyer accepted: the card is charged in its currency at the quote's rate. */
  dccQuoteId?: string;
};

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

/** A DCC offer of the provider (docs/decisions/013); `cardAmount` in the card currency's minor unit. */
export type DccQuote = {
  quoteId: string;
  amount: number;
  currencyTypeId: number;
  cardCurrency: string;
  cardAmount: number;
  exponent: number;
  rate: number;
  marginPercent: number;
  expiresAt: Date;
};

/**
 * The DCC provider's rate look-up (Planet / Fexco / Global Blue style): quotes for an amount,
 * in the currency of the card behind a token (by its BIN) or in each currency asked for.
 * Charges that accept a quote go through the card gateway with `dccQuoteId`.
 */
export interface DccGateway {
  quote(request: {
    amount: number;
    currencyTypeId: number;
    cardToken?: string;
    cardCurrencies: readonly string[];
  }): Promise<{ cardCurrency: string | null; quotes: DccQuote[] } | { refused: string }>;
  /** A quote as the provider holds it (null when it has none of that id) and whether it has expired. */
  findQuote(quoteId: string): Promise<(DccQuote & { expired: boolean }) | null>;
}
/** A convenience-store slip (spec §3 r_cvs_net, tw_cvs_net) for one payment attempt. */
export type CvsSlipRequest = {
  /** The attempt's merchant reference: the provider keeps one slip per reference. */
  orderId: string;
  /** The spec §3 network id the buyer chose (`00001` Lawson … `0302` other Taiwanese stores). */
  network: string;
  amount: number;
  currencyTypeId: number;
  /** Where the provider posts its signed notifications (paid, expired). */
  notifyUrl: string;
};

/** A provider notification whose signature and shape were checked. */
export type CvsNotification = {
  /** The provider's id of the notification: the same on every retry (replays are refused by it). */
  notificationId: string;
  kind: 'paid' | 'expired';
  merchantReference: string;
  amount: number;
  /** The slip as the notification states it, in the shared ChargeResult terms. */
  charge: ChargeResult;
};

/** The failure code of a slip unpaid at its deadline (the order is `expired`). */
export const CVS_EXPIRED_CODE = 'cvs_expired';

/**
 * A convenience-store provider (docs/decisions/012). Its answers use `ChargeResult`: an
 * unpaid slip is `awaiting_payment` with the slip, a paid one `succeeded`, an expired one
 * `declined` (`cvs_expired`), a cancelled one `voided`, a refunded one `refunded`.
 */
export interface CvsGateway extends SettlementGateway {
  createSlip(request: CvsSlipRequest): Promise<ChargeResult>;
  /**
   * Checks a notification's signature over the raw body (HMAC-SHA256 with the shop's secret
   * key) before reading anything in it, then its shape and age; null when any is wrong.
   */
  readNotification(
    rawBody: Buffer,
    headers: Record<string, string | string[] | undefined>,
    now?: Date,
  ): CvsNotification | null;
}

export type PaymentGateways = {
  card: CardGateway;
  wallet?: WalletGateway;
  dcc?: DccGateway;
  cvs?: CvsGateway;
};

/** The provider that holds an order's charges, by its payment type. */
export function gatewayOf(payments: PaymentGateways, paymentType: string): SettlementGateway {
  if (isCvsPaymentType(paymentType)) {
    if (!payments.cvs)
      throw new PaymentGatewayUnavailableError('No convenience-store provider is configured');
    return payments.cvs;
  }
  if (!paymentType.startsWith('r_') || paymentType === 'r_credit_card') return payments.card;
  if (!payments.wallet) throw new PaymentGatewayUnavailableError('No wallet provider is configured');
  return payments.wallet;
}
