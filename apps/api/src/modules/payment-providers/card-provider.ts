import type { CardShopPublicConfig } from '@omoide/contract';
import type { ChargeResult, SettlementGateway } from './provider-answers';

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

/**
 * The card gateway as checkout sees it (DESIGN §9): the browser makes the token,
 * the API charges it server-to-server. The sandbox adapter and real providers implement it.
 */
export interface CardGateway extends SettlementGateway {
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /** What the browser needs to make a card token (public only: never the secret). */
  publicConfig(): CardShopPublicConfig;
}
