import type { CardShopPublicConfig } from '@omoide/contract';

export type { CardShopPublicConfig };

/** One charge of a card token for an order (amount in the event's currency, spec §3 currency types). */
export type ChargeRequest = {
  orderId: string;
  amount: number;
  currencyTypeId: number;
  cardToken: string;
  /** Where the 3-D Secure page sends the buyer back (`charge_id` is appended). */
  returnUrl: string;
};

export type ChargeResult =
  | { status: 'succeeded'; chargeId: string; cardBrand: string | null; cardLast4: string | null }
  | { status: 'challenge'; chargeId: string; acsRedirectUrl: string }
  | { status: 'declined'; chargeId: string | null; errorCode: string; errorMessage: string };

/**
 * The card gateway as the orders module sees it (DESIGN §9): the browser makes the token,
 * the API charges it server-to-server. The sandbox adapter and real providers implement it.
 */
export interface CardGateway {
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /** The state of a charge, e.g. after the buyer came back from the 3-D Secure page. */
  chargeStatus(chargeId: string): Promise<ChargeResult>;
  /** What the browser needs to make a card token (public only: never the secret). */
  publicConfig(): CardShopPublicConfig;
}

/** The gateway could not be reached or answered nonsense: the order stays unpaid, the buyer may retry. */
export class PaymentGatewayUnavailableError extends Error {
  override name = 'PaymentGatewayUnavailableError';
}

export type PaymentGateways = { card: CardGateway };
