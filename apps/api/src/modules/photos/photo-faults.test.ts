import { createHash } from 'node:crypto';
import { type FSWatcher, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, watch } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Child, startTs, waitFor, waitForOutput, waitUntilUp } from '../../../test/child-processes';
import { adminQuery, databaseUrl, uniqueDatabaseName } from '../../../test/db-template';
import { faceFixture } from '../../../test/faces';
import { createEvent } from '../../../test/fixtures';
import { type DatabaseHandle, openDatabase } from '../../db/client';
import { runMigrations } from '../../db/migrate';
import { imageItems, photoFaceIndex, photoFaces, photoUploads } from '../../db/schema/index';
import type { FaultPoint } from '../../platform/fault-point';

/**
 * Issue 25, faults: the API and the worker (APP_ROLE, one PostgreSQL) killed with SIGKILL at
 * chosen points of a photo's way — in a resumable upload's chunk (on disk, offset not yet
 * recorded), after the last chunk (file whole, no photo yet), in the derivatives (files
 * stored, photo not switched), after the faces are written (job not yet done). After each
 * restart: every upload is stored whole (sha256 of the original = the file's) or refused,
 * every photo ready with one set of derivatives, every face indexed once, no job lost.
 * The last part is the embedded trial (APP_ROLE=all, PGlite in DATA_DIR), killed and
 * restarted on its own data: it runs in every pass, PostgreSQL or not.
 */
const ADMIN_URL = process.env.TEST_DATABASE_URL;
/** PHOTO_FAULTS_PORT: the first of 3 ports, for runs beside other test runs on one machine. */
const FIRST_PORT = Number(process.env.PHOTO_FAULTS_PORT ?? 3190);
const PORTS = { api: String(FIRST_PORT), worker: String(FIRST_PORT + 1) };
const api = `http://127.0.0.1:${PORTS.api}`;
const OPERATOR_KEY = 'photo-faults-operator-key-0123456789';
const root = mkdtempSync(path.join(os.tmpdir(), 'omoide-photo-faults-'));
const dataDir = path.join(root, 'data');
const dbName = uniqueDatabaseName('omoide_photo_faults');
const children: Child[] = [];
let handle: DatabaseHandle;
let categoryId = 0;
let watcher: FSWatcher | undefined;
/** Every media folder created in storage: one per derivative run of a photo. */
const derivativeRuns = new Set<string>();
const CHUNK = 32 * 1024;
const embeddedPort = String(FIRST_PORT + 2);
const embeddedDir = path.join(root, 'embedded');

function start(role: 'api' | 'worker', fault?: FaultPoint): Child {
  const child = startTs('apps/api/src/main.ts', {
    NODE_ENV: 'test',
    APP_ROLE: role,
    PORT: role === 'api' ? PORTS.api : PORTS.worker,
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl(ADMIN_URL!, dbName),
    DATABASE_POOL_SIZE: '4',
    JWT_SECRET: 'photo-faults-test-secret-long-enough-for-hs256',
    OPERATOR_API_KEY: OPERATOR_KEY,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    MIN_FREE_DISK_MB: '0',
    RATE_LIMIT_SCALE: '1000',
    FACE_INDEXING: 'true',
    FACE_WORKERS: '1',
    WORKER_CONCURRENCY: '1',
    // A killed worker's job is taken over after 2 s, not the production 10 minutes.
    JOB_STALE_AFTER_SECONDS: '2',
    ...(fault ? { FAULT_POINT: fault } : {}),
  });
  children.push(child);
  return child;
}

async function startApi(fault?: FaultPoint) {
  const child = start('api', fault);
  await waitUntilUp(`${api}/readyz`, child, 120_000);
  return child;
}

/** The states of every job of these queues, as pg-boss keeps them (decision 034). */
async function jobStates(db: DatabaseHandle, queues: string[]): Promise<string[]> {
  const result = await db.db.execute(
    sql`SELECT state FROM pgboss.job WHERE name IN (${sql.join(queues, sql`, `)}) ORDER BY created_on`,
  );
  return (result as unknown as { rows: { state: string }[] }).rows.map((r) => r.state);
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
type UploadState = { upload_id: string; offset: number; size: number; photo_id: number | null };

async function call(
  method: string,
  route: string,
  init: { json?: object; chunk?: Buffer; offset?: number } = {},
) {
  const headers: Record<string, string> = { 'x-operator-key': OPERATOR_KEY, 'x-language': 'en-US' };
  let body: string | Buffer | undefined;
  if (init.json) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(init.json);
  } else if (init.chunk) {
    headers['content-type'] = 'application/offset+octet-stream';
    headers['upload-offset'] = String(init.offset);
    body = init.chunk;
  }
  const res = await fetch(`${api}${route}`, { method, headers, body });
  return { status: res.status, body: (await res.json()) as UploadState & { code?: string } };
}

const createUpload = (name: string, size: number) =>
  call('POST', '/api/admin/uploads', { json: { category_id: categoryId, file_name: name, size } });
const sendChunk = (id: string, file: Buffer, offset: number) =>
  call('PATCH', `/api/admin/uploads/${id}`, {
    chunk: file.subarray(offset, Math.min(offset + CHUNK, file.length)),
    offset,
  });

/** What a resuming client does: ask the server where it stands, send the rest from there. */
async function resume(id: string, file: Buffer): Promise<UploadState> {
  let state = (await call('GET', `/api/admin/uploads/${id}`)).body;
  while (state.photo_id === null) {
    const answer = await sendChunk(id, file, state.offset);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    state = answer.body;
  }
  return state;
}

/** The stored original of a photo, read from the local storage. */
async function storedOriginal(photoId: number): Promise<Buffer> {
  const [row] = await handle.db.select().from(imageItems).where(eq(imageItems.id, photoId));
  return readFileSync(path.join(dataDir, 'storage', row!.storageKey));
}

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe.skipIf(!ADMIN_URL)('faults: the API and the worker killed along a photo’s way', () => {
  beforeAll(async () => {
    await adminQuery(ADMIN_URL!, `CREATE DATABASE ${dbName}`);
    mkdirSync(path.join(dataDir, 'storage', 'media'), { recursive: true });
    watcher = watch(path.join(dataDir, 'storage', 'media'), (_event, name) => {
      if (name) derivativeRuns.add(String(name));
    });
    await startApi();
    handle = await openDatabase({ kind: 'postgres', url: databaseUrl(ADMIN_URL!, dbName), poolSize: 2 });
    categoryId = (await createEvent(handle.db, { code1: 'FAULT', code2: '11111' })).subCategory.id;
  }, 180_000);

  afterAll(async () => {
    watcher?.close();
    for (const child of children) await child.kill('SIGTERM');
    await handle?.close();
    await adminQuery(ADMIN_URL!, `DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => {});
  });

  const photos: number[] = [];

  it('an API killed inside a chunk (written, not recorded): the client resumes, the original is whole', async () => {
    const file = faceFixture('bbt2.jpg');
    const created = (await createUpload('bbt2.jpg', file.length)).body;
    // Two chunks go through, then the API is restarted to die in the third.
    for (const offset of [0, CHUNK])
      expect((await sendChunk(created.upload_id, file, offset)).status).toBe(200);
    await children.at(-1)!.kill('SIGTERM');
    const faulty = await startApi('upload_chunk_written');
    await expect(sendChunk(created.upload_id, file, 2 * CHUNK)).rejects.toThrow();
    expect(await faulty.exited).toBe('SIGKILL');

    await startApi();
    // The chunk on disk was never recorded: the server asks for it again.
    expect((await call('GET', `/api/admin/uploads/${created.upload_id}`)).body.offset).toBe(2 * CHUNK);
    const done = await resume(created.upload_id, file);
    expect(sha256(await storedOriginal(done.photo_id!))).toBe(sha256(file));
    photos.push(done.photo_id!);
  }, 90_000);

  it('an API killed after the last chunk, before the photo: the upload completes on resuming, once', async () => {
    const file = faceFixture('bbt3.jpg');
    const created = (await createUpload('bbt3.jpg', file.length)).body;
    await children.at(-1)!.kill('SIGTERM');
    const faulty = await startApi('upload_before_photo');
    let offset = 0;
    while (offset + CHUNK < file.length)
      offset = (await sendChunk(created.upload_id, file, offset)).body.offset;
    await expect(sendChunk(created.upload_id, file, offset)).rejects.toThrow();
    expect(await faulty.exited).toBe('SIGKILL');

    await startApi();
    // The file is whole on the server; the client, never told, sends its last chunk again
    // (4 copies at once, as a retrying client might) and asks where it stands.
    const answers = await Promise.all([
      ...Array.from({ length: 4 }, () => sendChunk(created.upload_id, file, offset)),
      call('GET', `/api/admin/uploads/${created.upload_id}`),
    ]);
    for (const answer of answers) expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const made = new Set(answers.map((a) => a.body.photo_id));
    expect(made.size).toBe(1);
    const photoId = [...made][0]!;
    expect(photoId).toBeGreaterThan(0);
    expect(sha256(await storedOriginal(photoId))).toBe(sha256(file));
    const [upload] = await handle.db
      .select()
      .from(photoUploads)
      .where(eq(photoUploads.id, created.upload_id));
    expect(upload!.imageItemId).toBe(photoId);
    // One photo from this upload, not one per copy of the chunk.
    const named = await handle.db.select().from(imageItems).where(eq(imageItems.originalName, 'bbt3.jpg'));
    expect(named).toHaveLength(1);
    photos.push(photoId);
  }, 90_000);

  it('a worker killed in the derivatives, then after writing faces: every photo ready and indexed once', async () => {
    expect(photos).toHaveLength(2);
    // The photos wait for a worker (the API runs no job). The first dies with the files of
    // one photo's derivatives stored and the photo not yet switched to them.
    const first = start('worker', 'derive_before_ready');
    expect(await first.exited).toBe('SIGKILL');
    // The next takes the dead worker's job over and dies after the first photo's faces are
    // committed, its job still `running`.
    const second = start('worker', 'faces_after_write');
    expect(await second.exited).toBe('SIGKILL');
    const last = start('worker');
    await waitForOutput(last, /Omoide worker running/, 120_000);

    const indexed = await waitFor('the photos indexed', async () => {
      const rows = await handle.db
        .select()
        .from(photoFaceIndex)
        .where(inArray(photoFaceIndex.imageItemId, photos));
      return rows.length === photos.length && rows.every((r) => r.status === 'indexed') ? rows : undefined;
    });
    // Quiet time: a lost or duplicated run would show now.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const ready = await handle.db.select().from(imageItems).where(inArray(imageItems.id, photos));
    expect(ready.map((p) => p.status)).toEqual(['ready', 'ready']);
    // Exactly one set of derivatives per photo: none left behind by the killed run.
    expect(derivativeRuns).toEqual(new Set(ready.map((p) => p.mediaKey)));
    for (const row of indexed) {
      const faces = await handle.db
        .select()
        .from(photoFaces)
        .where(eq(photoFaces.imageItemId, row.imageItemId));
      expect(faces.length).toBeGreaterThan(0);
      expect(faces.length).toBe(row.faceCount);
    }
    // Every job runs to its end; none is left queued, running or failed. The second worker's
    // faces job stays `active` until its heartbeat is found stale and the last worker takes it
    // (its faces were committed, so the photo already shows indexed): wait for that, then judge.
    const settled = ['completed', 'failed', 'cancelled'];
    const all = await waitFor('every job ended', async () => {
      const states = await jobStates(handle, ['photo.derive', 'photo.faces']);
      return states.length === 4 && states.every((state) => settled.includes(state)) ? states : undefined;
    });
    expect(all).toEqual(['completed', 'completed', 'completed', 'completed']);
    // Taking the job over wrote no second set of faces.
    for (const row of indexed) {
      const [again] = await handle.db
        .select()
        .from(photoFaceIndex)
        .where(eq(photoFaceIndex.imageItemId, row.imageItemId));
      const faces = await handle.db
        .select()
        .from(photoFaces)
        .where(eq(photoFaces.imageItemId, row.imageItemId));
      expect(faces.length).toBe(again!.faceCount);
    }
  }, 180_000);
});

describe('faults: the embedded trial (one process, PGlite) killed and restarted on its data', () => {
  const url = `http://127.0.0.1:${embeddedPort}`;
  const running: Child[] = [];
  let eventCategory = 0;

  async function startEmbedded(fault?: FaultPoint) {
    const child = startTs('apps/api/src/main.ts', {
      NODE_ENV: 'test',
      APP_ROLE: 'all',
      PORT: embeddedPort,
      HOST: '127.0.0.1',
      DATA_DIR: embeddedDir,
      JWT_SECRET: 'photo-faults-test-secret-long-enough-for-hs256',
      OPERATOR_API_KEY: OPERATOR_KEY,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      MIN_FREE_DISK_MB: '0',
      RATE_LIMIT_SCALE: '1000',
      FACE_INDEXING: 'false',
      WORKER_CONCURRENCY: '1',
      // No JOB_STALE_AFTER_SECONDS: the one process of a data folder takes its killed life's
      // job at once, not after the production 10 minutes.
      ...(fault ? { FAULT_POINT: fault } : {}),
    });
    running.push(child);
    await waitUntilUp(`${url}/readyz`, child, 120_000);
    return child;
  }

  afterAll(async () => {
    for (const child of running) await child.kill('SIGTERM');
  });

  const request = async (
    method: string,
    route: string,
    init: RequestInit & { headers?: Record<string, string> },
  ) => {
    const res = await fetch(`${url}${route}`, {
      ...init,
      method,
      headers: { 'x-operator-key': OPERATOR_KEY, 'x-language': 'en-US', ...init.headers },
    });
    return { status: res.status, body: (await res.json()) as UploadState & Record<string, unknown> };
  };

  it('an upload killed before its photo and a derivative run killed half-way end in one whole, ready photo', async () => {
    // The embedded database and its fixture event, before the process owns it.
    const db = await openDatabase({ kind: 'pglite', dataDir: path.join(embeddedDir, 'db') });
    await runMigrations(db);
    eventCategory = (await createEvent(db.db, { code1: 'EMBED', code2: '11111' })).subCategory.id;
    await db.close();

    const file = faceFixture('bbt4.jpg');
    const dying = await startEmbedded('upload_before_photo');
    const created = (
      await request('POST', '/api/admin/uploads', {
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ category_id: eventCategory, file_name: 'bbt4.jpg', size: file.length }),
      })
    ).body;
    const chunk = (offset: number) =>
      request('PATCH', `/api/admin/uploads/${created.upload_id}`, {
        headers: { 'content-type': 'application/offset+octet-stream', 'upload-offset': String(offset) },
        body: file.subarray(offset, Math.min(offset + CHUNK, file.length)),
      });
    let offset = 0;
    while (offset + CHUNK < file.length) offset = (await chunk(offset)).body.offset;
    await expect(chunk(offset)).rejects.toThrow();
    expect(await dying.exited).toBe('SIGKILL');

    // On restart the client asks where it stands: the photo is made then, and its derivative
    // job starts in the same process, which dies with the files stored, the photo not switched.
    const deriving = await startEmbedded('derive_before_ready');
    const state = await request('GET', `/api/admin/uploads/${created.upload_id}`, {});
    expect(state.status, JSON.stringify(state.body)).toBe(200);
    const photoId = state.body.photo_id!;
    expect(photoId).toBeGreaterThan(0);
    expect(await deriving.exited).toBe('SIGKILL');

    await startEmbedded();
    const stored = { ready: false, mediaKey: '' };
    await waitFor('the photo ready', async () => {
      const res = await request('GET', `/api/admin/uploads/${created.upload_id}`, {});
      expect(res.body.photo_id).toBe(photoId);
      const media = readdirSync(path.join(embeddedDir, 'storage', 'media'));
      return media.length === 1 ? media : undefined;
    });
    // Let the job finish and settle, then read the truth from the stopped process's data.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await running.at(-1)!.kill('SIGTERM');
    const after = await openDatabase({ kind: 'pglite', dataDir: path.join(embeddedDir, 'db') });
    try {
      const [photo] = await after.db.select().from(imageItems).where(eq(imageItems.id, photoId));
      stored.ready = photo!.status === 'ready';
      stored.mediaKey = photo!.mediaKey ?? '';
      expect(readFileSync(path.join(embeddedDir, 'storage', photo!.storageKey)).equals(file)).toBe(true);
      const all = await after.db.select().from(imageItems);
      expect(all).toHaveLength(1);
      expect(await jobStates(after, ['photo.derive'])).toEqual(['completed']);
    } finally {
      await after.close();
    }
    expect(stored.ready).toBe(true);
    // One set of derivatives: the killed run's files were written over, not left beside.
    expect(readdirSync(path.join(embeddedDir, 'storage', 'media'))).toEqual([stored.mediaKey]);
  }, 240_000);
});
