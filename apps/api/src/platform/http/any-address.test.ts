import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUYER_HOME_ADDRESS, createEvent, createMember } from '../../../test/fixtures';
import { closeInstallation, openInstallation } from '../../../test/installation';
import { buildApp } from '../../app';
import type { AppDeps } from '../../app-deps';
import { imageItems, orders, prices } from '../../db/schema/index';
import { startSession } from '../../modules/auth/auth.service';
import { cardTokenFromApp, TEST_CARDS } from '../../modules/payment-providers/sandbox/card-sandbox-test-kit';
import { listOutboxMail } from '../mail/outbox.repo';

/**
 * Issue 26, "any address": an installation built the way `npm start` builds it (bootstrap,
 * its own payment sandbox on a real port) answers every browser-facing address relative to
 * the address the browser used, or, behind a trusted TLS proxy, the proxy's public name.
 * Before, every one of them was `http://localhost:$PORT/…`, which the page's CSP refuses.
 */
type Installation = {
  app: FastifyInstance;
  deps: AppDeps;
  dataDir: string;
  member: string;
  email: string;
  eventId: number;
  photoId: number;
};

/** One photo in the member's cart (a paid order empties it). */
async function fillCart(i: Installation) {
  const cart = await i.app.inject({
    method: 'POST',
    url: '/api/cart',
    headers: { authorization: `Bearer ${i.member}` },
    payload: { event_id: i.eventId, image_info_id: i.photoId, sizes: [{ size_id: 1, quantity: 1 }] },
  });
  expect(cart.statusCode).toBe(200);
}

async function start(port: number, env: Record<string, string>): Promise<Installation> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'omoide-any-address-'));
  const deps = await openInstallation(dataDir, { PORT: String(port), HOST: '127.0.0.1', ...env });
  const app = await buildApp(deps);
  // The API pays at the sandbox it mounts, over HTTP, as the embedded mode does.
  await app.listen({ port, host: '127.0.0.1' });
  const fx = await createEvent(deps.db, { code1: 'ANYAD', code2: '11111', name: '運動会' });
  await deps.db.insert(prices).values({ eventId: fx.event.id, priceTypeId: 1, sizeId: 1, unitPrice: 500 });
  const [photo] = await deps.db
    .insert(imageItems)
    .values({
      eventId: fx.event.id,
      categoryId: fx.subCategory.id,
      storageKey: 'a/1.jpg',
      status: 'ready',
      mediaKey: randomUUID(),
      sortOrder: 0,
    })
    .returning();
  const email = `buyer-${port}@example.jp`;
  const m = await createMember(deps.db, { email, organizationId: fx.organization.id });
  const member = (await startSession(deps, { kind: 'member', id: String(m.id) })).token;
  return { app, deps, dataDir, member, email, eventId: fx.event.id, photoId: photo!.id };
}

async function stop(i: Installation | undefined) {
  if (!i) return;
  await i.app.close();
  await closeInstallation(i.deps);
  rmSync(i.dataDir, { recursive: true, force: true });
}

/** A 3-D Secure card order as the browser at `headers` places it, through to the gateway's return. */
async function challengedOrder(i: Installation, headers: Record<string, string>) {
  await fillCart(i);
  const res = await i.app.inject({
    method: 'POST',
    url: '/api/order/process',
    headers: { ...headers, authorization: `Bearer ${i.member}`, 'idempotency-key': randomUUID() },
    payload: {
      event_id: i.eventId,
      home_addreess: BUYER_HOME_ADDRESS,
      payment: {
        payment_type: 'credit_card',
        card_token: await cardTokenFromApp(i.app, TEST_CARDS.challenge),
      },
    },
  });
  const result = res.json();
  expect(result).toMatchObject({ is_sucessful: true, acs_flag: 2 });
  return result as { order_id: number; acs_redirect_url: string };
}

describe('any address: no PUBLIC_URL, no proxy', () => {
  let i: Installation;
  beforeAll(async () => {
    i = await start(3171, {});
  }, 120_000);
  afterAll(() => stop(i));

  it('hands the card page token URLs on the origin the page was opened at (the CSP allows only that)', async () => {
    for (const origin of ['http://127.0.0.1:3171', 'http://192.168.10.20:3171', 'http://studio-pc.local']) {
      const res = await i.app.inject({
        url: '/api/payment/card/config',
        headers: { host: new URL(origin).host },
      });
      const config = res.json();
      for (const url of [config.token_url_v2, config.token_url_v1, config.r_card_token_url]) {
        expect(new URL(url, origin).origin).toBe(origin);
      }
    }
  });

  it('sends the buyer to 3-D Secure and back, and mails the order, at the address they came by', async () => {
    const origin = 'http://192.168.10.20:3171';
    const result = await challengedOrder(i, { host: '192.168.10.20:3171' });
    const page = new URL(result.acs_redirect_url, origin);
    expect(page.origin).toBe(origin);
    const back = await i.app.inject({ method: 'POST', url: `${page.pathname}/authenticate` });
    expect(back.statusCode).toBe(303);
    expect(new URL(back.headers.location as string).origin).toBe(origin);
    const done = await i.app.inject({
      method: 'POST',
      url: '/api/order/acs/complete',
      headers: { host: '192.168.10.20:3171', authorization: `Bearer ${i.member}` },
      payload: { order_id: result.order_id },
    });
    expect(done.json()).toMatchObject({ is_sucessful: true, acs_flag: 0 });
    // Recorded with the order: mails sent later by a job (no request) link there too.
    const [row] = await i.deps.db.select().from(orders);
    expect(row!.siteOrigin).toBe(origin);
    const [mail] = await listOutboxMail(i.deps.db, { to: i.email });
    expect(mail!.text).toContain(`${origin}/history/${result.order_id}`);
    expect(mail!.text).not.toContain('localhost');
  });

  it('ignores X-Forwarded-Host and -Proto from a client when no proxy is trusted', async () => {
    const result = await challengedOrder(i, {
      host: '127.0.0.1:3171',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'https',
    });
    const page = new URL(result.acs_redirect_url, 'http://127.0.0.1:3171');
    const back = await i.app.inject({ method: 'POST', url: `${page.pathname}/authenticate` });
    expect(new URL(back.headers.location as string).origin).toBe('http://127.0.0.1:3171');
    const config = await i.app.inject({
      url: '/api/payment/card/config',
      headers: { host: '127.0.0.1:3171', 'x-forwarded-host': 'evil.example' },
    });
    expect(new URL(config.json().token_url_v2, 'http://127.0.0.1:3171').host).toBe('127.0.0.1:3171');
  });
});

describe('behind a reverse proxy with TLS (TRUST_PROXY=127.0.0.1)', () => {
  let i: Installation;
  beforeAll(async () => {
    i = await start(3172, { TRUST_PROXY: '127.0.0.1' });
  }, 120_000);
  afterAll(() => stop(i));

  const proxied = {
    host: '127.0.0.1:3172',
    'x-forwarded-host': 'photos.example.jp',
    'x-forwarded-proto': 'https',
  };

  it('returns the buyer to https://<public name> and sets no cookie a plain-HTTP hop could read', async () => {
    const result = await challengedOrder(i, proxied);
    const page = new URL(result.acs_redirect_url, 'https://photos.example.jp');
    expect(page.origin).toBe('https://photos.example.jp');
    const back = await i.app.inject({
      method: 'POST',
      url: `${page.pathname}/authenticate`,
      headers: proxied,
    });
    expect(new URL(back.headers.location as string).origin).toBe('https://photos.example.jp');
    // Sessions are Bearer tokens kept by the page: no answer sets a cookie (were one added,
    // it would have to be Secure behind TLS).
    for (const res of [back, await i.app.inject({ url: '/api/payment/card/config', headers: proxied })]) {
      const cookies = [res.headers['set-cookie'] ?? []].flat();
      for (const cookie of cookies) expect(cookie).toMatch(/;\s*Secure/i);
    }
  });

  it('lets a configured PUBLIC_URL win over what the request says', async () => {
    const app = await buildApp({
      ...i.deps,
      config: { ...i.deps.config, publicUrl: 'https://omoide.example.com' },
    });
    try {
      await fillCart(i);
      const res = await app.inject({
        method: 'POST',
        url: '/api/order/process',
        headers: { ...proxied, authorization: `Bearer ${i.member}`, 'idempotency-key': randomUUID() },
        payload: {
          event_id: i.eventId,
          home_addreess: BUYER_HOME_ADDRESS,
          payment: {
            payment_type: 'credit_card',
            card_token: await cardTokenFromApp(i.app, TEST_CARDS.visa),
          },
        },
      });
      expect(res.json()).toMatchObject({ is_sucessful: true, acs_flag: 0 });
      const [mail] = await listOutboxMail(i.deps.db, { to: i.email });
      expect(mail!.text).toContain('https://omoide.example.com/history/');
    } finally {
      await app.close();
    }
  });
});
