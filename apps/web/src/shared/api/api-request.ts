import type { ErrorResponse, TokenKind } from '@omoide/contract';
import type { z } from 'zod';
import { currentTextLanguage } from '@/shared/i18n/i18n';
import { areaOf } from '@/shared/routing/area';
import { readTokenRecord } from '@/shared/storage/token-storage';
import { ApiError } from './api-error';
import { isErrorResponse } from './stored-shapes';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiRequest<T> {
  method?: HttpMethod;
  /** Sent as JSON. */
  body?: unknown;
  query?: Record<string, string | number | boolean | null | undefined>;
  /**
   * Validates the answer; without it the JSON is returned as is. Call sites pass it in
   * development builds and tests only (`import.meta.env.DEV ? schema : undefined`): a
   * production build trusts the server's answers as the contract types them, so zod and the
   * schemas stay out of a phone's first load (docs/decisions/039).
   */
  schema?: z.ZodType<T>;
  /**
   * Which token record to send. 'auto' picks by the current page: the guest token on /guest
   * pages, the member token elsewhere (spec §6 keeps the two apart). `{ bearer }` sends a
   * token held apart from the two records: an order pass (shared/auth/order-pass).
   */
  auth?: 'auto' | TokenKind | 'none' | { bearer: string };
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** `blob`: the answer's bytes (a file to save: a CSV, a PDF, a zip) instead of JSON. */
  responseType?: 'json' | 'blob';
  /**
   * Renew the token first when it is past `expires_t` (and once more on a 401); default true.
   * The refresh call itself sets false.
   */
  refresh?: boolean;
}

/** Seams for tests and for the later token guard; defaults read the live page. */
export const apiEnvironment = {
  language: currentTextLanguage,
  pathname: (): string => window.location.pathname,
  token: (kind: TokenKind): string | null => readTokenRecord(kind)?.token ?? null,
};

function buildUrl(path: string, query: ApiRequest<unknown>['query']): string {
  if (!path.startsWith('/api/')) throw new Error(`API paths start with /api/: ${path}`);
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** The stored token record a call sends, if any (an order pass or no token: none). */
export function kindFor(auth: ApiRequest<unknown>['auth']): TokenKind | null {
  if (auth === 'none' || typeof auth === 'object') return null;
  return !auth || auth === 'auto' ? areaOf(apiEnvironment.pathname()) : auth;
}

function tokenFor(auth: ApiRequest<unknown>['auth']): string | null {
  if (typeof auth === 'object') return auth.bearer;
  const kind = kindFor(auth);
  return kind ? apiEnvironment.token(kind) : null;
}

async function readErrorBody(response: Response): Promise<ErrorResponse | null> {
  try {
    const body: unknown = await response.json();
    return isErrorResponse(body) ? body : null;
  } catch {
    return null;
  }
}

/**
 * One call as it is: token, language and JSON in, validated JSON or ApiError out; no token
 * renewal (api-client.ts adds it, and the renewal itself calls through here).
 */
export async function sendRequest<T>(path: string, request: ApiRequest<T>): Promise<T> {
  const headers = new Headers(request.headers);
  headers.set('accept', request.responseType === 'blob' ? '*/*' : 'application/json');
  headers.set('x-language', apiEnvironment.language());
  const token = tokenFor(request.auth);
  if (token) headers.set('authorization', `Bearer ${token}`);
  const hasBody = request.body !== undefined;
  if (hasBody) headers.set('content-type', 'application/json');

  const url = buildUrl(path, request.query);
  let response: Response;
  try {
    response = await fetch(url, {
      method: request.method ?? (hasBody ? 'POST' : 'GET'),
      headers,
      body: hasBody ? JSON.stringify(request.body) : undefined,
      credentials: 'same-origin',
      signal: request.signal,
    });
  } catch (error) {
    // An abort is the caller's decision, not a network failure worth a modal.
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(null, null, path, { cause: error });
  }

  if (!response.ok) throw new ApiError(response.status, await readErrorBody(response), path);
  if (response.status === 204) return undefined as T;
  if (request.responseType === 'blob') return (await response.blob()) as T;

  let json: unknown;
  try {
    json = await response.json();
  } catch (error) {
    throw new ApiError(response.status, null, path, { cause: error });
  }
  if (!request.schema) return json as T;
  const parsed = request.schema.safeParse(json);
  // A shape the contract does not describe is a server fault from the user's point of view.
  if (!parsed.success) throw new ApiError(502, null, path, { cause: parsed.error });
  return parsed.data;
}
