import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent } from '../../../test/fixtures';
import { multipartBody } from '../../../test/multipart';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { imageItems } from '../../db/schema/index';
import { makeSyntheticMovie } from '../../seed/demo-movie';
import { MOVIE_DERIVE_QUEUE } from './movies.service';

const KEY = 'operator-key-for-movie-upload-tests-0123456789';
let t: TestApp;
let categoryId: number;
let eventId: number;
let small: Buffer; // 320×240, 2 s, MP4
let mov: Buffer; // 320×240, 2 s, MOV

beforeAll(async () => {
  t = await createTestApp({ env: { OPERATOR_API_KEY: KEY } });
  const fx = await createEvent(t.deps.db, { code1: 'MOVUP', code2: '11111' });
  categoryId = fx.subCategory.id;
  eventId = fx.event.id;
  [small, mov] = await Promise.all([
    makeSyntheticMovie({ seconds: 2, width: 320, height: 240, fps: 10 }),
    makeSyntheticMovie({ seconds: 2, width: 320, height: 240, fps: 10, container: 'mov' }),
  ]);
}, 120_000);
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
    ok: boolean;
    id?: number;
    display_code?: string;
    display_message?: string;
  }[];
}

const itemOf = async (id: number) =>
  (await t.deps.db.select().from(imageItems).where(eq(imageItems.id, id)))[0]!;

describe('movie upload (issue: delivery, movies)', () => {
  it('refuses fakes and damaged movies with translated reasons, whatever their names', async () => {
    const fakeFtyp = Buffer.concat([
      Buffer.from([0, 0, 0, 24]),
      Buffer.from('ftypisom'),
      Buffer.alloc(12),
      Buffer.from('garbage garbage'),
    ]);
    const results = await upload([
      { name: 'notes.mp4', body: Buffer.from('this is not a movie at all') },
      { name: 'half.mp4', body: small.subarray(0, Math.floor(small.length / 2)) },
      { name: 'fake.mov', body: fakeFtyp },
      // A movie named like a photo is still a movie.
      { name: 'renamed.jpg', body: small },
    ]);
    expect(results.map((r) => r.display_code ?? 'ok')).toEqual([
      'PHOTO-NOT-IMAGE',
      'MOVIE-TRUNCATED',
      'MOVIE-TRUNCATED',
      'ok',
    ]);
    expect(results[1]!.display_message).toContain('動画');
    expect((await itemOf(results[3]!.id!)).mediaType).toBe('movie');
    // A movie whose boxes are whole but whose data is not a movie: refused on inspection.
    const noMovie = Buffer.concat([
      fakeFtyp.subarray(0, 24),
      Buffer.from([0, 0, 0, 16]),
      Buffer.from('moov'),
      Buffer.alloc(8),
    ]);
    const [corrupt] = await upload([{ name: 'empty.mp4', body: noMovie }]);
    expect(corrupt!.display_code).toBe('MOVIE-CORRUPT');
  }, 60_000);

  it('takes a movie by resumable upload too', async () => {
    const headers = { 'x-operator-key': KEY, 'x-language': 'en-US' };
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/uploads',
      headers,
      payload: { category_id: categoryId, file_name: 'relay.mov', size: mov.length },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().upload_id as string;
    const half = Math.floor(mov.length / 2);
    const patch = (offset: number, chunk: Buffer) =>
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
    expect((await patch(0, mov.subarray(0, half))).json().photo_id).toBeNull();
    const done = (await patch(half, mov.subarray(half))).json();
    expect((await itemOf(done.photo_id)).mediaType).toBe('movie');
  });

  it('records a movie whose data turns out damaged as failed, with a translated reason, without retrying', async () => {
    const [result] = await upload([{ name: 'broken.mov', body: mov }]);
    const item = await itemOf(result!.id!);
    // The stored original is damaged after the checks (a disk fault): every run fails alike.
    await t.deps.storage.put(
      item.storageKey,
      Buffer.concat([mov.subarray(0, 40), Buffer.alloc(mov.length - 40)]),
      'video/quicktime',
    );
    await t.deps.jobs.drain(MOVIE_DERIVE_QUEUE);
    expect(await itemOf(item.id)).toMatchObject({
      status: 'failed',
      failureReason: 'movie.corrupt',
      mediaKey: null,
    });
    const job = (await t.deps.jobs.jobsOf(MOVIE_DERIVE_QUEUE)).at(-1);
    expect(job!.retryCount).toBe(0); // permanent: not retried
    expect(job!.state).toBe('failed');
    const states = await t.app.inject({
      url: `/api/admin/events/${eventId}/photos`,
      headers: { 'x-operator-key': KEY, 'x-language': 'en-US' },
    });
    const state = states.json().photos.find((p: { id: number }) => p.id === item.id);
    expect(state.failure_reason).toMatch(/movie file is damaged/);
  }, 60_000);
});
