import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, asc, eq } from 'drizzle-orm';
import { openPaymentContext } from '../../apps/api/src/cli/payment-context';
import { loadConfig } from '../../apps/api/src/config';
import {
  categories,
  children,
  events,
  imageItems,
  memberOrganizations,
  members,
} from '../../apps/api/src/db/schema/index';
import { startSession } from '../../apps/api/src/modules/auth/auth.service';
import { addChildFaceImage } from '../../apps/api/src/modules/faces/child-faces.service';
import { FACE_INDEX_QUEUE } from '../../apps/api/src/modules/faces/face-index.service';
import { checkLedger } from '../../apps/api/src/modules/payments/reconciler/ledger-check';
import { MOVIE_DERIVE_QUEUE } from '../../apps/api/src/modules/photos/movies.service';
import {
  DERIVE_QUEUE,
  ingestPhoto,
  queuePendingPhotos,
} from '../../apps/api/src/modules/photos/photos.service';
import { seedDemoIfEmpty } from '../../apps/api/src/seed/demo-seed';
import { adminQuery, databaseUrl } from '../../apps/api/test/admin-db';
import { type Child, startTs, waitForOutput, waitUntilUp } from '../../apps/api/test/child-processes';
import { faceFixture } from '../../apps/api/test/faces';
import { openBenchDeps } from '../lib/catalogue-fixture';
import { startSandboxProcess } from '../lib/sandbox-process';
import { cpuSeconds, peakRssMb } from '../lib/server-process';

/**
 * One deployment layout of issue 26 on 127.0.0.1, with its data: `pglite` is `npm start` (one
 * process, embedded database and sandbox); `pg1`/`pg2` are decision 026's production layout
 * on a fresh PostgreSQL database (dropped at the end): the sandbox as its own process, one or
 * two `APP_ROLE=api` processes and one worker. The data is made before the servers start, in
 * this process, through the product's own services: the demo seed, two group photos of the
 * face fixtures, every derivative and face indexed, and families whose child is registered by
 * a face image.
 */
export type LayoutName = 'pglite' | 'pg1' | 'pg2';
export type Family = { token: string; childId: number };
export type CrowdData = {
  eventId: number;
  codes: { event_code1: string; event_code2: string };
  categoryId: number;
  photoIds: number[];
  families: Family[];
};

const ADMIN_URL = process.env.CROWD_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const CHILD = 'leonard';
const GROUP_PHOTOS = ['bbt1.jpg', 'bbt2.jpg'];

export async function startLayout(name: LayoutName, families: number, port: number) {
  const root = mkdtempSync(path.join(os.tmpdir(), `omoide-crowd-${name}-`));
  const dataDir = path.join(root, 'data');
  const sandboxDir = path.join(root, 'sandbox');
  const dbName = `crowd_${name}_${Date.now()}`;
  const postgres = name !== 'pglite';
  const secret = `crowd-${randomUUID()}-secret`;
  const common: Record<string, string> = {
    DATA_DIR: dataDir,
    JWT_SECRET: secret,
    OPERATOR_API_KEY: `crowd-operator-${randomUUID()}`,
    // One address sends every family's traffic: the per-address limits would refuse it,
    // which is their job, not what this measures.
    RATE_LIMIT_SCALE: '1000',
    MIN_FREE_DISK_MB: '0',
    FACE_WORKERS: '1',
    ...(postgres
      ? {
          DATABASE_URL: databaseUrl(ADMIN_URL, dbName),
          PAYMENT_SANDBOX_URL: `http://127.0.0.1:${port}/sandbox`,
          PAYMENT_SANDBOX_DATA_DIR: sandboxDir,
        }
      : {}),
  };
  if (postgres) await adminQuery(ADMIN_URL, `CREATE DATABASE ${dbName}`);
  const processes: { name: string; child: Child }[] = [];
  const cleanup = async () => {
    for (const { child } of processes) {
      const ended = child.kill('SIGTERM');
      const late = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await ended;
      clearTimeout(late);
    }
    processes.length = 0;
  };
  const remove = async () => {
    await cleanup();
    if (postgres)
      await adminQuery(ADMIN_URL, `DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => {});
    rmSync(root, { recursive: true, force: true });
  };

  try {
    const data = await prepareData(common, families);
    const start = (label: string, role: 'all' | 'api' | 'worker', at: number) => {
      const child = startTs('apps/api/src/main.ts', {
        ...common,
        NODE_ENV: 'development',
        APP_ROLE: role,
        PORT: String(at),
        HOST: '127.0.0.1',
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
        DATABASE_POOL_SIZE: role === 'worker' ? '5' : '10',
        WORKER_CONCURRENCY: '1',
      });
      processes.push({ name: label, child });
      return child;
    };
    const apiPorts: number[] = [];
    if (postgres) {
      processes.push({ name: 'sandbox', child: (await startSandboxProcess(port, sandboxDir)).child });
      for (let i = 1; i <= (name === 'pg2' ? 2 : 1); i++) apiPorts.push(port + i);
      await Promise.all(
        apiPorts.map((at, i) =>
          waitUntilUp(`http://127.0.0.1:${at}/readyz`, start(`api_${i + 1}`, 'api', at), 180_000),
        ),
      );
      await waitForOutput(start('worker', 'worker', port + 3), /Omoide worker running/, 180_000);
    } else {
      apiPorts.push(port + 1);
      await waitUntilUp(`http://127.0.0.1:${port + 1}/readyz`, start('all', 'all', port + 1), 180_000);
    }
    const pids = () => processes.map(({ name: label, child }) => [label, child.process.pid!] as const);
    return {
      data,
      apiBases: apiPorts.map((at) => `http://127.0.0.1:${at}`),
      cpuSeconds: () => Object.fromEntries(pids().map(([label, pid]) => [label, cpuSeconds(pid)])),
      peakRssMb: () => Object.fromEntries(pids().map(([label, pid]) => [label, peakRssMb(pid)])),
      /** Stops the servers, then checks decision 007's ledger on their data; removes everything. */
      async finish() {
        await cleanup();
        const context = await openPaymentContext(loadConfig({ ...common, LOG_LEVEL: 'silent' }));
        try {
          if (!context) return { ok: false, problems: ['the sandbox journal could not be opened'] };
          const ledger = await checkLedger(context.deps.db, [context.deps.payments.card]);
          return { ok: ledger.ok, paid_orders: ledger.paidOrders, problems: ledger.problems.slice(0, 5) };
        } finally {
          await context?.close();
          await remove();
        }
      },
      remove,
    };
  } catch (error) {
    await remove();
    throw error;
  }
}

/** The demo data, the group photos derived and indexed, and the families, before any server starts. */
async function prepareData(env: Record<string, string>, count: number): Promise<CrowdData> {
  const deps = await openBenchDeps(env.DATA_DIR!, { ...env, FACE_INDEXING: 'true' });
  try {
    const db = deps.db;
    await seedDemoIfEmpty(db, deps.storage);
    const [event] = await db.select().from(events).orderBy(asc(events.id)).limit(1);
    const leaves = await db
      .select()
      .from(categories)
      .where(eq(categories.eventId, event!.id))
      .orderBy(asc(categories.id));
    const leaf = leaves.find((c) => c.parentId !== null)!;
    for (const name of GROUP_PHOTOS) {
      await ingestPhoto(deps, { categoryId: leaf.id, fileName: name, original: faceFixture(name) });
    }
    await queuePendingPhotos(deps);
    for (const queue of [DERIVE_QUEUE, MOVIE_DERIVE_QUEUE, FACE_INDEX_QUEUE]) await deps.jobs.drain(queue);
    const photoIds = (
      await db
        .select({ id: imageItems.id })
        .from(imageItems)
        .where(
          and(
            eq(imageItems.categoryId, leaf.id),
            eq(imageItems.status, 'ready'),
            eq(imageItems.mediaType, 'photo'),
          ),
        )
    ).map((row) => row.id);
    const [org] = await db
      .select({ id: memberOrganizations.organizationId })
      .from(memberOrganizations)
      .limit(1);
    const face = faceFixture(CHILD, 1).toString('base64');
    const families: Family[] = [];
    for (let i = 0; i < count; i++) {
      const [member] = await db
        .insert(members)
        .values({ email: `crowd${i}@omoide.test`, displayName: `Crowd ${i}` })
        .returning();
      await db.insert(memberOrganizations).values({ memberId: member!.id, organizationId: org!.id });
      const [child] = await db
        .insert(children)
        .values({ memberId: member!.id, name: `Child ${i}`, relationship: 'mother' })
        .returning();
      await addChildFaceImage(deps, member!.id, child!.id, {
        face_image_base64: face,
        guardian_consent: true,
      });
      const token = (await startSession(deps, { kind: 'member', id: String(member!.id) })).token;
      families.push({ token, childId: child!.id });
    }
    return {
      eventId: event!.id,
      codes: { event_code1: event!.eventCode1, event_code2: event!.eventCode2 },
      categoryId: leaf.id,
      photoIds,
      families,
    };
  } finally {
    await deps.faces.close();
    await deps.database.close();
  }
}
