import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent } from '../../test/fixtures';
import { jpeg } from '../../test/images';
import { createTestApp, type TestApp } from '../../test/test-app';
import { imageItems } from '../db/schema/index';
import { postFiles } from './multipart-upload';

const KEY = 'operator-key-for-upload-tests-0123456789';
let t: TestApp;
let url: string;
let folder: string;
let categoryId: number;

beforeAll(async () => {
  t = await createTestApp({ env: { OPERATOR_API_KEY: KEY } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const port = (t.app.server.address() as AddressInfo).port;
  const fx = await createEvent(t.deps.db, { code1: 'MPUPL', code2: '44444' });
  categoryId = fx.subCategory.id;
  url = `http://127.0.0.1:${port}/api/admin/categories/${categoryId}/photos`;
  folder = mkdtempSync(path.join(os.tmpdir(), 'omoide-multipart-'));
}, 60_000);
afterAll(async () => {
  await t.close();
  rmSync(folder, { recursive: true, force: true });
});

const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('streamed multipart upload (import CLI, bench/ingest)', () => {
  it('sends every file whole, with Japanese and awkward names intact', async () => {
    // Noise does not compress: ~3 MB, more than one read on either side (1 MB), so the file
    // goes in several writes and the server gathers several socket reads per disk write.
    const big = await sharp({
      create: {
        width: 2000,
        height: 1500,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 50 },
      },
    })
      .jpeg({ quality: 95 })
      .toBuffer();
    expect(big.length).toBeGreaterThan(2 * 1024 * 1024);
    const names = ['運動会 1組.jpg', 'say "cheese".jpg', 'plain.jpg'];
    const bodies = [big, await jpeg(300, 200), await jpeg(200, 300)];
    for (const [i, body] of bodies.entries()) writeFileSync(path.join(folder, `f${i}`), body);

    const res = await postFiles(
      url,
      { 'x-operator-key': KEY },
      'files',
      names.map((name, i) => ({ path: path.join(folder, `f${i}`), name })),
    );

    expect(res.status).toBe(200);
    const { results } = JSON.parse(res.body) as { results: { file_name: string; ok: boolean; id: number }[] };
    expect(results.map((r) => [r.file_name, r.ok])).toEqual([
      ['運動会 1組.jpg', true],
      // Quotes travel as %22, the way browsers send them in a form.
      ['say %22cheese%22.jpg', true],
      ['plain.jpg', true],
    ]);
    for (const [i, r] of results.entries()) {
      const [row] = await t.deps.db.select().from(imageItems).where(eq(imageItems.id, r.id));
      const stored = readFileSync(t.deps.storage.localPath(row!.storageKey)!);
      expect(sha(stored)).toBe(sha(bodies[i]!));
    }
  });

  it("gives the server's answer when it refuses before reading the body", async () => {
    const file = path.join(folder, 'large');
    writeFileSync(file, Buffer.alloc(8 * 1024 * 1024, 1));
    const res = await postFiles(url, { 'x-operator-key': 'wrong-key' }, 'files', [
      { path: file, name: 'x.jpg' },
    ]);
    expect(res.status).toBe(401);
    expect(JSON.parse(res.body)).toHaveProperty('display_message');
  });

  it('fails with the file system error for a file that cannot be read', async () => {
    await expect(
      postFiles(url, { 'x-operator-key': KEY }, 'files', [
        { path: path.join(folder, 'missing'), name: 'm.jpg' },
      ]),
    ).rejects.toThrow(/ENOENT/);
  });
});
