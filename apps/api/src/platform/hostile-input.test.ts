import net from 'node:net';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent, createMember, createOperator } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { startOperatorSession } from '../modules/operators/operators.service';
import { authGuardPlugin } from './auth/auth-guard';
import { requestLanguagePlugin } from './request-language';

/**
 * Issue #25 items 13 and 14: bad input is a translated 400 in the §8 shape — never PostgreSQL's
 * "invalid byte sequence" 500 — and a stranger is refused (401) before the input is read.
 */
let t: TestApp;
let member: string;
let operator: string;
let orgId: number;
let categoryId: number;

const isSection8 = (body: Record<string, unknown>) =>
  typeof body.display_message === 'string' &&
  typeof body.display_code === 'string' &&
  typeof body.display_message_lang === 'object';

beforeAll(async () => {
  t = await createTestApp({
    // The fallback: text PostgreSQL refuses that reached a query some other way than a request field.
    extend: (app) => {
      app.get('/api/test/nul-in-query', async () => {
        await t.deps.db.execute(sql`select ${'a\u0000b'}::text as v`);
        return {};
      });
    },
  });
  const m = await createMember(t.deps.db, { email: 'hostile@input.jp' });
  member = await t.tokenFor('member', String(m.id));
  const fixture = await createEvent(t.deps.db, { code1: 'HOSTL', code2: '11111' });
  orgId = fixture.organization.id;
  categoryId = fixture.subCategory.id;
  const op = await createOperator(t.deps.db, {
    email: 'owner@hostile.jp',
    memberships: [{ organizationId: orgId, role: 'owner' }],
  });
  operator = (await startOperatorSession(t.deps, op.id)).token;
});
afterAll(() => t.close());

describe('item 13: text PostgreSQL cannot store is a 400, not a 500', () => {
  it('refuses a NUL in a body field with the field named, in the caller language', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/child',
      headers: { authorization: `Bearer ${member}`, 'x-language': 'ja' },
      payload: { name: 'Ha\u0000na', relationship: 'mother' },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(isSection8(body)).toBe(true);
    expect(body.display_code).toBe('VALIDATION-body.name');
    expect(body.display_message).toContain('使用できない文字');
  });

  it('refuses a NUL in a studio filter (query) and in a path parameter', async () => {
    const filter = await t.app.inject({
      url: `/api/studio/organizations/${orgId}/orders?email=a%00b`,
      headers: { authorization: `Bearer ${operator}` },
    });
    expect(filter.statusCode).toBe(400);
    expect(filter.json().display_code).toBe('VALIDATION-query.email');
    const param = await t.app.inject({
      url: '/api/studio/invitations/abc%00def',
    });
    expect(param.statusCode).toBe(400);
    expect(param.json().display_code).toBe('VALIDATION-params.token');
  });

  it('refuses a NUL in an inquiry sent with a member token (the 500 the issue names)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/inquiry/form',
      headers: { authorization: `Bearer ${member}` },
      payload: {
        email: 'hostile@input.jp',
        name: 'Hana',
        category: 'other',
        inquiry_body: 'Hello\u0000world',
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().display_code).toBe('VALIDATION-body.inquiry_body');
  });

  it('refuses other control characters and unpaired surrogates, keeps tabs, new lines and emoji', async () => {
    const create = (name: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/child',
        headers: { authorization: `Bearer ${member}` },
        payload: { name, relationship: 'father' },
      });
    expect((await create('Ken\u001b[31m')).statusCode).toBe(400);
    expect((await create('Ken\ud800')).statusCode).toBe(400);
    expect((await create('Ken 👦\tJr')).statusCode).toBe(201);
  });

  it('answers text PostgreSQL refuses anyway with a 400 in the §8 shape (the fallback)', async () => {
    const res = await t.app.inject({ url: '/api/test/nul-in-query', headers: { 'x-language': 'vi' } });
    expect(res.statusCode).toBe(400);
    expect(isSection8(res.json())).toBe(true);
    expect(res.json().display_message_lang).toBeDefined();
  });

  it('refuses a malformed multipart body with a 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/categories/${categoryId}/photos`,
      headers: {
        authorization: `Bearer ${operator}`,
        'content-type': 'multipart/form-data; boundary=----x',
      },
      payload: '------x\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n\r\nnot closed',
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(isSection8(res.json())).toBe(true);
  });
});

describe('item 14: authentication before validation, framework answers in §8', () => {
  it('gives a stranger 401 for an invalid or unparsable body, before any validation', async () => {
    for (const payload of ['{"name": 5}', '{not json', '']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/user/child',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode, payload).toBe(401);
    }
    const wrongType = await t.app.inject({
      method: 'POST',
      url: '/api/cart',
      headers: { 'content-type': 'text/x-nonsense' },
      payload: 'x',
    });
    expect(wrongType.statusCode).toBe(401);
  });

  it('refuses to register a route whose auth guard would run after validation', async () => {
    const app = Fastify();
    await app.register(requestLanguagePlugin);
    await app.register(authGuardPlugin, { tokens: t.deps.tokens, sessionIsLive: async () => true });
    await app.after();
    expect(() => app.post('/late', { preHandler: app.requireAuth(['member']) }, async () => ({}))).toThrow(
      /must be an onRequest hook/,
    );
    await app.close();
  });

  it('answers a malformed URL with a translated 400', async () => {
    const res = await t.app.inject({ url: '/api/event/info/%E0%A4%A', headers: { 'x-language': 'hant' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().display_code).toBe('REQUEST-BAD-URL');
    expect(res.json().display_message).toBe('網址格式不正確。');
  });

  it('answers a path parameter beyond the limit with a translated 414', async () => {
    const res = await t.app.inject({
      url: `/api/download/${'a'.repeat(2000)}/x.jpg`,
      headers: { 'x-language': 'ja' },
    });
    expect(res.statusCode).toBe(414);
    expect(res.json().display_code).toBe('REQUEST-414');
    expect(res.json().display_message).toBe('URL が長すぎます。');
  });

  it('answers headers or a query beyond the parser limit with a translated 431', async () => {
    await t.app.listen({ host: '127.0.0.1', port: 3161 });
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(3161, '127.0.0.1');
      let data = '';
      socket.on('data', (chunk) => {
        data += chunk.toString('utf8');
      });
      socket.on('close', () => resolve(data));
      socket.on('error', reject);
      socket.write(
        `GET /api/info/faq/all_lang?q=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\nx-language: vi\r\n\r\n`,
      );
    });
    expect(raw).toMatch(/^HTTP\/1\.1 431 /);
    const body = JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4));
    expect(body.display_code).toBe('REQUEST-431');
    expect(isSection8(body)).toBe(true);
  });
});
