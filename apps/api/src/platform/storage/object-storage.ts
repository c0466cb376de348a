import type { Readable } from 'node:stream';

/**
 * Where photos live: a local folder by default, S3-compatible storage when configured
 * (DESIGN §4). Keys are `/`-separated paths such as `originals/12/ab34.jpg`.
 */
export interface ObjectStorage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /**
   * Stores a file that is on this machine's disk (an upload received to a temp file) without
   * reading it into memory; the file may be moved, so the caller must not use it afterwards.
   */
  putFile(key: string, filePath: string, contentType: string): Promise<void>;
  /** The object's path on this machine when the storage is a local folder (libvips then
   * reads it directly), else null. */
  localPath(key: string): string | null;
  get(key: string): Promise<Buffer | null>;
  /** The object's bytes, or those from `range.start` to `range.end` (inclusive). */
  stream(key: string, range?: ByteRange): Promise<Readable | null>;
  /**
   * A pre-signed address that hands the object out directly (S3) for `seconds`, saved under
   * `fileName`; null where the storage has none (a local folder: the API streams it).
   */
  presignedDownload(key: string, options: PresignOptions): Promise<string | null>;
  exists(key: string): Promise<boolean>;
  delete(key: string): Promise<void>;
}

export type ByteRange = { start: number; end: number };
export type PresignOptions = {
  seconds: number;
  fileName: string;
  contentType: string;
  /** Shown in the page (an `<img>`, a `<video>`) rather than saved. */
  inline?: boolean;
};

/** RFC 6266 `attachment` with the UTF-8 name (Japanese names survive) and an ASCII fallback. */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** Refuses keys that could escape the storage root or address nothing. */
export function assertSafeKey(key: string): void {
  if (
    !/^[A-Za-z0-9][A-Za-z0-9._/-]*$/.test(key) ||
    key.split('/').some((part) => part === '..' || part === '')
  ) {
    throw new Error(`invalid storage key: ${key}`);
  }
}
