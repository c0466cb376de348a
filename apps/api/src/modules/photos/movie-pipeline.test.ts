import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent, createMember } from '../../../test/fixtures';
import { multipartBody } from '../../../test/multipart';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { imageItems } from '../../db/schema/index';
import { runFfmpeg } from '../../platform/media/ffmpeg';
import { mediaKeyOf } from '../../platform/media/media-url';
import { watermarkSvg } from '../../platform/media/watermark';
import { makeSyntheticMovie } from '../../seed/demo-movie';
import { clipSize } from './movie-derivatives';
import { MOVIE_DERIVE_QUEUE } from './movies.service';

const KEY = 'operator-key-for-movie-tests-0123456789';
const LOCATION = '+35.6895+139.6917/';
let t: TestApp;
let categoryId: number;
let member: string;
let dir: string;
let hd: Buffer; // 1280×720, 3 s, MP4, with a location tag
let long: Buffer; // 320×240, 20 s, MOV, with a location tag

beforeAll(async () => {
  t = await createTestApp({ env: { OPERATOR_API_KEY: KEY } });
  const fx = await createEvent(t.deps.db, { code1: 'MOVIE', code2: '11111' });
  categoryId = fx.subCategory.id;
  const m = await createMember(t.deps.db, { email: 'movie@example.jp', organizationId: fx.organization.id });
  member = await t.tokenFor('member', String(m.id));
  dir = await mkdtemp(path.join(os.tmpdir(), 'omoide-movie-test-'));
  [hd, long] = await Promise.all([
    makeSyntheticMovie({ seconds: 3, width: 1280, height: 720, location: LOCATION }),
    makeSyntheticMovie({
      seconds: 20,
      width: 320,
      height: 240,
      fps: 10,
      container: 'mov',
      location: LOCATION,
    }),
  ]);
}, 120_000);
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

async function upload(files: { name: string; body: Buffer }[]) {
  const { payload, headers } = multipartBody(files);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/admin/categories/${categoryId}/photos`,
    payload,
    headers: { ...headers, 'x-operator-key': KEY, 'x-language': 'ja' },
  });
  expect(res.statusCode).toBe(200);
  return res.json().results as {
    ok: boolean;
    id?: number;
    display_code?: string;
    display_message?: string;
  }[];
}

const itemOf = async (id: number) =>
  (await t.deps.db.select().from(imageItems).where(eq(imageItems.id, id)))[0]!;
const stored = async (key: string) => (await t.deps.storage.get(key))!;

/** ffmpeg's header dump of a file (there is no ffprobe in the static build). */
async function dump(body: Buffer, name: string) {
  const file = path.join(dir, name);
  await writeFile(file, body);
  return { file, text: (await runFfmpeg(['-i', file], { timeoutMs: 30_000, okExitCodes: [1] })).stderr };
}
/** MD5 of the video stream's packets, as copied (no decoding). */
async function videoPacketsMd5(file: string) {
  const { stdout } = await runFfmpeg(['-i', file, '-map', '0:v', '-c', 'copy', '-f', 'md5', '-'], {
    timeoutMs: 30_000,
    captureStdout: true,
  });
  return stdout.toString().trim();
}
async function frameAt(file: string, seconds: number, size?: { width: number; height: number }) {
  const scale = size ? ['-vf', `scale=${size.width}:${size.height}`] : [];
  const { stdout } = await runFfmpeg(
    [
      '-ss',
      String(seconds),
      '-i',
      file,
      '-frames:v',
      '1',
      ...scale,
      '-f',
      'rawvideo',
      '-pix_fmt',
      'rgb24',
      '-',
    ],
    { timeoutMs: 30_000, captureStdout: true },
  );
  return stdout;
}

describe('movie pipeline (issue: delivery, movies)', () => {
  it('makes poster derivatives, a short watermarked 480p clip and a metadata-free delivery copy of the same video bytes', async () => {
    const started = performance.now();
    const [result] = await upload([{ name: 'relay.mp4', body: hd }]);
    expect(result).toMatchObject({ ok: true });
    const pending = await itemOf(result!.id!);
    expect(pending).toMatchObject({ mediaType: 'movie', status: 'pending', width: 1280, height: 720 });
    expect(pending.storageKey).toMatch(/^originals\/\d+\/[0-9a-f-]+\.mp4$/);
    await t.deps.jobs.drain(MOVIE_DERIVE_QUEUE);
    console.info(`movie 3 s 1280x720: upload + processing ${Math.round(performance.now() - started)} ms`);
    const item = await itemOf(result!.id!);
    expect(item).toMatchObject({ status: 'ready', width: 1280, height: 720, failureReason: null });
    expect(item.durationMs).toBeGreaterThanOrEqual(2900);
    expect(item.durationMs).toBeLessThanOrEqual(3200);
    expect(item.placeholder).toMatch(/^.{20,40}$/);

    // Poster: the photos' derivatives.
    const thumb = await sharp(await stored(mediaKeyOf(item.mediaKey!, 'thumb.webp'))).metadata();
    expect([thumb.width, thumb.height]).toEqual([400, 225]);
    const poster = await sharp(await stored(mediaKeyOf(item.mediaKey!, 'preview.jpg'))).metadata();
    expect([poster.width, poster.height]).toEqual([1280, 720]);

    // Preview clip: H.264/AAC, 854×480, faststart (moov before mdat), watermarked.
    const clip = await stored(mediaKeyOf(item.mediaKey!, 'clip.mp4'));
    expect(clip.indexOf('moov')).toBeLessThan(clip.indexOf('mdat'));
    const clipInfo = await dump(clip, 'clip.mp4');
    expect(clipInfo.text).toMatch(/Video: h264[^\n]*854x480/);
    expect(clipInfo.text).toMatch(/Audio: aac/);
    expect(clipInfo.text).not.toMatch(/location/);
    const size = clipSize({ width: 1280, height: 720 });
    const overlay = await sharp(watermarkSvg(size.width, size.height, 'Omoide SAMPLE'))
      .ensureAlpha()
      .raw()
      .toBuffer();
    const original = await dump(hd, 'hd.mp4');
    const [marked, plain] = await Promise.all([
      frameAt(clipInfo.file, 1.5),
      frameAt(original.file, 1.5, size),
    ]);
    let onText = 0;
    let onTextN = 0;
    let elsewhere = 0;
    let elsewhereN = 0;
    for (let p = 0; p < size.width * size.height; p++) {
      const diff =
        Math.abs(marked[p * 3]! - plain[p * 3]!) + Math.abs(marked[p * 3 + 1]! - plain[p * 3 + 1]!);
      if (overlay[p * 4 + 3]! > 80) {
        onText += diff;
        onTextN++;
      } else if (overlay[p * 4 + 3] === 0) {
        elsewhere += diff;
        elsewhereN++;
      }
    }
    expect(onTextN).toBeGreaterThan(1000);
    // The watermark's pixels differ from the unmarked frame far more than the encoding noise.
    expect(onText / onTextN).toBeGreaterThan(3 * (elsewhere / elsewhereN) + 10);

    // Delivery copy: no location, same video packets, size and CRC-32 recorded.
    expect(item.deliveryKey).toMatch(/^delivery\/\d+\/[0-9a-f-]+\.mp4$/);
    const delivery = await stored(item.deliveryKey!);
    expect(hd.includes('loci')).toBe(true); // how ffmpeg writes location into MP4
    expect(delivery.includes('loci')).toBe(false);
    expect(delivery.includes(Buffer.from('\u00a9xyz', 'latin1'))).toBe(false);
    const deliveryInfo = await dump(delivery, 'delivery.mp4');
    expect(original.text).toMatch(/location\s+: \+35\.6895/);
    expect(deliveryInfo.text).not.toMatch(/location/);
    expect(await videoPacketsMd5(deliveryInfo.file)).toBe(await videoPacketsMd5(original.file));
    expect(item.deliverySize).toBe(delivery.length);
    expect(item.deliveryCrc32).toBe(crc32(delivery));
  }, 120_000);

  it('cuts the preview of a long MOV to 15 s and strips its ©xyz location from the MOV delivery copy', async () => {
    expect(long.includes(Buffer.from('\u00a9xyz', 'latin1'))).toBe(true);
    const [result] = await upload([{ name: 'play.MOV', body: long }]);
    expect(result).toMatchObject({ ok: true });
    await t.deps.jobs.drain(MOVIE_DERIVE_QUEUE);
    const item = await itemOf(result!.id!);
    expect(item).toMatchObject({ status: 'ready', width: 320, height: 240 });
    expect(item.durationMs).toBeGreaterThanOrEqual(19_900);
    const clip = await dump(await stored(mediaKeyOf(item.mediaKey!, 'clip.mp4')), 'clip-long.mp4');
    const [, h, m, s] = /Duration: (\d+):(\d+):([\d.]+)/.exec(clip.text)!;
    expect(Number(h) * 3600 + Number(m) * 60 + Number(s)).toBeLessThanOrEqual(15.1);
    expect(clip.text).toMatch(/320x240/); // never enlarged
    const delivery = await stored(item.deliveryKey!);
    expect(item.deliveryKey).toMatch(/\.mov$/);
    expect(delivery.toString('latin1', 4, 12)).toBe('ftypqt  ');
    expect(delivery.includes(Buffer.from('\u00a9xyz', 'latin1'))).toBe(false);
    expect(delivery.includes('+35.6895')).toBe(false);

    // Listed to buyers with its kind, length and clip.
    const list = await t.app.inject({
      url: `/api/event/photo_list/category/${categoryId}`,
      headers: { authorization: `Bearer ${member}` },
    });
    const listed = list.json().data.map((d: { image_item: Record<string, unknown> }) => d.image_item);
    const mine = listed.find((i: { id: number }) => i.id === item.id);
    expect(mine).toMatchObject({
      media_type: 'movie',
      duration_ms: item.durationMs,
      preview_clip_url: `/media/${item.mediaKey}/clip.mp4`,
      preview_url: `/media/${item.mediaKey}/preview.jpg`,
    });
    const detail = await t.app.inject({
      url: `/api/event/photo/${item.id}`,
      headers: { authorization: `Bearer ${member}` },
    });
    expect(detail.json().image_item).toMatchObject({
      media_type: 'movie',
      preview_clip_url: mine.preview_clip_url,
    });

    // Event info counts it among the category's items, and as a movie.
    const info = await t.app.inject({
      url: `/api/event/info/${item.eventId}`,
      headers: { authorization: `Bearer ${member}` },
    });
    const sub = info.json().info.categories[0].sub_categories[0];
    expect(sub.movie_count).toBeGreaterThanOrEqual(1);
    expect(sub.photo_count).toBeGreaterThanOrEqual(sub.movie_count);

    // The clip is served in ranges (Safari plays video only so) and cached for good.
    const url = mine.preview_clip_url as string;
    const full = await stored(mediaKeyOf(item.mediaKey!, 'clip.mp4'));
    const whole = await t.app.inject({ url });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers).toMatchObject({ 'accept-ranges': 'bytes', 'content-type': 'video/mp4' });
    expect(whole.headers['cache-control']).toContain('immutable');
    expect(whole.rawPayload.equals(full)).toBe(true);
    const first = await t.app.inject({ url, headers: { range: 'bytes=0-1' } });
    expect(first.statusCode).toBe(206);
    expect(first.headers['content-range']).toBe(`bytes 0-1/${full.length}`);
    expect(first.rawPayload.equals(full.subarray(0, 2))).toBe(true);
    const middle = await t.app.inject({ url, headers: { range: 'bytes=100-' } });
    expect(middle.statusCode).toBe(206);
    expect(middle.rawPayload.equals(full.subarray(100))).toBe(true);
    const tail = await t.app.inject({ url, headers: { range: 'bytes=-10' } });
    expect(tail.rawPayload.equals(full.subarray(-10))).toBe(true);
    const past = await t.app.inject({ url, headers: { range: `bytes=${full.length}-` } });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${full.length}`);
    const photoMedia = await t.app.inject({ url: url.replace('clip.mp4', 'thumb.jpg') });
    expect(photoMedia.headers['content-type']).toBe('image/jpeg');
  }, 120_000);
});
