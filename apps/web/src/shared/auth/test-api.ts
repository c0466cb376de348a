import type { TokenAnswer } from '@omoide/contract';
import { vi } from 'vitest';

/** For tests only: a fake API behind `fetch`, answering by "METHOD /path". */

export type FakeRoute = (request: {
  body: unknown;
  headers: Headers;
  url: string;
}) => Response | Promise<Response>;

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

export function errorJson(status: number, code: string, lang: Record<string, string>): Response {
  return json(status, {
    display_message: lang['en-US'] ?? code,
    display_message_lang: lang,
    display_code: code,
  });
}

export interface FakeApi {
  fetch: ReturnType<typeof vi.fn<typeof fetch>>;
  /** "METHOD /path" of every call, in order. */
  calls: () => string[];
  /** The Authorization header of the nth call to "METHOD /path". */
  authOf: (route: string, nth?: number) => string | null;
  bodyOf: (route: string, nth?: number) => unknown;
}

/** Stubs the global fetch; an unknown route answers 404 without an error body. */
export function fakeApi(routes: Record<string, FakeRoute>): FakeApi {
  const seen: { route: string; headers: Headers; body: unknown }[] = [];
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const path = new URL(url, 'http://localhost').pathname;
    const route = `${init?.method ?? 'GET'} ${path}`;
    const headers = new Headers(init?.headers);
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    seen.push({ route, headers, body });
    const handler = routes[route];
    return handler ? handler({ body, headers, url }) : new Response(null, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  const nthOf = (route: string, nth: number) => seen.filter((call) => call.route === route)[nth];
  return {
    fetch: fetchMock,
    calls: () => seen.map((call) => call.route),
    authOf: (route, nth = 0) => nthOf(route, nth)?.headers.get('authorization') ?? null,
    bodyOf: (route, nth = 0) => nthOf(route, nth)?.body,
  };
}

export const tokenAnswer = (
  token: string,
  expires_t = 4_102_444_800,
  refresh_expires_t = 4_102_444_800,
): TokenAnswer => ({ token, token_type: 'Bearer', expires_t, refresh_expires_t });

export const constantAnswer = {
  uri: { home: '/', password_reminder: 'https://example.com/password-reminder' },
  shipping_fee: { print_large_in_tax: 500, print_standard_in_tax: 300 },
  is_authenticated: true,
};
