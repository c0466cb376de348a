import { PassThrough, type Readable, Transform, type TransformCallback } from 'node:stream';
import { ZipFile } from 'yazl';
import './yazl-native-crc';

/** One file of a zip: its name inside, exact size, time, and how to open its bytes. */
export type ZipEntry = {
  name: string;
  size: number;
  mtime: Date;
  open: () => Promise<Readable>;
};

export type ByteRange = { start: number; end: number };

export type OpenedZip = {
  /** Exact length of the whole zip, known before its first byte (stored entries only). */
  size: number;
  /** The zip's bytes, or those of `range` (inclusive); errors if an entry cannot be read. */
  body(range?: ByteRange): Readable;
  /** Whether an entry already failed (before the answer started: no bytes need be sent). */
  failed(): boolean;
};

/**
 * A zip of stored (uncompressed) entries written by yazl as it is read: JPEGs and movies do
 * not shrink, so nothing is recompressed, memory stays flat (one entry read at a time, with
 * back-pressure), and the length is known up front for `Content-Length`. yazl switches to
 * zip64 by itself past 4 GiB or 65,535 entries. The next entry is opened while one streams,
 * so a store's latency per object (S3) is hidden behind the transfer.
 *
 * The same entries always give the same bytes (fixed times, fixed order), so a `Range`
 * request is served by writing the zip again and keeping only the asked window: the bytes
 * before it are read but not sent. A resumed download costs reading, never a different file.
 */
export async function openZip(entries: ZipEntry[]): Promise<OpenedZip> {
  const zip = new ZipFile();
  const output = new PassThrough();
  const opened = new Map<number, Promise<Readable>>();
  const openEntry = (i: number) => {
    if (!opened.has(i)) {
      const stream = entries[i]!.open();
      stream.catch(() => {}); // a prefetch's failure is reported when its entry is reached
      opened.set(i, stream);
    }
    return opened.get(i)!;
  };
  let failed = false;
  let first: Promise<Readable> | undefined;
  const fail = (error: Error) => {
    if (failed) return;
    failed = true;
    // Destroying the body makes the server cut the connection: with Content-Length sent, a
    // browser then reports a failed download instead of saving a silently short zip.
    output.destroy(error);
  };
  // The failure is logged where it happens (the entry's opener); an 'error' without a
  // listener, before the server reads the body, would end the process.
  output.on('error', () => {});
  zip.on('error', fail);
  for (const [i, entry] of entries.entries()) {
    zip.addReadStreamLazy(
      entry.name,
      { size: entry.size, compress: false, mtime: entry.mtime },
      (callback) => {
        if (i + 1 < entries.length) void openEntry(i + 1);
        const opening = openEntry(i);
        if (i === 0) first = opening;
        opening.then(
          (stream) => {
            opened.delete(i);
            stream.once('error', fail);
            callback(null, stream);
          },
          (error: Error) => fail(error),
        );
      },
    );
  }
  const size = await endZip(zip);
  // The first entry is open (or has failed) before the answer starts: a zip whose first file
  // is missing is refused plainly rather than begun and cut.
  await first?.catch(() => {});
  const source = zip.outputStream as unknown as Readable;
  // A client that went away, a failed entry or the end of a range: stop reading files.
  const stop = () => {
    if (!source.readableEnded) source.destroy();
    for (const pending of opened.values())
      pending.then(
        (s) => s.destroy(),
        () => {},
      );
    opened.clear();
  };
  source.once('error', fail);
  output.once('close', stop);
  return {
    size,
    failed: () => failed,
    body(range?: ByteRange) {
      if (range)
        source
          .pipe(new ByteWindow(range.start, range.end, stop))
          .on('error', fail)
          .pipe(output);
      else source.pipe(output);
      return output;
    },
  };
}

/**
 * The exact length of a zip of these entries, without reading any of them: yazl knows it
 * once every entry's size is given, and no entry's stream is asked for here.
 */
export function zipSize(entries: ZipEntry[]): Promise<number> {
  const zip = new ZipFile();
  for (const entry of entries) {
    // The callback is never called: the entry stays waiting for data that is never read.
    zip.addReadStreamLazy(entry.name, { size: entry.size, compress: false, mtime: entry.mtime }, () => {});
  }
  return endZip(zip);
}

/** Ends the zip and gives its computed length (@types/yazl omits the callback's argument). */
function endZip(zip: ZipFile): Promise<number> {
  const end = zip.end.bind(zip) as (options: object, onSize: (size: number) => void) => void;
  return new Promise((resolve, reject) => {
    end({}, (size) => (size < 0 ? reject(new Error('zip size could not be computed')) : resolve(size)));
  });
}

/** Passes on only bytes `start`..`end` (inclusive) of what flows through. */
class ByteWindow extends Transform {
  private position = 0;

  constructor(
    private readonly first: number,
    private readonly last: number,
    private readonly onDone: () => void,
  ) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    const chunkStart = this.position;
    this.position += chunk.length;
    const from = Math.max(0, this.first - chunkStart);
    const to = Math.min(chunk.length, this.last + 1 - chunkStart);
    if (to > from) this.push(from === 0 && to === chunk.length ? chunk : chunk.subarray(from, to));
    if (this.position > this.last) {
      this.push(null);
      callback();
      this.onDone();
      return;
    }
    callback();
  }
}
