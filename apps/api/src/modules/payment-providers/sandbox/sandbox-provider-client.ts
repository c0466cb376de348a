import { z } from 'zod';
import {
  type ChargeResult,
  type LedgerCharge,
  PaymentGatewayUnavailableError,
  type SettlementGateway,
} from '../provider-answers';
import type { CardShopCredentials } from './sandbox-card-gateway';

export type SandboxProviderOptions = {
  baseUrl: string;
  /** Where browsers reach the sandbox (approval and how-to-pay pages); baseUrl when absent. */
  browserBaseUrl?: string;
  credentials: () => Pick<CardShopCredentials, 'secretKey'>;
  fetch?: typeof fetch;
  timeoutMs?: number;
};

/** What the sandbox keeps under one collection (`/cvs/slips`, `/wallet/sessions`) and how to read it. */
export type SandboxCollection<T> = {
  path: string;
  schema: z.ZodType<T>;
  /** The provider's own "no such thing" code (a 404 with it answers null). */
  notFoundCode: string;
  /** How errors name the provider: "store provider", "wallet provider". */
  name: string;
  /** A record's id: the charge id the adapter hands out. */
  idOf: (record: T) => string;
};

/** Every record is made for an order (its merchant reference) and an amount. */
type ChargeRecord = { order_id: string; amount: number };

/**
 * The HTTP side shared by the sandbox's wallet and store adapters: the shop's secret key as
 * a Bearer token (read on first use: the sandbox makes its keys lazily), a timeout, and the
 * rule that anything but a readable 2xx is the provider being unavailable — never "no".
 * The look-ups, actions and settlement list of a collection are the same for both; only
 * what a record means (`toResult`) is the adapter's.
 */
export class SandboxProviderClient<T extends ChargeRecord> {
  private secretKey: string | undefined;

  constructor(
    private readonly options: SandboxProviderOptions,
    private readonly collection: SandboxCollection<T>,
  ) {}

  /** One record; null only for the provider's own "not found". */
  private async find(method: 'GET' | 'POST', path: string, body?: object): Promise<T | null> {
    const answer = await this.send(method, path, body);
    if (
      answer.status === 404 &&
      (answer.body as { error_code?: string })?.error_code === this.collection.notFoundCode
    )
      return null;
    return this.read(answer, method, path);
  }

  /** A new record (the collection's POST). */
  async create(body: object): Promise<T> {
    return this.read(await this.send('POST', this.collection.path, body), 'POST', this.collection.path);
  }

  /** The record under its id; not found is no answer, as the adapter handed that id out. */
  async get(id: string): Promise<T> {
    const path = this.pathOf(id);
    return this.read(await this.send('GET', path), 'GET', path);
  }

  /** The record made under a merchant reference, or null when the provider made none. */
  byReference(merchantReference: string): Promise<T | null> {
    return this.find('GET', `${this.collection.path}?order_id=${encodeURIComponent(merchantReference)}`);
  }

  /** An action on a record; refused (409: the record is in another state), the record as it is. */
  async act(id: string, action: string): Promise<T> {
    const path = `${this.pathOf(id)}/${action}`;
    const answer = await this.send('POST', path, {});
    if (answer.status === 409) return this.get(id);
    return this.read(answer, 'POST', path);
  }

  /** Every record made at or after `since`, as the settlement list reads it. */
  async ledger(since: Date, toResult: (record: T) => ChargeResult): Promise<LedgerCharge[]> {
    const path = `${this.collection.path}?since_t=${Math.floor(since.getTime() / 1000)}`;
    const answer = await this.send('GET', path);
    const list = z.object({ data: z.array(this.collection.schema) }).safeParse(answer.body);
    if (answer.status !== 200 || !list.success)
      throw new PaymentGatewayUnavailableError(
        `The ${this.collection.name} answered ${answer.status} to GET ${path}`,
      );
    return list.data.data.map((record) => ({
      chargeId: this.collection.idOf(record),
      merchantReference: record.order_id,
      amount: record.amount,
      status: toResult(record).status,
    }));
  }

  private read(answer: { status: number; body: unknown }, method: string, path: string): T {
    const parsed = this.collection.schema.safeParse(answer.body);
    if (answer.status >= 200 && answer.status < 300 && parsed.success) return parsed.data;
    throw new PaymentGatewayUnavailableError(
      `The ${this.collection.name} answered ${answer.status} to ${method} ${path}`,
    );
  }

  /** A provider page's address as a browser reaches it. */
  forBrowser(url: string): string {
    const { baseUrl, browserBaseUrl } = this.options;
    return browserBaseUrl && url.startsWith(`${baseUrl}/`) ? browserBaseUrl + url.slice(baseUrl.length) : url;
  }

  key(): string {
    this.secretKey ??= this.options.credentials().secretKey;
    return this.secretKey;
  }

  private pathOf(id: string): string {
    return `${this.collection.path}/${encodeURIComponent(id)}`;
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
      throw new PaymentGatewayUnavailableError(
        `The ${this.collection.name} did not answer ${method} ${path}`,
        {
          cause: error,
        },
      );
    }
  }
}

/**
 * A sandbox adapter over one collection: the settlement calls (status, look-up, void, refund,
 * the settlement list) are the same for the wallet and the store provider; what a record
 * means (`toResult`) is the adapter's, and so is whether a looked-up record must be confirmed
 * before it is answered (`answer`: the wallet captures an approved session).
 */
export abstract class SandboxCollectionGateway<T extends ChargeRecord> implements SettlementGateway {
  protected readonly http: SandboxProviderClient<T>;

  constructor(options: SandboxProviderOptions, collection: SandboxCollection<T>) {
    this.http = new SandboxProviderClient(options, collection);
  }

  protected abstract toResult(record: T): ChargeResult;

  protected answer(record: T): Promise<ChargeResult> {
    return Promise.resolve(this.toResult(record));
  }

  async chargeStatus(chargeId: string): Promise<ChargeResult> {
    return this.answer(await this.http.get(chargeId));
  }

  async findByReference(merchantReference: string): Promise<ChargeResult | null> {
    const found = await this.http.byReference(merchantReference);
    return found ? this.answer(found) : null;
  }

  async void(chargeId: string): Promise<ChargeResult> {
    return this.toResult(await this.http.act(chargeId, 'void'));
  }

  async refund(chargeId: string): Promise<ChargeResult> {
    return this.toResult(await this.http.act(chargeId, 'refund'));
  }

  listCharges(since: Date): Promise<LedgerCharge[]> {
    return this.http.ledger(since, (record) => this.toResult(record));
  }
}
