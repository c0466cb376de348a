import { randomUUID } from 'node:crypto';
import { existsSync, type FSWatcher, mkdirSync, mkdtempSync, rmSync, watch } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { encryptCardPayload, TEST_CARDS, testCardFields } from '@omoide/gateway-sandbox';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Child, startTs, waitFor, waitForOutput, waitUntilUp } from '../../test/child-processes';
import { adminQuery, databaseUrl, uniqueDatabaseName } from '../../test/db-template';
import { faceFixture, faceLabels } from '../../test/faces';
import { BUYER_HOME_ADDRESS, createEvent, createMember } from '../../test/fixtures';
import { multipartBody } from '../../test/multipart';
import { type DatabaseHandle, openDatabase } from '../db/client';
import { childPhotoAlerts, imageItems, orders, photoFaceIndex, photoFaces, prices } from '../db/schema/index';
import { startSession } from '../modules/auth/auth.service';
import { TokenService } from './auth/token-service';

/**
 * Issue 26, process roles on one PostgreSQL: two API processes (APP_ROLE=api) and one worker
 * (APP_ROLE=worker), started together, with the payment sandbox as its own process. An API
 * runs no job (an upload waits until the worker comes); the worker makes each upload's
 * derivatives and indexes its faces exactly once; a checkout storm of one cart split over
 * both APIs makes exactly one order.
 */
const ADMIN_URL = process.env.TEST_DATABASE_URL;
// PROCESS_ROLES_PORT moves the four ports (base, +4, +5, +6) for a machine shared by several runs.
const BASE_PORT = Number(process.env.PROCESS_ROLES_PORT ?? 3173);
const PORTS = {
  sandbox: String(BASE_PORT),
  a: String(BASE_PORT + 4),
  b: String(BASE_PORT + 5),
  worker: String(BASE_PORT + 6),
};
const apiA = `http://127.0.0.1:${PORTS.a}`;
const apiB = `http://127.0.0.1:${PORTS.b}`;
const SECRET = 'process-roles-test-secret-long-enough-for-hs256';
const OPERATOR_KEY = 'process-roles-operator-key-0123456789';
const root = mkdtempSync(path.join(os.tmpdir(), 'omoide-roles-'));
const dataDir = path.join(root, 'data');
const sandboxDir = path.join(root, 'sandbox');
const dbName = uniqueDatabaseName('omoide_roles');
const children: Child[] = [];
let handle: DatabaseHandle;
let categoryId = 0;
let eventId = 0;
let member = '';
let memberId = 0;
let cartPhoto = 0;
let watcher: FSWatcher | undefined;
/** Every media folder created in storage: one per derivative run of a photo. */
const derivativeRuns = new Set<string>();

function startRole(role: 'api' | 'worker', port: string): Child {
  const child = startTs('apps/api/src/main.ts', {
    NODE_ENV: 'test',
    APP_ROLE: role,
    PORT: port,
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl(ADMIN_URL!, dbName),
    DATABASE_POOL_SIZE: '4',
    JWT_SECRET: SECRET,
    OPERATOR_API_KEY: OPERATOR_KEY,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    MIN_FREE_DISK_MB: '0',
    RATE_LIMIT_SCALE: '1000',
    FACE_INDEXING: 'true',
    FACE_WORKERS: '1',
    WORKER_CONCURRENCY: '1',
    PAYMENT_SANDBOX_URL: `http://127.0.0.1:${PORTS.sandbox}/sandbox`,
    PAYMENT_SANDBOX_DATA_DIR: sandboxDir,
  });
  children.push(child);
  return child;
}

async function upload(api: string, names: string[]): Promise<number[]> {
  const body = multipartBody(names.map((name) => ({ name, body: faceFixture(name), type: 'image/jpeg' })));
  const res = await fetch(`${api}/api/admin/categories/${categoryId}/photos`, {
    method: 'POST',
    headers: { ...body.headers, 'x-operator-key': OPERATOR_KEY },
    body: body.payload,
  });
  const answer = (await res.json()) as { results: { ok: boolean; id?: number }[] };
  expect(res.status, JSON.stringify(answer)).toBe(200);
  return answer.results.map((r) => r.id!);
}

async function cardToken(): Promise<string> {
  const config = (await (await fetch(`${apiA}/api/payment/card/config`)).json()) as Record<string, string>;
  const res = await fetch(new URL(config.token_url_v2!, apiA), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      encryptionParameters: { type: 'UNIQUE_PK', apiKey: config.api_key },
      encryptedData: encryptCardPayload(config.public_key_pem!, { card: testCardFields(TEST_CARDS.visa) }),
    }),
  });
  return ((await res.json()) as { token: string }).token;
}

describe.skipIf(!ADMIN_URL)('APP_ROLE: two API processes and a worker on one PostgreSQL', () => {
  beforeAll(async () => {
    await adminQuery(ADMIN_URL!, `CREATE DATABASE ${dbName}`);
    mkdirSync(path.join(dataDir, 'storage', 'media'), { recursive: true });
    watcher = watch(path.join(dataDir, 'storage', 'media'), (_event, name) => {
      if (name) derivativeRuns.add(String(name));
    });
    const sandbox = startTs('apps/gateway-sandbox/src/server.ts', {
      SANDBOX_PORT: PORTS.sandbox,
      SANDBOX_DATA_DIR: sandboxDir,
    });
    children.push(sandbox);
    await waitForOutput(sandbox, /listening at (\S+)/, 120_000);
    // Both APIs at once: migrations and start-up upkeep take turns on the database.
    const [a, b] = [startRole('api', PORTS.a), startRole('api', PORTS.b)];
    await Promise.all([waitUntilUp(`${apiA}/readyz`, a, 120_000), waitUntilUp(`${apiB}/readyz`, b, 120_000)]);
    handle = await openDatabase({ kind: 'postgres', url: databaseUrl(ADMIN_URL!, dbName), poolSize: 2 });
    const fx = await createEvent(handle.db, { code1: 'ROLES', code2: '11111' });
    eventId = fx.event.id;
    categoryId = fx.subCategory.id;
    await handle.db.insert(prices).values({ eventId, priceTypeId: 1, sizeId: 1, unitPrice: 600 });
    const [photo] = await handle.db
      .insert(imageItems)
      .values({
        eventId,
        categoryId,
        storageKey: 'r/0.jpg',
        status: 'ready',
        mediaKey: randomUUID(),
        sortOrder: 0,
      })
      .returning();
    cartPhoto = photo!.id;
    const m = await createMember(handle.db, {
      email: 'roles@example.jp',
      organizationId: fx.organization.id,
    });
    memberId = m.id;
    member = (
      await startSession(
        { db: handle.db, tokens: new TokenService(SECRET) },
        { kind: 'member', id: String(m.id) },
      )
    ).token;
  }, 240_000);

  afterAll(async () => {
    watcher?.close();
    for (const child of children) await child.kill('SIGTERM');
    await handle?.close();
    await adminQuery(ADMIN_URL!, `DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => {});
    rmSync(root, { recursive: true, force: true });
  });

  it('runs every upload through the worker only, derivatives and faces exactly once', async () => {
    const withFaces = Object.entries(faceLabels().photos)
      .filter(([, who]) => who.length > 0)
      .map(([name]) => name)
      .slice(0, 4);
    const ids = [...(await upload(apiA, withFaces.slice(0, 2))), ...(await upload(apiB, withFaces.slice(2)))];
    expect(ids).toHaveLength(4);
    // No worker yet: the API processes queue the work and leave it.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const waiting = await handle.db.select().from(imageItems).where(inArray(imageItems.id, ids));
    expect(waiting.map((p) => p.status)).toEqual(['pending', 'pending', 'pending', 'pending']);
    expect(derivativeRuns.size).toBe(0);

    const worker = startRole('worker', PORTS.worker);
    await waitForOutput(worker, /Omoide worker running \(health: (\S+)\)/, 120_000);
    expect((await fetch(`http://127.0.0.1:${PORTS.worker}/healthz`)).status).toBe(200);
    // A worker serves no API and no web app.
    expect((await fetch(`http://127.0.0.1:${PORTS.worker}/api/payment/card/config`)).status).toBe(404);

    await waitFor(
      'the uploads indexed',
      async () => {
        const rows = await handle.db
          .select()
          .from(photoFaceIndex)
          .where(inArray(photoFaceIndex.imageItemId, ids));
        return rows.length === ids.length && rows.every((r) => r.status === 'indexed') ? rows : undefined;
      },
      240_000,
    );
    // Some quiet time: a second run anywhere would show now.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const ready = await handle.db.select().from(imageItems).where(inArray(imageItems.id, ids));
    expect(ready.every((p) => p.status === 'ready')).toBe(true);
    // One media folder per photo: each derivative run writes under a new media key.
    expect(derivativeRuns.size).toBe(ids.length);
    expect(new Set(ready.map((p) => p.mediaKey))).toEqual(derivativeRuns);
    // Faces inserted once: a second indexing replaces rows and moves the sequence past them.
    const [faces] = await handle.db
      .select({
        count: sql<number>`count(*)::int`,
        max: sql<number>`coalesce(max(${photoFaces.id}), 0)::int`,
      })
      .from(photoFaces);
    const indexed = await handle.db
      .select()
      .from(photoFaceIndex)
      .where(inArray(photoFaceIndex.imageItemId, ids));
    expect(faces!.count).toBeGreaterThan(0);
    expect(faces!.count).toBe(indexed.reduce((sum, r) => sum + r.faceCount, 0));
    expect(faces!.max).toBe(faces!.count);
  }, 400_000);

  it('matches on B a face registered on A; deleting the image or the child on A ends its matches and alerts on B at once', async () => {
    // The worker writes the event's gallery block once its indexing has been quiet a while
    // (the delayed pack job, decision 038): B then reads one block.
    await waitFor(
      'the gallery block packed by the worker',
      async () => existsSync(path.join(dataDir, 'storage', 'face-galleries', `${eventId}.bin`)) || undefined,
      60_000,
    );
    type Answer = {
      id: number;
      data: unknown[];
      enabled: boolean;
      display_code: string;
      face_image: { child_face_id: number };
    };
    const json = async (api: string, method: string, url: string, body?: object) => {
      const res = await fetch(`${api}${url}`, {
        method,
        headers: {
          authorization: `Bearer ${member}`,
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      return {
        status: res.status,
        body: res.status === 204 ? null : ((await res.json()) as Answer),
      };
    };
    const register = async (name: string) => {
      const child = await json(apiA, 'POST', '/api/user/child', { name, relationship: 'mother' });
      expect(child.status).toBe(201);
      const face = await json(apiA, 'POST', `/api/user/child/${child.body!.id}/face_image`, {
        face_image_base64: faceFixture('penny', 1).toString('base64'),
        guardian_consent: true,
      });
      expect(face.status, JSON.stringify(face.body)).toBe(201);
      const alert = `/api/user/child/${child.body!.id}/photo_alert`;
      expect((await json(apiA, 'POST', alert, { enabled: true, consent: true })).body!.enabled).toBe(true);
      return { id: child.body!.id, faceId: face.body!.face_image.child_face_id, alert };
    };
    const matchOnB = (childId: number) =>
      json(apiB, 'POST', '/api/face/match', { event_id: eventId, target_children: [childId] });

    const penny = await register('Penny');
    const found = await matchOnB(penny.id);
    expect(found.status).toBe(200);
    expect(found.body!.data.length).toBeGreaterThan(0);
    expect((await json(apiB, 'GET', penny.alert)).body!.enabled).toBe(true);

    // The face image deleted on A: B has nothing to match with and no alert, at once.
    expect(
      (await json(apiA, 'DELETE', `/api/user/child/${penny.id}/face_image/${penny.faceId}`)).status,
    ).toBe(204);
    const gone = await matchOnB(penny.id);
    expect(gone.status).toBe(400);
    expect(gone.body!.display_code).toBe('FACE-CHILD-NO-IMAGES');
    expect((await json(apiB, 'GET', penny.alert)).body!.enabled).toBe(false);

    // The child deleted on A: unknown on B, and its alert with it.
    const again = await register('Penny 2');
    expect((await matchOnB(again.id)).body!.data.length).toBeGreaterThan(0);
    expect((await json(apiA, 'DELETE', `/api/user/child/${again.id}`)).status).toBe(204);
    expect((await matchOnB(again.id)).status).toBe(404);
    expect((await json(apiB, 'GET', again.alert)).status).toBe(404);
    const alerts = await handle.db
      .select()
      .from(childPhotoAlerts)
      .where(eq(childPhotoAlerts.memberId, memberId));
    expect(alerts).toEqual([]);
  }, 240_000);

  it('makes exactly one order of one cart checked out 8 times at once across both APIs', async () => {
    const cart = await fetch(`${apiA}/api/cart`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${member}` },
      body: JSON.stringify({
        event_id: eventId,
        image_info_id: cartPhoto,
        sizes: [{ size_id: 1, quantity: 1 }],
      }),
    });
    expect(cart.status).toBe(200);
    const tokens = await Promise.all(Array.from({ length: 8 }, () => cardToken()));
    const answers = await Promise.all(
      tokens.map(async (token, i) => {
        const res = await fetch(`${i % 2 ? apiB : apiA}/api/order/process`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${member}`,
            'idempotency-key': randomUUID(),
          },
          body: JSON.stringify({
            event_id: eventId,
            home_addreess: BUYER_HOME_ADDRESS,
            payment: { payment_type: 'credit_card', card_token: token },
          }),
        });
        return {
          status: res.status,
          body: (await res.json()) as { is_sucessful?: boolean; order_id?: number },
        };
      }),
    );
    const placed = answers.filter((a) => a.status === 200 && a.body.is_sucessful);
    expect(placed.length, JSON.stringify(answers)).toBeGreaterThanOrEqual(1);
    expect(new Set(placed.map((a) => a.body.order_id)).size).toBe(1);
    // The others were told another checkout of this cart is in progress, or its cart is spent.
    for (const a of answers.filter((x) => !placed.includes(x))) expect([409, 400]).toContain(a.status);
    const mine = await handle.db
      .select()
      .from(orders)
      .where(eq(orders.buyerSubject, String(memberId)));
    expect(mine.map((o) => o.status)).toEqual(['paid']);
  }, 120_000);
});
