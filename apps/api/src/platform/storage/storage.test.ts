import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalStorage } from './local-storage';
import type { ObjectStorage } from './object-storage';
import { S3Storage } from './s3-storage';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'omoide-storage-'));
  dirs.push(dir);
  return dir;
};

// A real S3-protocol server on loopback: the S3 adapter is tested over HTTP, not mocked.
let s3rver: S3rver;
let endpoint: string;
beforeAll(async () => {
  s3rver = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: tempDir(),
    configureBuckets: [{ name: 'omoide-test', configs: [] }],
  });
  const address = (await s3rver.run()) as AddressInfo;
  endpoint = `http://127.0.0.1:${address.port}`;
});
afterAll(async () => {
  await s3rver.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const kinds: [string, () => ObjectStorage][] = [
  ['local folder', () => new LocalStorage(tempDir())],
  [
    'S3-compatible',
    () =>
      new S3Storage({
        bucket: 'omoide-test',
        endpoint,
        accessKeyId: 'S3RVER',
        secretAccessKey: 'S3RVER',
        prefix: 'env-a/',
      }),
  ],
];

describe.each(kinds)('object storage: %s', (_name, make) => {
  it('puts, reads, streams, checks and deletes', async () => {
    const storage = make();
    const body = Buffer.from('photo bytes \u{1F4F7}');
    await storage.put('originals/1/a.jpg', body, 'image/jpeg');
    expect(await storage.exists('originals/1/a.jpg')).toBe(true);
    expect(await storage.get('originals/1/a.jpg')).toEqual(body);
    const chunks: Buffer[] = [];
    for await (const chunk of (await storage.stream('originals/1/a.jpg'))!) chunks.push(Buffer.from(chunk));
    expect(Buffer.concat(chunks)).toEqual(body);
    await storage.delete('originals/1/a.jpg');
    expect(await storage.exists('originals/1/a.jpg')).toBe(false);
    expect(await storage.get('originals/1/a.jpg')).toBeNull();
    expect(await storage.stream('originals/1/a.jpg')).toBeNull();
  });

  it('stores a file from disk without the caller reading it, and says where a local object lives', async () => {
    const storage = make();
    const file = path.join(tempDir(), 'upload.part');
    const body = Buffer.alloc(300_000, 7);
    writeFileSync(file, body);
    await storage.putFile('originals/2/b.jpg', file, 'image/jpeg');
    expect(await storage.get('originals/2/b.jpg')).toEqual(body);
    const local = storage.localPath('originals/2/b.jpg');
    if (storage instanceof LocalStorage) expect(readFileSync(local!)).toEqual(body);
    else expect(local).toBeNull();
  });

  it('streams a byte range, and hands out a pre-signed download where the store can (S3)', async () => {
    const storage = make();
    const body = Buffer.from(Array.from({ length: 5000 }, (_, i) => i % 251));
    await storage.put('originals/3/c.jpg', body, 'image/jpeg');
    const chunks: Buffer[] = [];
    for await (const chunk of (await storage.stream('originals/3/c.jpg', { start: 100, end: 1099 }))!)
      chunks.push(Buffer.from(chunk));
    expect(Buffer.concat(chunks).equals(body.subarray(100, 1100))).toBe(true);
    const url = await storage.presignedDownload('originals/3/c.jpg', {
      seconds: 60,
      fileName: '運動会_0001.jpg',
      contentType: 'image/jpeg',
    });
    if (storage instanceof LocalStorage) {
      expect(url).toBeNull();
      return;
    }
    const res = await fetch(url!);
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer()).equals(body)).toBe(true);
    expect(res.headers.get('content-disposition')).toContain(
      "filename*=UTF-8''%E9%81%8B%E5%8B%95%E4%BC%9A_0001.jpg",
    );
    // The signature covers the name: an address altered by hand is refused.
    const altered = url!.replace('c.jpg', 'd.jpg');
    expect((await fetch(altered)).status).toBeGreaterThanOrEqual(400);
  });

  it('refuses keys that could leave the storage root', async () => {
    const storage = make();
    for (const key of ['../etc/passwd', 'a/../../b', '/abs', 'a//b', '']) {
      await expect(storage.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow(/invalid storage key/);
    }
  });
});
