import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent } from '../../../test/fixtures';
import { jpeg } from '../../../test/images';
import { multipartBody } from '../../../test/multipart';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { imageItems } from '../../db/schema/index';
import { DERIVE_QUEUE, mediaKeyOf } from './photos.service';

/** Issue 27, decision 035: responsive WebP files beside the thumbnail and the preview. */
const KEY = 'operator-key-for-responsive-tests-0123456789';
let t: TestApp;
let categoryId: number;

beforeAll(async () => {
  t = await createTestApp({ env: { OPERATOR_API_KEY: KEY } });
  categoryId = (await createEvent(t.deps.db, { code1: 'RESPV', code2: '22222' })).subCategory.id;
});
afterAll(() => t.close());

/** Uploads one photo, runs its derive job and returns its media key. */
async function ingest(original: Buffer): Promise<string> {
  const { payload, headers } = multipartBody([{ name: 'p.jpg', body: original }]);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/admin/categories/${categoryId}/photos`,
    payload,
    headers: { ...headers, 'x-operator-key': KEY },
  });
  const id = res.json().results[0].id as number;
  await t.deps.jobs.drain(DERIVE_QUEUE);
  const [item] = await t.deps.db.select().from(imageItems).where(eq(imageItems.id, id));
  expect(item?.status).toBe('ready');
  return item!.mediaKey!;
}

/** Mean absolute difference per channel value (0–255) of two images drawn at one size. */
async function difference(a: Buffer, b: Buffer, width: number, height: number): Promise<number> {
  const pixels = (image: Buffer) =>
    sharp(image).resize(width, height, { fit: 'fill' }).removeAlpha().raw().toBuffer();
  const [pa, pb] = await Promise.all([pixels(a), pixels(b)]);
  let sum = 0;
  for (let i = 0; i < pa.length; i += 1) sum += Math.abs(pa[i]! - pb[i]!);
  return sum / pa.length;
}

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('responsive image files (decision 035)', () => {
  let original: Buffer;
  let mediaKey: string;
  beforeAll(async () => {
    original = await jpeg(3000, 2000);
    mediaKey = await ingest(original);
  });

  it('makes a 240 px thumbnail and a 960 px preview as WebP at ingest', async () => {
    const small = await sharp((await t.deps.storage.get(mediaKeyOf(mediaKey, 'thumb-240.webp')))!).metadata();
    expect(small).toMatchObject({ format: 'webp', width: 240, height: 160 });
    const medium = await sharp(
      (await t.deps.storage.get(mediaKeyOf(mediaKey, 'preview-960.webp')))!,
    ).metadata();
    expect(medium).toMatchObject({ format: 'webp', width: 960, height: 640 });
    expect(medium.exif).toBeUndefined();
  });

  it('keeps the watermark on the 960 px preview: it is the watermarked preview, smaller', async () => {
    const medium = (await t.deps.storage.get(mediaKeyOf(mediaKey, 'preview-960.webp')))!;
    const watermarked = (await t.deps.storage.get(mediaKeyOf(mediaKey, 'preview.jpg')))!;
    const toWatermarked = await difference(medium, watermarked, 960, 640);
    const toOriginal = await difference(medium, original, 960, 640);
    // The watermark is what tells the two apart: far closer to the watermarked preview.
    expect(toWatermarked).toBeLessThan(3);
    expect(toOriginal).toBeGreaterThan(toWatermarked * 2);
  });

  it('serves them as WebP, immutable for a year, with a 304 for a known ETag', async () => {
    for (const variant of ['thumb-240.webp', 'preview-960.webp']) {
      const res = await get(`/media/${mediaKey}/${variant}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const etag = res.headers.etag as string;
      expect(etag).toBeTruthy();
      expect((await get(`/media/${mediaKey}/${variant}`, { 'if-none-match': etag })).statusCode).toBe(304);
    }
  });

  it('makes them on first request for a photo processed before they existed, from the watermarked preview', async () => {
    const older = await ingest(await jpeg(1200, 1800));
    for (const variant of ['thumb-240.webp', 'preview-960.webp'] as const)
      await t.deps.storage.delete(mediaKeyOf(older, variant));

    const res = await get(`/media/${older}/preview-960.webp`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const made = await sharp(res.rawPayload).metadata();
    expect(made).toMatchObject({ format: 'webp', width: 640, height: 960 });
    const watermarked = (await t.deps.storage.get(mediaKeyOf(older, 'preview.jpg')))!;
    expect(await difference(res.rawPayload, watermarked, 640, 960)).toBeLessThan(3);
    // Stored: every later request is a plain read of the same bytes.
    const kept = await t.deps.storage.get(mediaKeyOf(older, 'preview-960.webp'));
    expect(kept?.equals(res.rawPayload)).toBe(true);

    const thumb = await get(`/media/${older}/thumb-240.webp`);
    expect(thumb.statusCode).toBe(200);
    expect(await sharp(thumb.rawPayload).metadata()).toMatchObject({ width: 160, height: 240 });
  });

  it('answers 404, never cached, for a media key that has no files', async () => {
    const res = await get('/media/00000000-0000-8000-8000-000000000000/preview-960.webp');
    expect(res.statusCode).toBe(404);
    expect(res.headers['cache-control']).toBe('no-store');
  });
});
