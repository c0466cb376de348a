import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent, createOperator } from '../../../test/fixtures';
import { jpeg } from '../../../test/images';
import { multipartBody } from '../../../test/multipart';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { imageItems } from '../../db/schema/index';
import { mediaKeyOf } from '../../platform/media/media-url';
import { makeSyntheticMovie } from '../../seed/demo-movie';
import { startOperatorSession } from '../operators/operators.service';
import { MOVIE_DERIVE_QUEUE } from './movies.service';
import { DERIVE_QUEUE, derivePhoto } from './photos.service';
import { REWATERMARK_QUEUE } from './watermark-rerender';

let t: TestApp;
let fixture: Awaited<ReturnType<typeof createEvent>>;
let owner: string;
let ids: number[];

beforeAll(async () => {
  t = await createTestApp();
  fixture = await createEvent(t.deps.db, { code1: 'WMARK', code2: '11111' });
  const op = await createOperator(t.deps.db, {
    email: 'owner@watermark.jp',
    memberships: [{ organizationId: fixture.organization.id, role: 'owner' }],
  });
  owner = (await startOperatorSession(t.deps, op.id)).token;
  const { payload, headers } = multipartBody(
    await Promise.all([1, 2, 3].map(async (i) => ({ name: `p${i}.jpg`, body: await jpeg(800, 600) }))),
  );
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/admin/categories/${fixture.subCategory.id}/photos`,
    payload,
    headers: { ...headers, authorization: `Bearer ${owner}` },
  });
  ids = (res.json().results as { id: number }[]).map((r) => r.id);
  await t.deps.jobs.drain(DERIVE_QUEUE);
});
afterAll(() => t.close());

const organizationUrl = () => `/api/studio/organizations/${fixture.organization.id}`;
const studio = (method: 'GET' | 'PATCH', body?: object) =>
  t.app.inject({
    method,
    url: organizationUrl(),
    payload: body,
    headers: { authorization: `Bearer ${owner}` },
  });
const photos = () =>
  t.deps.db.select().from(imageItems).where(inArray(imageItems.id, ids)).orderBy(imageItems.id);

describe('a watermark change re-renders earlier photos (issue 29)', () => {
  it('records the text each photo carries; nothing to re-render while it is current', async () => {
    expect((await photos()).map((p) => p.watermarkText)).toEqual([
      'Omoide SAMPLE',
      'Omoide SAMPLE',
      'Omoide SAMPLE',
    ]);
    expect((await studio('GET')).json().organization.watermark_rerender).toBeNull();
    // A change of another field starts nothing.
    const renamed = await studio('PATCH', { name: 'Sakura Nursery' });
    expect(renamed.json().organization.watermark_rerender).toBeNull();
    expect((await t.deps.jobs.counts(REWATERMARK_QUEUE)).queued ?? 0).toBe(0);
  });

  it('says how many photos it re-renders, shows progress, and ends with every preview redrawn', async () => {
    const before = await photos();
    const previewBefore = await t.deps.storage.get(mediaKeyOf(before[0]!.mediaKey!, 'preview.jpg'));
    const changed = await studio('PATCH', { watermark_text: 'さくら保育園 SAMPLE' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().organization.watermark_rerender).toEqual({ total: 3, done: 0 });

    // The fan-out queues each photo's derive; one photo done shows as progress.
    await t.deps.jobs.drain(REWATERMARK_QUEUE);
    await derivePhoto(t.deps, ids[0]!, undefined, true);
    expect((await studio('GET')).json().organization.watermark_rerender).toEqual({ total: 3, done: 1 });

    await t.deps.jobs.drain(DERIVE_QUEUE);
    expect((await studio('GET')).json().organization.watermark_rerender).toBeNull();
    const after = await photos();
    expect(after.map((p) => p.watermarkText)).toEqual([
      'さくら保育園 SAMPLE',
      'さくら保育園 SAMPLE',
      'さくら保育園 SAMPLE',
    ]);
    for (const [i, photo] of after.entries()) {
      expect(photo.mediaKey).not.toBe(before[i]!.mediaKey);
      expect(photo.status).toBe('ready');
      // The delivery copy comes from the unchanged original: not made again.
      expect(photo.deliveryKey).toBe(before[i]!.deliveryKey);
    }
    const previewAfter = await t.deps.storage.get(mediaKeyOf(after[0]!.mediaKey!, 'preview.jpg'));
    expect(previewAfter).not.toBeNull();
    expect(previewAfter!.equals(previewBefore!)).toBe(false);
    // The old files are gone.
    expect(await t.deps.storage.get(mediaKeyOf(before[0]!.mediaKey!, 'preview.jpg'))).toBeNull();
  });

  it('leaves a hidden photo hidden when it re-renders', async () => {
    await t.deps.db.update(imageItems).set({ hidden: true }).where(eq(imageItems.id, ids[1]!));
    await studio('PATCH', { watermark_text: 'Omoide 2026' });
    await t.deps.jobs.drain(REWATERMARK_QUEUE);
    await t.deps.jobs.drain(DERIVE_QUEUE);
    const [hidden] = await t.deps.db.select().from(imageItems).where(eq(imageItems.id, ids[1]!));
    expect(hidden).toMatchObject({ hidden: true, watermarkText: 'Omoide 2026', status: 'ready' });
  });

  it('re-renders a movie too: poster and re-encoded clip, counted in the same progress, delivery copy kept', async () => {
    const { payload, headers } = multipartBody([
      { name: 'relay.mp4', body: await makeSyntheticMovie({ seconds: 2, width: 320, height: 240, fps: 10 }) },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/categories/${fixture.subCategory.id}/photos`,
      payload,
      headers: { ...headers, authorization: `Bearer ${owner}` },
    });
    const movieId = (res.json().results as { id: number }[])[0]!.id;
    await t.deps.jobs.drain(MOVIE_DERIVE_QUEUE);
    const movie = async () =>
      (await t.deps.db.select().from(imageItems).where(eq(imageItems.id, movieId)))[0]!;
    const before = await movie();
    // A new movie records the text it was made with, so it waits for nothing.
    expect(before).toMatchObject({ status: 'ready', mediaType: 'movie', watermarkText: 'Omoide 2026' });
    expect((await studio('GET')).json().organization.watermark_rerender).toBeNull();
    const clipBefore = await t.deps.storage.get(mediaKeyOf(before.mediaKey!, 'clip.mp4'));

    const changed = await studio('PATCH', { watermark_text: 'Omoide 運動会' });
    expect(changed.json().organization.watermark_rerender).toEqual({ total: 4, done: 0 });
    await t.deps.jobs.drain(REWATERMARK_QUEUE);
    await t.deps.jobs.drain(DERIVE_QUEUE);
    // The three photos are done; the movie, in its own queue, is not yet.
    expect((await studio('GET')).json().organization.watermark_rerender).toEqual({ total: 4, done: 3 });
    await t.deps.jobs.drain(MOVIE_DERIVE_QUEUE);
    expect((await studio('GET')).json().organization.watermark_rerender).toBeNull();

    const after = await movie();
    expect(after).toMatchObject({ status: 'ready', watermarkText: 'Omoide 運動会' });
    expect(after.mediaKey).not.toBe(before.mediaKey);
    // The delivery copy carries no watermark and its original did not change: kept as it was.
    expect(after.deliveryKey).toBe(before.deliveryKey);
    expect(await t.deps.storage.get(after.deliveryKey!)).not.toBeNull();
    const clipAfter = await t.deps.storage.get(mediaKeyOf(after.mediaKey!, 'clip.mp4'));
    expect(clipAfter).not.toBeNull();
    expect(clipAfter!.equals(clipBefore!)).toBe(false);
    expect(await t.deps.storage.get(mediaKeyOf(after.mediaKey!, 'preview.jpg'))).not.toBeNull();
    // The old poster and clip are gone.
    expect(await t.deps.storage.get(mediaKeyOf(before.mediaKey!, 'clip.mp4'))).toBeNull();
    expect(await t.deps.storage.get(mediaKeyOf(before.mediaKey!, 'preview.jpg'))).toBeNull();
  }, 120_000);
});
