import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app';
import { LocalStorage } from '../storage/local-storage';
import { acquireDataDirLock, DataDirLockedError, LOCK_FILE, readLock } from './data-dir-lock';
import { checkDataDir, DataDirUnusableError } from './preflight';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'omoide-lock-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** A lock as a crashed process leaves it: its pid no longer runs. */
function staleLock(dir: string) {
  writeFileSync(
    path.join(dir, LOCK_FILE),
    JSON.stringify({ pid: 2 ** 22 + 12345, host: os.hostname(), command: 'server', started_at: 'then' }),
  );
}

describe('data folder lock (one owner)', () => {
  it('refuses a second owner, naming the first and its address', () => {
    const dir = tempDir();
    const first = acquireDataDirLock(dir, 'server');
    first.setAddress('http://127.0.0.1:4321');
    expect(() => acquireDataDirLock(dir, 'db:migrate')).toThrow(DataDirLockedError);
    try {
      acquireDataDirLock(dir, 'server');
    } catch (error) {
      expect((error as Error).message).toContain(`pid ${process.pid}`);
      expect((error as Error).message).toContain('http://127.0.0.1:4321');
    }
    first.release();
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false);
    acquireDataDirLock(dir, 'server').release();
  });

  it('takes over a lock whose process is gone', () => {
    const dir = tempDir();
    staleLock(dir);
    const lock = acquireDataDirLock(dir, 'server');
    expect(readLock(dir)?.pid).toBe(process.pid);
    lock.release();
  });

  it('lets exactly one of several racing processes take over a stale lock', async () => {
    const dir = tempDir();
    staleLock(dir);
    const script = path.join(dir, 'racer.mts');
    writeFileSync(
      script,
      `import { acquireDataDirLock } from ${JSON.stringify(path.resolve(import.meta.dirname, 'data-dir-lock.ts'))};
       try { acquireDataDirLock(process.argv[2], 'racer'); await new Promise((r) => setTimeout(r, 1500)); process.exit(0); }
       catch { process.exit(3); }`,
    );
    const codes = await Promise.all(
      [1, 2, 3].map(
        () =>
          new Promise<number>((resolve) => {
            const child = spawn(process.execPath, ['--import', 'tsx', script, dir], { stdio: 'ignore' });
            child.on('exit', (code) => resolve(code ?? -1));
          }),
      ),
    );
    expect(codes.filter((c) => c === 0)).toHaveLength(1);
    expect(codes.filter((c) => c === 3)).toHaveLength(2);
  });
});

describe('start-up checks of the data folder', () => {
  it('refuses a disk with less free space than MIN_FREE_DISK_MB', () => {
    expect(() => checkDataDir(tempDir(), 1024 * 1024 * 1024)).toThrow(/nearly\) full/);
  });

  it('refuses a data folder that cannot be written', () => {
    const file = path.join(tempDir(), 'not-a-folder');
    writeFileSync(file, '');
    // A path below a file can never be created, whoever runs the test (root included).
    expect(() => checkDataDir(path.join(file, 'data'), 0)).toThrow(DataDirUnusableError);
  });

  it('removes the temp file of a storage write that fails', async () => {
    const root = tempDir();
    const storage = new LocalStorage(root);
    // The key's place is taken by a folder: the final rename fails, as ENOSPC would.
    mkdirSync(path.join(root, 'originals', 'a.jpg'), { recursive: true });
    await expect(storage.put('originals/a.jpg', Buffer.from('x'))).rejects.toThrow();
    expect(readdirSync(path.join(root, 'originals'))).toEqual(['a.jpg']);
  });

  it('answers a write that fails for lack of space with a translated 507, not a 500', async () => {
    const t = await createTestApp({
      extend: (app) => {
        app.post('/test/enospc', async () => {
          throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
        });
      },
    });
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: '/test/enospc',
        headers: { 'x-language': 'ja' },
      });
      expect(res.statusCode).toBe(507);
      expect(res.json()).toMatchObject({ display_code: 'SERVER-507' });
      expect(res.json().display_message).toContain('保存領域');
    } finally {
      await t.close();
    }
  });
});
