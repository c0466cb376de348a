import { z } from 'zod';
import {
  type ChargeResult,
  type LedgerCharge,
  PaymentGatewayUnavailableError,
  type WalletGateway,
  type WalletSessionRequest,
} from './card-gateway';
import type { CardShopCredentials } from './sandbox-card-gateway';

export type SandboxWalletGatewayOptions = {
  baseUrl: string;
  /** Where browsers reach the sandbox (the approval page); baseUrl when absent. */
  browserBaseUrl?: string;
  credentials: () => Pick<CardShopCredentials, 'secretKey'>;
  fetch?: typeof fetch;
  timeoutMs?: number;
};

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
export class SandboxWalletGateway implements WalletGateway {
  private secretKey: string | undefined;

  constructor(private readonly options: SandboxWalletGatewayOptions) {}

  async createSession(request: WalletSessionRequest): Promise<ChargeResult> {
    const session = await this.session('POST', '/wallet/sessions', {
      order_id: request.orderId,
      wallet: request.wallet,
      amount: request.amount,
      currency_type_id: request.currencyTypeId,
      return_url: request.returnUrl,
    });
    return this.confirmed(session!);
  }

  async chargeStatus(sessionId: string): Promise<ChargeResult> {
    return this.confirmed((await this.session('GET', `/wallet/sessions/${encodeURIComponent(sessionId)}`))!);
  }

  async findByReference(merchantReference: string): Promise<ChargeResult | null> {
    const found = await this.session(
      'GET',
      `/wallet/sessions?order_id=${encodeURIComponent(merchantReference)}`,
    );
    return found ? this.confirmed(found) : null;
  }

  void(sessionId: string): Promise<ChargeResult> {
    return this.action(sessionId, 'void');
  }

  refund(sessionId: string): Promise<ChargeResult> {
    return this.action(sessionId, 'refund');
  }

  async listCharges(since: Date): Promise<LedgerCharge[]> {
    const path = `/wallet/sessions?since_t=${Math.floor(since.getTime() / 1000)}`;
    const answer = await this.send('GET', path);
    const list = z.object({ data: z.array(sessionSchema) }).safeParse(answer.body);
    if (answer.status !== 200 || !list.success)
      throw new PaymentGatewayUnavailableError(
        `The wallet provider answered ${answer.status} to GET ${path}`,
      );
    return list.data.data.map((s) => ({
      chargeId: s.session_id,
      merchantReference: s.order_id,
      amount: s.amount,
      status: this.toResult(s).status,
    }));
  }

  /**
   * The shop's server-to-server confirmation: an approved session is captured before it
   * counts as paid. Capture is repeat-safe at the provider, so two returns capture once.
   */
  private async confirmed(session: Session): Promise<ChargeResult> {
    if (session.status !== 'approved') return this.toResult(session);
    return this.action(session.session_id, 'capture');
  }

  /** A refused action (409: the session is in another state) answers the session as it is. */
  private async action(sessionId: string, action: 'capture' | 'void' | 'refund'): Promise<ChargeResult> {
    const path = `/wallet/sessions/${encodeURIComponent(sessionId)}/${action}`;
    const answer = await this.send('POST', path, {});
    if (answer.status === 409)
      return this.toResult((await this.session('GET', `/wallet/sessions/${encodeURIComponent(sessionId)}`))!);
    return this.toResult(this.read(answer, 'POST', path)!);
  }

  private toResult(session: Session): ChargeResult {
    const chargeId = session.session_id;
    switch (session.status) {
      case 'awaiting_approval': {
        if (!session.approval_url)
          throw new PaymentGatewayUnavailableError('A session without its approval page');
        return { status: 'challenge', chargeId, acsRedirectUrl: this.forBrowser(session.approval_url) };
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

  private forBrowser(url: string): string {
    const { baseUrl, browserBaseUrl } = this.options;
    return browserBaseUrl && url.startsWith(`${baseUrl}/`) ? browserBaseUrl + url.slice(baseUrl.length) : url;
  }

  /** A session answer; null only for the provider's own "no such session" (404). */
  private async session(method: 'GET' | 'POST', path: string, body?: object): Promise<Session | null> {
    const answer = await this.send(method, path, body);
    if (answer.status === 404 && (answer.body as { error_code?: string })?.error_code === 'session_not_found')
      return null;
    return this.read(answer, method, path);
  }

  /** Anything but a 2xx session is the provider being unavailable: never "not charged". */
  private read(answer: { status: number; body: unknown }, method: string, path: string): Session {
    const parsed = sessionSchema.safeParse(answer.body);
    if (answer.status >= 200 && answer.status < 300 && parsed.success) return parsed.data;
    throw new PaymentGatewayUnavailableError(
      `The wallet provider answered ${answer.status} to ${method} ${path}`,
    );
  }

  /** The shop's secret key, read on first use (the sandbox makes its keys lazily). */
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
      throw new PaymentGatewayUnavailableError(`The wallet provider did not answer ${method} ${path}`, {
        cause: error,
      });
    }
  }
}
