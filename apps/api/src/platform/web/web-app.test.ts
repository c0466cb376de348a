import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';

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

describe('a first page’s HTML names its code and texts (decision 041)', () => {
  let hinted: TestApp;
  let hintedDist: string;
  const hints = [
    {
      pattern: '^(\\/guest)?\\/events\\/detail\\/\\d+\\/?$',
      scripts: ['/assets/event-page-1.js', '/assets/grid-2.js'],
      styles: ['/assets/event-page-3.css'],
      texts: {
        ja: ['/assets/locale-ja-common-a.js', '/assets/locale-ja-events-b.js'],
        vi: ['/assets/locale-vi-common-c.js', '/assets/locale-vi-events-d.js'],
        'en-US': ['/assets/locale-en-US-common-e.js', '/assets/locale-en-US-events-f.js'],
        // A hints file is the build's, but nothing in it may break out of an attribute.
        hant: ['/assets/x.js"><script>alert(1)</script>'],
      },
    },
  ];
  beforeAll(async () => {
    hintedDist = mkdtempSync(path.join(os.tmpdir(), 'omoide-dist-'));
    mkdirSync(path.join(hintedDist, '.vite'));
    writeFileSync(
      path.join(hintedDist, 'index.html'),
      '<!doctype html><head><title>O</title></head><div id="root"></div>',
    );
    writeFileSync(path.join(hintedDist, '.vite/first-pages.json'), JSON.stringify(hints));
    hinted = await createTestApp({ env: { WEB_DIST_DIR: hintedDist }, serveWeb: true });
  });
  afterAll(async () => {
    await hinted.close();
    rmSync(hintedDist, { recursive: true, force: true });
  });

  const linksIn = (html: string) =>
    [...html.matchAll(/<link rel="(\w+)"(?: as="style")? crossorigin href="([^"]+)">/g)].map(
      (m) => `${m[1]} ${m[2]}`,
    );

  it('names the page’s chunks, styles and the texts of the visitor’s language', async () => {
    const res = await hinted.app.inject({
      url: '/events/detail/12?from=mail',
      headers: { 'accept-language': 'fr;q=0.9, vi;q=0.8, ja;q=0.5', 'accept-encoding': 'identity' },
    });
    expect(res.statusCode).toBe(200);
    expect(linksIn(res.body)).toEqual([
      'preload /assets/event-page-3.css',
      'modulepreload /assets/event-page-1.js',
      'modulepreload /assets/grid-2.js',
      'modulepreload /assets/locale-vi-common-c.js',
      'modulepreload /assets/locale-vi-events-d.js',
    ]);
    expect(res.headers.vary).toMatch(/accept-language/i);
    expect(res.headers.vary).toMatch(/cookie/i);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('follows the locale cookie over Accept-Language, as the page itself does', async () => {
    const res = await hinted.app.inject({
      url: '/guest/events/detail/3',
      headers: { cookie: 'a=1; omoide_locale=ja', 'accept-language': 'vi', 'accept-encoding': 'gzip' },
    });
    expect(res.headers['content-encoding']).toBe('gzip');
    const html = gunzipSync(res.rawPayload).toString();
    expect(html).toContain('/assets/locale-ja-events-b.js');
    expect(html).not.toContain('locale-vi');
    // English, or nothing known, is en-US: the fallback the page starts with.
    const english = await hinted.app.inject({
      url: '/events/detail/3',
      headers: { 'accept-language': 'en-GB' },
    });
    expect(english.body).toContain('/assets/locale-en-US-events-f.js');
  });

  it('revalidates each language’s copy by its own ETag', async () => {
    const headers = { 'accept-language': 'ja', 'accept-encoding': 'br' };
    const first = await hinted.app.inject({ url: '/events/detail/5', headers });
    expect(brotliDecompressSync(first.rawPayload).toString()).toContain('locale-ja-common-a.js');
    const etag = String(first.headers.etag);
    const again = await hinted.app.inject({
      url: '/events/detail/5',
      headers: { ...headers, 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    const vi = await hinted.app.inject({
      url: '/events/detail/5',
      headers: { 'accept-language': 'vi', 'accept-encoding': 'br', 'if-none-match': etag },
    });
    expect(vi.statusCode).toBe(200);
  });

  it('leaves other pages plain and drops a name that is not a built file', async () => {
    const other = await hinted.app.inject({ url: '/faq' });
    expect(linksIn(other.body)).toEqual([]);
    const hant = await hinted.app.inject({
      url: '/events/detail/1',
      headers: { cookie: 'omoide_locale=hant' },
    });
    expect(hant.body).not.toContain('<script>');
    expect(linksIn(hant.body)).toHaveLength(3);
  });
});
