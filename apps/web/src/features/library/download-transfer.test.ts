import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  BLOB_LIMIT_BYTES,
  copyWithProgress,
  fetchBlob,
  fetchSigned,
  formatBytes,
  type Progress,
  percentOf,
  SignedUrlRefusedError,
  streamToFile,
  TruncatedDownloadError,
  zipStrategy,
} from './download-transfer';
import { byteResponse } from './test-fixtures';

const bytes = (length: number, fill = 1) => new Uint8Array(length).fill(fill);

/** A fake stream of `chunks`; `cancelled` tells whether the reader gave up on it. */
function fakeStream(chunks: Uint8Array[]) {
  const state = { cancelled: false, pulled: 0 };
  const stream = new ReadableStream<Uint8Array<ArrayBuffer>>({
    pull(controller) {
      const chunk = chunks[state.pulled++];
      if (chunk) controller.enqueue(chunk as Uint8Array<ArrayBuffer>);
      else controller.close();
    },
    cancel() {
      state.cancelled = true;
    },
  });
  return { stream, state };
}

afterEach(() => vi.unstubAllGlobals());

describe('zipStrategy', () => {
  it('streams to a picked file where the browser can, else memory under 300 MB, else a plain link', () => {
    const picker = { showSaveFilePicker: vi.fn() };
    expect(zipStrategy(5 * 1024 ** 3, picker)).toBe('stream');
    expect(zipStrategy(12_000_000, {})).toBe('blob');
    expect(zipStrategy(BLOB_LIMIT_BYTES - 1, {})).toBe('blob');
    expect(zipStrategy(BLOB_LIMIT_BYTES, {})).toBe('link');
  });
});

describe('copyWithProgress', () => {
  it('writes every chunk in order and reports bytes and percent up to 100', async () => {
    const { stream } = fakeStream([bytes(400, 1), bytes(300, 2), bytes(300, 3)]);
    const written: number[] = [];
    const reports: Progress[] = [];
    const loaded = await copyWithProgress(
      stream,
      (chunk) => void written.push(chunk[0] ?? 0, chunk.byteLength),
      {
        total: 1000,
        onProgress: (progress) => reports.push(progress),
        reportEvery: 1,
      },
    );
    expect(loaded).toBe(1000);
    expect(written).toEqual([1, 400, 2, 300, 3, 300]);
    expect(reports.map((report) => report.loaded)).toEqual([0, 400, 700, 1000, 1000]);
    expect(reports.map(percentOf)).toEqual([0, 40, 70, 100, 100]);
  });

  it('throttles progress reports on big streams', async () => {
    const { stream } = fakeStream(Array.from({ length: 100 }, () => bytes(1024)));
    const onProgress = vi.fn();
    await copyWithProgress(stream, () => {}, { total: 102_400, onProgress, reportEvery: 25 * 1024 });
    // The start, one per 25 KiB, and the end.
    expect(onProgress).toHaveBeenCalledTimes(6);
    expect(onProgress).toHaveBeenLastCalledWith({ loaded: 102_400, total: 102_400 });
  });

  it('fails when the stream ends short of the announced size (a damaged zip is never saved)', async () => {
    const { stream } = fakeStream([bytes(600)]);
    await expect(
      copyWithProgress(stream, () => {}, { total: 1000, onProgress: () => {} }),
    ).rejects.toBeInstanceOf(TruncatedDownloadError);
  });

  it('stops on cancel and cancels the stream', async () => {
    const { stream, state } = fakeStream([bytes(100), bytes(100), bytes(100), bytes(100)]);
    const controller = new AbortController();
    const write = vi.fn(() => {
      if (write.mock.calls.length === 2) controller.abort();
    });
    await expect(
      copyWithProgress(stream, write, { total: 400, onProgress: () => {}, signal: controller.signal }),
    ).rejects.toMatchObject({ name: 'AbortError' });
    expect(write).toHaveBeenCalledTimes(2);
    expect(state.cancelled).toBe(true);
  });

  it('reports no percent when the size is unknown', () => {
    expect(percentOf({ loaded: 10, total: null })).toBeNull();
  });
});

describe('the ways to save', () => {
  it('streams into the picked file and closes it; an interrupted copy aborts the file', async () => {
    const writes: number[] = [];
    const writable = {
      write: vi.fn(async (chunk: Uint8Array) => void writes.push(chunk.byteLength)),
      close: vi.fn(async () => {}),
      abort: vi.fn(async () => {}),
    };
    const file = { createWritable: async () => writable } as unknown as FileSystemFileHandle;
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => byteResponse([bytes(5), bytes(7)]));
    vi.stubGlobal('fetch', fetchMock);
    const onProgress = vi.fn();
    await streamToFile('/api/download/zip/1?sig=x', file, 12, onProgress, new AbortController().signal);
    expect(writes).toEqual([5, 7]);
    expect(writable.close).toHaveBeenCalledOnce();
    expect(onProgress).toHaveBeenLastCalledWith({ loaded: 12, total: 12 });
    // The signed URL goes without credentials or a bearer header.
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ credentials: 'omit' });

    vi.stubGlobal('fetch', async () => byteResponse([bytes(5)], 12));
    await expect(
      streamToFile('/api/download/zip/1?sig=x', file, 12, () => {}, new AbortController().signal),
    ).rejects.toBeInstanceOf(TruncatedDownloadError);
    expect(writable.abort).toHaveBeenCalledOnce();
  });

  it('gathers a blob with progress', async () => {
    vi.stubGlobal('fetch', async () => byteResponse([bytes(3), bytes(4)]));
    const onProgress = vi.fn();
    const blob = await fetchBlob('/x', 'application/zip', 7, onProgress, new AbortController().signal);
    expect(blob.size).toBe(7);
    expect(blob.type).toBe('application/zip');
    expect(onProgress).toHaveBeenLastCalledWith({ loaded: 7, total: 7 });
  });

  it('tells a refused (expired or altered) signed URL apart', async () => {
    vi.stubGlobal('fetch', async () =>
      Response.json({ display_message: 'expired', display_code: 'DL-410' }, { status: 403 }),
    );
    await expect(fetchSigned('/api/download/zip/1?sig=old')).rejects.toBeInstanceOf(SignedUrlRefusedError);
  });
});

describe('formatBytes', () => {
  it('writes sizes as phones do', () => {
    expect(formatBytes(12_400_000, 'en-US')).toBe('12 MB');
    expect(formatBytes(2_400_000, 'en-US')).toBe('2.4 MB');
    expect(formatBytes(1_300_000_000, 'ja')).toBe('1.3 GB');
    expect(formatBytes(512, 'en-US')).toBe('512 byte');
  });
});
