import rangeParser from 'range-parser';
import { AppError } from '../../platform/errors';
import { mypageMessages } from './mypage.messages';

export type ByteWindow = { start: number; end: number };

/**
 * `bytes=-N` asks for the last N bytes; when N is more than the file, that is the whole file
 * (RFC 9110 §14.1.2), but range-parser judges the negative start unsatisfiable (416). Clip
 * each suffix length to the size before handing the header over.
 */
export function clipSuffixRanges(header: string, size: number): string {
  return header.replace(
    /(^\s*bytes\s*=\s*|,\s*)-(\d+)/g,
    (_all, lead: string, n: string) => `${lead}-${Number(n) > size ? size : n}`,
  );
}

/**
 * The one byte range a download is asked for (a resumed download, a video seeking), or
 * null for the whole file. An `If-Range` that no longer matches the file's ETag asks for the
 * whole file again (RFC 9110 §13.1.5). Several ranges at once are served as the whole file:
 * download managers and players ask for one. An impossible range is 416.
 */
export function requestedRange(
  headers: { range?: string; 'if-range'?: string },
  size: number,
  etag: string,
): ByteWindow | null {
  if (!headers.range) return null;
  if (headers['if-range'] && headers['if-range'] !== etag) return null;
  const parsed = rangeParser(size, clipSuffixRanges(headers.range, size), { combine: true });
  if (parsed === -2) return null; // malformed: ignored, as the RFC allows
  if (parsed === -1 || parsed.type !== 'bytes' || parsed.length === 0 || size === 0) {
    throw new AppError(416, 'DOWNLOAD-RANGE-416', mypageMessages['range.invalid']);
  }
  if (parsed.length > 1) return null;
  return { start: parsed[0]!.start, end: parsed[0]!.end };
}

/** Status and headers of a download of `size` bytes, whole or one window of it. */
export function rangeHeaders(
  size: number,
  window: ByteWindow | null,
): { status: number; headers: Record<string, string> } {
  if (!window) return { status: 200, headers: { 'content-length': String(size), 'accept-ranges': 'bytes' } };
  return {
    status: 206,
    headers: {
      'content-length': String(window.end - window.start + 1),
      'content-range': `bytes ${window.start}-${window.end}/${size}`,
      'accept-ranges': 'bytes',
    },
  };
}
