import type { ErrorResponse } from '@omoide/contract';
import { isApiError } from '@/shared/api/api-error';

/** The server's answer about one resumable upload (`/api/admin/uploads`). */
export type UploadState = {
  upload_id: string;
  offset: number;
  size: number;
  photo_id: number | null;
  /** Where the photo went (the programme may place it elsewhere than asked). */
  category_id?: number | null;
};

/** The three calls of the resumable upload protocol; they reject with `ApiError`. */
export interface UploadTransport {
  create(input: {
    category_id: number;
    event_id: number;
    file_name: string;
    size: number;
  }): Promise<UploadState>;
  /** Sends `chunk` to be written at `offset`, telling `onProgress` the bytes sent so far. */
  send(
    uploadId: string,
    offset: number,
    chunk: Blob,
    onProgress?: (loaded: number) => void,
  ): Promise<UploadState>;
  state(uploadId: string): Promise<UploadState>;
}

export type UploadStatus = 'waiting' | 'uploading' | 'done' | 'refused' | 'interrupted';

/** One file of the queue, as the page shows it. */
export type QueuedFile = {
  key: number;
  /** The path inside a dropped folder, or the file's name. */
  name: string;
  size: number;
  categoryId: number;
  /** Bytes the server confirmed. */
  sent: number;
  /** Bytes of the chunk on its way (so a one-chunk file does not sit at 0 % until done). */
  inFlight: number;
  /** The sub-category the photo landed in, once done. */
  placedIn: number | null;
  status: UploadStatus;
  photoId: number | null;
  /** Why the server refused it (its translated message), when `refused`. */
  error: ErrorResponse | null;
};

export type UploadQueueOptions = {
  eventId: number;
  transport: UploadTransport;
  /** The server's largest chunk (`max_chunk_bytes`). */
  chunkBytes: number;
  /** Files sent at once. */
  parallel?: number;
  /** Failed attempts in a row (network, 5xx) before a file is left `interrupted`. */
  retries?: number;
  /** Wait before attempt `n` (1-based) after a failure. */
  backoffMs?: (attempt: number) => number;
  onChange?: () => void;
};

/** Worth trying again: no answer at all, the server overloaded or restarting, or a timeout. */
function isTransient(error: unknown): boolean {
  if (!isApiError(error)) return true;
  return error.status === null || error.status >= 500 || error.status === 408 || error.status === 429;
}

const isOffsetMismatch = (error: unknown) =>
  isApiError(error) && error.status === 409 && error.body?.display_code === 'UPLOAD-OFFSET-409';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Entry = QueuedFile & { file: Blob; uploadId: string | null };

/**
 * Uploads files in chunks, a few at a time, through the resumable upload API. A broken
 * connection or a server error is retried after asking the server how much it has (the
 * chunk is resent from the server's offset, never from our guess); a file the server refuses
 * (not a photo, truncated, too large) is marked with the server's reason and the others go on.
 */
export class UploadQueue {
  private readonly entries: Entry[] = [];
  private nextKey = 1;
  private running = 0;
  private idleWaiters: (() => void)[] = [];
  private readonly parallel: number;
  private readonly retries: number;
  private readonly backoffMs: (attempt: number) => number;

  constructor(private readonly options: UploadQueueOptions) {
    this.parallel = options.parallel ?? 3;
    this.retries = options.retries ?? 5;
    this.backoffMs = options.backoffMs ?? ((attempt) => Math.min(30_000, 1000 * 2 ** (attempt - 1)));
  }

  /** Queues files for a sub-category and starts sending them. */
  add(files: { file: Blob; name: string }[], categoryId: number): void {
    for (const { file, name } of files) {
      this.entries.push({
        key: this.nextKey++,
        name,
        size: file.size,
        categoryId,
        sent: 0,
        inFlight: 0,
        placedIn: null,
        status: 'waiting',
        photoId: null,
        error: null,
        file,
        uploadId: null,
      });
    }
    this.changed();
    this.pump();
  }

  /** Sends an interrupted file again, from where the server stopped. */
  resume(key: number): void {
    const entry = this.entries.find((e) => e.key === key);
    if (entry?.status !== 'interrupted') return;
    entry.status = 'waiting';
    this.changed();
    this.pump();
  }

  /** Forgets the files that are finished (done or refused). */
  clearFinished(): void {
    const keep = this.entries.filter((e) => e.status !== 'done' && e.status !== 'refused');
    this.entries.splice(0, this.entries.length, ...keep);
    this.changed();
  }

  files(): QueuedFile[] {
    return this.entries.map(({ file: _file, uploadId: _id, ...shown }) => ({ ...shown }));
  }

  /** Share of all bytes dealt with (a refused file counts as dealt with), 0–1. */
  progress(): number {
    const total = this.entries.reduce((n, e) => n + e.size, 0);
    if (total === 0) return 0;
    const done = this.entries.reduce(
      (n, e) => n + (e.status === 'done' || e.status === 'refused' ? e.size : e.sent + e.inFlight),
      0,
    );
    return done / total;
  }

  get busy(): boolean {
    return this.running > 0 || this.entries.some((e) => e.status === 'waiting');
  }

  /** Resolves once nothing is waiting or being sent. */
  idle(): Promise<void> {
    if (!this.busy) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  private changed() {
    this.options.onChange?.();
  }

  private pump() {
    while (this.running < this.parallel) {
      const next = this.entries.find((e) => e.status === 'waiting');
      if (!next) break;
      next.status = 'uploading';
      this.running++;
      this.changed();
      void this.upload(next).finally(() => {
        this.running--;
        this.changed();
        this.pump();
        if (!this.busy) for (const resolve of this.idleWaiters.splice(0)) resolve();
      });
    }
  }

  private async upload(entry: Entry): Promise<void> {
    const { transport, eventId, chunkBytes } = this.options;
    let failures = 0;
    // A file resumed by hand continues from the server's offset too.
    let askOffset = entry.uploadId !== null;
    for (;;) {
      try {
        if (!entry.uploadId) {
          const created = await transport.create({
            category_id: entry.categoryId,
            event_id: eventId,
            file_name: entry.name.split('/').pop() || entry.name,
            size: entry.size,
          });
          entry.uploadId = created.upload_id;
          entry.sent = created.offset;
        } else if (askOffset) {
          // After a failure, the server says where to continue: the chunk may have arrived.
          // What was shown in flight stays shown (the bar never goes back) until bytes pass it.
          const offset = (await transport.state(entry.uploadId)).offset;
          entry.inFlight = Math.max(0, entry.sent + entry.inFlight - offset);
          entry.sent = offset;
          askOffset = false;
          this.changed();
        }
        let state: UploadState | null = null;
        while (entry.sent < entry.size || !state) {
          if (entry.sent >= entry.size) {
            state = await transport.state(entry.uploadId);
            break;
          }
          const chunk = entry.file.slice(entry.sent, Math.min(entry.size, entry.sent + chunkBytes));
          state = await transport.send(entry.uploadId, entry.sent, chunk, (loaded) => {
            entry.inFlight = Math.max(entry.inFlight, Math.min(loaded, chunk.size));
            this.changed();
          });
          entry.inFlight = 0;
          entry.sent = state.offset;
          failures = 0;
          this.changed();
        }
        if (state.photo_id === null) throw new Error('the upload ended without a photo');
        entry.photoId = state.photo_id;
        entry.placedIn = state.category_id ?? entry.categoryId;
        entry.status = 'done';
        return;
      } catch (error) {
        askOffset = entry.uploadId !== null;
        if (isOffsetMismatch(error)) {
          // The server holds a different amount (an earlier chunk arrived after all, or its
          // bytes were lost): continue from what it says.
          if (++failures <= this.retries) continue;
        } else if (isTransient(error) && ++failures <= this.retries) {
          await sleep(this.backoffMs(failures));
          continue;
        } else if (!isTransient(error)) {
          entry.status = 'refused';
          entry.error = isApiError(error) ? error.body : null;
          return;
        }
        // Stopped: only what the server confirmed counts.
        entry.inFlight = 0;
        entry.status = 'interrupted';
        return;
      }
    }
  }
}
