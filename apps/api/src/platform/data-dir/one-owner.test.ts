import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { inheritedEnv } from '../../../test/installation';
import { LOCK_FILE, readLock } from './data-dir-lock';

/**
 * Issue #19 as a user met it: `npm start` twice on one data folder. Real server processes
 * (the same entry `npm start` runs), on random ports of 127.0.0.1.
 */
const MAIN = path.resolve(import.meta.dirname, '../../main.ts');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'omoide-owner-'));
const running: ChildProcess[] = [];

type Server = { child: ChildProcess; output: () => string; exited: Promise<number | null> };

function startServer(extra: Record<string, string> = {}, dir = dataDir): Server {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: {
      ...inheritedEnv(),
      NODE_ENV: 'test',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dir,
      SEED_DEMO: 'false',
      FACE_INDEXING: 'false',
      LOG_LEVEL: 'warn',
      MIN_FREE_DISK_MB: '0',
      WEB_DIST_DIR: path.join(dir, 'no-web-build'),
      ...extra,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.push(child);
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

/** The address a server wrote into the lock once it listens. */
async function addressOf(server: Server): Promise<string> {
  for (let i = 0; i < 600; i++) {
    const owner = readLock(dataDir);
    if (owner && owner.pid === server.child.pid && owner.address) return owner.address;
    if (server.child.exitCode !== null) throw new Error(`server exited: ${server.output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server did not start: ${server.output()}`);
}

afterAll(async () => {
  for (const child of running) if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

const inquiry = (base: string, email: string) =>
  fetch(`${base}/api/inquiry/form`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-language': 'en-US' },
    body: JSON.stringify({
      email,
      name: 'Lock Test',
      category: 'download',
      inquiry_body: 'Is my order safe?',
    }),
  });
const mailTo = async (base: string, email: string) =>
  (await (await fetch(`${base}/dev/mail.json?to=${encodeURIComponent(email)}`)).json()) as unknown[];

describe('start-up checks (issue #19)', () => {
  it('refuses a disk below MIN_FREE_DISK_MB with a message, before writing anything', async () => {
    const dir = path.join(dataDir, 'full-disk');
    const server = startServer({ MIN_FREE_DISK_MB: String(1024 * 1024 * 1024) }, dir);
    expect(await server.exited).not.toBe(0);
    expect(server.output()).toContain('nearly) full');
    expect(server.output()).not.toMatch(/\n\s+at /);
    expect(readdirSync(dir)).toEqual([]);
  }, 60_000);
});

describe('one process owns a data folder (issue #19)', () => {
  let first: Server;
  let firstUrl: string;

  it('refuses a second start on the same folder at once, naming the first; the first keeps serving', async () => {
    first = startServer();
    firstUrl = await addressOf(first);
    expect((await inquiry(firstUrl, 'before@example.jp')).status).toBe(201);

    const startedAt = Date.now();
    const second = startServer();
    const code = await second.exited;
    expect(code).not.toBe(0);
    expect(Date.now() - startedAt).toBeLessThan(15_000);
    expect(second.output()).toContain(`pid ${first.child.pid}`);
    expect(second.output()).toContain(firstUrl);
    expect(second.output()).not.toMatch(/\n\s+at /); // a message, not a stack

    expect((await fetch(`${firstUrl}/readyz`)).status).toBe(200);
    expect((await inquiry(firstUrl, 'after@example.jp')).status).toBe(201);
    expect(await mailTo(firstUrl, 'before@example.jp')).toHaveLength(1);
    expect(readLock(dataDir)?.pid).toBe(first.child.pid);
  }, 90_000);

  it('takes over the stale lock a crashed server left, with nothing lost', async () => {
    first.child.kill('SIGKILL');
    await first.exited;
    expect(readLock(dataDir)?.pid).toBe(first.child.pid); // left behind by the crash

    const next = startServer();
    const nextUrl = await addressOf(next);
    expect(await mailTo(nextUrl, 'before@example.jp')).toHaveLength(1);
    expect(await mailTo(nextUrl, 'after@example.jp')).toHaveLength(1);

    // A clean shutdown releases the folder.
    next.child.kill('SIGTERM');
    expect(await next.exited).toBe(0);
    expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
  }, 90_000);
});
