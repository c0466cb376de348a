import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent, createOperator, createOperatorApiKey } from '../../test/fixtures';
import { jpeg } from '../../test/images';
import { createTestApp, type TestApp } from '../../test/test-app';

const run = promisify(execFile);
const KEY = 'operator-key-for-cli-tests-0123456789';
const repoRoot = path.resolve(import.meta.dirname, '../../../..');
let t: TestApp;
let url: string;
let folder: string;
let ids: { event: number; category: number };
let apiKey: string;

beforeAll(async () => {
  t = await createTestApp({ env: { OPERATOR_API_KEY: KEY } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  await t.deps.jobs.start();
  const fx = await createEvent(t.deps.db, { code1: 'CLIIM', code2: '33333' });
  ids = { event: fx.event.id, category: fx.subCategory.id };
  const staff = await createOperator(t.deps.db, {
    email: 'importer@cli.jp',
    memberships: [{ organizationId: fx.event.organizationId, role: 'staff' }],
  });
  apiKey = await createOperatorApiKey(t.deps, staff.id, 'import test');
  folder = mkdtempSync(path.join(os.tmpdir(), 'omoide-import-'));
  for (const name of ['a.jpg', 'b.JPG', 'c.jpeg'])
    writeFileSync(path.join(folder, name), await jpeg(900, 600));
  writeFileSync(path.join(folder, 'd.jpg'), 'not a photo');
  writeFileSync(path.join(folder, 'notes.txt'), 'ignored: not an image name');
}, 60_000);
afterAll(async () => {
  await t.close();
  rmSync(folder, { recursive: true, force: true });
});

const importFolder = () =>
  run(
    'npx',
    [
      'tsx',
      'apps/api/src/cli/import-photos.ts',
      '--event',
      String(ids.event),
      '--category',
      String(ids.category),
      '--url',
      url,
      folder,
    ],
    // A staff member's personal API key, as the README tells operators to import.
    { cwd: repoRoot, env: { ...process.env, LOG_LEVEL: 'silent', OMOIDE_API_KEY: apiKey } },
  ).then(
    (r) => ({ code: 0, out: r.stdout, err: r.stderr }),
    (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, out: e.stdout, err: e.stderr }),
  );

describe('npm run import (issue: events and photos)', () => {
  it('uploads a folder, waits for processing, reports refused files, and resumes without duplicates', async () => {
    const first = await importFolder();
    expect(first.out).toContain('4 photos in');
    expect(first.out).toContain('imported 3 photos');
    expect(first.out).toMatch(/d\.jpg: This is not an image/);
    expect(first.code).toBe(1);
    // Not a terminal here: progress comes as plain lines, not half-drawn bars.
    expect(first.err).toContain('upload 4/4 (1 refused)');
    expect(first.err).toContain('process 3/3');
    expect(first.err).not.toContain('{task}');

    const second = await importFolder();
    expect(second.out).toContain('3 already imported; 1 to upload');
    const states = await t.app.inject({
      url: `/api/admin/events/${ids.event}/photos`,
      headers: { 'x-operator-key': KEY },
    });
    const photos = states.json().photos as { status: string }[];
    expect(photos.filter((p) => p.status === 'ready')).toHaveLength(3);
  }, 90_000);
});
