import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { syntheticFace } from '../../../../test/faces';
import { createEvent } from '../../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { events, imageItems, photoFaceIndex, photoFaces } from '../../../db/schema/index';
import { galleryFromBlock } from './face-gallery-blob';
import { FACE_GALLERY_PACK_QUEUE, queueGalleryPack } from './face-gallery-pack';

/** The delayed pack job (decision 038): photos trickling in cost one block write, not one each. */
let t: TestApp;
let eventId: number;
let subCategoryId: number;
const key = () => `face-galleries/${eventId}.bin`;
const versionOf = async () =>
  (await t.deps.db.select({ v: events.faceIndexVersion }).from(events).where(eq(events.id, eventId)))[0]!.v;

/** A photo with one face, indexed as the indexer would leave it (its faces, the version moved). */
async function indexPhoto(i: number) {
  const [photo] = await t.deps.db
    .insert(imageItems)
    .values({
      eventId,
      categoryId: subCategoryId,
      storageKey: `pack/${i}.jpg`,
      status: 'ready',
      mediaKey: randomUUID(),
      sortOrder: i,
    })
    .returning();
  await t.deps.db
    .insert(photoFaces)
    .values(syntheticFace({ imageItemId: photo!.id, eventId, categoryId: subCategoryId }, 0.01 * (i + 1)));
  await t.deps.db
    .insert(photoFaceIndex)
    .values({ imageItemId: photo!.id, eventId, status: 'indexed', faceCount: 1 });
  await t.deps.db
    .update(events)
    .set({ faceIndexVersion: sql`${events.faceIndexVersion} + 1` })
    .where(eq(events.id, eventId));
  // What indexPhotoFaces asks for after each photo.
  await queueGalleryPack(t.deps.jobs, eventId, 1);
}

beforeAll(async () => {
  t = await createTestApp();
  const fx = await createEvent(t.deps.db, { code1: 'PACKS', code2: '55555' });
  eventId = fx.event.id;
  subCategoryId = fx.subCategory.id;
}, 120_000);
afterAll(() => t.close());

describe('the delayed gallery pack', () => {
  it('folds many indexed photos into one pack, written after the last', async () => {
    for (let i = 0; i < 6; i++) await indexPhoto(i);
    const waiting = (await t.deps.jobs.jobsOf(FACE_GALLERY_PACK_QUEUE)).filter(
      (job) => job.singletonKey === `gallery-pack:${eventId}`,
    );
    expect(waiting).toHaveLength(1);
    expect(await t.deps.storage.exists(key())).toBe(false);

    await t.deps.jobs.drain(FACE_GALLERY_PACK_QUEUE);
    const runs = (await t.deps.jobs.jobsOf(FACE_GALLERY_PACK_QUEUE)).filter(
      (job) => job.singletonKey === `gallery-pack:${eventId}`,
    );
    expect(runs.map((job) => job.state)).toEqual(['completed']);
    const block = await t.deps.storage.get(key());
    expect(galleryFromBlock(block!, eventId, await versionOf())?.size).toBe(6);
  }, 60_000);

  it('writes nothing while a photo of the event is still pending; the next request packs', async () => {
    const [pending] = await t.deps.db
      .insert(imageItems)
      .values({
        eventId,
        categoryId: subCategoryId,
        storageKey: 'pack/pending.jpg',
        status: 'ready',
        mediaKey: randomUUID(),
        sortOrder: 99,
      })
      .returning();
    await t.deps.db.insert(photoFaceIndex).values({ imageItemId: pending!.id, eventId, status: 'pending' });
    await indexPhoto(6);
    await t.deps.jobs.drain(FACE_GALLERY_PACK_QUEUE);
    // The block on storage is still the one of six faces, at an older version.
    const stale = (await t.deps.storage.get(key()))!;
    expect(galleryFromBlock(stale, eventId, await versionOf())).toBeNull();

    await t.deps.db
      .update(photoFaceIndex)
      .set({ status: 'indexed', faceCount: 0 })
      .where(eq(photoFaceIndex.imageItemId, pending!.id));
    await queueGalleryPack(t.deps.jobs, eventId, 1);
    await t.deps.jobs.drain(FACE_GALLERY_PACK_QUEUE);
    const block = (await t.deps.storage.get(key()))!;
    expect(galleryFromBlock(block, eventId, await versionOf())?.size).toBe(7);
  }, 60_000);
});
