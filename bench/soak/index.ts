import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { encryptCardPayload, TEST_CARDS, testCardFields } from '@omoide/gateway-sandbox';
import { and, asc, eq, inArray } from 'drizzle-orm';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from '../../apps/api/src/db/client';
import {
  categories,
  children,
  events,
  imageItems,
  memberOrganizations,
  members,
  photoFaceIndex,
} from '../../apps/api/src/db/schema/index';
import { startSession } from '../../apps/api/src/modules/auth/auth.service';
import { TokenService } from '../../apps/api/src/platform/auth/token-service';
import {
  type Child,
  startTs,
  waitFor,
  waitForOutput,
  waitUntilUp,
} from '../../apps/api/test/child-processes';
import { faceFixture } from '../../apps/api/test/faces';
import { multipartBody } from '../../apps/api/test/multipart';

/**
 * Soak (issue #25): families browse, fill a cart, search their child's face and pay by card at
 * a fixed rate for SOAK_SECONDS on the production layout of decision 026 — PostgreSQL (a fresh
 * database, dropped at the end), two API processes (APP_ROLE=api), one worker and the payment
 * sandbox as its own process, all on 127.0.0.1. The demo data is seeded (SEED_DEMO=true); two
 * group photos of the face fixtures are uploaded into the demo event and indexed by the worker,
 * and each family's child is registered with a face image of a person in them.
 * Figures: errors (any non-2xx or unpaid order: the target is 0), p50/p99 per step, and the
 * resident memory (VmRSS) of every server process after warm-up and at the end (target: within
 * 10 %). The baseline is the same run's warm-up phase: ratio = warm-up p99 / soak p99.
 */
const SECONDS = Number(process.env.SOAK_SECONDS ?? 300);
const WARMUP_SECONDS = Number(process.env.SOAK_WARMUP_SECONDS ?? 30);
/** Families started per second; each is ~9 requests. */
const RATE = Number(process.env.SOAK_RATE ?? 2);
/** Members taking turns: a family whose member is still busy is skipped (reported as `skipped`). */
const FAMILIES = Number(process.env.SOAK_FAMILIES ?? 12);
const ADMIN_URL = process.env.SOAK_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PORT = Number(process.env.SOAK_PORT ?? 3201);
const PORTS = { sandbox: PORT, a: PORT + 1, b: PORT + 2, worker: PORT + 3 };
const SECRET = `soak-${randomUUID()}-secret`;
const OPERATOR_KEY = `soak-operator-${randomUUID()}`;
/** A face fixture identity and two group photos it is in (../shared/fixtures/faces/labels.json). */
const CHILD = 'leonard';
const GROUP_PHOTOS = ['bbt1.jpg', 'bbt2.jpg'];

const dbName = `soak_${Date.now()}`;

/** The URL of another database on the same PostgreSQL server. */
function databaseUrl(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/** CREATE/DROP DATABASE on the admin database (they cannot run in a pool's transaction). */
async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
const root = mkdtempSync(path.join(os.tmpdir(), 'omoide-soak-'));
const dataDir = path.join(root, 'data');
const sandboxDir = path.join(root, 'sandbox');
const processes: { name: string; child: Child }[] = [];
let handle: DatabaseHandle | undefined;
let cleaned: Promise<void> | undefined;

function cleanup(): Promise<void> {
  cleaned ??= (async () => {
    await handle?.close().catch(() => {});
    for (const { child } of processes) {
      // A graceful stop first (jobs, pools), then no waiting on a process that hangs.
      const ended = child.kill('SIGTERM');
      const late = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await ended;
      clearTimeout(late);
    }
    await adminQuery(ADMIN_URL, `DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch((error) =>
      console.error(`could not drop ${dbName}: ${error}`),
    );
    rmSync(root, { recursive: true, force: true });
  })();
  return cleaned;
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => cleanup().then(() => process.exit(130)));
}

function start(name: string, role: 'api' | 'worker', port: number): Child {
  const child = startTs('apps/api/src/main.ts', {
    NODE_ENV: 'development',
    APP_ROLE: role,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl(ADMIN_URL, dbName),
    DATABASE_POOL_SIZE: role === 'api' ? '10' : '5',
    JWT_SECRET: SECRET,
    OPERATOR_API_KEY: OPERATOR_KEY,
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    MIN_FREE_DISK_MB: '0',
    // The soak is one address sending many families' traffic: the per-address limits would
    // refuse it, which is their job, not what this measures.
    RATE_LIMIT_SCALE: '1000',
    FACE_WORKERS: '1',
    WORKER_CONCURRENCY: '1',
    PAYMENT_SANDBOX_URL: `http://127.0.0.1:${PORTS.sandbox}/sandbox`,
    PAYMENT_SANDBOX_DATA_DIR: sandboxDir,
  });
  processes.push({ name, child });
  return child;
}

/** Resident memory now (VmRSS), in MiB. */
function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}
const rssOfAll = () =>
  Object.fromEntries(processes.map(({ name, child }) => [name, rssMb(child.process.pid!)]));

type Family = { token: string; childId: number; busy: boolean };
type Setup = { eventId: number; categoryId: number; photoIds: number[]; families: Family[] };

async function prepare(): Promise<Setup> {
  await adminQuery(ADMIN_URL, `CREATE DATABASE ${dbName}`);
  const sandbox = startTs('apps/gateway-sandbox/src/server.ts', {
    SANDBOX_PORT: String(PORTS.sandbox),
    SANDBOX_DATA_DIR: sandboxDir,
  });
  processes.push({ name: 'sandbox', child: sandbox });
  await waitForOutput(sandbox, /listening at (\S+)/);
  const [a, b] = [start('api_a', 'api', PORTS.a), start('api_b', 'api', PORTS.b)];
  await Promise.all([
    waitUntilUp(`http://127.0.0.1:${PORTS.a}/readyz`, a, 180_000),
    waitUntilUp(`http://127.0.0.1:${PORTS.b}/readyz`, b, 180_000),
  ]);
  const worker = start('worker', 'worker', PORTS.worker);
  await waitForOutput(worker, /Omoide worker running/, 180_000);
  handle = await openDatabase({ kind: 'postgres', url: databaseUrl(ADMIN_URL, dbName), poolSize: 2 });
  const db = handle.db;

  const [event] = await db.select().from(events).orderBy(asc(events.id)).limit(1);
  const [leaf] = await db
    .select()
    .from(categories)
    .where(eq(categories.eventId, event!.id))
    .orderBy(asc(categories.id))
    .then((rows) => rows.filter((c) => c.parentId !== null));
  // The group photos into the demo event, through the operator upload, as a studio would.
  const body = multipartBody(
    GROUP_PHOTOS.map((name) => ({ name, body: faceFixture(name), type: 'image/jpeg' })),
  );
  const uploaded = await fetch(`http://127.0.0.1:${PORTS.a}/api/admin/categories/${leaf!.id}/photos`, {
    method: 'POST',
    headers: { ...body.headers, 'x-operator-key': OPERATOR_KEY },
    body: body.payload,
  });
  const answer = (await uploaded.json()) as { results?: { id?: number }[] };
  if (uploaded.status !== 200) throw new Error(`upload: ${uploaded.status} ${JSON.stringify(answer)}`);
  const groupIds = answer.results!.map((r) => r.id!);
  // Every photo's derivatives (the seed's and the uploads) and the group photos' faces, by the worker.
  // A photo the worker could not make derivatives of stays out of the carts (it is reported).
  const photoIds = await waitFor(
    'the demo photos processed and the group photos indexed',
    async () => {
      const photos = await db
        .select({ id: imageItems.id, status: imageItems.status })
        .from(imageItems)
        .where(and(eq(imageItems.eventId, event!.id), eq(imageItems.mediaType, 'photo')));
      const indexed = await db
        .select()
        .from(photoFaceIndex)
        .where(and(inArray(photoFaceIndex.imageItemId, groupIds), eq(photoFaceIndex.status, 'indexed')));
      const done = photos.every((p) => p.status !== 'pending') && indexed.length === groupIds.length;
      return done ? photos.filter((p) => p.status === 'ready').map((p) => p.id) : undefined;
    },
    Number(process.env.SOAK_SETUP_SECONDS ?? 900) * 1000,
    500,
  );

  // Families of the demo organisation, each with a child registered by a face image (the API's
  // own detection and descriptor), signed in with a session as a login makes.
  const [org] = await db
    .select({ id: memberOrganizations.organizationId })
    .from(memberOrganizations)
    .limit(1);
  const tokens = new TokenService(SECRET);
  const childFace = faceFixture(CHILD, 1).toString('base64');
  const families: Family[] = [];
  for (let i = 0; i < FAMILIES; i++) {
    const [m] = await db
      .insert(members)
      .values({ email: `soak${i}@omoide.test`, displayName: `Soak ${i}` })
      .returning();
    await db.insert(memberOrganizations).values({ memberId: m!.id, organizationId: org!.id });
    const [child] = await db
      .insert(children)
      .values({ memberId: m!.id, name: `Child ${i}`, relationship: 'mother' })
      .returning();
    const token = (await startSession({ db, tokens }, { kind: 'member', id: String(m!.id) })).token;
    const registered = await fetch(`http://127.0.0.1:${PORTS.a}/api/user/child/${child!.id}/face_image`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ face_image_base64: childFace, guardian_consent: true }),
    });
    if (registered.status !== 201)
      throw new Error(`face image: ${registered.status} ${await registered.text()}`);
    families.push({ token, childId: child!.id, busy: false });
  }
  return { eventId: event!.id, categoryId: leaf!.id, photoIds, families };
}

/** Latency of every request by step, and what failed, for one phase. */
class Phase {
  readonly ms: Record<string, number[]> = {};
  readonly errors: Record<string, number> = {};
  /** The first answer of each kind of error, to say what went wrong. */
  readonly samples: Record<string, string> = {};
  families = 0;
  skipped = 0;
  photosFound = 0;
  record(step: string, ms: number, ok: boolean, what = '', answer?: unknown) {
    const times = this.ms[step] ?? [];
    times.push(ms);
    this.ms[step] = times;
    if (ok) return;
    const kind = `${step}${what}`;
    this.errors[kind] = (this.errors[kind] ?? 0) + 1;
    this.samples[kind] ??= JSON.stringify(answer ?? null).slice(0, 300);
  }
  all = () => Object.values(this.ms).flat();
}

const percentile = (values: number[], p: number) => {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((x, y) => x - y);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * p) - 1)]! * 10) / 10;
};

/** One family's visit: browse, cart, face search, card checkout; spread over both APIs. */
async function visit(setup: Setup, family: Family, n: number, phase: Phase) {
  const base = `http://127.0.0.1:${n % 2 ? PORTS.b : PORTS.a}`;
  const auth = { authorization: `Bearer ${family.token}` };
  const json = { ...auth, 'content-type': 'application/json' };
  const call = async (step: string, url: string, init: RequestInit = {}) => {
    const t0 = performance.now();
    try {
      const res = await fetch(new URL(url, base), init);
      const body = (await res.json().catch(() => ({}))) as Record<string, unknown>;
      phase.record(step, performance.now() - t0, res.ok, res.ok ? '' : `_${res.status}`, body);
      return res.ok ? body : undefined;
    } catch (error) {
      phase.record(step, performance.now() - t0, false, `_${(error as Error).name}`);
      return undefined;
    }
  };
  const photo = setup.photoIds[n % setup.photoIds.length]!;
  await call('event_info', `/api/event/info/${setup.eventId}`, { headers: auth });
  await call('photo_list', `/api/event/photo_list/category/${setup.categoryId}/0`, { headers: auth });
  const added = await call('cart_add', '/api/cart', {
    method: 'POST',
    headers: json,
    body: JSON.stringify({
      event_id: setup.eventId,
      image_info_id: photo,
      sizes: [{ size_id: 1, quantity: 1 }],
    }),
  });
  await call('cart', '/api/cart', { headers: auth });
  const match = await call('face_match', '/api/face/match', {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ event_id: setup.eventId, target_children: [family.childId] }),
  });
  phase.photosFound += Array.isArray(match?.data) ? match.data.length : 0;
  if (!added) return;
  // What the checkout page does: the card encrypted for the shop, traded for a token at /sandbox.
  const config = await call('card_config', '/api/payment/card/config');
  if (!config) return;
  const token = await call('card_token', String(config.token_url_v2), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      encryptionParameters: { type: 'UNIQUE_PK', apiKey: config.api_key },
      encryptedData: encryptCardPayload(String(config.public_key_pem), {
        card: testCardFields(TEST_CARDS.visa),
      }),
    }),
  });
  if (!token) return;
  const t0 = performance.now();
  const order = await call('order', '/api/order/process', {
    method: 'POST',
    headers: { ...json, 'idempotency-key': randomUUID() },
    body: JSON.stringify({
      event_id: setup.eventId,
      home_addreess: {
        full_name: 'Soak Family',
        full_name_kana: '',
        tel: '0312345678',
        address1: '',
        address2: '',
        address3: '',
      },
      payment: { payment_type: 'credit_card', card_token: token.token },
    }),
  });
  // An order answered 200 but not paid (payment_confirming, a refusal) is an error too.
  if (order && order.is_sucessful !== true) {
    phase.record('order_unpaid', performance.now() - t0, false, `_${String(order.error_code)}`, order);
  }
}

/** Starts a family every 1/RATE s for `seconds` (a fixed rate, not closed-loop), then waits for all. */
async function drive(setup: Setup, seconds: number, phase: Phase, counter: { n: number }) {
  const running: Promise<void>[] = [];
  const started = performance.now();
  for (let tick = 0; tick < seconds * RATE; tick++) {
    const due = started + (tick * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const n = counter.n++;
    const family = setup.families[n % setup.families.length]!;
    if (family.busy) {
      phase.skipped++;
      continue;
    }
    family.busy = true;
    phase.families++;
    running.push(
      visit(setup, family, n, phase).finally(() => {
        family.busy = false;
      }),
    );
  }
  await Promise.all(running);
}

function summary(phase: Phase) {
  const errors = Object.values(phase.errors).reduce((sum, e) => sum + e, 0);
  return {
    families: phase.families,
    skipped: phase.skipped,
    requests: phase.all().length,
    errors,
    error_kinds: phase.errors,
    error_samples: phase.samples,
    p50_ms: percentile(phase.all(), 0.5),
    p99_ms: percentile(phase.all(), 0.99),
    p99_by_step_ms: Object.fromEntries(
      Object.entries(phase.ms).map(([step, ms]) => [step, percentile(ms, 0.99)]),
    ),
    face_photos_found_per_family: phase.families
      ? Math.round((phase.photosFound / phase.families) * 10) / 10
      : 0,
  };
}

try {
  const setup = await prepare();
  const counter = { n: 0 };
  const warmup = new Phase();
  await drive(setup, WARMUP_SECONDS, warmup, counter);
  const rssAfterWarmup = rssOfAll();
  const soak = new Phase();
  const t0 = performance.now();
  await drive(setup, SECONDS, soak, counter);
  const elapsed = (performance.now() - t0) / 1000;
  const rssAtEnd = rssOfAll();
  const growth = Object.fromEntries(
    Object.keys(rssAtEnd).map((name) => [
      name,
      Math.round(((rssAtEnd[name]! - rssAfterWarmup[name]!) / rssAfterWarmup[name]!) * 1000) / 10,
    ]),
  );
  const soakFigures = summary(soak);
  const warmupFigures = summary(warmup);
  console.log(
    JSON.stringify({
      bench: 'soak',
      seconds: SECONDS,
      warmup_seconds: WARMUP_SECONDS,
      rate_families_per_sec: RATE,
      requests_per_sec: Math.round((soakFigures.requests / elapsed) * 10) / 10,
      ...soakFigures,
      demo_photos: setup.photoIds.length,
      rss_after_warmup_mb: rssAfterWarmup,
      rss_at_end_mb: rssAtEnd,
      rss_growth_pct: growth,
      targets_met: soakFigures.errors === 0 && Object.values(growth).every((g) => Math.abs(g) <= 10),
      baseline_warmup: {
        p50_ms: warmupFigures.p50_ms,
        p99_ms: warmupFigures.p99_ms,
        errors: warmupFigures.errors,
      },
      ratio: soakFigures.p99_ms ? Math.round((warmupFigures.p99_ms / soakFigures.p99_ms) * 1000) / 1000 : 0,
    }),
  );
} finally {
  await cleanup();
}
