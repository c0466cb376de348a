import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent, createMember } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { lockPublishedDemoAccounts } from '../seed/demo-accounts-lock';
import { DEMO_OWNER, seedDemoOwnerIfMissing } from '../seed/demo-owner';
import { DEMO_MEMBER } from '../seed/demo-seed';

/** Issue 25 items 2 and 16: what a production server does not serve to strangers. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: {
      NODE_ENV: 'production',
      JWT_SECRET: 'Zx81kPq0mVt7Lw3Nc9RbY2hGf5Js4Da6-Ue_Io',
      ALLOW_SANDBOX_PAYMENTS: 'true',
      PAYMENT_SANDBOX_URL: 'http://sandbox.internal:3200/sandbox',
    },
  });
});
afterAll(() => t.close());

describe('production mode', () => {
  it('serves no API reference: /api/docs and /api/openapi.json are 404 in the §8 shape', async () => {
    for (const url of ['/api/docs', '/api/docs/', '/api/openapi.json', '/api/docs/json']) {
      const res = await t.app.inject({ url, headers: { 'x-language': 'en' } });
      expect(res.statusCode, url).toBe(404);
      expect(Object.keys(res.json()).sort(), url).toEqual([
        'display_code',
        'display_message',
        'display_message_lang',
      ]);
    }
  });

  it('seeds no demo data unless SEED_DEMO=true', () => {
    expect(t.deps.config.seedDemo).toBe(false);
  });
});

describe('demo accounts left in a production database', () => {
  it('are locked at start: the published passwords sign in to nothing', async () => {
    const fx = await createEvent(t.deps.db, { code1: 'DEMOX', code2: '00001' });
    await createMember(t.deps.db, { ...DEMO_MEMBER, organizationId: fx.organization.id });
    expect(await seedDemoOwnerIfMissing(t.deps.db)).toBe(true);
    const signIn = (url: string, body: object) =>
      t.app.inject({ method: 'POST', url, payload: body, remoteAddress: '10.25.9.1' });
    expect((await signIn('/api/studio/auth/sign_in', DEMO_OWNER)).statusCode).toBe(200);
    expect((await signIn('/api/auth/login', DEMO_MEMBER)).statusCode).toBe(200);

    expect(await lockPublishedDemoAccounts(t.deps.db)).toEqual([DEMO_OWNER.email, DEMO_MEMBER.email]);
    expect((await signIn('/api/studio/auth/sign_in', DEMO_OWNER)).statusCode).toBe(400);
    expect((await signIn('/api/auth/login', DEMO_MEMBER)).statusCode).toBe(400);
    expect(await lockPublishedDemoAccounts(t.deps.db)).toEqual([]);
  });
});
