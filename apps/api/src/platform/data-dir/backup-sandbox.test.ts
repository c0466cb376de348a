import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { BUYER_HOME_ADDRESS, createEvent, createMember } from '../../../test/fixtures';
import { closeInstallation, embeddedEnv, inheritedEnv, openInstallation } from '../../../test/installation';
import { buildApp } from '../../app';
import { imageItems, prices } from '../../db/schema/index';
import { startSession } from '../../modules/auth/auth.service';
import { cardTokenFromApp, TEST_CARDS } from '../../modules/payment-providers/sandbox/card-sandbox-test-kit';

/**
 * Issue 26: a backup holds everything the installation needs to be itself, the payment
 * sandbox's ledger and shop keys included. Orders are paid through the embedded sandbox
 * (its journals in DATA_DIR/sandbox, as `npm start` keeps them); the server is stopped; the
 * archive is restored into a new folder; `npm run reconcile` there finds every charge.
 * Before, the archive left `sandbox/` out and the restored copy reported a problem per order.
 */
const REPO = path.resolve(import.meta.dirname, '../../../../..');
const root = mkdtempSync(path.join(os.tmpdir(), 'omoide-backup-sandbox-'));
const dataDir = path.join(root, 'data');
const restored = path.join(root, 'restored');
const archive = path.join(root, 'backup.tar.gz');
// Nothing listens here: the money command opens the restored sandbox from its journals.
const PORT = '3174';
const env = (dir: string) => ({ PORT, PAYMENT_SANDBOX_DATA_DIR: path.join(dir, 'sandbox') });

function cli(script: string, args: string[], dir: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(REPO, 'apps/api/src/cli', script), ...args],
      { env: { ...inheritedEnv(), ...embeddedEnv(dir, env(dir)) }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

beforeAll(async () => {
  const deps = await openInstallation(dataDir, { ...env(dataDir), HOST: '127.0.0.1' });
  const app = await buildApp(deps);
  try {
    await app.listen({ port: Number(PORT), host: '127.0.0.1' });
    const fx = await createEvent(deps.db, { code1: 'BKSBX', code2: '11111' });
    await deps.db.insert(prices).values({ eventId: fx.event.id, priceTypeId: 1, sizeId: 1, unitPrice: 700 });
    const photos = await deps.db
      .insert(imageItems)
      .values(
        [0, 1, 2].map((i) => ({
          eventId: fx.event.id,
          categoryId: fx.subCategory.id,
          storageKey: `b/${i}.jpg`,
          status: 'ready' as const,
          mediaKey: `bk-${i}`,
          sortOrder: i,
        })),
      )
      .returning();
    const m = await createMember(deps.db, { email: 'backup@example.jp', organizationId: fx.organization.id });
    const auth = {
      authorization: `Bearer ${(await startSession(deps, { kind: 'member', id: String(m.id) })).token}`,
    };
    for (const photo of photos) {
      await app.inject({
        method: 'POST',
        url: '/api/cart',
        headers: auth,
        payload: { event_id: fx.event.id, image_info_id: photo.id, sizes: [{ size_id: 1, quantity: 1 }] },
      });
      const res = await app.inject({
        method: 'POST',
        url: '/api/order/process',
        headers: { ...auth, 'idempotency-key': randomUUID() },
        payload: {
          event_id: fx.event.id,
          home_addreess: BUYER_HOME_ADDRESS,
          payment: { payment_type: 'credit_card', card_token: await cardTokenFromApp(app, TEST_CARDS.visa) },
        },
      });
      expect(res.json()).toMatchObject({ is_sucessful: true, acs_flag: 0 });
    }
  } finally {
    await app.close();
    await closeInstallation(deps);
  }
}, 180_000);

afterAll(() => rmSync(root, { recursive: true, force: true }));

it('backs up the sandbox ledger and keys; the ledger check on the restored copy finds 0 problems', async () => {
  const backup = await cli('backup.ts', ['--out', archive], dataDir);
  expect(backup.code, backup.output).toBe(0);
  const restore = await cli('restore.ts', [archive, '--data-dir', restored], restored);
  expect(restore.code, restore.output).toBe(0);
  expect(existsSync(path.join(restored, 'sandbox'))).toBe(true);
  const check = await cli('reconcile.ts', [], restored);
  expect(check.output).toContain('captured charges: 3');
  expect(check.output).toContain('paid orders:      3');
  expect(check.output).toContain('ledger OK');
  expect(check.code, check.output).toBe(0);
  expect(backup.output).toMatch(/payment sandbox files: [1-9]/);
}, 180_000);
