import { createHmac, timingSafeEqual } from 'node:crypto';
import { cvsSlipSchema } from '@omoide/contract';
import { CVS_SIGNATURE_HEADER } from '@omoide/gateway-sandbox';
import { z } from 'zod';
import {
  type ChargeResult,
  CVS_EXPIRED_CODE,
  type CvsGateway,
  type CvsNotification,
  type CvsSlipRequest,
  type LedgerCharge,
  PaymentGatewayUnavailableError,
} from './card-gateway';
import type { CardShopCredentials } from './sandbox-card-gateway';

export type SandboxCvsGatewayOptions = {
  baseUrl: string;
  /** Where browsers reach the sandbox (the how-to-pay page); baseUrl when absent. */
  browserBaseUrl?: string;
  credentials: () => Pick<CardShopCredentials, 'secretKey'>;
  fetch?: typeof fetch;
  timeoutMs?: number;
};

/** A notification older (or newer) than this is refused: a captured one cannot be replayed later. */
export const NOTIFICATION_TOLERANCE_S = 10 * 60;

const slipSchema = z.object({
  slip_id: z.string().min(1),
  order_id: z.string(),
  network: z.string(),
  amount: z.number().int(),
  currency_type_id: z.number().int(),
  status: z.enum(['awaiting_payment', 'paid', 'expired', 'voided', 'refunded']),
  payment_number: z.string(),
  confirmation_number: z.string().nullable(),
  deadline_t: z.number().int(),
  instructions_url: z.string().url().optional(),
});
type Slip = z.infer<typeof slipSchema>;

const notificationSchema = z.object({
  notification_id: z.string().min(1).max(100),
  type: z.enum(['slip.paid', 'slip.expired']),
  sent_t: z.number().int(),
  slip: slipSchema,
});

/** The convenience-store provider over HTTP against the local sandbox (apps/gateway-sandbox). */
export class SandboxCvsGateway implements CvsGateway {
  private secretKey: string | undefined;

  constructor(private readonly options: SandboxCvsGatewayOptions) {}

  async createSlip(request: CvsSlipRequest): Promise<ChargeResult> {
    const slip = await this.slip('POST', '/cvs/slips', {
      order_id: request.orderId,
      network: request.network,
      amount: request.amount,
      currency_type_id: request.currencyTypeId,
      notify_url: request.notifyUrl,
    });
    return this.toResult(slip!);
  }

  async chargeStatus(slipId: string): Promise<ChargeResult> {
    return this.toResult((await this.slip('GET', `/cvs/slips/${encodeURIComponent(slipId)}`))!);
  }

  async findByReference(merchantReference: string): Promise<ChargeResult | null> {
    const found = await this.slip('GET', `/cvs/slips?order_id=${encodeURIComponent(merchantReference)}`);
    return found ? this.toResult(found) : null;
  }

  void(slipId: string): Promise<ChargeResult> {
    return this.action(slipId, 'void');
  }

  refund(slipId: string): Promise<ChargeResult> {
    return this.action(slipId, 'refund');
  }

  async listCharges(since: Date): Promise<LedgerCharge[]> {
    const path = `/cvs/slips?since_t=${Math.floor(since.getTime() / 1000)}`;
    const answer = await this.send('GET', path);
    const list = z.object({ data: z.array(slipSchema) }).safeParse(answer.body);
    if (answer.status !== 200 || !list.success)
      throw new PaymentGatewayUnavailableError(`The store provider answered ${answer.status} to GET ${path}`);
    return list.data.data.map((s) => ({
      chargeId: s.slip_id,
      merchantReference: s.order_id,
      amount: s.amount,
      status: this.toResult(s).status,
    }));
  }

  readNotification(
    rawBody: Buffer,
    headers: Record<string, string | string[] | undefined>,
    now = new Date(),
  ): CvsNotification | null {
    const signature = headers[CVS_SIGNATURE_HEADER];
    if (typeof signature !== 'string') return null;
    if (!/^[0-9a-f]{64}$/.test(signature)) return null;
    const expected = createHmac('sha256', this.key()).update(rawBody).digest();
    if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) return null;
    let json: unknown;
    try {
      json = JSON.parse(rawBody.toString('utf8'));
    } catch {
      return null;
    }
    const parsed = notificationSchema.safeParse(json);
    if (!parsed.success) return null;
    const { data } = parsed;
    if (Math.abs(now.getTime() / 1000 - data.sent_t) > NOTIFICATION_TOLERANCE_S) return null;
    return {
      notificationId: data.notification_id,
      kind: data.type === 'slip.paid' ? 'paid' : 'expired',
      merchantReference: data.slip.order_id,
      amount: data.slip.amount,
      charge: this.toResult(data.slip),
    };
  }

  /** A refused action (409: the slip is in another state) answers the slip as it is. */
  private async action(slipId: string, action: 'void' | 'refund'): Promise<ChargeResult> {
    const path = `/cvs/slips/${encodeURIComponent(slipId)}/${action}`;
    const answer = await this.send('POST', path, {});
    if (answer.status === 409) return this.chargeStatus(slipId);
    return this.toResult(this.read(answer, 'POST', path));
  }

  private toResult(slip: Slip): ChargeResult {
    const chargeId = slip.slip_id;
    switch (slip.status) {
      case 'awaiting_payment':
        return {
          status: 'awaiting_payment',
          chargeId,
          slip: cvsSlipSchema.parse({
            network: slip.network,
            payment_number: slip.payment_number,
            confirmation_number: slip.confirmation_number,
            deadline_t: slip.deadline_t,
            amount: slip.amount,
            currency_type_id: slip.currency_type_id,
            instructions_url: slip.instructions_url ? this.forBrowser(slip.instructions_url) : null,
          }),
        };
      case 'paid':
        return { status: 'succeeded', chargeId, cardBrand: slip.network, cardLast4: null };
      case 'voided':
      case 'refunded':
        return { status: slip.status, chargeId };
      default:
        return {
          status: 'declined',
          chargeId,
          errorCode: CVS_EXPIRED_CODE,
          errorMessage: 'The slip was not paid before its deadline.',
        };
    }
  }

  private forBrowser(url: string): string {
    const { baseUrl, browserBaseUrl } = this.options;
    return browserBaseUrl && url.startsWith(`${baseUrl}/`) ? browserBaseUrl + url.slice(baseUrl.length) : url;
  }

  /** A slip answer; null only for the provider's own "no such slip" (404). */
  private async slip(method: 'GET' | 'POST', path: string, body?: object): Promise<Slip | null> {
    const answer = await this.send(method, path, body);
    if (answer.status === 404 && (answer.body as { error_code?: string })?.error_code === 'slip_not_found')
      return null;
    return this.read(answer, method, path);
  }

  /** Anything but a 2xx slip is the provider being unavailable: never "not charged". */
  private read(answer: { status: number; body: unknown }, method: string, path: string): Slip {
    const parsed = slipSchema.safeParse(answer.body);
    if (answer.status >= 200 && answer.status < 300 && parsed.success) return parsed.data;
    throw new PaymentGatewayUnavailableError(
      `The store provider answered ${answer.status} to ${method} ${path}`,
    );
  }

  private key(): string {
    this.secretKey ??= this.options.credentials().secretKey;
    return this.secretKey;
  }

  private async send(method: 'GET' | 'POST', path: string, body?: object) {
    try {
      const response = await (this.options.fetch ?? fetch)(`${this.options.baseUrl}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${this.key()}`,
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : null,
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000),
      });
      return { status: response.status, body: (await response.json()) as unknown };
    } catch (error) {
      throw new PaymentGatewayUnavailableError(`The store provider did not answer ${method} ${path}`, {
        cause: error,
      });
    }
  }
}
