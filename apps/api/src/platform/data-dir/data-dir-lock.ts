import { randomBytes } from 'node:crypto';
import { closeSync, openSync, readFileSync, renameSync, rmSync, statSync, writeSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * One process owns an embedded data folder (docs/decisions/009): PGlite has no lock of its
 * own, and two processes on one `DATA_DIR/db` each keep their own view and overwrite each
 * other's pages. The lock is a file created with O_EXCL, so exactly one creator wins.
 */
export const LOCK_FILE = 'omoide.lock';

export type LockOwner = {
  pid: number;
  host: string;
  /** What the owner is: `server`, `db:migrate`, `backup`… */
  command: string;
  /** Where a server answers (`http://127.0.0.1:3000`), once it listens. */
  address?: string;
  started_at: string;
};

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly owner: LockOwner,
  ) {
    const where = owner.address ? ` at ${owner.address}` : '';
    super(
      `The data folder ${dataDir} is in use by another Omoide process ` +
        `(${owner.command}, pid ${owner.pid} on ${owner.host}${where}, since ${owner.started_at}).\n` +
        '  Only one process may open an embedded database. Stop that process first, or use ' +
        'another DATA_DIR. (If that process is gone from another machine sharing this folder, ' +
        `delete ${path.join(dataDir, LOCK_FILE)}.)`,
    );
    this.name = 'DataDirLockedError';
  }
}

export type DataDirLock = {
  owner: LockOwner;
  /** Records where the server listens, for the refusal message and for `npm run backup`. */
  setAddress(address: string): void;
  release(): void;
};

/** Whether the process that wrote `owner` still runs (a lock from another host counts as live). */
export function isAlive(owner: LockOwner): boolean {
  if (owner.host !== os.hostname()) return true;
  try {
    process.kill(owner.pid, 0);
    return true;
  } catch (error) {
    // EPERM: the pid exists but belongs to another user, so it is alive.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function readLock(dataDir: string): LockOwner | null {
  try {
    return JSON.parse(readFileSync(path.join(dataDir, LOCK_FILE), 'utf8')) as LockOwner;
  } catch {
    return null;
  }
}

/** The live owner of a data folder, or null when it is free (or its lock is stale). */
export function liveOwner(dataDir: string): LockOwner | null {
  const owner = readLock(dataDir);
  return owner && isAlive(owner) ? owner : null;
}

function youngerThan(file: string, ms: number): boolean {
  try {
    return Date.now() - statSync(file).mtimeMs < ms;
  } catch {
    return false;
  }
}

function createExclusive(file: string, text: string): boolean {
  let fd: number;
  try {
    fd = openSync(file, 'wx');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    writeSync(fd, text);
  } finally {
    closeSync(fd);
  }
  return true;
}

// A takeover still held after this long was left by a process that died mid-takeover.
const TAKEOVER_STALE_MS = 10_000;

/**
 * Takes the data folder's lock or throws `DataDirLockedError` naming the live owner. A lock
 * whose process is gone is replaced; the replacement happens under a second O_EXCL file so
 * two starters racing for one stale lock cannot both remove it and both win.
 */
export function acquireDataDirLock(
  dataDir: string,
  command: string,
  options: { pid?: number; address?: string } = {},
): DataDirLock {
  const file = path.join(dataDir, LOCK_FILE);
  const owner: LockOwner = {
    pid: options.pid ?? process.pid,
    host: os.hostname(),
    command,
    ...(options.address ? { address: options.address } : {}),
    started_at: new Date().toISOString(),
  };
  const text = `${JSON.stringify(owner, null, 2)}\n`;
  for (let attempt = 0; attempt < 40; attempt++) {
    if (createExclusive(file, text)) return handle(dataDir, owner);
    const current = readLock(dataDir);
    if (current && isAlive(current)) throw new DataDirLockedError(dataDir, current);
    if (!current && youngerThan(file, 2_000)) {
      // Unreadable and new: its creator is between create and write. Look again shortly.
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 100);
      continue;
    }
    // Stale (or unreadable for long: a writer died between create and write): take it over.
    const takeover = `${file}.takeover`;
    if (!createExclusive(takeover, String(owner.pid))) {
      try {
        if (Date.now() - statSync(takeover).mtimeMs > TAKEOVER_STALE_MS) rmSync(takeover, { force: true });
      } catch {}
      // Another starter is taking it over: look again after it has finished.
      continue;
    }
    try {
      // Under the takeover file nobody else removes the lock: check it is still the stale one.
      const again = readLock(dataDir);
      if (again && isAlive(again)) throw new DataDirLockedError(dataDir, again);
      rmSync(file, { force: true });
      if (createExclusive(file, text)) return handle(dataDir, owner);
    } finally {
      rmSync(takeover, { force: true });
    }
  }
  const current = readLock(dataDir);
  throw new DataDirLockedError(
    dataDir,
    current ?? { pid: 0, host: '?', command: 'unknown', started_at: '?' },
  );
}

function handle(dataDir: string, owner: LockOwner): DataDirLock {
  const file = path.join(dataDir, LOCK_FILE);
  let held = true;
  const onExit = () => release();
  function release() {
    if (!held) return;
    held = false;
    process.off('exit', onExit);
    // Only our own lock: never remove one a later owner took over.
    if (readLock(dataDir)?.started_at === owner.started_at && readLock(dataDir)?.pid === owner.pid) {
      rmSync(file, { force: true });
    }
  }
  // A process that exits without its shutdown hook (process.exit after an error) still frees it.
  process.on('exit', onExit);
  return {
    owner,
    setAddress(address) {
      if (!held) return;
      owner.address = address;
      // Replace atomically: a reader never sees a half-written lock.
      const temp = `${file}.${randomBytes(4).toString('hex')}.tmp`;
      createExclusive(temp, `${JSON.stringify(owner, null, 2)}\n`);
      renameSync(temp, file);
    },
    release,
  };
}
