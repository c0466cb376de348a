import type { CardShopPublicConfig } from '@omoide/contract';
import { z } from 'zod';
import type { CardGateway, ChargeRequest } from '../card-provider';
import type { DccGateway, DccQuote } from '../dcc-provider';
import { type ChargeResult, type LedgerCharge, PaymentGatewayUnavailableError } from '../provider-answers';

/** A shop's keys as the gateway's console shows them to the merchant. */
export type CardShopCredentials = {
  shopId: string;
  apiKey: string;
  secretKey: string;
  publicKeyPem: string;
  keyHash: string;
};

export type SandboxCardGatewayOptions = {
  /** Where this server reaches the sandbox, e.g. `http://localhost:3000/sandbox`. */
  baseUrl: string;
  /** Where browsers reach it (the token endpoints); the same as baseUrl when absent. */
  browserBaseUrl?: string;
  /** The shop's keys, read on first use (the sandbox makes its RSA keys lazily). */
  credentials: () => CardShopCredentials;
  fetch?: typeof fetch;
  /** A charge call that takes longer counts as unreachable. */
  timeoutMs?: number;
};

const DEFAULT_TIMEOUT_MS = 10_000;

const chargeAnswerSchema = z.object({
  status: z.enum(['succeeded', 'declined', 'challenge', 'voided', 'refunded']),
  charge_id: z.string().min(1),
  order_id: z.string().optional(),
  amount: z.number().int().optional(),
  acs_redirect_url: z.string().url().optional(),
  error_code: z.string().optional(),
  error_message: z.string().nullable().optional(),
  card_brand: z.string().nullable().optional(),
  card_last4: z.string().nullable().optional(),
});

const quoteAnswerSchema = z.object({
  quote_id: z.string().min(1),
  amount: z.number().int(),
  currency_type_id: z.number().int(),
  card_currency: z.string(),
  card_amount: z.number().int(),
  card_currency_exponent: z.number().int(),
  rate: z.number(),
  margin_percent: z.number(),
  expires_t: z.number().int(),
  expired: z.boolean().optional(),
});

const toQuote = (q: z.infer<typeof quoteAnswerSchema>): DccQuote => ({
  quoteId: q.quote_id,
  amount: q.amount,
  currencyTypeId: q.currency_type_id,
  cardCurrency: q.card_currency,
  cardAmount: q.card_amount,
  exponent: q.card_currency_exponent,
  rate: q.rate,
  marginPercent: q.margin_percent,
  expiresAt: new Date(q.expires_t * 1000),
});

const errorAnswerSchema = z.object({ error_code: z.string().min(1), error_message: z.string().optional() });

function toResult(answer: unknown, pageForBrowser: (url: string) => string): ChargeResult {
  const parsed = chargeAnswerSchema.safeParse(answer);
  if (!parsed.success)
    throw new PaymentGatewayUnavailableError('The card gateway answered an unknown charge shape');
  const charge = parsed.data;
  if (charge.status === 'succeeded') {
    return {
      status: 'succeeded',
      chargeId: charge.charge_id,
      cardBrand: charge.card_brand ?? null,
      cardLast4: charge.card_last4 ?? null,
    };
  }
  if (charge.status === 'voided' || charge.status === 'refunded') {
    return { status: charge.status, chargeId: charge.charge_id };
  }
  if (charge.status === 'challenge') {
    if (!charge.acs_redirect_url) throw new PaymentGatewayUnavailableError('A challenge without its page');
    return {
      status: 'challenge',
      chargeId: charge.charge_id,
      acsRedirectUrl: pageForBrowser(charge.acs_redirect_url),
    };
  }
  return {
    status: 'declined',
    chargeId: charge.charge_id,
    errorCode: charge.error_code ?? 'declined',
    errorMessage: charge.error_message ?? '',
  };
}

/** The card gateway (and its DCC rate look-up) over HTTP against the local sandbox (apps/gateway-sandbox). */
export class SandboxCardGateway implements CardGateway, DccGateway {
  private shop: CardShopCredentials | undefined;

  constructor(private readonly options: SandboxCardGatewayOptions) {}

  private get credentials(): CardShopCredentials {
    this.shop ??= this.options.credentials();
    return this.shop;
  }

  charge(request: ChargeRequest): Promise<ChargeResult> {
    return this.call('POST', '/card/charges', null, {
      token: request.cardToken,
      ...(request.cvvToken ? { cvv_token: request.cvvToken } : {}),
      amount: request.amount,
      currency_type_id: request.currencyTypeId,
      order_id: request.orderId,
      return_url: request.returnUrl,
      ...(request.dccQuoteId ? { dcc_quote_id: request.dccQuoteId } : {}),
    });
  }

  async quote(request: Parameters<DccGateway['quote']>[0]): ReturnType<DccGateway['quote']> {
    const path = '/dcc/quotes';
    const answer = await this.send('POST', path, {
      amount: request.amount,
      currency_type_id: request.currencyTypeId,
      card_currencies: request.cardCurrencies,
      ...(request.cardToken ? { token: request.cardToken } : {}),
    });
    const refused = errorAnswerSchema.safeParse(answer.body);
    if (answer.status === 400 && refused.success) return { refused: refused.data.error_code };
    const read = z
      .object({ card_currency: z.string().nullable(), data: z.array(quoteAnswerSchema) })
      .safeParse(answer.body);
    if (answer.status !== 200 || !read.success)
      throw new PaymentGatewayUnavailableError(`The DCC provider answered ${answer.status} to POST ${path}`);
    return { cardCurrency: read.data.card_currency, quotes: read.data.data.map(toQuote) };
  }

  async findQuote(quoteId: string): Promise<(DccQuote & { expired: boolean }) | null> {
    const path = `/dcc/quotes/${encodeURIComponent(quoteId)}`;
    const answer = await this.send('GET', path);
    if (answer.status === 404) return null;
    const read = quoteAnswerSchema.safeParse(answer.body);
    if (answer.status !== 200 || !read.success)
      throw new PaymentGatewayUnavailableError(`The DCC provider answered ${answer.status} to GET ${path}`);
    return { ...toQuote(read.data), expired: read.data.expired ?? false };
  }

  chargeStatus(chargeId: string): Promise<ChargeResult> {
    return this.call('GET', `/card/charges/${encodeURIComponent(chargeId)}`, chargeId);
  }

  async findByReference(merchantReference: string): Promise<ChargeResult | null> {
    const path = `/card/charges?order_id=${encodeURIComponent(merchantReference)}`;
    const answer = await this.send('GET', path);
    // Only the provider's own "no such charge" means nothing was charged.
    if (answer.status === 404 && (answer.body as { error_code?: string })?.error_code === 'charge_not_found')
      return null;
    return this.read(answer, 'GET', path, null);
  }

  void(chargeId: string): Promise<ChargeResult> {
    return this.reverse(chargeId, 'void');
  }

  refund(chargeId: string): Promise<ChargeResult> {
    return this.reverse(chargeId, 'refund');
  }

  /** A charge that can no longer be reversed that way (409) answers what it is now. */
  private async reverse(chargeId: string, action: 'void' | 'refund'): Promise<ChargeResult> {
    const path = `/card/charges/${encodeURIComponent(chargeId)}/${action}`;
    const answer = await this.send('POST', path, {});
    if (answer.status === 409) return this.chargeStatus(chargeId);
    return this.read(answer, 'POST', path, chargeId);
  }

  async listCharges(since: Date): Promise<LedgerCharge[]> {
    const path = `/card/charges?since_t=${Math.floor(since.getTime() / 1000)}`;
    const answer = await this.send('GET', path);
    const list = z.object({ data: z.array(chargeAnswerSchema) }).safeParse(answer.body);
    if (answer.status !== 200 || !list.success)
      throw new PaymentGatewayUnavailableError(`The card gateway answered ${answer.status} to GET ${path}`);
    return list.data.data.map((c) => ({
      chargeId: c.charge_id,
      merchantReference: c.order_id ?? '',
      amount: c.amount ?? 0,
      status: c.status,
    }));
  }

  publicConfig(): CardShopPublicConfig {
    const base = this.options.browserBaseUrl ?? this.options.baseUrl;
    const shop = this.credentials;
    return {
      shop_id: shop.shopId,
      token_url_v2: `${base}/card/v2/CreateToken.json`,
      token_url_v1: `${base}/card/v1/getToken`,
      r_card_token_url: `${base}/card/rakuten/v1/tokens`,
      api_key: shop.apiKey,
      public_key_pem: shop.publicKeyPem,
      key_hash: shop.keyHash,
    };
  }

  /**
   * The sandbox names its 3-D Secure page at the address this server called it by (e.g.
   * 127.0.0.1); the buyer's browser goes there by the browser address instead.
   */
  private forBrowser(url: string): string {
    const { baseUrl, browserBaseUrl } = this.options;
    return browserBaseUrl && url.startsWith(`${baseUrl}/`) ? browserBaseUrl + url.slice(baseUrl.length) : url;
  }

  /**
   * A refusal of the request (4xx with an error code) is a decline the buyer sees; no
   * answer, a 5xx, a refused secret key or an unreadable body is the gateway being unavailable.
   */
  private async call(method: 'GET' | 'POST', path: string, chargeId: string | null, body?: object) {
    return this.read(await this.send(method, path, body), method, path, chargeId);
  }

  /** One HTTP call; no answer in time (or an unreadable one) is the gateway being unavailable. */
  private async send(method: 'GET' | 'POST', path: string, body?: object) {
    const fetchImpl = this.options.fetch ?? fetch;
    try {
      const response = await fetchImpl(`${this.options.baseUrl}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${this.credentials.secretKey}`,
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : null,
        signal: AbortSignal.timeout(this.options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
      });
      return { status: response.status, body: (await response.json()) as unknown };
    } catch (error) {
      throw new PaymentGatewayUnavailableError(`The card gateway did not answer ${method} ${path}`, {
        cause: error,
      });
    }
  }

  private read(
    response: { status: number; body: unknown },
    method: string,
    path: string,
    chargeId: string | null,
  ): ChargeResult {
    const answer = response.body;
    if (response.status >= 200 && response.status < 300)
      return toResult(answer, (url) => this.forBrowser(url));
    const refused = errorAnswerSchema.safeParse(answer);
    if (response.status < 500 && response.status !== 401 && response.status !== 403 && refused.success) {
      const { error_code, error_message = '' } = refused.data;
      return { status: 'declined', chargeId, errorCode: error_code, errorMessage: error_message } as const;
    }
    throw new PaymentGatewayUnavailableError(
      `The card gateway answered ${response.status} to ${method} ${path}`,
    );
  }
}
