import type { z } from 'zod';
import { PaymentGatewayUnavailableError } from '../provider-answers';
import type { CardShopCredentials } from './sandbox-card-gateway';

export type SandboxProviderOptions = {
  baseUrl: string;
  /** Where browsers reach the sandbox (approval and how-to-pay pages); baseUrl when absent. */
  browserBaseUrl?: string;
  credentials: () => Pick<CardShopCredentials, 'secretKey'>;
  fetch?: typeof fetch;
  timeoutMs?: number;
};

/**
 * The HTTP side shared by the sandbox's wallet and store adapters: the shop's secret key as
 * a Bearer token (read on first use: the sandbox makes its keys lazily), a timeout, and the
 * rule that anything but a readable 2xx is the provider being unavailable — never "no".
 */
export class SandboxProviderClient<T> {
  private secretKey: string | undefined;

  constructor(
    private readonly options: SandboxProviderOptions,
    private readonly schema: z.ZodType<T>,
    /** The provider's own "no such thing" code (a 404 with it answers null). */
    private readonly notFoundCode: string,
    private readonly name: string,
  ) {}

  /** One record; null only for the provider's own "not found". */
  async find(method: 'GET' | 'POST', path: string, body?: object): Promise<T | null> {
    const answer = await this.send(method, path, body);
    if (answer.status === 404 && (answer.body as { error_code?: string })?.error_code === this.notFoundCode)
      return null;
    return this.read(answer, method, path);
  }

  read(answer: { status: number; body: unknown }, method: string, path: string): T {
    const parsed = this.schema.safeParse(answer.body);
    if (answer.status >= 200 && answer.status < 300 && parsed.success) return parsed.data;
    throw new PaymentGatewayUnavailableError(
      `The ${this.name} answered ${answer.status} to ${method} ${path}`,
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

  async send(method: 'GET' | 'POST', path: string, body?: object) {
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
      throw new PaymentGatewayUnavailableError(`The ${this.name} did not answer ${method} ${path}`, {
        cause: error,
      });
    }
  }
}
