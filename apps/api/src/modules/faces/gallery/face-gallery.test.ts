import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { syntheticFace } from '../../../../test/faces';
import { createEvent } from '../../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { events, imageItems, photoFaceIndex, photoFaces } from '../../../db/schema/index';
import { DESCRIPTOR_LENGTH } from '../../face-analysis/engine/face-engine';
import { eventGallery, invalidateEventGallery, packEventGallery } from './face-gallery';
import { galleryFromBlock } from './face-gallery-blob';

/** The gallery block (decision 032): stored, read back, and never used once stale. */
let t: TestApp;
let eventId: number;
let photoIds: number[] = [];
const key = () => `face-galleries/${eventId}.bin`;
const bump = () =>
  t.deps.db
    .update(events)
    .set({ faceIndexVersion: sql`${events.faceIndexVersion} + 1` })
    .where(eq(events.id, eventId));

beforeAll(async () => {
  t = await createTestApp();
  const fx = await createEvent(t.deps.db, { code1: 'BLOCK', code2: '44444' });
  eventId = fx.event.id;
  const items = await t.deps.db
    .insert(imageItems)
    .values(
      [0, 1].map((i) => ({
        eventId,
        categoryId: fx.subCategory.id,
        storageKey: `block/${i}.jpg`,
        status: 'ready' as const,
        mediaKey: randomUUID(),
        sortOrder: i,
      })),
    )
    .returning();
  photoIds = items.map((p) => p.id);
  await t.deps.db
    .insert(photoFaces)
    .values(
      items.map((p, i) =>
        syntheticFace(
          { imageItemId: p.id, eventId, categoryId: fx.subCategory.id },
          0.01 * (i + 1),
          0.1 * (i + 1),
        ),
      ),
    );
  await bump();
}, 120_000);
afterAll(() => t.close());

describe('an event’s gallery block', () => {
  it('is written by the indexer once nothing is pending, and read back whole', async () => {
    await t.deps.db.insert(photoFaceIndex).values({ imageItemId: photoIds[0]!, eventId, status: 'pending' });
    expect(await packEventGallery(t.deps, eventId)).toBe(false);
    expect(await t.deps.storage.exists(key())).toBe(false);
    await t.deps.db.update(photoFaceIndex).set({ status: 'indexed' });
    expect(await packEventGallery(t.deps, eventId)).toBe(true);

    const gallery = await eventGallery(t.deps, eventId);
    expect(gallery.size).toBe(2);
    expect([...gallery.imageItemIds].sort()).toEqual([...photoIds].sort());
    const first = gallery.imageItemIds.indexOf(photoIds[1]!);
    expect(gallery.descriptors[first * DESCRIPTOR_LENGTH]).toBeCloseTo(0.02);
    expect(gallery.boxes[first * 4]).toBeCloseTo(0.2);
    // One buffer behind every array: the block itself.
    expect(gallery.boxes.buffer).toBe(gallery.descriptors.buffer);
  });

  it('serves a process without the rows’ cost while the version holds, and never once it moved', async () => {
    // The rows change behind the version's back: a process reading the block still sees the
    // version's faces (proof it read the block, not the rows)…
    await t.deps.db.delete(photoFaces).where(eq(photoFaces.imageItemId, photoIds[0]!));
    invalidateEventGallery(t.deps.db, eventId);
    expect((await eventGallery(t.deps, eventId)).size).toBe(2);
    // …and once the version moves (what every change of faces does), the block is stale.
    await bump();
    invalidateEventGallery(t.deps.db, eventId);
    expect((await eventGallery(t.deps, eventId)).size).toBe(1);
    // The rows read anew were stored as the new block for the next process.
    const block = (await t.deps.storage.get(key()))!;
    const [version] = await t.deps.db
      .select({ v: events.faceIndexVersion })
      .from(events)
      .where(eq(events.id, eventId));
    expect(galleryFromBlock(block, eventId, version!.v)?.size).toBe(1);
  });

  it('refuses a block of another event or version, or cut short', async () => {
    const block = (await t.deps.storage.get(key()))!;
    const [row] = await t.deps.db
      .select({ v: events.faceIndexVersion })
      .from(events)
      .where(eq(events.id, eventId));
    expect(galleryFromBlock(block, eventId + 1, row!.v)).toBeNull();
    expect(galleryFromBlock(block, eventId, row!.v - 1)).toBeNull();
    expect(galleryFromBlock(block.subarray(0, block.length - 4), eventId, row!.v)).toBeNull();
    // A block of garbage under the key is ignored: the rows answer.
    await t.deps.storage.put(key(), Buffer.from('not a gallery'), 'application/octet-stream');
    invalidateEventGallery(t.deps.db, eventId);
    expect((await eventGallery(t.deps, eventId)).size).toBe(1);
  });
});
