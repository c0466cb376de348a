import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {
  encryptCardPayload,
  SANDBOX_DEV_SHOP_ID,
  SANDBOX_LIVE_SHOP_ID,
  sandboxShopCredentials,
  TEST_CARDS,
  testCardFields,
} from '@omoide/gateway-sandbox';
import { openPaymentContext } from '../../apps/api/src/cli/payment-context';
import { loadConfig } from '../../apps/api/src/config';
import {
  cartItemSizes,
  cartItems,
  imageItems,
  memberOrganizations,
  members,
  prices,
} from '../../apps/api/src/db/schema/index';
import { startSession } from '../../apps/api/src/modules/auth/auth.service';
import { checkLedger } from '../../apps/api/src/modules/payments/reconciler/ledger-check';
import { reconcilePayments } from '../../apps/api/src/modules/payments/reconciler/payment-reconciler';
import { adminQuery, databaseUrl } from '../../apps/api/test/admin-db';
import { createCatalogue, openBenchDeps } from '../lib/catalogue-fixture';
import { median } from '../lib/load';
import { startSandboxProcess } from '../lib/sandbox-process';
import { startServerProcess } from '../lib/server-process';

/**
 * Checkout under load (issues #14, #26): BUYERS buyers, each with a cart of their own, place
 * card orders (`POST /api/order/process`, no 3-D Secure) all at once against the full app in
 * its own process; against the sandbox's own charge call (`POST /sandbox/card/charges`, the
 * same number at once, on the sandbox's other shop so the shop's ledger holds only orders)
 * on the very sandbox the app calls. Rounds alternate baseline and ours (new buyers each
 * round); medians are compared. After the run the servers are stopped and the ledger check
 * of decision 007 runs on the database and the sandbox's journal.
 */
const BUYERS = Number(process.env.BENCH_BUYERS ?? 100);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'omoide-bench-checkout-'));
/**
 * `BENCH_DATABASE_URL` (a PostgreSQL server's admin URL, e.g.
 * postgres://postgres@127.0.0.1:5432/postgres): the server runs on a fresh database there
 * with a pool of `BENCH_POOL_SIZE` (10) instead of the embedded one (issue 26).
 */
const ADMIN_URL = process.env.BENCH_DATABASE_URL;
const POOL_SIZE = process.env.BENCH_POOL_SIZE ?? '10';
const dbName = `bench_checkout_${Date.now()}`;
const postgres: Record<string, string> = ADMIN_URL
  ? { DATABASE_URL: databaseUrl(ADMIN_URL, dbName), DATABASE_POOL_SIZE: POOL_SIZE }
  : {};
/**
 * `BENCH_SANDBOX`: `process` runs the sandbox as its own process (decision 026's layout; in
 * production the provider is another machine, so its journal's fsyncs do not stop our event
 * loop); `embedded` mounts it in the server, as `npm start` does. Default: `process` on
 * PostgreSQL, `embedded` on PGlite.
 */
const SANDBOX = process.env.BENCH_SANDBOX ?? (ADMIN_URL ? 'process' : 'embedded');
if (SANDBOX !== 'process' && SANDBOX !== 'embedded') throw new Error(`BENCH_SANDBOX=${SANDBOX}?`);
if (ADMIN_URL) await adminQuery(ADMIN_URL, `CREATE DATABASE ${dbName}`);
/** A port free now: the server calls its embedded sandbox at it, so it must be known first. */
async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}
/** `BENCH_PORT` for the server (the sandbox process takes the next one), else free ports. */
const port = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : await freePort();
const sandboxPort = process.env.BENCH_PORT ? port + 1 : await freePort();
const sandboxDir = path.join(dataDir, 'sandbox');
const sandbox = SANDBOX === 'process' ? await startSandboxProcess(sandboxPort, sandboxDir) : null;
const env = {
  RATE_LIMIT_SCALE: '1000',
  FACE_INDEXING: 'false',
  PORT: String(port),
  ...postgres,
  ...(sandbox ? { PAYMENT_SANDBOX_URL: sandbox.url, PAYMENT_SANDBOX_DATA_DIR: sandboxDir } : {}),
};

/** Per round: BUYERS members, each with one photo of their own in the cart. */
async function prepareBuyers() {
  const deps = await openBenchDeps(dataDir, env);
  const { eventId } = await createCatalogue(deps, BUYERS * ROUNDS);
  const db = deps.db;
  await db.insert(prices).values({ eventId, priceTypeId: 1, sizeId: 1, unitPrice: 330 });
  const photos = await db.select({ id: imageItems.id }).from(imageItems).orderBy(imageItems.id);
  const [org] = await db.select().from(memberOrganizations).limit(1);
  const rounds: { token: string }[][] = [];
  for (let r = 0; r < ROUNDS; r++) {
    const round: { token: string }[] = [];
    for (let i = 0; i < BUYERS; i++) {
      const n = r * BUYERS + i;
      const [m] = await db
        .insert(members)
        .values({ email: `buyer${n}@omoide.test`, displayName: `Buyer ${n}` })
        .returning();
      await db.insert(memberOrganizations).values({ memberId: m!.id, organizationId: org!.organizationId });
      const [item] = await db
        .insert(cartItems)
        .values({ buyerKind: 'member', buyerSubject: String(m!.id), eventId, imageItemId: photos[n]!.id })
        .returning();
      await db.insert(cartItemSizes).values({ cartItemId: item!.id, sizeId: 1, quantity: 1 });
      round.push({ token: (await startSession(deps, { kind: 'member', id: String(m!.id) })).token });
    }
    rounds.push(round);
  }
  // openDeps opened the job queue: its timers would keep this process alive after its line.
  await deps.jobs.stop();
  await deps.database.close();
  return { eventId, rounds };
}

/** What a browser does: the card encrypted for the shop, traded for a one-time token (not timed). */
async function cardToken(base: string, shopId: string) {
  const shop = sandboxShopCredentials(shopId, sandboxDir);
  const res = await fetch(`${base}/sandbox/card/v2/CreateToken.json`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      encryptionParameters: { type: 'UNIQUE_PK', apiKey: shop.apiKey },
      encryptedData: encryptCardPayload(shop.publicKeyPem, { card: testCardFields(TEST_CARDS.visa) }),
    }),
  });
  return ((await res.json()) as { token: string }).token;
}

/** All calls at once; per-call latency and the wall time of the whole burst. */
async function burst(calls: (() => Promise<boolean>)[]) {
  const started = performance.now();
  const results = await Promise.all(
    calls.map(async (call) => {
      const t0 = performance.now();
      const ok = await call().catch(() => false);
      return { ok, ms: performance.now() - t0 };
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const sorted = results.map((r) => r.ms).sort((a, b) => a - b);
  return {
    per_sec: calls.length / seconds,
    p50_ms: sorted[Math.floor(sorted.length * 0.5)]!,
    p99_ms: sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.99) - 1)]!,
    failures: results.filter((r) => !r.ok).length,
  };
}

const { eventId, rounds } = await prepareBuyers();
const server = await startServerProcess('bench/lib/omoide-server.ts', { ...env, BENCH_DATA_DIR: dataDir });
const base = `http://127.0.0.1:${server.port}`;
/** Where the sandbox answers: its own process, or the server it is mounted in. */
const sandboxBase = sandbox ? new URL(sandbox.url).origin : base;
const live = () => sandboxShopCredentials(SANDBOX_LIVE_SHOP_ID, sandboxDir);
const loadAverage = () => os.loadavg().map((load) => Math.round(load * 100) / 100);
const loadBefore = loadAverage();

async function baselineRound() {
  const tokens = await Promise.all(rounds[0]!.map(() => cardToken(sandboxBase, SANDBOX_LIVE_SHOP_ID)));
  return burst(
    tokens.map((token) => async () => {
      const res = await fetch(`${sandboxBase}/sandbox/card/charges`, {
        method: 'POST',
        headers: { authorization: `Bearer ${live().secretKey}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          token,
          amount: 330,
          currency_type_id: 1,
          order_id: `bench-${randomUUID()}`,
          return_url: `${base}/order/handler`,
        }),
      });
      return ((await res.json()) as { status: string }).status === 'succeeded';
    }),
  );
}

/** How each order call ended: paid, payment_confirming (the answer was lost: 007), or another code. */
const outcomes: Record<string, number> = {};

async function oursRound(buyers: { token: string }[]) {
  const tokens = await Promise.all(buyers.map(() => cardToken(sandboxBase, SANDBOX_DEV_SHOP_ID)));
  return burst(
    buyers.map((buyer, i) => async () => {
      const res = await fetch(`${base}/api/order/process`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${buyer.token}`,
          'content-type': 'application/json',
          'idempotency-key': randomUUID(),
        },
        body: JSON.stringify({
          event_id: eventId,
          home_addreess: {
            full_name: 'Bench Buyer',
            full_name_kana: '',
            tel: '0312345678',
            address1: '',
            address2: '',
            address3: '',
          },
          payment: { payment_type: 'credit_card', card_token: tokens[i] },
        }),
      });
      const answer = (await res.json()) as { is_sucessful?: boolean; error_code?: string | null };
      const outcome = answer.is_sucessful ? 'paid' : (answer.error_code ?? `http_${res.status}`);
      outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
      return answer.is_sucessful === true;
    }),
  );
}

const baseline: Awaited<ReturnType<typeof burst>>[] = [];
const ours: Awaited<ReturnType<typeof burst>>[] = [];
try {
  await baselineRound(); // warm-up of both paths' code
  for (let r = 0; r < ROUNDS; r++) {
    baseline.push(await baselineRound());
    ours.push(await oursRound(rounds[r]!));
  }
} finally {
  await server.stop();
  // After the server, so every charge it made is in the journal the ledger check reads.
  await sandbox?.child.kill('SIGTERM');
}
const loadAfter = loadAverage();

// The invariants after the run: every capture ↔ exactly one paid order, on the stopped server's data.
const context = await openPaymentContext(
  loadConfig({ ...process.env, ...env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' }),
);
if (!context) throw new Error('the sandbox journal could not be opened');
// Orders whose provider answer was lost under load (payment_confirming) are settled first, as
// the reconciler does every minute; the ledger is checked before and after.
const before = await checkLedger(context.deps.db, [context.deps.payments.card]);
const quiet = { info: () => {}, warn: () => {}, error: () => {} };
const settled = await reconcilePayments({ ...context.deps, log: quiet }, { minAgeMs: 0 });
const ledger = await checkLedger(context.deps.db, [context.deps.payments.card]);
await context.close();
rmSync(dataDir, { recursive: true, force: true });
if (ADMIN_URL) await adminQuery(ADMIN_URL, `DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);

const pick = (runs: Awaited<ReturnType<typeof burst>>[], key: 'per_sec' | 'p50_ms' | 'p99_ms') =>
  Math.round(median(runs.map((run) => run[key])) * 10) / 10;
const figures = {
  bench: 'checkout',
  database: ADMIN_URL ? `postgres (pool ${POOL_SIZE})` : 'pglite',
  sandbox: SANDBOX,
  load_average: { before: loadBefore, after: loadAfter },
  buyers: BUYERS,
  rounds: ROUNDS,
  orders_per_sec: pick(ours, 'per_sec'),
  order_p50_ms: pick(ours, 'p50_ms'),
  order_p99_ms: pick(ours, 'p99_ms'),
  order_outcomes: outcomes,
  baseline_charges_per_sec: pick(baseline, 'per_sec'),
  baseline_p50_ms: pick(baseline, 'p50_ms'),
  baseline_p99_ms: pick(baseline, 'p99_ms'),
  ratio:
    Math.round((median(ours.map((r) => r.per_sec)) / median(baseline.map((r) => r.per_sec))) * 1000) / 1000,
  invariants: {
    ok: ledger.ok && ledger.paidOrders === BUYERS * ROUNDS,
    ok_before_reconcile: before.ok,
    problems_before_reconcile: before.problems.length,
    reconciled: settled,
    captured: ledger.captured,
    paid_orders: ledger.paidOrders,
    problems: ledger.problems.slice(0, 5),
  },
};
console.log(JSON.stringify(figures));
