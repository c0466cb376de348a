import os from 'node:os';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent } from '../../../test/fixtures';
import { cmykJpeg, corruptJpeg, jpeg, pngHeaderClaiming, pngWithAlpha } from '../../../test/images';
import { multipartBody } from '../../../test/multipart';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { auditLog, imageItems } from '../../db/schema/index';
import { shareCoresBetween } from './photo-derivatives';
import { DERIVE_QUEUE, derivePhoto, mediaKeyOf } from './photos.service';

const KEY = 'operator-key-for-photo-tests-0123456789';
let t: TestApp;
let categoryId: number;
let eventId: number;

beforeAll(async () => {
  t = await createTestApp({ env: { OPERATOR_API_KEY: KEY } });
  const fixture = await createEvent(t.deps.db, { code1: 'PHOTO', code2: '11111' });
  categoryId = fixture.subCategory.id;
  eventId = fixture.event.id;
});
afterAll(() => t.close());

async function upload(files: { name: string; body: Buffer }[], lang = 'ja') {
  const { payload, headers } = multipartBody(files);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/admin/categories/${categoryId}/photos`,
    payload,
    headers: { ...headers, 'x-operator-key': KEY, 'x-language': lang },
  });
  expect(res.statusCode).toBe(200);
  return res.json().results as {
    file_name: string;
    ok: boolean;
    id?: number;
    display_code?: string;
    display_message?: string;
  }[];
}

const itemOf = async (id: number) =>
  (await t.deps.db.select().from(imageItems).where(eq(imageItems.id, id)))[0]!;
const stored = async (key: string) => (await t.deps.storage.get(key))!;

describe('photo pipeline (issue: events and photos)', () => {
  it('stores the original, then a job makes thumbnail, watermarked preview and placeholder', async () => {
    const [result] = await upload([{ name: 'race.jpg', body: await jpeg(3000, 2000) }]);
    expect(result).toMatchObject({ ok: true, status: 'pending' });
    await t.deps.jobs.drain(DERIVE_QUEUE);
    const item = await itemOf(result!.id!);
    expect(item).toMatchObject({ status: 'ready', width: 3000, height: 2000 });
    expect(item.placeholder).toMatch(/^[0-9A-Za-z#$%*+,\-.:;=?@[\]^_{|}~]{20,40}$/);
    const thumb = await sharp(await stored(mediaKeyOf(item.mediaKey!, 'thumb.webp'))).metadata();
    expect(Math.max(thumb.width!, thumb.height!)).toBe(400);
    const preview = await sharp(await stored(mediaKeyOf(item.mediaKey!, 'preview.jpg'))).metadata();
    expect(preview.width).toBe(1600);
    expect(preview.exif).toBeUndefined();
    expect(preview.icc).toBeDefined();
    expect(await t.deps.storage.exists(item.storageKey)).toBe(true);
  });

  it('applies EXIF orientation and strips EXIF/GPS from public images', async () => {
    const [result] = await upload([{ name: 'portrait.jpg', body: await jpeg(600, 400, { orientation: 6 }) }]);
    await t.deps.jobs.drain(DERIVE_QUEUE);
    const item = await itemOf(result!.id!);
    expect([item.width, item.height]).toEqual([400, 600]);
    const preview = await sharp(await stored(mediaKeyOf(item.mediaKey!, 'preview.jpg'))).metadata();
    expect([preview.width, preview.height]).toEqual([400, 600]);
    expect(preview.orientation).toBeUndefined();
    expect(preview.exif).toBeUndefined();
  });

  it('converts CMYK to sRGB and flattens PNG alpha', async () => {
    const results = await upload([
      { name: 'cmyk.jpg', body: await cmykJpeg(800, 600) },
      { name: 'alpha.png', body: await pngWithAlpha(500, 500) },
    ]);
    await t.deps.jobs.drain(DERIVE_QUEUE);
    for (const result of results) {
      const item = await itemOf(result.id!);
      expect(item.status).toBe('ready');
      const meta = await sharp(await stored(mediaKeyOf(item.mediaKey!, 'thumb.jpg'))).metadata();
      expect(meta.space).toBe('srgb');
      expect(meta.hasAlpha).toBe(false);
    }
  });

  it('refuses bad files with translated reasons and keeps the rest of the batch', async () => {
    const good = await jpeg(400, 300);
    const truncated = (await jpeg(1200, 900)).subarray(0, 4000);
    const results = await upload(
      [
        { name: 'ok-1.jpg', body: good },
        { name: 'notes.txt', body: Buffer.from('not a photo') },
        { name: 'cut.jpg', body: truncated },
        { name: 'bomb.png', body: pngHeaderClaiming(30_000, 30_000) },
        { name: 'huge.jpg', body: Buffer.concat([good.subarray(0, 2), Buffer.alloc(51 * 1024 * 1024)]) },
        { name: 'ok-2.jpg', body: good },
      ],
      'vi',
    );
    expect(results.map((r) => [r.file_name, r.ok, r.display_code ?? null])).toEqual([
      ['ok-1.jpg', true, null],
      ['notes.txt', false, 'PHOTO-NOT-IMAGE'],
      ['cut.jpg', false, 'PHOTO-TRUNCATED'],
      ['bomb.png', false, 'PHOTO-TOO-MANY-PIXELS'],
      ['huge.jpg', false, 'PHOTO-TOO-LARGE'],
      ['ok-2.jpg', true, null],
    ]);
    expect(results[2]!.display_message).toBe('Tệp ảnh bị thiếu dữ liệu. Vui lòng tải lên lại.');
    expect((await t.app.inject({ url: '/healthz' })).statusCode).toBe(200);
  });

  it('marks damaged data found by processing as failed with its reason, visible to the operator', async () => {
    const [result] = await upload([{ name: 'damaged.jpg', body: await corruptJpeg(1200, 800) }]);
    expect(result!.ok).toBe(true);
    await t.deps.jobs.drain(DERIVE_QUEUE);
    expect(await itemOf(result!.id!)).toMatchObject({ status: 'failed', failureReason: 'photo.corrupt' });
    const states = await t.app.inject({
      url: `/api/admin/events/${eventId}/photos`,
      headers: { 'x-operator-key': KEY, 'x-language': 'ja' },
    });
    const state = states.json().photos.find((p: { id: number }) => p.id === result!.id);
    expect(state.failure_reason).toBe('画像ファイルが壊れているため処理できませんでした。');
    expect(states.json().jobs.failed).toBeGreaterThanOrEqual(1);
  });

  it('re-processing is idempotent: a new media key, the old files removed', async () => {
    const [result] = await upload([{ name: 'again.jpg', body: await jpeg(800, 600) }]);
    await t.deps.jobs.drain(DERIVE_QUEUE);
    const before = await itemOf(result!.id!);
    await derivePhoto(t.deps, result!.id!);
    const after = await itemOf(result!.id!);
    expect(after.status).toBe('ready');
    expect(after.mediaKey).not.toBe(before.mediaKey);
    expect(await t.deps.storage.exists(mediaKeyOf(before.mediaKey!, 'thumb.webp'))).toBe(false);
    expect(await t.deps.storage.exists(mediaKeyOf(after.mediaKey!, 'thumb.webp'))).toBe(true);
  });

  it('gives each photo processed at once its share of the cores (no oversubscribed libvips threads)', () => {
    const cores = os.availableParallelism();
    const before = sharp.concurrency();
    try {
      shareCoresBetween(1);
      expect(sharp.concurrency()).toBe(cores);
      shareCoresBetween(2);
      expect(sharp.concurrency()).toBe(Math.max(1, Math.floor(cores / 2)));
      shareCoresBetween(cores * 4);
      expect(sharp.concurrency()).toBe(1);
    } finally {
      sharp.concurrency(before);
    }
  });

  it('audits each photo the multipart import accepts, and none it refuses (issue 29)', async () => {
    const [accepted, refused] = await upload([
      { name: 'import-audited.jpg', body: await jpeg(40, 30) },
      { name: 'import-refused.jpg', body: Buffer.from('not a photo at all') },
    ]);
    expect(accepted).toMatchObject({ ok: true });
    expect(refused).toMatchObject({ ok: false });
    const entries = await t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'photo.uploaded'), eq(auditLog.entityId, String(accepted!.id))));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actorLabel: 'bootstrap key', entityType: 'image_item' });
    expect(entries[0]!.after).toMatchObject({ file_name: 'import-audited.jpg', category_id: categoryId });
    const forRefused = await t.deps.db.select().from(auditLog).where(eq(auditLog.action, 'photo.uploaded'));
    expect(forRefused.map((e) => (e.after as { file_name: string }).file_name)).not.toContain(
      'import-refused.jpg',
    );
  });

  it('refuses uploads without operator credentials (401: none were given)', async () => {
    const { payload, headers } = multipartBody([{ name: 'x.jpg', body: await jpeg(10, 10) }]);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/categories/${categoryId}/photos`,
      payload,
      headers,
    });
    expect(res.statusCode).toBe(401);
  });
});
