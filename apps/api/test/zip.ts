import yauzl from 'yauzl';

/** The entries of a zip, in order, with their bytes and the CRC-32 its directory records. */
export function unzip(data: Buffer): Promise<{ name: string; data: Buffer; crc32: number }[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(data, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error);
      const entries: { name: string; data: Buffer; crc32: number }[] = [];
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (err, stream) => {
          if (err || !stream) return reject(err);
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            entries.push({ name: entry.fileName, data: Buffer.concat(chunks), crc32: entry.crc32 });
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(entries));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}
