import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  encryptCardPayload,
  RAKUTEN_TOKEN_PATH,
  SANDBOX_DEV_SHOP_ID,
  sandboxShopCredentials,
  TEST_CARDS,
  TOKEN_V2_PATH,
  testCardFields,
} from '@omoide/gateway-sandbox';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Child, freePort, startTs, waitForOutput, waitUntilUp } from '../../../../test/child-processes';
import { adminQuery, databaseUrl, uniqueDatabaseName } from '../../../../test/db-template';
import { BUYER_HOME_ADDRESS, createEvent, createMember } from '../../../../test/fixtures';
import { openDatabase } from '../../../db/client';
import { runMigrations } from '../../../db/migrate';
import { cartItemSizes, cartItems, imageItems, prices } from '../../../db/schema/index';
import { TokenService } from '../../../platform/auth/token-service';
import { startSession } from '../../auth/auth.service';

/**
 * The fault harness of docs/decisions/007: the API as a child process beside the gateway
 * sandbox as a process of its own (its durable ledger), killed with SIGKILL at each step of
 * checkout (FAULT_POINT, test builds only) — cards, a wallet's session and completion, the
 * Rakuten card, a convenience-store slip — and given a late, a failing and a down provider.
 * Then `npm run reconcile` finds the ledger wrong, `--settle` puts it right by asking the
 * provider by merchant reference, and every buyer sees the truth in a restarted API.
 */
const JWT_SECRET = 'fault-harness-secret-that-is-long-enough!';
const dir = mkdtempSync(path.join(os.tmpdir(), 'omoide-faults-'));
const sandboxDir = path.join(dir, 'sandbox');
const template = inject('dbTemplate');
let databaseEnv: Record<string, string> = {};
let dropDatabase = async () => {};
let sandbox: Child;
let sandboxUrl: string;
let eventId: number;
const buyers: { id: number; token: string }[] = [];
// 0–6 cards; 7–10 a wallet (PayPay) at each of its steps; 11 the Rakuten card; 12 a
// convenience store.
const BUYERS = 13;

beforeAll(async () => {
  // The database the API children share: PostgreSQL from the run's template, or PGlite in DATA_DIR/db.
  let handle: Awaited<ReturnType<typeof openDatabase>>;
  if (template.kind === 'postgres') {
    const name = uniqueDatabaseName('omoide_faults');
    await adminQuery(template.adminUrl, `CREATE DATABASE ${name} TEMPLATE ${template.templateName}`);
    databaseEnv = { DATABASE_URL: databaseUrl(template.adminUrl, name) };
    dropDatabase = () => adminQuery(template.adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    handle = await openDatabase({ kind: 'postgres', url: databaseEnv.DATABASE_URL!, poolSize: 2 });
  } else {
    handle = await openDatabase({ kind: 'pglite', dataDir: path.join(dir, 'db') });
    await runMigrations(handle);
  }
  const db = handle.db;
  const fx = await createEvent(db, { code1: 'FAULT', code2: '11111' });
  eventId = fx.event.id;
  await db.insert(prices).values({ eventId, priceTypeId: 1, sizeId: 1, unitPrice: 330 });
  const [photo] = await db
    .insert(imageItems)
    .values({
      eventId,
      categoryId: fx.subCategory.id,
      storageKey: 'o/f.jpg',
      status: 'ready',
      mediaKey: randomUUID(),
    })
    .returning();
  const tokens = new TokenService(JWT_SECRET);
  for (let i = 0; i < BUYERS; i++) {
    const m = await createMember(db, { email: `fault${i}@example.jp`, organizationId: fx.organization.id });
    const [item] = await db
      .insert(cartItems)
      .values({ buyerKind: 'member', buyerSubject: String(m.id), eventId, imageItemId: photo!.id })
      .returning();
    await db.insert(cartItemSizes).values({ cartItemId: item!.id, sizeId: 1, quantity: 1 });
    const session = await startSession({ db, tokens }, { kind: 'member', id: String(m.id) });
    buyers.push({ id: m.id, token: session.token });
  }
  await handle.close();

  sandbox = startTs('apps/gateway-sandbox/src/server.ts', {
    SANDBOX_PORT: '0',
    SANDBOX_DATA_DIR: sandboxDir,
    SANDBOX_SLOW_ANSWER_MS: '1500',
  });
  sandboxUrl = await waitForOutput(sandbox, /listening at (\S+)/);
}, 120_000);

afterAll(async () => {
  await sandbox?.kill('SIGTERM');
  await dropDatabase();
  rmSync(dir, { recursive: true, force: true });
});

const childEnv = (extra: Record<string, string> = {}) => ({
  NODE_ENV: 'test',
  HOST: '127.0.0.1',
  DATA_DIR: dir,
  SEED_DEMO: 'false',
  LOG_LEVEL: 'error',
  JWT_SECRET,
  FACE_INDEXING: 'false',
  FACE_WORKERS: '1',
  WORKER_CONCURRENCY: '1',
  PAYMENT_SANDBOX_URL: sandboxUrl,
  PAYMENT_SANDBOX_DATA_DIR: sandboxDir,
  PAYMENT_GATEWAY_TIMEOUT_MS: '500',
  ...databaseEnv,
  ...extra,
});

async function startApi(extra: Record<string, string> = {}) {
  const port = await freePort();
  // A kill at a fault point must reach it: the provider gets the patience it has in
  // production (a busy machine can pass the 500 ms that the late-provider case relies on).
  const patience: Record<string, string> = extra.FAULT_POINT ? { PAYMENT_GATEWAY_TIMEOUT_MS: '10000' } : {};
  const api = startTs('apps/api/src/main.ts', childEnv({ PORT: String(port), ...patience, ...extra }));
  const url = `http://127.0.0.1:${port}`;
  await waitUntilUp(`${url}/healthz`, api);
  return { api, url };
}

/** What a browser does with a card: encrypt it for the shop's key, trade it for a token. */
async function cardToken(number: string) {
  const shop = sandboxShopCredentials(SANDBOX_DEV_SHOP_ID, sandboxDir);
  const res = await fetch(`${sandboxUrl}${TOKEN_V2_PATH.replace(/^\/sandbox/, '')}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      encryptionParameters: { type: 'UNIQUE_PK', apiKey: shop.apiKey },
      encryptedData: encryptCardPayload(shop.publicKeyPem, { card: testCardFields(number) }),
    }),
  });
  return ((await res.json()) as { token: string }).token;
}

/** The Rakuten card's tokens, from its own token endpoint at the sandbox. */
async function rakutenTokens(number: string) {
  const shop = sandboxShopCredentials(SANDBOX_DEV_SHOP_ID, sandboxDir);
  const res = await fetch(`${sandboxUrl}${RAKUTEN_TOKEN_PATH.replace(/^\/sandbox/, '')}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      serviceId: shop.apiKey,
      encryptedData: encryptCardPayload(shop.publicKeyPem, { card: testCardFields(number) }),
    }),
  });
  const answer = (await res.json()) as { cardToken: string; cvvToken: string };
  return { r_card_token: answer.cardToken, r_cvv_token: answer.cvvToken };
}

const post = (url: string, buyer: number, route: string, body: object) =>
  fetch(`${url}${route}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${buyers[buyer]!.token}`,
      'content-type': 'application/json',
      'x-language': 'en-US',
      'idempotency-key': randomUUID(),
    },
    body: JSON.stringify(body),
  });

const orderBody = (payment: object) => ({ event_id: eventId, home_addreess: BUYER_HOME_ADDRESS, payment });

async function order(url: string, buyer: number, card: string) {
  return post(
    url,
    buyer,
    '/api/order/process',
    orderBody({ payment_type: 'credit_card', card_token: await cardToken(card) }),
  );
}

const walletOrder = (url: string, buyer: number) =>
  post(url, buyer, '/api/order/rakuten/process', orderBody({ payment_type: 'r_paypay' }));

/** The buyer approves on the wallet's page (at the sandbox process, whatever host the URL names). */
async function approve(approvalUrl: string) {
  const page = `${sandboxUrl}${approvalUrl.slice(approvalUrl.indexOf('/sandbox/') + '/sandbox'.length)}`;
  await fetch(`${page}/approve`, { method: 'POST', redirect: 'manual' });
}

const get = async (url: string, buyer: number, route: string) =>
  (
    await fetch(`${url}${route}`, { headers: { authorization: `Bearer ${buyers[buyer]!.token}` } })
  ).json() as Promise<Record<string, unknown> & { data: { id: number; status: string }[]; quantity: number }>;

function reconcileCli(...args: string[]) {
  const cli = startTs(
    'apps/api/src/cli/reconcile.ts',
    childEnv({ PAYMENT_RECONCILE_AFTER_SECONDS: '0', PAYMENT_GATEWAY_TIMEOUT_MS: '10000' }),
    args,
  );
  return cli.exited.then((code) => ({ code, output: cli.output() }));
}

// Buyer → the truth the provider holds once everything is settled.
const truth: Record<number, 'paid' | 'failed' | 'pending_payment' | 'awaiting_payment'> = {};

describe('the fault harness', () => {
  it.each([
    ['before_charge', 0, 'failed'],
    ['after_charge', 1, 'paid'],
    ['before_commit', 2, 'paid'],
    ['after_commit', 3, 'paid'],
  ] as const)(
    'SIGKILL %s: the request dies with the API',
    async (point, buyer, expected) => {
      const { api, url } = await startApi({ FAULT_POINT: point });
      await expect(order(url, buyer, TEST_CARDS.visa)).rejects.toThrow();
      expect(await api.exited).toBe('SIGKILL');
      truth[buyer] = expected;
    },
    90_000,
  );

  it('wallet: SIGKILL before the session call, and after the provider opened the session', async () => {
    for (const [point, buyer, expected] of [
      // No session at the provider: the reconciler's look-up fails the order, nothing charged.
      ['before_charge', 7, 'failed'],
      // A session the API never recorded: the reconciler finds it, the order awaits approval.
      ['after_session', 8, 'pending_payment'],
    ] as const) {
      const { api, url } = await startApi({ FAULT_POINT: point });
      await expect(walletOrder(url, buyer)).rejects.toThrow();
      expect(await api.exited).toBe('SIGKILL');
      truth[buyer] = expected;
    }
  }, 120_000);

  it('wallet: SIGKILL at the completion, before and after the commit of the approved payment', async () => {
    const approvals: string[] = [];
    const { api, url } = await startApi();
    try {
      for (const buyer of [9, 10]) {
        const result = (await (await walletOrder(url, buyer)).json()) as { redirect_url: string };
        await approve(result.redirect_url);
        approvals.push(result.redirect_url);
      }
    } finally {
      await api.kill();
    }
    for (const [point, buyer] of [
      ['before_commit', 9],
      ['after_commit', 10],
    ] as const) {
      // The completion is what dies here: the reconciler, which asks about attempts older than
      // PAYMENT_RECONCILE_AFTER_SECONDS when the process starts, would otherwise settle these
      // approved sessions first on a slow machine and die at the fault point before the call.
      const faulty = await startApi({ FAULT_POINT: point, PAYMENT_RECONCILE_AFTER_SECONDS: '3600' });
      const orders = await get(faulty.url, buyer, '/api/mypage/order/list?index=0');
      const answer = await post(faulty.url, buyer, '/api/order/rakuten/complete', {
        order_id: orders.data[0]!.id,
      }).then(
        async (res) => `answered ${res.status} ${await res.text()}`,
        () => 'died',
      );
      expect(answer).toBe('died');
      expect(await faulty.api.exited).toBe('SIGKILL');
      truth[buyer] = 'paid';
    }
  }, 150_000);

  it('the Rakuten card: SIGKILL after the charge', async () => {
    const { api, url } = await startApi({ FAULT_POINT: 'after_charge' });
    const payment = { payment_type: 'r_credit_card', ...(await rakutenTokens(TEST_CARDS.visa)) };
    await expect(post(url, 11, '/api/order/rakuten/process', orderBody(payment))).rejects.toThrow();
    expect(await api.exited).toBe('SIGKILL');
    truth[11] = 'paid';
  }, 90_000);

  it('a convenience store: SIGKILL after the provider issued the slip', async () => {
    const { api, url } = await startApi({ FAULT_POINT: 'after_charge' });
    const payment = { payment_type: 'r_cvs_net', cvs_net_type: '00001' };
    await expect(post(url, 12, '/api/order/rakuten/process_cvs', orderBody(payment))).rejects.toThrow();
    expect(await api.exited).toBe('SIGKILL');
    // A slip the API never recorded: the reconciler finds it by reference; the order then
    // awaits the store payment with its slip (its photos out of the cart), nothing captured.
    truth[12] = 'awaiting_payment';
  }, 90_000);

  it('a late, a failing and a down provider: "being confirmed", never "not charged"; a retry meets the open checkout', async () => {
    const { api, url } = await startApi();
    try {
      for (const [buyer, card, expected] of [
        [4, TEST_CARDS.slowAnswer, 'paid'],
        [5, TEST_CARDS.errorAfterCapture, 'paid'],
        [6, TEST_CARDS.unavailable, 'failed'],
      ] as const) {
        const res = await order(url, buyer, card);
        expect(res.status).toBe(200);
        const result = (await res.json()) as { error_code: string; error_message: string };
        expect(result.error_code).toBe('payment_confirming');
        expect(result.error_message).not.toMatch(/not been charged/);
        expect((await order(url, buyer, TEST_CARDS.visa)).status).toBe(409);
        truth[buyer] = expected;
      }
    } finally {
      await api.kill();
    }
  }, 90_000);

  it('npm run reconcile finds the ledger wrong, --settle makes it right, and every buyer sees the truth', async () => {
    const before = await reconcileCli();
    expect(before.code, before.output).toBe(1);
    expect(before.output).toContain('ledger NOT OK');

    const settled = await reconcileCli('--settle');
    expect(settled.code, settled.output).toBe(0);
    expect(settled.output).toContain('ledger OK');
    // 3 killed card checkouts + the late and the failing card + 2 wallet completions + the Rakuten card.
    expect(settled.output).toMatch(/captured charges: 8\b/);

    const { api, url } = await startApi();
    try {
      for (const [buyer, expected] of Object.entries(truth)) {
        const list = await get(url, Number(buyer), '/api/mypage/order/list?index=0');
        // A failed attempt (nothing charged) is not listed as an order; its photos stay in the cart.
        expect(
          list.data.map((o) => o.status),
          `buyer ${buyer}`,
        ).toEqual(expected === 'failed' ? [] : [expected]);
        const emptied = expected === 'paid' || expected === 'awaiting_payment';
        expect((await get(url, Number(buyer), '/api/cart')).quantity).toBe(emptied ? 0 : 1);
      }
      // A buyer told the truth ("failed, nothing charged") pays once on trying again.
      const again = (await (await order(url, 0, TEST_CARDS.visa)).json()) as { is_sucessful: boolean };
      expect(again.is_sucessful).toBe(true);
    } finally {
      await api.kill('SIGTERM');
    }
    const after = await reconcileCli();
    expect(after.code, after.output).toBe(0);
    expect(after.output).toMatch(/captured charges: 9\b/);
    expect(after.output).toMatch(/paid orders: +9\b/);
  }, 120_000);
});
