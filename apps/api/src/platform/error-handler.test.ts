import { TEXT_LANGUAGES } from '@omoide/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    extend: (app) => {
      app.post(
        '/api/test/items/:item_id',
        {
          schema: {
            params: z.object({ item_id: z.coerce.number().int().positive() }),
            body: z.object({ email: z.string().email(), quantity: z.number().int().min(1) }),
          },
        },
        async () => ({ ok: true }),
      );
      app.get('/api/test/boom', async () => {
        throw new Error('secret internal detail');
      });
    },
  });
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });

describe('DESIGN §5 error shape', () => {
  it('answers a malformed path parameter with 400 naming the field, before any work (spec §5)', async () => {
    const res = await post('/api/test/items/abc', { email: 'a@b.jp', quantity: 1 }, { 'x-language': 'ja' });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.display_code).toBe('VALIDATION-params.item_id');
    expect(body.display_message).toContain('入力内容に誤りがあります');
    expect(Object.keys(body.display_message_lang).sort()).toEqual([...TEXT_LANGUAGES].sort());
  });

  it('names the body field that failed', async () => {
    const res = await post(
      '/api/test/items/3',
      { email: 'not-an-email', quantity: 1 },
      { 'x-language': 'vi' },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().display_code).toBe('VALIDATION-body.email');
    expect(res.json().display_message).toContain('Thông tin nhập không hợp lệ');
  });

  it('names a missing required field', async () => {
    const res = await post('/api/test/items/3', { email: 'a@b.jp' });
    expect(res.statusCode).toBe(400);
    expect(res.json().display_code).toBe('VALIDATION-body.quantity');
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/items/3',
      payload: '{"email": ',
      headers: { 'content-type': 'application/json', 'x-language': 'hant' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().display_message).toBe('請求格式不正確。');
  });

  it('answers an unsupported content type with 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/items/3',
      payload: 'x',
      headers: { 'content-type': 'application/x-unknown' },
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().display_code).toBe('REQUEST-415');
  });

  it('answers a body over the limit with 413', async () => {
    const res = await post('/api/test/items/3', { email: 'a@b.jp', quantity: 1, pad: 'x'.repeat(2_000_000) });
    expect(res.statusCode).toBe(413);
  });

  it('hides internal errors: generic translated 500, no stack or message on the wire', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/boom', headers: { 'x-language': 'ja' } });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('secret internal detail');
    expect(res.json().display_code).toBe('SERVER-500');
    expect(res.json().display_message).toContain('サーバーでエラーが発生しました');
  });

  it.each([
    ['ja', 'お探しのページまたはデータが見つかりません。'],
    ['hant', '找不到您要的頁面或資料。'],
    ['vi', 'Không tìm thấy trang hoặc dữ liệu bạn yêu cầu.'],
    ['fr', 'The page or data you are looking for was not found.'],
  ])('answers an unknown API path with a 404 in x-language %s (fallback en-US)', async (lang, message) => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/does/not/exist',
      headers: { 'x-language': lang },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ display_message: message, display_code: 'NOT-FOUND-404' });
  });

  it('echoes a request id and sets security headers', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'abc-123' },
    });
    expect(res.headers['x-request-id']).toBe('abc-123');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });
});
