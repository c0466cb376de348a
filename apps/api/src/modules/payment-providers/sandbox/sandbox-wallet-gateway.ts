import { z } from 'zod';
import { type ChargeResult, PaymentGatewayUnavailableError } from '../provider-answers';
import type { WalletGateway, WalletSessionRequest } from '../wallet-provider';
import { SandboxCollectionGateway, type SandboxProviderOptions } from './sandbox-provider-client';

export type SandboxWalletGatewayOptions = SandboxProviderOptions;

const sessionSchema = z.object({
  session_id: z.string().min(1),
  order_id: z.string(),
  wallet: z.string(),
  amount: z.number().int(),
  status: z.enum([
    'awaiting_approval',
    'approved',
    'captured',
    'cancelled',
    'failed',
    'expired',
    'voided',
    'refunded',
  ]),
  error_code: z.string().nullable().optional(),
  approval_url: z.string().url().optional(),
});
type Session = z.infer<typeof sessionSchema>;

const MESSAGES: Record<string, string> = {
  cancelled: 'The buyer cancelled the payment at the wallet.',
  failed: 'The wallet refused the payment.',
  expired: 'The buyer did not approve the payment in time.',
};

/** The wallet provider over HTTP against the local sandbox (apps/gateway-sandbox). */
export class SandboxWalletGateway extends SandboxCollectionGateway<Session> implements WalletGateway {
  constructor(options: SandboxWalletGatewayOptions) {
    super(options, {
      path: '/wallet/sessions',
      schema: sessionSchema,
      notFoundCode: 'session_not_found',
      name: 'wallet provider',
      idOf: (session) => session.session_id,
    });
  }

  async createSession(request: WalletSessionRequest): Promise<ChargeResult> {
    const session = await this.http.create({
      order_id: request.orderId,
      wallet: request.wallet,
      amount: request.amount,
      currency_type_id: request.currencyTypeId,
      return_url: request.returnUrl,
    });
    return this.answer(session);
  }

  /**
   * The shop's server-to-server confirmation: an approved session is captured before it
   * counts as paid. Capture is repeat-safe at the provider, so two returns capture once.
   */
  protected override async answer(session: Session): Promise<ChargeResult> {
    if (session.status !== 'approved') return this.toResult(session);
    return this.toResult(await this.http.act(session.session_id, 'capture'));
  }

  protected toResult(session: Session): ChargeResult {
    const chargeId = session.session_id;
    switch (session.status) {
      case 'awaiting_approval': {
        if (!session.approval_url)
          throw new PaymentGatewayUnavailableError('A session without its approval page');
        return { status: 'challenge', chargeId, acsRedirectUrl: this.http.forBrowser(session.approval_url) };
      }
      case 'captured':
        return { status: 'succeeded', chargeId, cardBrand: session.wallet, cardLast4: null };
      case 'voided':
      case 'refunded':
        return { status: session.status, chargeId };
      case 'approved':
        // Only reached when a capture answered "approved" again: not confirmed, so not known.
        throw new PaymentGatewayUnavailableError('The wallet did not confirm an approved session');
      default:
        return {
          status: 'declined',
          chargeId,
          errorCode: session.error_code ?? session.status,
          errorMessage: MESSAGES[session.status] ?? '',
        };
    }
  }
}
