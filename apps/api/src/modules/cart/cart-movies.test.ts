import { randomUUID } from 'node:crypto';
import { MOVIE_DOWNLOAD_SIZE_ID } from '@omoide/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent, createMember } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { imageItems, prices } from '../../db/schema/index';

let t: TestApp;
let eventId: number;
let movie: number;
let photo: number;
let member: string;

beforeAll(async () => {
  t = await createTestApp();
  const fx = await createEvent(t.deps.db, { code1: 'CARTM', code2: '11111' });
  eventId = fx.event.id;
  await t.deps.db.insert(prices).values([
    { eventId, priceTypeId: 1, sizeId: 1, unitPrice: 330 },
    { eventId, priceTypeId: 2, sizeId: 2, unitPrice: 200 },
    { eventId, priceTypeId: 1, sizeId: MOVIE_DOWNLOAD_SIZE_ID, unitPrice: 1500 },
  ]);
  const item = (extra: Partial<typeof imageItems.$inferInsert>) => ({
    eventId,
    categoryId: fx.subCategory.id,
    storageKey: `originals/${eventId}/${randomUUID()}`,
    status: 'ready' as const,
    mediaKey: randomUUID(),
    ...extra,
  });
  const rows = await t.deps.db
    .insert(imageItems)
    .values([item({ mediaType: 'movie', durationMs: 10_000, width: 1280, height: 720 }), item({})])
    .returning({ id: imageItems.id });
  [movie, photo] = rows.map((r) => r.id) as [number, number];
  const m = await createMember(t.deps.db, {
    email: 'cart-movie@example.jp',
    organizationId: fx.organization.id,
  });
  member = await t.tokenFor('member', String(m.id));
});
afterAll(() => t.close());

const post = (body: Record<string, unknown>, lang = 'ja') =>
  t.app.inject({
    method: 'POST',
    url: '/api/cart',
    payload: body,
    headers: { 'x-language': lang, authorization: `Bearer ${member}` },
  });
const set = (imageItemId: number, sizeId: number, quantity = 1, lang = 'ja') =>
  post({ event_id: eventId, image_info_id: imageItemId, sizes: [{ size_id: sizeId, quantity }] }, lang);

describe('movies in the cart (issue: delivery, movies)', () => {
  it('sells a movie as its download only, priced once, offered without photo sizes', async () => {
    const res = await set(movie, MOVIE_DOWNLOAD_SIZE_ID);
    expect(res.statusCode).toBe(200);
    const entry = res.json().cart[0];
    const line = entry.image_item_with_prices.find(
      (i: { image_item: { id: number } }) => i.image_item.id === movie,
    );
    expect(line.image_item).toMatchObject({ media_type: 'movie', duration_ms: 10_000 });
    expect(line.size_and_price.print_prices).toEqual([]);
    expect(line.size_and_price.data_prices).toMatchObject([
      { size_id: MOVIE_DOWNLOAD_SIZE_ID, name: '動画ダウンロード', quantity: 1, unit_price: 1500 },
    ]);
    expect(entry.totals.total_in_tax).toBe(1500);
    expect((await set(movie, MOVIE_DOWNLOAD_SIZE_ID, 2)).json().display_code).toBe('CART-DOWNLOAD-ONE');
  });

  it('refuses print and photo sizes for a movie, and the movie size for a photo (translated 400)', async () => {
    for (const size of [1, 2]) {
      const res = await set(movie, size, 1, 'vi');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        display_code: 'CART-SIZE-MEDIA',
        display_message: expect.stringContaining('Video'),
      });
    }
    const res = await set(photo, MOVIE_DOWNLOAD_SIZE_ID, 1, 'en-US');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      display_code: 'CART-SIZE-MEDIA',
      display_message: expect.stringContaining('movie'),
    });
    // A photo is offered every photo size of the event, not the movie's.
    const ok = await set(photo, 2);
    const line = ok
      .json()
      .cart[0].image_item_with_prices.find((i: { image_item: { id: number } }) => i.image_item.id === photo);
    const offered = [...line.size_and_price.data_prices, ...line.size_and_price.print_prices].map(
      (l: { size_id: number }) => l.size_id,
    );
    expect(offered).toEqual([1, 2]);
    expect(line.image_item).toMatchObject({ media_type: 'photo', duration_ms: null, preview_clip_url: null });
  });
});
