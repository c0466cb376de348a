import { randomUUID } from 'node:crypto';
import { constants } from 'node:fs';
import { link, mkdir, open, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { AppError } from '../../platform/errors';
import { faultPoint } from '../../platform/fault-point';
import { defineMessages } from '../../platform/i18n/messages';
import type { OperatorActor } from '../operators/operator-guard';
import { sniffMovie } from './movie-inspection';
import { MAX_MOVIE_BYTES, MAX_PHOTO_BYTES } from './photo-limits';
import {
  deleteUpload,
  findUpload,
  insertUpload,
  type UploadRow,
  updateUpload,
  withLockedUpload,
} from './photo-upload.repo';
import { photoMessages } from './photos.messages';
import { findCategory } from './photos.repo';
import { ingestPhoto, type PhotoDeps } from './photos.service';
import { categoryOfItem } from './programme.repo';
import { placeUpload, recordUpload } from './upload-ingest';
import { partFileOf } from './upload-temp';

const m = defineMessages({
  'upload.not_found': {
    ja: 'アップロードが見つかりません。最初からやり直してください。',
    hant: '找不到此上傳，請重新開始。',
    vi: 'Không tìm thấy phiên tải lên. Vui lòng bắt đầu lại.',
    'en-US': 'The upload was not found. Please start it again.',
  },
  'upload.offset_mismatch': {
    ja: '送信位置が一致しません（受信済み {received} バイト）。続きから送信してください。',
    hant: '傳送位置不一致（已接收 {received} 位元組），請從中斷處繼續。',
    vi: 'Vị trí gửi không khớp (đã nhận {received} byte). Vui lòng gửi tiếp từ đó.',
    'en-US': 'The offset does not match ({received} bytes received). Please continue from there.',
  },
  'upload.too_long': {
    ja: '宣言されたサイズを超えるデータが送信されました。',
    hant: '傳送的資料超過宣告的大小。',
    vi: 'Dữ liệu gửi vượt quá kích thước đã khai báo.',
    'en-US': 'More data was sent than the declared size.',
  },
});

export type UploadDeps = PhotoDeps & { dataDir: string };

const partFile = (deps: UploadDeps, id: string) => partFileOf(deps.dataDir, id);

export async function createUpload(
  deps: UploadDeps,
  input: { categoryId: number; eventId?: number; fileName: string; size: number },
) {
  const category = await findCategory(deps.db, input.categoryId);
  if (!category || (input.eventId !== undefined && category.eventId !== input.eventId)) {
    throw new AppError(404, 'CATEGORY-404', photoMessages['category.not_found']);
  }
  // Photo or movie is told by the first chunk's bytes (see `appendChunk`); here only the
  // larger, movie limit can be checked.
  if (input.size > MAX_MOVIE_BYTES) {
    throw new AppError(413, 'MOVIE-TOO-LARGE', photoMessages['movie.too_large'], {
      maxGb: MAX_MOVIE_BYTES / 1024 ** 3,
    });
  }
  const id = randomUUID();
  await mkdir(path.dirname(partFile(deps, id)), { recursive: true });
  await insertUpload(deps.db, {
    id,
    categoryId: input.categoryId,
    fileName: input.fileName,
    size: input.size,
  });
  return { upload_id: id, offset: 0, size: input.size };
}

async function requireUpload(deps: UploadDeps, id: string) {
  const upload = await findUpload(deps.db, id);
  if (!upload) throw new AppError(404, 'UPLOAD-404', m['upload.not_found']);
  return upload;
}

/**
 * Where an upload stands. A file received whole whose photo was never made (the process
 * making it died) is made into its photo now, so a client that resumes never meets an upload
 * stuck between the two.
 */
export async function uploadState(deps: UploadDeps, actor: OperatorActor, id: string) {
  const upload = await requireUpload(deps, id);
  if (upload.received === upload.size && !upload.imageItemId) return completeUpload(deps, actor, id);
  return stateOf(upload);
}

const stateOf = (upload: UploadRow) => ({
  upload_id: upload.id,
  offset: upload.received,
  size: upload.size,
  photo_id: upload.imageItemId,
});

type ChunkOutcome =
  | { kind: 'state'; state: ReturnType<typeof stateOf> }
  | { kind: 'lost' }
  /** The file is whole: this chunk completed it, or an earlier one did and its photo is yet to be made. */
  | { kind: 'whole' }
  | { kind: 'written'; received: number; size: number };

/**
 * Writes one chunk under the upload's row lock, in the manner of tus: only the chunk at the
 * stored offset is taken; any other (a retry after a lost answer, a copy racing the first) is
 * 409 with the offset to continue from, and once the photo is made every repeat is answered
 * with it (200), so a retry is idempotent. Positional writes (never O_APPEND), so a chunk lands where the
 * database says, whatever a crashed request left on disk.
 */
function writeChunk(deps: UploadDeps, id: string, offset: number, chunk: Buffer): Promise<ChunkOutcome> {
  const file = partFile(deps, id);
  return withLockedUpload(deps.db, id, async (upload, tx) => {
    if (!upload) throw new AppError(404, 'UPLOAD-404', m['upload.not_found']);
    if (upload.imageItemId) return { kind: 'state', state: stateOf(upload) };
    // A repeat of a chunk (its answer lost with the process that made the photo) finishes it.
    if (upload.received === upload.size) return { kind: 'whole' };
    if (offset !== upload.received) {
      throw new AppError(409, 'UPLOAD-OFFSET-409', m['upload.offset_mismatch'], {
        received: upload.received,
      });
    }
    if (upload.received + chunk.length > upload.size)
      throw new AppError(400, 'UPLOAD-TOO-LONG', m['upload.too_long']);
    const handle = await open(file, constants.O_RDWR | constants.O_CREAT);
    try {
      const onDisk = (await handle.stat()).size;
      if (onDisk < upload.received) {
        // The bytes already received are gone (the part file was swept or lost): padding them
        // would corrupt the photo, so the upload starts again from 0.
        await handle.truncate(0);
        await updateUpload(tx, id, { received: 0 });
        return { kind: 'lost' };
      }
      if (onDisk > upload.received) await handle.truncate(upload.received);
      await handle.write(chunk, 0, chunk.length, upload.received);
    } finally {
      await handle.close();
    }
    faultPoint('upload_chunk_written');
    const received = upload.received + chunk.length;
    await updateUpload(tx, id, { received });
    return received === upload.size ? { kind: 'whole' } : { kind: 'written', received, size: upload.size };
  });
}

/**
 * Appends one chunk at `offset`. The database's `received` is the truth: bytes a crashed
 * request left past it are cut off first, so a resumed upload never duplicates data. Once the
 * file is whole, it becomes a photo through the same checks as a direct upload (`completeUpload`).
 */
export async function appendChunk(
  deps: UploadDeps,
  actor: OperatorActor,
  id: string,
  offset: number,
  chunk: Buffer,
) {
  const upload = await requireUpload(deps, id);
  if (offset === 0 && upload.received === 0 && upload.size > MAX_PHOTO_BYTES && !sniffMovie(chunk)) {
    // Larger than a photo may be and not a movie: refused before gigabytes are sent for nothing.
    await deleteUpload(deps.db, id);
    throw new AppError(413, 'PHOTO-TOO-LARGE', photoMessages['photo.too_large'], {
      maxMb: MAX_PHOTO_BYTES / 1024 / 1024,
    });
  }
  const outcome = await writeChunk(deps, id, offset, chunk);
  if (outcome.kind === 'state') return withCategory(deps, outcome.state);
  if (outcome.kind === 'lost')
    throw new AppError(409, 'UPLOAD-OFFSET-409', m['upload.offset_mismatch'], { received: 0 });
  if (outcome.kind === 'written')
    return { upload_id: id, offset: outcome.received, size: outcome.size, photo_id: null, category_id: null };
  faultPoint('upload_before_photo');
  return completeUpload(deps, actor, id);
}

async function withCategory(deps: UploadDeps, state: ReturnType<typeof stateOf>) {
  const photoId = state.photo_id;
  return { ...state, category_id: photoId ? await categoryOfItem(deps.db, photoId) : null };
}

/**
 * Makes a whole file into its photo, exactly once: under the upload's row lock, in one
 * transaction with the photo row, its derivatives job, the link from the upload and the audit
 * entry. A process dying half-way leaves none of them, and the upload still whole: the next
 * request for it (a repeated chunk, a state query, from any process) makes the photo; one
 * arriving while the photo is being made waits on the lock and answers with it.
 */
async function completeUpload(deps: UploadDeps, actor: OperatorActor, id: string) {
  const file = partFile(deps, id);
  // Storage takes the file by a second name (a local store moves what it is given), so the
  // received bytes outlive a transaction rolled back by a crash after the store.
  const staged = `${file}.ingest`;
  let outcome: { kind: 'state'; state: ReturnType<typeof stateOf> } | { kind: 'lost' };
  try {
    outcome = await withLockedUpload(deps.db, id, async (upload, tx) => {
      if (!upload) throw new AppError(404, 'UPLOAD-404', m['upload.not_found']);
      if (upload.imageItemId || upload.received < upload.size)
        return { kind: 'state', state: stateOf(upload) };
      const onDisk = await stat(file).catch(() => null);
      if (onDisk?.size !== upload.received) {
        // The whole file is gone (swept, or another disk): only starting again can help.
        await updateUpload(tx, id, { received: 0 });
        await rm(file, { force: true });
        return { kind: 'lost' };
      }
      await rm(staged, { force: true });
      await link(file, staged);
      const txDeps = { ...deps, db: tx };
      // Capture time and camera, and into the tray: the programme's sub-category (issue 29).
      const placement = await placeUpload(tx, upload.categoryId, staged);
      const photo = await ingestPhoto(txDeps, {
        categoryId: placement.categoryId,
        fileName: upload.fileName,
        original: { file: staged, size: upload.received },
        capturedAt: placement.capturedAt,
      });
      await updateUpload(tx, id, { imageItemId: photo.id });
      await recordUpload(tx, actor, photo, placement, { fileName: upload.fileName, size: upload.received });
      return { kind: 'state', state: { ...stateOf(upload), photo_id: photo.id } };
    });
  } catch (error) {
    // A complete file that is not an acceptable photo will never become one: forget it.
    await deleteUpload(deps.db, id);
    await rm(file, { force: true });
    throw error;
  } finally {
    await rm(staged, { force: true });
  }
  if (outcome.kind === 'lost')
    throw new AppError(409, 'UPLOAD-OFFSET-409', m['upload.offset_mismatch'], { received: 0 });
  if (outcome.state.photo_id) await rm(file, { force: true });
  return withCategory(deps, outcome.state);
}

/** The category an upload goes into (the studio's permission check), or null. */
export async function categoryOfUpload(db: PhotoDeps['db'], uploadId: string): Promise<number | null> {
  return (await findUpload(db, uploadId))?.categoryId ?? null;
}
