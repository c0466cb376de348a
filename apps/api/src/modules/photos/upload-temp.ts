import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Database } from '../../db/client';
import { schedulePeriodic, type TaskLog } from '../../platform/jobs/periodic-task';
import { deleteUpload, findUpload } from './photo-upload.repo';

/**
 * `<DATA_DIR>/uploads` holds files on their way into storage: `<uuid>.upload` while a
 * multipart request streams a photo in (gone when the request ends), and `<id>.part` for a
 * resumable upload between its chunks (`<id>.part.ingest` while it becomes a photo).
 */
export const uploadsDirOf = (dataDir: string) => path.join(dataDir, 'uploads');
export const partFileOf = (dataDir: string, uploadId: string) =>
  path.join(uploadsDirOf(dataDir), `${uploadId}.part`);

/** No request streams one photo for an hour: an older `.upload` was left by a crash. */
export const STRAY_UPLOAD_MS = 60 * 60_000;
/** A resumable upload untouched this long is given up (its state answers "start again"). */
export const ABANDONED_PART_MS = 7 * 24 * 60 * 60_000;
const SWEEP_EVERY_MS = 60 * 60_000;

/** Removes what crashes and abandoned resumable uploads left behind; returns files removed. */
export async function sweepUploadTemp(deps: { db: Database; dataDir: string }, now = Date.now()) {
  const dir = uploadsDirOf(deps.dataDir);
  const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [] as string[];
    throw error;
  });
  let removed = 0;
  for (const name of names) {
    const file = path.join(dir, name);
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) continue;
    const idle = now - info.mtimeMs;
    if (name.endsWith('.upload') || name.endsWith('.ingest')) {
      // `.part.ingest`: a whole upload's second name while it becomes a photo (seconds).
      if (idle < STRAY_UPLOAD_MS) continue;
    } else if (name.endsWith('.part')) {
      const upload = await findUpload(deps.db, name.slice(0, -'.part'.length));
      // A live upload keeps its bytes; one finished (a photo now) or forgotten does not.
      const live = upload && !upload.imageItemId;
      if (live && idle < ABANDONED_PART_MS) continue;
      if (live) await deleteUpload(deps.db, upload.id);
    } else {
      continue;
    }
    await rm(file, { force: true });
    removed++;
  }
  return removed;
}

/** Sweeps at start, then hourly, in processes that take uploads. */
export function scheduleUploadSweep(deps: { db: Database; dataDir: string }, log: TaskLog): () => void {
  return schedulePeriodic('upload folder sweep', SWEEP_EVERY_MS, () => sweepUploadTemp(deps), log);
}
