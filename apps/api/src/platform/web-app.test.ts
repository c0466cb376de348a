import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(path.join(os.tmpdir(), 'omoide-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
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
});
