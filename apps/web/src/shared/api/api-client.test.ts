import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiEnvironment, apiFetch } from './api-client';
import { ApiError } from './api-error';
import { preloadSystemConstants, readCachedSystemConstant } from './system-constant';

const fetchMock = vi.fn<typeof fetch>();
const original = { ...apiEnvironment };

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function sentHeaders(call = 0): Headers {
  return new Headers(fetchMock.mock.calls[call]?.[1]?.headers);
}

function storeToken(key: 'jwt' | 'guestJwt', token: string) {
  localStorage.setItem(key, JSON.stringify({ token, expires_t: 2e9, refresh_expires_t: 2e9 }));
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  apiEnvironment.language = () => 'hant';
});

afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  Object.assign(apiEnvironment, original);
});

describe('apiFetch', () => {
  it('calls same-origin /api with x-language and no token when none is stored', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { ok: true }));
    await expect(apiFetch('/api/info/news', { query: { page: 2, skip: undefined } })).resolves.toEqual({
      ok: true,
    });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/info/news?page=2');
    expect(sentHeaders().get('x-language')).toBe('hant');
    expect(sentHeaders().has('authorization')).toBe(false);
  });

  it.each([
    ['a member page sends jwt', '/history', 'member-token'],
    ['a guest page sends guestJwt', '/guest/cart', 'guest-token'],
    ['the guest home sends guestJwt', '/guest', 'guest-token'],
  ])('%s', async (_label, pathname, expected) => {
    storeToken('jwt', 'member-token');
    storeToken('guestJwt', 'guest-token');
    apiEnvironment.pathname = () => pathname;
    fetchMock.mockResolvedValue(jsonResponse(200, {}));
    await apiFetch('/api/cart');
    expect(sentHeaders().get('authorization')).toBe(`Bearer ${expected}`);
  });

  it('sends JSON bodies with POST', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await apiFetch('/api/inquiry/form', { body: { email: 'a@example.com' }, auth: 'none' });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"email":"a@example.com"}');
    expect(sentHeaders().get('content-type')).toBe('application/json');
  });

  it('turns an error answer into ApiError with the parsed body', async () => {
    const body = {
      display_message: 'Not found',
      display_message_lang: { ja: '見つかりません' },
      display_code: 'EV-404',
    };
    fetchMock.mockResolvedValue(jsonResponse(404, body));
    const error = await apiFetch('/api/event/info/1').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(404);
    expect((error as ApiError).body).toEqual(body);
  });

  it('keeps the status but no body when the error answer is not the error shape', async () => {
    fetchMock.mockResolvedValue(new Response('<html>bad gateway</html>', { status: 502 }));
    const error = (await apiFetch('/api/cart').catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(502);
    expect(error.body).toBeNull();
  });

  it('reports a network failure as status null', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = (await apiFetch('/api/cart').catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBeNull();
    expect(error.isNetworkError).toBe(true);
  });

  it('refuses paths outside /api', async () => {
    await expect(apiFetch('/cart')).rejects.toThrow(/start with \/api/);
  });
});

describe('system constants (spec §3)', () => {
  const constant = {
    uri: { home: 'https://example.com', password_reminder: 'https://example.com/pw' },
    shipping_fee: { print_large_in_tax: 500, print_standard_in_tax: 300 },
  };

  it('loads non_auth with x-app-from and caches it with is_authenticated=false', async () => {
    localStorage.setItem('appFrom', 'ios_app');
    fetchMock.mockResolvedValue(jsonResponse(200, constant));
    await preloadSystemConstants();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/system/constant/non_auth');
    expect(sentHeaders().get('x-app-from')).toBe('ios_app');
    expect(readCachedSystemConstant()).toEqual({ ...constant, is_authenticated: false });
    expect(JSON.parse(sessionStorage.getItem('systemConstant') ?? '{}').is_authenticated).toBe(false);
  });

  it('sends x-app-from "web" by default and keeps authenticated constants', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, constant));
    await preloadSystemConstants();
    expect(sentHeaders().get('x-app-from')).toBe('web');
    sessionStorage.setItem('systemConstant', JSON.stringify({ ...constant, is_authenticated: true }));
    await preloadSystemConstants();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('only logs a failed load', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    fetchMock.mockRejectedValue(new TypeError('offline'));
    await expect(preloadSystemConstants()).resolves.toBeNull();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
