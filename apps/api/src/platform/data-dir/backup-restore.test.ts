import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  closeInstallation,
  embeddedEnv,
  inheritedEnv,
  openInstallation,
  populate,
  storedFiles,
} from '../../../test/installation';
import { insertOrder } from '../../../test/paid-orders';
import { buildApp } from '../../app';
import type { AppDeps } from '../../app-deps';
import type { Database } from '../../db/client';
import { fingerprintTables, type Sql } from '../../db/table-fingerprint';

/**
 * Backups (issue #19): `npm run backup` while a server sells (it asks the server for the
 * snapshot), and while none runs (it opens the folder itself); `npm run restore` into an
 * empty folder; every table and every file compared.
 */
const REPO = path.resolve(import.meta.dirname, '../../../../..');
const root = mkdtempSync(path.join(os.tmpdir(), 'omoide-backup-'));
const dataDir = path.join(root, 'data');
let deps: AppDeps | undefined;
let app: FastifyInstance | undefined;
const timings: Record<string, number> = {};

function cli(script: string, args: string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(REPO, 'apps/api/src/cli', script), ...args],
      {
        env: { ...inheritedEnv(), ...embeddedEnv(dataDir) },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

const pgliteSql =
  (db: PGlite): Sql =>
  async (text, params) =>
    (await db.query<Record<string, unknown>>(text, params)).rows;

/** Opens a restored folder's database and hands it to `fn`. */
async function withRestored<T>(dir: string, fn: (db: PGlite) => Promise<T>): Promise<T> {
  const db = new PGlite({ dataDir: path.join(dir, 'db') });
  try {
    return await fn(db);
  } finally {
    await db.close();
  }
}

beforeAll(async () => {
  deps = await openInstallation(dataDir);
  await populate(deps);
  app = await buildApp(deps);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  deps.dataDirLock!.setAddress(`http://127.0.0.1:${port}`);
}, 120_000);

afterAll(async () => {
  await app?.close();
  if (deps) await closeInstallation(deps);
  rmSync(root, { recursive: true, force: true });
  console.log('backup/restore timings (ms):', timings);
});

describe('backup and restore (issue #19)', () => {
  it('backs up a running server while orders are placed; the restore is a consistent snapshot', async () => {
    const d = deps!;
    const pglite = d.database.pglite!;
    const eventId = (await pglite.query<{ id: number }>('select id from events order by id limit 1')).rows[0]!
      .id;
    const itemIds = (
      await pglite.query<{ id: number }>('select id from image_items order by id limit 3')
    ).rows.map((r) => r.id);
    const countOrders = async () =>
      (await pglite.query<{ n: number }>('select count(*)::int as n from orders')).rows[0]!.n;
    const before = await countOrders();

    // Sales go on: orders (each with its lines, in one transaction) and new stored files.
    let selling = true;
    let placed = 0;
    const sales = (async () => {
      while (selling) {
        await d.db.transaction(async (tx) => {
          const order = await insertOrder(tx as unknown as Database, {
            buyer: { kind: 'guest', subject: `guest-${placed}` },
            eventId,
            downloads: itemIds.slice(0, 2),
            prints: itemIds.slice(2),
          });
          await d.storage.put(
            `test-writes/${order.id}.bin`,
            Buffer.alloc(4096, placed),
            'application/octet-stream',
          );
        });
        placed++;
      }
    })();
    await new Promise((r) => setTimeout(r, 300));
    const archive = path.join(root, 'live.tar.gz');
    const started = Date.now();
    const backup = await cli('backup.ts', ['--out', archive]);
    timings.backupWhileSelling = Date.now() - started;
    await new Promise((r) => setTimeout(r, 200));
    selling = false;
    await sales;
    expect(backup.output).toContain('asking the running server');
    expect(backup.code, backup.output).toBe(0);
    expect(backup.output).toMatch(/done: .*live\.tar\.gz/);
    const after = await countOrders();
    expect(after).toBeGreaterThan(before);

    const restored = path.join(root, 'restored-live');
    const t0 = Date.now();
    const restore = await cli('restore.ts', [archive, '--data-dir', restored]);
    timings.restore = Date.now() - t0;
    expect(restore.code, restore.output).toBe(0);
    expect(restore.output).toContain('checked');

    const sourceFiles = await storedFiles(dataDir);
    await withRestored(restored, async (db) => {
      const orders = (
        await db.query<{ id: number; quantity: number; lines: number }>(
          'select o.id, o.quantity, (select coalesce(sum(l.quantity), 0)::int from order_lines l where l.order_id = o.id) as lines from orders o',
        )
      ).rows;
      expect(orders.length).toBeGreaterThanOrEqual(before);
      expect(orders.length).toBeLessThanOrEqual(after);
      // Taken between two commits: no order without its lines, no lines without their order
      // (an order's quantity is the sum of its lines' quantities).
      for (const o of orders) expect(o.lines).toBe(o.quantity);
      // Every restored order row is the row the server holds.
      const ids = orders.map((o) => o.id);
      const hash = `select md5(string_agg(t::text, ',' order by id)) as h from orders t where id = any($1)`;
      const [mine] = (await db.query<{ h: string }>(hash, [ids])).rows;
      const [theirs] = (await d.database.pglite!.query<{ h: string }>(hash, [ids])).rows;
      expect(mine!.h).toBe(theirs!.h);
      // Every photo the snapshot knows is in the archive, byte for byte.
      const keys = (await db.query<{ storage_key: string }>('select storage_key from image_items')).rows;
      const restoredFiles = await storedFiles(restored);
      for (const { storage_key } of keys) expect(restoredFiles[storage_key]).toBe(sourceFiles[storage_key]);
      for (const [key, sha] of Object.entries(restoredFiles)) expect(sourceFiles[key]).toBe(sha);
    });
    expect(existsSync(path.join(restored, 'jwt-secret'))).toBe(true);
  }, 120_000);

  it('backs up a stopped installation itself; the round trip keeps every table and file', async () => {
    await app!.close();
    await closeInstallation(deps!);
    app = undefined;
    deps = undefined;
    const archive = path.join(root, 'offline.tar.gz');
    const started = Date.now();
    const backup = await cli('backup.ts', ['--out', archive]);
    timings.backupOffline = Date.now() - started;
    expect(backup.code, backup.output).toBe(0);
    expect(backup.output).toContain('no server running');

    // Restore refuses a folder that holds anything.
    const refused = await cli('restore.ts', [archive, '--data-dir', dataDir]);
    expect(refused.code).not.toBe(0);
    expect(refused.output).toContain('not empty');

    const restored = path.join(root, 'restored-offline');
    const restore = await cli('restore.ts', [archive, '--data-dir', restored]);
    expect(restore.code, restore.output).toBe(0);

    const source = await withRestored(dataDir, (db) => fingerprintTables(pgliteSql(db)));
    const copy = await withRestored(restored, (db) => fingerprintTables(pgliteSql(db)));
    expect(copy).toEqual(source);
    expect(source.find((t) => t.table === 'orders')!.rows).toBeGreaterThan(1);
    expect(await storedFiles(restored)).toEqual(await storedFiles(dataDir));
  }, 120_000);
});
