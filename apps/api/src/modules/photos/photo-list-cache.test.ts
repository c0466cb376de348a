import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createEvent } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { imageItems } from '../../db/schema/index';
import { readyPhotosOf } from './photo-list-cache';
import { markItemFailed, markItemReady } from './photos.repo';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('category photo lists held per process', () => {
  it('sees another process’s change within seconds, without a request waiting for a reload', async () => {
    const { event, subCategory } = await createEvent(t.deps.db, { code1: 'CACHE', code2: '55555' });
    const rows = await t.deps.db
      .insert(imageItems)
      .values(
        [0, 1, 2].map((i) => ({
          eventId: event.id,
          categoryId: subCategory.id,
          storageKey: `originals/${i}.jpg`,
          status: 'pending' as const,
          sortOrder: i,
        })),
      )
      .returning();
    for (const row of rows)
      await markItemReady(t.deps.db, row.id, {
        width: 10,
        height: 10,
        placeholder: 'L',
        mediaKey: randomUUID(),
        watermarkText: 'Omoide SAMPLE',
        sharpness: 1,
        blurred: false,
      });
    const ids = async () => (await readyPhotosOf(t.deps.db, subCategory.id)).map((p) => p.id);
    expect(await ids()).toEqual(rows.map((r) => r.id));

    // "Another process" fails a photo: this process is not told (no forgetCategory).
    await markItemFailed(t.deps.db, rows[1]!.id, 'photo.corrupt');
    expect(await ids()).toHaveLength(3); // still the list held

    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 6_000);
      expect(await ids()).toHaveLength(3); // answered at once from the list held; a check starts
      await vi.waitFor(async () => expect(await ids()).toEqual([rows[0]!.id, rows[2]!.id]));
    } finally {
      vi.useRealTimers();
    }
  });
});
