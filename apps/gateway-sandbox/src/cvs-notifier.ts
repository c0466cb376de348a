import { createHash, createHmac } from 'node:crypto';
import { CURRENCY_CODES } from './currencies';
import type { CvsSlip } from './cvs-ledger';
import { sandboxShop } from './shops';

/** The header that carries the notification's signature: hex HMAC-SHA256 of the raw body. */
export const CVS_SIGNATURE_HEADER = 'x-sandbox-signature';

/** How a notification reaches the shop; answers the HTTP status (tests deliver in-process). */
export type DeliverNotification = (
  url: string,
  body: string,
  headers: Record<string, string>,
) => Promise<number>;

/** After the first try: 1 s, 5 s, 30 s, 2 min, 10 min (then the shop's reconciler asks). */
export const NOTIFY_RETRY_DELAYS_MS = [1_000, 5_000, 30_000, 120_000, 600_000];

/** A slip as the provider shows it to the shop (answers and notifications). */
export function slipAnswer(slip: CvsSlip, origin?: string) {
  return {
    slip_id: slip.slipId,
    order_id: slip.orderId,
    network: slip.network,
    amount: slip.amount,
    currency: CURRENCY_CODES[slip.currencyTypeId] ?? '',
    currency_type_id: slip.currencyTypeId,
    status: slip.status,
    payment_number: slip.paymentNumber,
    confirmation_number: slip.confirmationNumber,
    deadline_t: Math.floor(slip.deadlineAt / 1000),
    paid_t: slip.paidAt === null ? null : Math.floor(slip.paidAt / 1000),
    ...(origin ? { instructions_url: `${origin}/sandbox/cvs/how-to-pay/${slip.network}` } : {}),
  };
}

/** HMAC-SHA256 (hex) of the raw body with the shop's secret key: what the shop recomputes. */
export function signNotification(body: string, secretKey: string): string {
  return createHmac('sha256', secretKey).update(body).digest('hex');
}

const defaultDeliver: DeliverNotification = async (url, body, headers) => {
  const response = await fetch(url, {
    method: 'POST',
    headers,
    body,
    signal: AbortSignal.timeout(10_000),
  });
  await response.arrayBuffer().catch(() => undefined);
  return response.status;
};

/**
 * Tells the shop server-to-server that a slip was paid or expired, as Rakuten's / ECPay's
 * result notifications do: a JSON body with a notification id (the same on every retry, so
 * the shop can refuse a replay), the time it was sent and the slip, signed with the shop's
 * secret key. Anything but a 2xx is retried later; the schedule lives in memory (a sandbox
 * restart drops it: the shop's reconciler asks by merchant reference anyway).
 */
export class CvsNotifier {
  private readonly timers = new Set<NodeJS.Timeout>();

  constructor(
    private readonly options: {
      now: () => Date;
      deliver?: DeliverNotification;
      retryDelaysMs?: readonly number[];
    },
  ) {}

  notify(slip: CvsSlip): void {
    if (slip.status !== 'paid' && slip.status !== 'expired') return;
    const id = createHash('sha256').update(`${slip.slipId} ${slip.status}`).digest('base64url').slice(0, 24);
    void this.attempt(slip, `ntf_${id}`, 0);
  }

  private async attempt(slip: CvsSlip, notificationId: string, tries: number): Promise<void> {
    const secretKey = sandboxShop(slip.shopId)?.secretKey;
    if (!secretKey) return;
    const body = JSON.stringify({
      notification_id: notificationId,
      type: `slip.${slip.status}`,
      sent_t: Math.floor(this.options.now().getTime() / 1000),
      slip: slipAnswer(slip),
    });
    const headers = {
      'content-type': 'application/json',
      [CVS_SIGNATURE_HEADER]: signNotification(body, secretKey),
    };
    const status = await (this.options.deliver ?? defaultDeliver)(slip.notifyUrl, body, headers).catch(
      () => 0,
    );
    if (status >= 200 && status < 300) return;
    const delay = (this.options.retryDelaysMs ?? NOTIFY_RETRY_DELAYS_MS)[tries];
    if (delay === undefined) return;
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      void this.attempt(slip, notificationId, tries + 1);
    }, delay);
    timer.unref();
    this.timers.add(timer);
  }

  /** Stops pending retries (the sandbox is closing). */
  close(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }
}
