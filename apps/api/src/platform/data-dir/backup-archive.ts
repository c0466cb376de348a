import { createHash } from 'node:crypto';
import { createReadStream, existsSync, readdirSync, rmSync } from 'node:fs';
import { copyFile, link, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PassThrough, type Readable } from 'node:stream';
import type { PGlite } from '@electric-sql/pglite';
import * as tar from 'tar';

/**
 * One backup archive (docs/decisions/009): a gzipped tar holding the database snapshot
 * (`db.tar`, PGlite's own data-dir dump), every stored file (`storage/…`), the secrets
 * that keep sessions and the operator key valid, the payment sandbox's ledger and shop keys
 * (`sandbox/…`, docs/decisions/026), and `manifest.json` with a sha256 of each.
 */
export const MANIFEST = 'manifest.json';
export const DB_DUMP = 'db.tar';
/** Secrets kept in the data folder in the embedded mode (token-service.ts). */
export const SECRET_FILES = ['jwt-secret', 'operator-key'];
/**
 * The embedded payment sandbox's folder (config.ts: DATA_DIR/sandbox): its journals say which
 * charges it took and its shop keys sign them, so a copy without it fails the ledger check.
 */
export const SANDBOX_DIR = 'sandbox';

export type ManifestFile = { path: string; size: number; sha256: string };
export type BackupManifest = {
  format: 'omoide-backup';
  version: 1;
  created_at: string;
  files: ManifestFile[];
};

export type Progress = (message: string) => void;

const STAGING_PREFIX = '.backup-';

/** Staging folders a backup interrupted by a crash left; called by the folder's new owner. */
export function removeBackupLeftovers(dataDir: string): void {
  if (!existsSync(dataDir)) return;
  for (const name of readdirSync(dataDir)) {
    if (name.startsWith(STAGING_PREFIX)) rmSync(path.join(dataDir, name), { recursive: true, force: true });
  }
}

export async function sha256File(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** Every file under `root`, as `/`-separated paths relative to it (temp files skipped). */
export async function listFiles(root: string): Promise<string[]> {
  if (!existsSync(root)) return [];
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile() && !e.name.endsWith('.tmp'))
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort();
}

/**
 * A consistent snapshot of a running PGlite: the dump waits for the transaction in flight
 * (if any) and blocks queries while it copies, so it is taken between two commits.
 */
async function dumpDatabase(pglite: PGlite, alongside: () => Promise<void>): Promise<Blob> {
  const exclusive = (
    pglite as unknown as { _runExclusiveTransaction?: (fn: () => Promise<Blob>) => Promise<Blob> }
  )._runExclusiveTransaction;
  const dump = async () => {
    const blob = (await pglite.dumpDataDir('none')) as Blob;
    await alongside();
    return blob;
  };
  return exclusive ? exclusive.call(pglite, dump) : dump();
}

/**
 * Copies (never links: the journals grow in place) the sandbox's files. Taken while the
 * database is held, so no order is settled between the two snapshots; a charge the sandbox
 * takes meanwhile has its payment attempt in the database, which the reconciler resolves.
 */
async function stageSandbox(sandboxRoot: string, stagedRoot: string): Promise<number> {
  const files = await listFiles(sandboxRoot);
  for (const name of files) {
    const target = path.join(stagedRoot, ...name.split('/'));
    await mkdir(path.dirname(target), { recursive: true });
    await copyFile(path.join(sandboxRoot, ...name.split('/')), target);
  }
  return files.length;
}

/**
 * Hard-links (same disk, instant, immune to a later delete) or copies every stored file not
 * yet in the staging folder. Stored files are immutable (a new key per write), so a link
 * taken now is the file as the database knows it.
 */
async function stageStorage(storageRoot: string, stagedRoot: string): Promise<number> {
  let added = 0;
  for (const key of await listFiles(storageRoot)) {
    const target = path.join(stagedRoot, ...key.split('/'));
    if (existsSync(target)) continue;
    await mkdir(path.dirname(target), { recursive: true });
    const source = path.join(storageRoot, ...key.split('/'));
    try {
      await link(source, target);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ENOENT') continue; // deleted meanwhile
      await copyFile(source, target);
    }
    added++;
  }
  return added;
}

/**
 * Writes the archive of an embedded installation as a stream while it keeps serving. Files
 * are staged before and after the database snapshot, so every file the snapshot refers to
 * is in the archive (one written in between is caught by the second pass).
 */
export async function createBackup(
  source: { pglite: PGlite; dataDir: string },
  progress: Progress = () => {},
): Promise<Readable> {
  const staging = await mkdtemp(path.join(source.dataDir, STAGING_PREFIX));
  try {
    const storageRoot = path.join(source.dataDir, 'storage');
    const stagedStorage = path.join(staging, 'storage');
    const before = await stageStorage(storageRoot, stagedStorage);
    let sandboxFiles = 0;
    const dump = await dumpDatabase(source.pglite, async () => {
      sandboxFiles = await stageSandbox(
        path.join(source.dataDir, SANDBOX_DIR),
        path.join(staging, SANDBOX_DIR),
      );
    });
    await writeFile(path.join(staging, DB_DUMP), Buffer.from(await dump.arrayBuffer()));
    progress(`database snapshot: ${(dump.size / 1024 / 1024).toFixed(1)} MB`);
    progress(`payment sandbox files: ${sandboxFiles}`);
    const after = await stageStorage(storageRoot, stagedStorage);
    progress(`stored files: ${before + after}`);
    for (const name of SECRET_FILES) {
      const file = path.join(source.dataDir, name);
      if (existsSync(file)) await copyFile(file, path.join(staging, name));
    }
    const paths = (await listFiles(staging)).filter((p) => p !== MANIFEST);
    const files: ManifestFile[] = [];
    for (const p of paths) {
      const file = path.join(staging, ...p.split('/'));
      files.push({ path: p, size: (await stat(file)).size, sha256: await sha256File(file) });
    }
    const manifest: BackupManifest = {
      format: 'omoide-backup',
      version: 1,
      created_at: new Date().toISOString(),
      files,
    };
    await writeFile(path.join(staging, MANIFEST), JSON.stringify(manifest, null, 1));
    // The manifest first: a reader learns what follows before the bulk.
    const pack = tar.c({ gzip: true, cwd: staging, portable: true }, [MANIFEST, ...paths]);
    const out = new PassThrough();
    const cleanup = () => void rm(staging, { recursive: true, force: true });
    pack.on('error', (error: unknown) => {
      out.destroy(error as Error);
      cleanup();
    });
    out.on('close', cleanup);
    pack.pipe(out);
    return out;
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
}

export class RestoreError extends Error {}

/**
 * Unpacks an archive into an empty data folder, checks every file against the manifest,
 * and loads the database snapshot into `<dataDir>/db`. A refusal or failure leaves the
 * folder as empty as it was.
 */
export async function restoreBackup(
  archive: string,
  dataDir: string,
  progress: Progress = () => {},
): Promise<BackupManifest> {
  if (!existsSync(archive)) throw new RestoreError(`No backup archive at ${archive}.`);
  if (existsSync(dataDir) && (await readdir(dataDir)).length > 0) {
    throw new RestoreError(
      `The data folder ${dataDir} is not empty. Restore only into an empty (or new) folder, ` +
        'so nothing there is overwritten; move the old folder aside first.',
    );
  }
  await mkdir(dataDir, { recursive: true });
  try {
    await tar.x({ file: archive, cwd: dataDir, strict: true });
    const manifestFile = path.join(dataDir, MANIFEST);
    if (!existsSync(manifestFile))
      throw new RestoreError(`${archive} is not an Omoide backup (no manifest).`);
    const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as BackupManifest;
    if (manifest.format !== 'omoide-backup') throw new RestoreError(`${archive} is not an Omoide backup.`);
    progress(`unpacked ${manifest.files.length} files (backup of ${manifest.created_at})`);
    let checked = 0;
    for (const entry of manifest.files) {
      const file = path.join(dataDir, ...entry.path.split('/'));
      if (!existsSync(file) || (await sha256File(file)) !== entry.sha256) {
        throw new RestoreError(
          `The archive is damaged: ${entry.path} is missing or differs from its checksum.`,
        );
      }
      if (++checked % 500 === 0) progress(`checked ${checked}/${manifest.files.length}`);
    }
    progress(`checked ${checked}/${manifest.files.length} files (sha256)`);
    const dumpFile = path.join(dataDir, DB_DUMP);
    const { PGlite } = await import('@electric-sql/pglite');
    const db = new PGlite({
      dataDir: path.join(dataDir, 'db'),
      loadDataDir: new Blob([await readFile(dumpFile)]),
    });
    await db.waitReady;
    await db.query('select 1');
    await db.close();
    await rm(dumpFile);
    await rm(manifestFile);
    progress('database restored');
    return manifest;
  } catch (error) {
    for (const entry of await readdir(dataDir))
      await rm(path.join(dataDir, entry), { recursive: true, force: true });
    throw error;
  }
}
