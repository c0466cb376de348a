import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import type { BackupManifest } from '../../platform/data-dir/backup-archive';

const KEY = 'backup-test-operator-key-0123456789';
let t: TestApp;
const out = mkdtempSync(path.join(os.tmpdir(), 'omoide-backup-route-'));
beforeAll(async () => {
  t = await createTestApp({ env: { OPERATOR_API_KEY: KEY } });
});
afterAll(async () => {
  await t.close();
  rmSync(out, { recursive: true, force: true });
});

describe('POST /api/admin/backup (decision 009)', () => {
  it('is closed without the operator key', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/backup' });
    // No credentials: 401 (docs/decisions/016); a studio operator's would be 403.
    expect(res.statusCode).toBe(401);
  });

  it('streams one archive: manifest, database snapshot and stored files', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/backup',
      headers: { 'x-operator-key': KEY },
    });
    if (t.deps.database.kind === 'postgres') {
      // PostgreSQL and S3 are backed up with their own tools.
      expect(res.statusCode).toBe(409);
      expect(res.json().display_code).toBe('BACKUP-409');
      return;
    }
    await t.deps.storage.put('originals/1/x.jpg', Buffer.from('photo'), 'image/jpeg');
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/admin/backup',
      headers: { 'x-operator-key': KEY },
    });
    expect(again.statusCode).toBe(200);
    expect(again.headers['content-type']).toBe('application/gzip');
    const archive = path.join(out, 'b.tar.gz');
    writeFileSync(archive, again.rawPayload);
    const entries: string[] = [];
    let manifest = '';
    await tar.t({
      file: archive,
      onReadEntry: (entry) => {
        entries.push(entry.path);
        if (entry.path === 'manifest.json') entry.on('data', (d: Buffer) => (manifest += d));
      },
    });
    expect(entries[0]).toBe('manifest.json');
    expect(entries).toContain('db.tar');
    expect(entries).toContain('storage/originals/1/x.jpg');
    const parsed = JSON.parse(manifest) as BackupManifest;
    expect(parsed.files.map((f) => f.path)).toEqual(
      expect.arrayContaining(['db.tar', 'storage/originals/1/x.jpg']),
    );
  });
});
