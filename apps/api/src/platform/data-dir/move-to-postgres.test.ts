import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminQuery, databaseUrl, uniqueDatabaseName } from '../../../test/db-template';
import {
  closeInstallation,
  inheritedEnv,
  openInstallation,
  populate,
  storedFiles,
} from '../../../test/installation';
import { buildApp } from '../../app';
import type { AppDeps } from '../../app-deps';
import { openDeps } from '../../bootstrap';
import { loadConfig } from '../../config';
import { startSession } from '../../modules/auth/auth.service';

/**
 * The way up (issue #19): an embedded installation with orders, children, faces and photos
 * is moved into the machine's PostgreSQL and an S3-protocol server by the real command;
 * the app started on the target shows the buyer the same orders and children.
 */
const REPO = path.resolve(import.meta.dirname, '../../../../..');
// The machine's PostgreSQL (CI's TEST_DATABASE_URL when set); a database of its own per run.
const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const root = mkdtempSync(path.join(os.tmpdir(), 'omoide-move-'));
const dataDir = path.join(root, 'data');
const targetName = uniqueDatabaseName('omoide_move');
const targetUrl = databaseUrl(ADMIN_URL, targetName);
let s3rver: S3rver;
let endpoint: string;
let memberId: number;
const before: Record<string, unknown> = {};
const BUYER_VIEWS = ['/api/mypage/order/list', '/api/user/child'];

function migrateCli(): Promise<{ code: number | null; output: string }> {
  const args = [
    '--database-url',
    targetUrl,
    '--data-dir',
    dataDir,
    '--s3-bucket',
    'omoide-move',
    '--s3-endpoint',
    endpoint,
    '--s3-access-key-id',
    'S3RVER',
    '--s3-secret-access-key',
    'S3RVER',
    '--s3-prefix',
    'prod/',
  ];
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(REPO, 'apps/api/src/cli/migrate-to-postgres.ts'), ...args],
      { env: { ...inheritedEnv(), LOG_LEVEL: 'silent' }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

async function buyerViews(deps: AppDeps): Promise<Record<string, unknown>> {
  const app = await buildApp(deps);
  try {
    const { token } = await startSession(deps, { kind: 'member', id: String(memberId) });
    const views: Record<string, unknown> = {};
    for (const url of BUYER_VIEWS) {
      const res = await app.inject({ url, headers: { authorization: `Bearer ${token}` } });
      expect(res.statusCode, res.body).toBe(200);
      views[url] = res.json();
    }
    return views;
  } finally {
    await app.close();
  }
}

beforeAll(async () => {
  s3rver = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: path.join(root, 's3'),
    configureBuckets: [{ name: 'omoide-move', configs: [] }],
  });
  endpoint = `http://127.0.0.1:${((await s3rver.run()) as AddressInfo).port}`;
  await adminQuery(ADMIN_URL, `CREATE DATABASE ${targetName}`);
  const deps = await openInstallation(dataDir);
  try {
    ({ memberId } = await populate(deps));
    Object.assign(before, await buyerViews(deps));
  } finally {
    await closeInstallation(deps);
  }
}, 120_000);

afterAll(async () => {
  await adminQuery(ADMIN_URL, `DROP DATABASE IF EXISTS ${targetName} WITH (FORCE)`).catch(() => {});
  await s3rver?.close();
  rmSync(root, { recursive: true, force: true });
});

describe('npm run migrate-to-postgres (issue #19)', () => {
  it('moves orders, children, faces and photos to PostgreSQL and S3, verified, and the buyer sees the same', async () => {
    const started = Date.now();
    const moved = await migrateCli();
    console.log(`migrate-to-postgres took ${Date.now() - started} ms`);
    expect(moved.code, moved.output).toBe(0);
    const files = Object.keys(await storedFiles(dataDir)).length;
    expect(files).toBeGreaterThan(10);
    expect(moved.output).toMatch(/verified \d+ tables/);
    expect(moved.output).toContain(`verified ${files} files`);
    expect(moved.output).toContain(`DATABASE_URL=${targetUrl}`);
    expect(moved.output).toContain('S3_BUCKET=omoide-move');
    expect(moved.output).not.toContain('S3_SECRET_ACCESS_KEY=S3RVER');

    // Start on the target as the printed settings say (another machine: no data folder).
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      FACE_INDEXING: 'false',
      SEED_DEMO: 'false',
      MIN_FREE_DISK_MB: '0',
      DATA_DIR: path.join(root, 'prod-data'),
      DATABASE_URL: targetUrl,
      JWT_SECRET: readFileSync(path.join(dataDir, 'jwt-secret'), 'utf8').trim(),
      S3_BUCKET: 'omoide-move',
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_PREFIX: 'prod/',
    });
    const deps = await openDeps(config);
    try {
      expect(deps.dataDirLock).toBeUndefined(); // PostgreSQL mode needs no lock
      const after = await buyerViews(deps);
      expect(after).toEqual(before);
      // Not an empty comparison: the buyer's child and order are in what both answered.
      expect(JSON.stringify(before['/api/user/child'])).toContain('山田 花');
      expect(JSON.stringify(before['/api/mypage/order/list'])).toContain('order_code');
      // A photo is read from S3 by its key.
      const [item] = (await deps.database.pool!.query('select storage_key from image_items limit 1')).rows;
      expect(await deps.storage.get(item.storage_key)).toEqual(
        readFileSync(path.join(dataDir, 'storage', ...String(item.storage_key).split('/'))),
      );
      // Sequences moved on: a new order gets a fresh id.
      const [{ next }] = (await deps.database.pool!.query("select nextval('orders_id_seq') as next")).rows;
      const [{ max }] = (await deps.database.pool!.query('select max(id) as max from orders')).rows;
      expect(Number(next)).toBeGreaterThan(Number(max));
    } finally {
      await deps.jobs.stop();
      await deps.faces.close();
      await deps.database.close();
    }

    // Twice is refused: the target now holds data.
    const again = await migrateCli();
    expect(again.code).not.toBe(0);
    expect(again.output).toContain('already holds data');
  }, 180_000);
});
