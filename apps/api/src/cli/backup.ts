import '../supported-node';
import { createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import { openDataDir } from '../bootstrap';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { resolveOperatorKey } from '../platform/auth/token-service';
import { createBackup } from '../platform/data-dir/backup-archive';
import { liveOwner } from '../platform/data-dir/data-dir-lock';
import { CliError, isOperatorError } from './cli-errors';

/**
 * `npm run backup [-- --out FILE]`: one consistent archive of the embedded installation
 * (database + stored files). While a server runs it owns the database, so the archive is
 * asked of it (sales go on); otherwise this command opens the data folder itself.
 */
const { values } = parseArgs({ options: { out: { type: 'string' }, key: { type: 'string' } } });
const config = loadConfig();
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const out = path.resolve(values.out ?? `omoide-backup-${stamp}.tar.gz`);
const log = (message: string) => console.error(`backup: ${message}`);

/** Counts bytes on their way to the file, and says so every few MB. */
function byteCounter(): Transform & { bytes: number } {
  let next = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _enc, done) {
      counter.bytes += chunk.length;
      if (counter.bytes >= next) {
        log(`written ${(counter.bytes / 1024 / 1024).toFixed(1)} MB`);
        next = counter.bytes + 16 * 1024 * 1024;
      }
      done(null, chunk);
    },
  }) as Transform & { bytes: number };
  counter.bytes = 0;
  return counter;
}

async function archiveStream(): Promise<{ stream: Readable; done: () => Promise<void> }> {
  if (config.databaseUrl) {
    throw new CliError(
      'npm run backup is for the embedded installation. With DATABASE_URL, back up PostgreSQL ' +
        '(pg_dump or your provider) and S3 (versioning or replication) with their own tools.',
    );
  }
  const owner = liveOwner(config.dataDir);
  if (owner) {
    if (owner.command !== 'server' || !owner.address) {
      throw new CliError(
        `The data folder is busy (${owner.command}, pid ${owner.pid}); try again when it ends.`,
      );
    }
    log(`asking the running server (pid ${owner.pid}, ${owner.address}) for a snapshot`);
    const res = await fetch(`${owner.address}/api/admin/backup`, {
      method: 'POST',
      headers: {
        'x-operator-key': values.key ?? config.operatorApiKey ?? resolveOperatorKey(config.dataDir),
      },
    });
    if (!res.ok || !res.body)
      throw new CliError(`The server refused the backup: HTTP ${res.status} ${await res.text()}`);
    return {
      stream: Readable.fromWeb(res.body as import('node:stream/web').ReadableStream),
      done: async () => {},
    };
  }
  const lock = openDataDir(config, 'backup');
  const database = await openDatabase({ kind: 'pglite', dataDir: path.join(config.dataDir, 'db') });
  log(`no server running: reading ${config.dataDir} directly`);
  const stream = await createBackup({ pglite: database.pglite!, dataDir: config.dataDir }, log);
  return {
    stream,
    done: async () => {
      await database.close();
      lock?.release();
    },
  };
}

const started = Date.now();
const temp = `${out}.partial`;
try {
  const { stream, done } = await archiveStream();
  const counter = byteCounter();
  try {
    await pipeline(stream, counter, createWriteStream(temp));
  } finally {
    await done();
  }
  await rename(temp, out);
  log(
    `done: ${out} (${(counter.bytes / 1024 / 1024).toFixed(1)} MB in ${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
} catch (error) {
  await rm(temp, { force: true });
  if (!isOperatorError(error)) throw error;
  console.error(error.message);
  process.exit(1);
}
