import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let dist: string;

/** A file with the brotli and gzip copies the web build leaves beside it (precompress.mjs). */
function writeWithCopies(name: string, body: string) {
  writeFileSync(path.join(dist, name), body);
  writeFileSync(path.join(dist, `${name}.br`), brotliCompressSync(body));
  writeFileSync(path.join(dist, `${name}.gz`), gzipSync(body));
}
beforeAll(async () => {
  dist = mkdtempSync(path.join(os.tmpdir(), 'omoide-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeWithCopies('index.html', '<!doctype html><div id="root"></div>');
  writeWithCopies('assets/app-abc123.js', 'console.log(1)');
  writeWithCopies('sw.js', 'self.skipWaiting()');
  writeFileSync(path.join(dist, 'version.json'), '{"version":"v1"}');
  t = await createTestApp({ env: { WEB_DIST_DIR: dist }, serveWeb: true });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('the built web app on the API port', () => {
  it('answers client routes with index.html, revalidated each time', async () => {
    for (const url of ['/', '/events/detail/12', '/guest/landing', '/Imprint?x=1']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves hashed assets as immutable and version.json as no-cache', async () => {
    const asset = await t.app.inject({ url: '/assets/app-abc123.js' });
    expect(asset.headers['cache-control']).toContain('immutable');
    expect(asset.headers.etag).toBeTruthy();
    const version = await t.app.inject({ url: '/version.json' });
    expect(version.json()).toEqual({ version: 'v1' });
    expect(version.headers['cache-control']).toBe('no-cache');
  });

  it('keeps unknown API paths and missing files as 404s', async () => {
    expect((await t.app.inject({ url: '/api/unknown' })).json().display_code).toBe('NOT-FOUND-404');
    expect((await t.app.inject({ url: '/assets/missing.js' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/events' })).statusCode).toBe(404);
  });

  it('sends the precompressed copy the client prefers, and says the answer varies by it', async () => {
    const br = await t.app.inject({
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe('console.log(1)');

    const gz = await t.app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe('console.log(1)');

    const plain = await t.app.inject({
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toBe('console.log(1)');
    // Each copy is its own representation: a cache must not answer one with another's tag.
    expect(new Set([br.headers.etag, gz.headers.etag, plain.headers.etag]).size).toBe(3);
  });

  it('sends client routes and the service worker compressed, revalidated by ETag', async () => {
    for (const url of ['/events/detail/12', '/sw.js']) {
      const first = await t.app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(first.statusCode, url).toBe(200);
      expect(first.headers['content-encoding'], url).toBe('br');
      expect(first.headers['cache-control'], url).toBe('no-cache');
      expect(first.headers.vary, url).toMatch(/accept-encoding/i);
      const etag = String(first.headers.etag);
      expect(etag, url).toBeTruthy();
      const again = await t.app.inject({ url, headers: { 'accept-encoding': 'br', 'if-none-match': etag } });
      expect(again.statusCode, url).toBe(304);
      expect(again.body, url).toBe('');
    }
    const html = await t.app.inject({ url: '/guest/landing', headers: { 'accept-encoding': 'gzip' } });
    expect(html.headers['content-type']).toMatch(/^text\/html/);
    expect(gunzipSync(html.rawPayload).toString()).toContain('<div id="root">');
  });
});
