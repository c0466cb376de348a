/**
 * Moving a zip (or one original) from its signed URL to the buyer's disk, with progress.
 * Three ways, best first (issue 13):
 * - `stream`: the File System Access API (desktop Chromium) — the bytes go straight to the
 *   file the buyer picked, memory stays flat whatever the size;
 * - `blob`: read into memory with progress, then saved through an object URL — fine up to a
 *   few hundred megabytes;
 * - `link`: a plain link; the browser's own download manager shows progress and resumes.
 */

export type ZipStrategy = 'stream' | 'blob' | 'link';

type Bytes = Uint8Array<ArrayBuffer>;

/** Above this a zip is not gathered in memory (phones would run out of it). */
export const BLOB_LIMIT_BYTES = 300 * 1024 * 1024;

export interface SavePickerWindow {
  showSaveFilePicker?: (options?: {
    suggestedName?: string;
    types?: { description?: string; accept: Record<string, string[]> }[];
  }) => Promise<FileSystemFileHandle>;
}

export function zipStrategy(size: number, env: SavePickerWindow): ZipStrategy {
  if (typeof env.showSaveFilePicker === 'function') return 'stream';
  return size < BLOB_LIMIT_BYTES ? 'blob' : 'link';
}

export interface Progress {
  loaded: number;
  /** The expected byte count (the zip's exact `Content-Length`), or null when unknown. */
  total: number | null;
}

/** Whole percent, 0–100, or null when the total is unknown. */
export function percentOf({ loaded, total }: Progress): number | null {
  if (!total || total <= 0) return null;
  return Math.min(100, Math.floor((loaded / total) * 100));
}

/**
 * Reads `stream` to its end, handing each chunk to `write` and reporting the bytes so far.
 * Stops (and cancels the stream) when `signal` aborts; rejects with an AbortError then.
 * Progress reports are throttled to one per `reportEvery` bytes, plus the last one.
 */
export async function copyWithProgress(
  stream: ReadableStream<Bytes>,
  write: (chunk: Bytes) => Promise<void> | void,
  options: {
    total: number | null;
    onProgress: (progress: Progress) => void;
    signal?: AbortSignal;
    reportEvery?: number;
  },
): Promise<number> {
  const { total, onProgress, signal, reportEvery = 256 * 1024 } = options;
  const reader = stream.getReader();
  let loaded = 0;
  let reported = -1;
  const onAbort = () => void reader.cancel().catch(() => {});
  signal?.addEventListener('abort', onAbort, { once: true });
  try {
    onProgress({ loaded, total });
    for (;;) {
      if (signal?.aborted) throw abortError();
      const { done, value } = await reader.read();
      if (signal?.aborted) throw abortError();
      if (done) break;
      await write(value);
      loaded += value.byteLength;
      if (loaded - reported >= reportEvery) {
        reported = loaded;
        onProgress({ loaded, total });
      }
    }
    if (total !== null && loaded !== total) throw new TruncatedDownloadError(loaded, total);
    onProgress({ loaded, total });
    return loaded;
  } finally {
    signal?.removeEventListener('abort', onAbort);
    reader.releaseLock();
  }
}

/** The connection ended before the announced size: the file would be damaged. */
export class TruncatedDownloadError extends Error {
  override readonly name = 'TruncatedDownloadError';
  constructor(
    readonly loaded: number,
    readonly total: number,
  ) {
    super(`Download ended at ${loaded} of ${total} bytes`);
  }
}

/** A signed URL the server refused (expired, altered): fetch a fresh one and try again. */
export class SignedUrlRefusedError extends Error {
  override readonly name = 'SignedUrlRefusedError';
  constructor(readonly status: number) {
    super(`Signed URL answered ${status}`);
  }
}

export function abortError(): DOMException {
  return new DOMException('The download was cancelled.', 'AbortError');
}

export const isAbortError = (error: unknown): boolean =>
  error instanceof DOMException && error.name === 'AbortError';

/** GET of a signed URL (no bearer header: the signature is the permission). */
export async function fetchSigned(url: string, signal?: AbortSignal): Promise<Response> {
  const response = await fetch(url, { signal, credentials: 'omit' });
  if (!response.ok || !response.body) {
    if (response.status >= 400 && response.status < 500) throw new SignedUrlRefusedError(response.status);
    throw new Error(`Download answered ${response.status}`);
  }
  return response;
}

const contentLength = (response: Response, fallback: number | null): number | null => {
  const header = Number(response.headers.get('content-length'));
  return Number.isFinite(header) && header > 0 ? header : fallback;
};

/** `stream`: the response body into a file the buyer picked. */
export async function streamToFile(
  url: string,
  file: FileSystemFileHandle,
  expectedSize: number | null,
  onProgress: (progress: Progress) => void,
  signal: AbortSignal,
): Promise<void> {
  const response = await fetchSigned(url, signal);
  const writable = await file.createWritable();
  try {
    await copyWithProgress(response.body as ReadableStream<Bytes>, (chunk) => writable.write(chunk), {
      total: contentLength(response, expectedSize),
      onProgress,
      signal,
    });
    await writable.close();
  } catch (error) {
    // An unfinished file is removed rather than left looking complete.
    await writable.abort().catch(() => {});
    throw error;
  }
}

/** `blob`: the response body into memory, with progress. */
export async function fetchBlob(
  url: string,
  type: string,
  expectedSize: number | null,
  onProgress: (progress: Progress) => void,
  signal: AbortSignal,
): Promise<Blob> {
  const response = await fetchSigned(url, signal);
  const chunks: Bytes[] = [];
  await copyWithProgress(response.body as ReadableStream<Bytes>, (chunk) => void chunks.push(chunk), {
    total: contentLength(response, expectedSize),
    onProgress,
    signal,
  });
  return new Blob(chunks, { type: response.headers.get('content-type') || type });
}

/** Saves a blob under a file name through a temporary object URL. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after the click returns.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** "12.4 MB" in the language's digits (1000-based units, as phones show storage). */
export function formatBytes(bytes: number, locale: string): string {
  const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: units[unit],
    unitDisplay: 'short',
    maximumFractionDigits: unit === 0 ? 0 : value < 10 ? 1 : 0,
  }).format(value);
}
