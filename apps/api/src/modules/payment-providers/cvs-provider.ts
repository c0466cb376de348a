import type { ChargeResult, SettlementGateway } from './provider-answers';

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
