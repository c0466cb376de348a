import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, asc, eq, inArray } from 'drizzle-orm';
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
import { adminQuery, databaseUrl } from '../../apps/api/test/admin-db';
import {
  type Child,
  startTs,
  waitFor,
  waitForOutput,
  waitUntilUp,
} from '../../apps/api/test/child-processes';
import { faceFixture } from '../../apps/api/test/faces';
import { multipartBody } from '../../apps/api/test/multipart';
import { startSandboxProcess } from '../lib/sandbox-process';

/**
 * The soak's production layout (decision 026) and its data: a fresh PostgreSQL database, the
 * payment sandbox, two API processes and a worker on 127.0.0.1, the demo seed, two group photos
 * indexed, and families whose children are registered by a face image. `cleanup` stops and
 * removes all of it, also on SIGINT/SIGTERM.
 */
/** Members taking turns: a family whose member is still busy is skipped (reported as `skipped`). */
const FAMILIES = Number(process.env.SOAK_FAMILIES ?? 12);
const ADMIN_URL = process.env.SOAK_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PORT = Number(process.env.SOAK_PORT ?? 3201);
export const PORTS = { sandbox: PORT, a: PORT + 1, b: PORT + 2, worker: PORT + 3 };
const SECRET = `soak-${randomUUID()}-secret`;
const OPERATOR_KEY = `soak-operator-${randomUUID()}`;
/** A face fixture identity and two group photos it is in (../shared/fixtures/faces/labels.json). */
const CHILD = 'leonard';
const GROUP_PHOTOS = ['bbt1.jpg', 'bbt2.jpg'];

const dbName = `soak_${Date.now()}`;
const root = mkdtempSync(path.join(os.tmpdir(), 'omoide-soak-'));
const dataDir = path.join(root, 'data');
const sandboxDir = path.join(root, 'sandbox');
const processes: { name: string; child: Child }[] = [];
let handle: DatabaseHandle | undefined;
let cleaned: Promise<void> | undefined;

export function cleanup(): Promise<void> {
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
export const rssOfAll = () =>
  Object.fromEntries(processes.map(({ name, child }) => [name, rssMb(child.process.pid!)]));

export type Family = { token: string; childId: number; busy: boolean };
export type Setup = { eventId: number; categoryId: number; photoIds: number[]; families: Family[] };

export async function prepare(): Promise<Setup> {
  await adminQuery(ADMIN_URL, `CREATE DATABASE ${dbName}`);
  processes.push({ name: 'sandbox', child: (await startSandboxProcess(PORTS.sandbox, sandboxDir)).child });
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
