import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent } from '../../../test/fixtures';
import { jpeg } from '../../../test/images';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { imageItems, photoUploads } from '../../db/schema/index';
import { DERIVE_QUEUE } from './photos.service';
import { ABANDONED_PART_MS, partFileOf, STRAY_UPLOAD_MS, sweepUploadTemp, uploadsDirOf } from './upload-temp';

const KEY = 'operator-key-for-upload-tests-0123456789';
let t: TestApp;
let categoryId: number;
let eventId: number;
beforeAll(async () => {
  t = await createTestApp({ env: { OPERATOR_API_KEY: KEY } });
  const fx = await createEvent(t.deps.db, { code1: 'RESUM', code2: '44444' });
  categoryId = fx.subCategory.id;
  eventId = fx.event.id;
});
afterAll(() => t.close());

const headers = { 'x-operator-key': KEY, 'x-language': 'ja' };
const create = (size: number, fileName = 'big.jpg') =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/uploads',
    headers,
    payload: { category_id: categoryId, event_id: eventId, file_name: fileName, size },
  });
const patch = (id: string, offset: number, chunk: Buffer) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/admin/uploads/${id}`,
    headers: {
      ...headers,
      'content-type': 'application/offset+octet-stream',
      'upload-offset': String(offset),
    },
    payload: chunk,
  });

describe('resumable photo upload (issue: events and photos)', () => {
  it('accepts chunks, survives a broken connection by resuming at the stored offset, and makes the photo', async () => {
    const file = await jpeg(1600, 1200);
    const { upload_id } = (await create(file.length)).json();
    const third = Math.floor(file.length / 3);

    expect((await patch(upload_id, 0, file.subarray(0, third))).json()).toMatchObject({
      offset: third,
      photo_id: null,
    });
    // The client thinks its second chunk was lost and resends from a wrong offset: refused.
    const wrong = await patch(upload_id, 0, file.subarray(0, third));
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json().display_message).toContain(`${third}`);
    // It asks where to continue, and does.
    const state = (await t.app.inject({ url: `/api/admin/uploads/${upload_id}`, headers })).json();
    expect(state.offset).toBe(third);
    await patch(upload_id, third, file.subarray(third, 2 * third));
    const done = (await patch(upload_id, 2 * third, file.subarray(2 * third))).json();
    expect(done.offset).toBe(file.length);
    expect(done.photo_id).toEqual(expect.any(Number));

    await t.deps.jobs.drain(DERIVE_QUEUE);
    const photos = await t.app.inject({ url: `/api/admin/events/${eventId}/photos`, headers });
    expect(photos.json().photos.find((p: { id: number }) => p.id === done.photo_id)).toMatchObject({
      status: 'ready',
      file_name: 'big.jpg',
    });
  });

  it('starts again from 0 when the bytes received so far were lost, never padding the photo', async () => {
    const file = await jpeg(800, 600);
    const { upload_id } = (await create(file.length)).json();
    const half = Math.floor(file.length / 2);
    await patch(upload_id, 0, file.subarray(0, half));
    rmSync(partFileOf(t.deps.config.dataDir, upload_id)); // a disk lost, a sweep on another machine

    const lost = await patch(upload_id, half, file.subarray(half));
    expect(lost.statusCode).toBe(409);
    expect((await t.app.inject({ url: `/api/admin/uploads/${upload_id}`, headers })).json().offset).toBe(0);
    await patch(upload_id, 0, file.subarray(0, half));
    const done = (await patch(upload_id, half, file.subarray(half))).json();
    expect(done.photo_id).toEqual(expect.any(Number));
  });

  it('makes a whole file a process died with into its photo on the next state query, or asks for it again if lost', async () => {
    const file = await jpeg(800, 600);
    // The state a process killed after recording the last chunk leaves: the file whole, no photo.
    const whole = async () => {
      const { upload_id } = (await create(file.length)).json();
      writeFileSync(partFileOf(t.deps.config.dataDir, upload_id), file);
      await t.deps.db
        .update(photoUploads)
        .set({ received: file.length })
        .where(eq(photoUploads.id, upload_id));
      return upload_id as string;
    };
    const id = await whole();
    const state = await t.app.inject({ url: `/api/admin/uploads/${id}`, headers });
    expect(state.statusCode).toBe(200);
    const [photo] = await t.deps.db.select().from(imageItems).where(eq(imageItems.id, state.json().photo_id));
    expect(photo!.byteSize).toBe(file.length);
    expect(readdirSync(uploadsDirOf(t.deps.config.dataDir)).filter((f) => f.startsWith(id))).toEqual([]);

    // Its bytes gone as well: refused with the offset to start again from, never a photo.
    const lostId = await whole();
    rmSync(partFileOf(t.deps.config.dataDir, lostId));
    const refused = await t.app.inject({ url: `/api/admin/uploads/${lostId}`, headers });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().display_code).toBe('UPLOAD-OFFSET-409');
    expect((await patch(lostId, 0, file)).json().photo_id).toEqual(expect.any(Number));
  });

  it('takes the same last chunk sent 4 times at once exactly once: one original of the exact size and hash (issue #25 item 3)', async () => {
    const file = await jpeg(1200, 900);
    const { upload_id } = (await create(file.length, 'race.jpg')).json();
    const half = Math.floor(file.length / 2);
    await patch(upload_id, 0, file.subarray(0, half));

    const answers = await Promise.all([1, 2, 3, 4].map(() => patch(upload_id, half, file.subarray(half))));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(statuses.every((s) => s === 200 || s === 409)).toBe(true);
    // Each answer is the upload's state (200) or the §8 conflict naming the current offset (409).
    for (const a of answers) {
      if (a.statusCode === 409) expect(a.json().display_code).toBe('UPLOAD-OFFSET-409');
    }
    const photoIds = new Set(answers.filter((a) => a.statusCode === 200).map((a) => a.json().photo_id));
    photoIds.delete(null);
    expect(photoIds.size).toBe(1);
    const photoId = [...photoIds][0] as number;

    const items = await t.deps.db.select().from(imageItems).where(eq(imageItems.categoryId, categoryId));
    const raced = items.filter((i) => i.originalName === 'race.jpg');
    expect(raced.map((i) => i.id)).toEqual([photoId]);
    const stored = await t.deps.storage.get(raced[0]!.storageKey);
    expect(stored?.length).toBe(file.length);
    expect(createHash('sha256').update(stored!).digest('hex')).toBe(
      createHash('sha256').update(file).digest('hex'),
    );
    // A retry after everything is done is answered with the photo, idempotently.
    const retry = await patch(upload_id, half, file.subarray(half));
    expect(retry.statusCode).toBe(200);
    expect(retry.json().photo_id).toBe(photoId);
  });

  it('refuses data past the declared size, oversized declarations and unknown uploads', async () => {
    const { upload_id } = (await create(10)).json();
    expect((await patch(upload_id, 0, Buffer.alloc(11))).json().display_code).toBe('UPLOAD-TOO-LONG');
    expect((await create(3 * 1024 ** 3)).json().display_code).toBe('MOVIE-TOO-LARGE');
    // Over a photo's limit is allowed for a movie only: the first chunk tells which it is.
    const big = (await create(60 * 1024 * 1024)).json().upload_id as string;
    const first = await patch(big, 0, await jpeg(64, 64));
    expect(first.statusCode).toBe(413);
    expect(first.json().display_code).toBe('PHOTO-TOO-LARGE');
    expect((await t.app.inject({ url: `/api/admin/uploads/${big}`, headers })).statusCode).toBe(404);
    const unknown = await patch('00000000-0000-4000-8000-000000000000', 0, Buffer.from('x'));
    expect(unknown.statusCode).toBe(404);
    expect((await patch('not-a-uuid', 0, Buffer.from('x'))).statusCode).toBe(400);
  });

  it('refuses a completed file that is not a photo, with the same translated reason as a direct upload', async () => {
    const body = Buffer.from('this is not a photo at all');
    const { upload_id } = (await create(body.length, 'notes.jpg')).json();
    const res = await patch(upload_id, 0, body);
    expect(res.statusCode).toBe(415);
    expect(res.json().display_code).toBe('PHOTO-NOT-IMAGE');
  });

  it('sweeps what crashes left (stray request files, abandoned or finished parts) and keeps live uploads', async () => {
    const dataDir = t.deps.config.dataDir;
    const dir = uploadsDirOf(dataDir);
    mkdirSync(dir, { recursive: true });
    const now = Date.now();
    const age = (file: string, ms: number) => utimesSync(file, (now - ms) / 1000, (now - ms) / 1000);
    const touch = (file: string, ms: number) => {
      writeFileSync(file, 'bytes');
      age(file, ms);
    };
    // A request's stream: one an hour old (a crash), one in progress.
    touch(path.join(dir, 'crashed.upload'), STRAY_UPLOAD_MS + 1000);
    touch(path.join(dir, 'streaming.upload'), 1000);
    // Resumable uploads: one waiting for its next chunk, one given up a week ago.
    const live = (await create(100)).json().upload_id as string;
    await patch(live, 0, Buffer.alloc(10));
    age(partFileOf(dataDir, live), ABANDONED_PART_MS - 60_000);
    const abandoned = (await create(100)).json().upload_id as string;
    await patch(abandoned, 0, Buffer.alloc(10));
    age(partFileOf(dataDir, abandoned), ABANDONED_PART_MS + 60_000);
    // A part whose upload row is gone (deleted with its category), and a file we do not own.
    touch(partFileOf(dataDir, 'no-such-upload'), 1000);
    touch(path.join(dir, 'README'), STRAY_UPLOAD_MS * 10);

    expect(await sweepUploadTemp({ db: t.deps.db, dataDir }, now)).toBe(3);

    expect(readdirSync(dir).sort()).toEqual(['README', `${live}.part`, 'streaming.upload'].sort());
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/admin/uploads/${live}`, headers })).statusCode,
    ).toBe(200);
    const gone = await t.app.inject({ method: 'GET', url: `/api/admin/uploads/${abandoned}`, headers });
    expect(gone.statusCode).toBe(404);
    // Nothing to sweep in a new data folder (no uploads yet).
    expect(await sweepUploadTemp({ db: t.deps.db, dataDir: path.join(dataDir, 'fresh') }, now)).toBe(0);
  });
});
