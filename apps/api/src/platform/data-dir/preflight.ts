import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, statfsSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export class DataDirUnusableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DataDirUnusableError';
  }
}

/** Free bytes on the file system holding `dir`, as an unprivileged process may use them. */
export function freeBytes(dir: string): number {
  const stats = statfsSync(dir);
  return Number(stats.bavail) * Number(stats.bsize);
}

/**
 * Start-up checks before anything is written to the data folder: it can be created and
 * written, and its disk has at least `minFreeMb` free (a full disk otherwise shows up later
 * as a failed order or a corrupt page in the middle of a sale).
 */
export function checkDataDir(dataDir: string, minFreeMb: number): void {
  try {
    mkdirSync(dataDir, { recursive: true });
    const probe = path.join(dataDir, `.write-probe-${randomBytes(4).toString('hex')}`);
    writeFileSync(probe, 'ok');
    rmSync(probe, { force: true });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'error';
    if (code === 'ENOSPC') throw diskFull(dataDir, 0, minFreeMb);
    throw new DataDirUnusableError(
      `The data folder ${dataDir} cannot be written (${code}).\n` +
        '  Give the user running Omoide write access to it, or set DATA_DIR to a writable folder.',
    );
  }
  if (minFreeMb <= 0) return;
  const free = freeBytes(dataDir);
  if (free < minFreeMb * 1024 * 1024) throw diskFull(dataDir, free, minFreeMb);
}

function diskFull(dataDir: string, free: number, minFreeMb: number): DataDirUnusableError {
  return new DataDirUnusableError(
    `The disk holding the data folder ${dataDir} is (nearly) full: ` +
      `${Math.floor(free / 1024 / 1024)} MB free, at least ${minFreeMb} MB needed.\n` +
      '  Free some space (or move DATA_DIR to a larger disk) and start again. ' +
      'MIN_FREE_DISK_MB sets the threshold (0 turns the check off).',
  );
}
