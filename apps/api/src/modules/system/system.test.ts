import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { linkPolicyOf } from './link-policy';
import { updateSystemConstants } from './system.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const links = () => linkPolicyOf(t.deps.config);

const get = (url: string, token?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: { 'x-language': 'ja', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });

describe('spec §7 system constants', () => {
  it('serves the constants without auth, with is_authenticated false', async () => {
    const res = await get('/api/system/constant/non_auth');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      uri: { home: '/', password_reminder: '/password/forgot' },
      shipping_fee: { print_standard_in_tax: 300, print_large_in_tax: 500 },
      is_authenticated: false,
    });
  });

  it('serves every language on the non-auth all_lang variant', async () => {
    const res = await get('/api/system/constant/non_auth/all_lang');
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json()).sort()).toEqual(['en-US', 'hant', 'ja', 'vi']);
    expect(res.json().vi.shipping_fee.print_large_in_tax).toBe(500);
  });

  describe.each(['/api/system/constant', '/api/system/constant/all_lang'])(
    '%s (member only, spec §6)',
    (url) => {
      it('is 401 without a token', async () => {
        expect((await get(url)).statusCode).toBe(401);
      });
      it('is 401 with a forged token', async () => {
        expect((await get(url, 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl')).statusCode).toBe(401);
      });
      it('is 403 with a guest token', async () => {
        expect((await get(url, await t.tokenFor('guest'))).statusCode).toBe(403);
      });
      it('answers a member with is_authenticated true', async () => {
        const res = await get(url, await t.tokenFor('member'));
        expect(res.statusCode).toBe(200);
        const body = res.json();
        const one = url.endsWith('all_lang') ? body.ja : body;
        expect(one.is_authenticated).toBe(true);
        expect(one.shipping_fee.print_standard_in_tax).toBe(300);
      });
    },
  );

  it('reflects an operator edit of the stored constants', async () => {
    await updateSystemConstants(t.deps.db, links(), {
      shipping_fee: { print_standard_in_tax: 350, print_large_in_tax: 650 },
    });
    const res = await get('/api/system/constant/non_auth');
    expect(res.json().shipping_fee).toEqual({ print_standard_in_tax: 350, print_large_in_tax: 650 });
  });

  it('refuses an invalid operator edit and keeps the stored values', async () => {
    await expect(
      updateSystemConstants(t.deps.db, links(), {
        shipping_fee: { print_standard_in_tax: -1, print_large_in_tax: 0 },
      }),
    ).rejects.toThrow();
    const res = await get('/api/system/constant/non_auth');
    expect(res.json().shipping_fee.print_standard_in_tax).toBe(350);
  });

  it('serves theme variables as CSS and refuses values that could break out of the rule', async () => {
    const res = await get('/api/system/constant/css');
    expect(res.statusCode).toBe(200);
    expect(res.json().css).toMatch(/^:root\{.*--color-primary:#e4572e.*\}$/);
    await expect(
      updateSystemConstants(t.deps.db, links(), { css: { '--color-primary': 'red}body{display:none' } }),
    ).rejects.toThrow();
  });
});
