import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.tokenFor('guest', '1');
});
afterAll(() => t.close());

const get = (zip: string, auth = token) =>
  t.app.inject({
    url: `/api/utility/postal_zip/${zip}.json`,
    headers: { authorization: `Bearer ${auth}`, 'x-language': 'ja' },
  });

describe('spec §7 GET /api/utility/postal_zip/{zip_code7}.json', () => {
  it('answers the prefecture (with its §3 code), city and town of a postal code', async () => {
    const res = await get('1040061');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      zip_code: '1040061',
      addresses: [{ prefecture_id: '13', prefecture_name: '東京都', city: '中央区', town: '銀座' }],
    });
    expect(res.headers['cache-control']).toContain('max-age');
  });

  it('answers 404 with a translated message for a code that does not exist, and 400 for one that is not 7 digits', async () => {
    const unknown = await get('0000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().display_code).toBe('ADDRESS-404');
    expect(unknown.json().display_message).toContain('郵便番号');
    expect((await get('12345')).statusCode).toBe(400);
    expect((await get('abcdefg')).statusCode).toBe(400);
  });

  it('needs a member or guest token (spec §6)', async () => {
    expect((await t.app.inject({ url: '/api/utility/postal_zip/1040061.json' })).statusCode).toBe(401);
  });
});
