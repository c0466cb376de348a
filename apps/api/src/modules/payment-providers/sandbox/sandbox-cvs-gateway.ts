import { createHmac, timingSafeEqual } from 'node:crypto';
import { CVS_EXPIRED_CODE, cvsSlipSchema } from '@omoide/contract';
import { z } from 'zod';
import type { CvsGateway, CvsNotification, CvsSlipRequest } from '../cvs-provider';
import type { ChargeResult } from '../provider-answers';
import { SandboxCollectionGateway, type SandboxProviderOptions } from './sandbox-provider-client';

/**
 * The header the sandbox's store provider signs its notifications in (its protocol, as a real
 * provider's adapter names its own; apps/gateway-sandbox's notifier sends it, and this
 * adapter's test checks both name the same header). The adapter owns it: the API never
 * imports the sandbox app.
 */
export const CVS_SIGNATURE_HEADER = 'x-sandbox-signature';

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
export class SandboxCvsGateway extends SandboxCollectionGateway<Slip> implements CvsGateway {
  constructor(options: SandboxProviderOptions) {
    super(options, {
      path: '/cvs/slips',
      schema: slipSchema,
      notFoundCode: 'slip_not_found',
      name: 'store provider',
      idOf: (slip) => slip.slip_id,
    });
  }

  async createSlip(request: CvsSlipRequest): Promise<ChargeResult> {
    const slip = await this.http.create({
      order_id: request.orderId,
      network: request.network,
      amount: request.amount,
      currency_type_id: request.currencyTypeId,
      notify_url: request.notifyUrl,
    });
    return this.toResult(slip);
  }

  readNotification(
    rawBody: Buffer,
    headers: Record<string, string | string[] | undefined>,
    now = new Date(),
  ): CvsNotification | null {
    const signature = headers[CVS_SIGNATURE_HEADER];
    if (typeof signature !== 'string') return null;
    if (!/^[0-9a-f]{64}$/.test(signature)) return null;
    const expected = createHmac('sha256', this.http.key()).update(rawBody).digest();
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

  protected toResult(slip: Slip): ChargeResult {
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
            instructions_url: slip.instructions_url ? this.http.forBrowser(slip.instructions_url) : null,
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
}
