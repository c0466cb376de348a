import { PassThrough, type Readable, Transform, type TransformCallback } from 'node:stream';
import { ZipFile } from 'yazl';

/** One file of a zip: its name inside, exact size, time, and how to open its bytes. */
export type ZipEntry = {
  name: string;
  size: number;
  mtime: Date;
  open: () => Promise<Readable>;
};

export type ZipStream = {
  /** Exact length of the whole zip, known before its first byte (stored entries only). */
  size: number;
  /** The zip's bytes, or those of `range` (inclusive); errors if an entry cannot be read. */
  stream: Readable;
};

/**
 * A zip of stored (uncompressed) entries written by yazl as it is read: JPEGs and movies do
 * not shrink, so nothing is recompressed, memory stays flat (one entry open at a time, with
 * back-pressure), and the length is known up front for `Content-Length`. yazl switches to
 * zip64 by itself past 4 GiB or 65,535 entries.
 *
 * The same entries always give the same bytes (fixed times, fixed order), so a `Range`
 * request is served by writing the zip again and keeping only the asked window: the bytes
 * before it are read but not sent. A resumed download costs reading, never a different file.
 */
export function openZip(entries: ZipEntry[], range?: { start: number; end: number }): Promise<ZipStream> {
  const zip = new ZipFile();
  const output = new PassThrough();
  let current: Readable | null = null;
  let failed = false;
  const fail = (error: Error) => {
    if (failed) return;
    failed = true;
    // Destroying the body makes the server cut the connection: with Content-Length sent, a
    // browser then reports a failed download instead of saving a silently short zip.
    output.destroy(error);
  };
  zip.on('error', fail);
  for (const entry of entries) {
    zip.addReadStreamLazy(
      entry.name,
      { size: entry.size, compress: false, mtime: entry.mtime },
      (callback) => {
        entry.open().then(
          (stream) => {
            current = stream;
            stream.once('error', fail);
            callback(null, stream);
          },
          (error: Error) => fail(error),
        );
      },
    );
  }
  return endZip(zip).then((size) => {
    const source = zip.outputStream as unknown as Readable;
    // A client that went away, a failed entry or the end of a range: stop reading files.
    const stop = () => {
      if (!source.readableEnded) source.destroy();
      current?.destroy();
    };
    source.once('error', fail);
    output.once('close', stop);
    if (range)
      source
        .pipe(new ByteWindow(range.start, range.end, stop))
        .on('error', fail)
        .pipe(output);
    else source.pipe(output);
    return { size, stream: output };
  });
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
