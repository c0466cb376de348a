import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent, createMember } from '../../../test/fixtures';
import { insertEventPhotos } from '../../../test/paid-orders';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { buyerEvents, categories, events, imageItems, prices } from '../../db/schema/index';

let t: TestApp;
let eventId: number;
let otherEventId: number;
let subCategoryId: number;
let photos: number[];
let expiringPhoto: number;
let pendingPhoto: number;
let otherEventPhoto: number;
let member: string;
let otherMember: string;
let guest: string;

const DAY = 86_400_000;

/** Ready photos of a sub-category (the shared fixture), `extra` on every one. */
const addPhotos = (
  event: number,
  category: number,
  count: number,
  extra: Partial<typeof imageItems.$inferInsert> = {},
) => insertEventPhotos(t.deps.db, { eventId: event, categoryId: category }, count, extra);

beforeAll(async () => {
  t = await createTestApp();
  const fx = await createEvent(t.deps.db, { code1: 'CARTS', code2: '11111', name: '運動会' });
  eventId = fx.event.id;
  subCategoryId = fx.subCategory.id;
  const other = await createEvent(t.deps.db, { code1: 'CARTO', code2: '11111' });
  otherEventId = other.event.id;
  await t.deps.db.insert(prices).values([
    { eventId, priceTypeId: 1, sizeId: 1, unitPrice: 330 },
    { eventId, priceTypeId: 2, sizeId: 2, unitPrice: 200 },
    { eventId, priceTypeId: 2, sizeId: 11, unitPrice: 1200 },
    { eventId: otherEventId, priceTypeId: 1, sizeId: 1, unitPrice: 500 },
  ]);
  photos = await addPhotos(eventId, subCategoryId, 3);
  expiringPhoto = (
    await addPhotos(eventId, subCategoryId, 1, { expirationOfInfo: new Date(Date.now() + 5_000) })
  )[0]!;
  pendingPhoto = (await addPhotos(eventId, subCategoryId, 1, { status: 'pending', mediaKey: null }))[0]!;
  otherEventPhoto = (await addPhotos(otherEventId, other.subCategory.id, 1))[0]!;
  const m1 = await createMember(t.deps.db, { email: 'cart@example.jp', organizationId: fx.organization.id });
  const m2 = await createMember(t.deps.db, { email: 'cart2@example.jp', organizationId: fx.organization.id });
  member = await t.tokenFor('member', String(m1.id));
  otherMember = await t.tokenFor('member', String(m2.id));
  guest = await t.tokenFor('guest', '501');
  // The guest opened the event with its code (they may see it from then on).
  await t.deps.db.insert(buyerEvents).values({ kind: 'guest', subjectId: '501', eventId });
});
afterAll(() => t.close());

const send = (method: 'GET' | 'POST', token: string | null, payload?: unknown, lang = 'ja') =>
  t.app.inject({
    method,
    url: '/api/cart',
    payload: payload as Record<string, unknown> | undefined,
    headers: { 'x-language': lang, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
const post = (token: string, body: Record<string, unknown>, lang = 'ja') => send('POST', token, body, lang);
const item = (
  cart: { cart: { image_item_with_prices: { image_item: { id: number }; photo_custom_id: number }[] }[] },
  photoId: number,
  customId = 0,
) =>
  cart.cart
    .flatMap((e) => e.image_item_with_prices)
    .find((i) => i.image_item.id === photoId && i.photo_custom_id === customId);

describe('spec §7 GET /api/cart', () => {
  it('answers an empty cart to a buyer who has added nothing', async () => {
    const res = await send('GET', member, undefined);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ cart: [], quantity: 0 });
  });

  it('needs a member or guest token', async () => {
    expect((await send('GET', null)).statusCode).toBe(401);
  });
});

describe('spec §7 POST /api/cart', () => {
  it('sets the quantities of a photo and answers the cart with §3 price lines and totals', async () => {
    const res = await post(member, {
      event_id: eventId,
      image_info_id: photos[0],
      sizes: [
        { size_id: 1, quantity: 1 },
        { size_id: 2, quantity: 2 },
      ],
    });
    expect(res.statusCode).toBe(200);
    const cart = res.json();
    expect(cart.quantity).toBe(3);
    expect(cart.cart).toHaveLength(1);
    const entry = cart.cart[0];
    expect(entry.event).toMatchObject({ id: eventId, name: '運動会' });
    const line = item(cart, photos[0]!)!;
    expect(line).toMatchObject({ photo_custom_id: 0, photo_custom: null, is_available: true });
    const [download] = entry.image_item_with_prices[0].size_and_price.data_prices;
    expect(download).toMatchObject({
      price_type_id: 1,
      price_type_name: 'データ',
      size_id: 1,
      name: 'ダウンロード',
      quantity: 1,
      unit_price: 330,
      is_expired_extend_buy: false,
      is_discount_buy: false,
    });
    expect(download.name_lang.vi).toBe('Tải xuống');
    // Every size the event sells is listed; the unchosen one with quantity 0.
    const prints = entry.image_item_with_prices[0].size_and_price.print_prices;
    expect(prints.map((p: { size_id: number; quantity: number }) => [p.size_id, p.quantity])).toEqual([
      [2, 2],
      [11, 0],
    ]);
    expect(entry.totals).toEqual({
      data_subtotal_in_tax: 330,
      print_subtotal_in_tax: 400,
      extra_cost_in_tax: 0,
      discount_in_tax: 0,
      shipping_fee_in_tax: 300,
      total_in_tax: 1030,
    });
  });

  it('sets rather than adds, so a repeated post changes nothing', async () => {
    const body = { event_id: eventId, image_info_id: photos[0], sizes: [{ size_id: 2, quantity: 2 }] };
    await post(member, body);
    const cart = (await post(member, body)).json();
    expect(cart.quantity).toBe(3);
  });

  it('removes a size at quantity 0 and the item when no size is left', async () => {
    let cart = (
      await post(member, {
        event_id: eventId,
        image_info_id: photos[0],
        sizes: [{ size_id: 2, quantity: 0 }],
      })
    ).json();
    expect(cart.quantity).toBe(1);
    cart = (
      await post(member, {
        event_id: eventId,
        image_info_id: photos[0],
        sizes: [{ size_id: 1, quantity: 0 }],
      })
    ).json();
    expect(cart).toEqual({ cart: [], quantity: 0 });
  });

  it('makes a cropped print its own item, addressed by photo_custom_id, that keeps its size', async () => {
    const crop = { size_id: 2, x: 0.1, y: 0, width: 0.6, height: 1 };
    let cart = (
      await post(member, {
        event_id: eventId,
        image_info_id: photos[1],
        sizes: [{ size_id: 2, quantity: 1 }],
        photo_custom: crop,
      })
    ).json();
    const cropped = cart.cart[0].image_item_with_prices.find(
      (i: { photo_custom_id: number }) => i.photo_custom_id > 0,
    );
    expect(cropped.photo_custom).toEqual(crop);
    expect(cropped.size_and_price.data_prices).toEqual([]);
    expect(cropped.size_and_price.print_prices.map((p: { size_id: number }) => p.size_id)).toEqual([2]);
    // A second crop of the same photo is another item.
    cart = (
      await post(member, {
        event_id: eventId,
        image_info_id: photos[1],
        sizes: [{ size_id: 2, quantity: 1 }],
        photo_custom: { ...crop, x: 0.3 },
      })
    ).json();
    expect(cart.cart[0].image_item_with_prices).toHaveLength(2);
    // Its quantity is changed through its id.
    cart = (
      await post(member, {
        event_id: eventId,
        image_info_id: photos[1],
        photo_custom_id: cropped.photo_custom_id,
        sizes: [{ size_id: 2, quantity: 4 }],
      })
    ).json();
    expect(item(cart, photos[1]!, cropped.photo_custom_id)!).toMatchObject({ photo_custom: crop });
    expect(cart.quantity).toBe(5);
    const res = await post(member, {
      event_id: eventId,
      image_info_id: photos[1],
      photo_custom_id: cropped.photo_custom_id,
      sizes: [{ size_id: 11, quantity: 1 }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().display_code).toBe('CART-CROP-400');
    // Someone else's item id is not found.
    const stranger = await post(otherMember, {
      event_id: eventId,
      image_info_id: photos[1],
      photo_custom_id: cropped.photo_custom_id,
      sizes: [{ size_id: 2, quantity: 1 }],
    });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().display_code).toBe('CART-ITEM-404');
  });

  it('keeps each buyer to their own cart', async () => {
    expect((await send('GET', otherMember)).json()).toEqual({ cart: [], quantity: 0 });
    expect((await send('GET', guest)).json()).toEqual({ cart: [], quantity: 0 });
  });

  it.each([
    ['a size the event does not sell', { sizes: [{ size_id: 3, quantity: 1 }] }, 'CART-SIZE-400'],
    [
      'the same size twice',
      {
        sizes: [
          { size_id: 2, quantity: 1 },
          { size_id: 2, quantity: 2 },
        ],
      },
      'CART-SIZE-REPEATED',
    ],
    ['two downloads of one photo', { sizes: [{ size_id: 1, quantity: 2 }] }, 'CART-DOWNLOAD-ONE'],
    [
      'a crop on the download',
      { sizes: [{ size_id: 1, quantity: 1 }], photo_custom: { size_id: 1, x: 0, y: 0, width: 1, height: 1 } },
      'CART-CROP-400',
    ],
    [
      'a crop with two sizes',
      {
        sizes: [
          { size_id: 2, quantity: 1 },
          { size_id: 11, quantity: 1 },
        ],
        photo_custom: { size_id: 2, x: 0, y: 0, width: 1, height: 1 },
      },
      'CART-CROP-400',
    ],
    ['a quantity over the print maximum (50)', { sizes: [{ size_id: 2, quantity: 51 }] }, 'VALIDATION-400'],
    ['no sizes', { sizes: [] }, 'VALIDATION-400'],
    [
      'a crop outside the photo',
      {
        sizes: [{ size_id: 2, quantity: 1 }],
        photo_custom: { size_id: 2, x: 0.5, y: 0, width: 0.6, height: 1 },
      },
      'VALIDATION-400',
    ],
  ])('refuses %s with a translated 400', async (_name, body, code) => {
    const res = await post(member, { event_id: eventId, image_info_id: photos[2], ...body });
    expect(res.statusCode).toBe(400);
    expect(res.json().display_code).toMatch(
      code === 'VALIDATION-400' ? /^VALIDATION/ : new RegExp(`^${code}$`),
    );
    expect(res.json().display_message).toMatch(/[ぁ-んァ-ン一-龯]/);
  });

  it('refuses a photo of another event, a photo not ready, and an event the buyer may not see', async () => {
    const wrongEvent = await post(member, {
      event_id: eventId,
      image_info_id: otherEventPhoto,
      sizes: [{ size_id: 1, quantity: 1 }],
    });
    expect(wrongEvent.statusCode).toBe(404);
    expect(wrongEvent.json().display_code).toBe('CART-PHOTO-404');
    const pending = await post(member, {
      event_id: eventId,
      image_info_id: pendingPhoto,
      sizes: [{ size_id: 1, quantity: 1 }],
    });
    expect(pending.statusCode).toBe(404);
    const hidden = await post(guest, {
      event_id: otherEventId,
      image_info_id: otherEventPhoto,
      sizes: [{ size_id: 1, quantity: 1 }],
    });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().display_code).toBe('EVENT-404');
  });

  it('answers a guest token issued for one order with 403: it reaches that order only', async () => {
    const scoped = await t.tokenFor('guest', '501', { order_id: 9 });
    expect((await send('GET', scoped)).statusCode).toBe(403);
  });
});

describe('spec §9 pricing in the cart', () => {
  it('flags the early discount and the out-of-period fee per line, and subtracts and adds them', async () => {
    await t.deps.db
      .update(categories)
      .set({ discountEndTime: new Date(Date.now() + 3 * DAY), discountCostInTax: 50 })
      .where(eq(categories.id, subCategoryId));
    let cart = (
      await post(guest, { event_id: eventId, image_info_id: photos[2], sizes: [{ size_id: 2, quantity: 2 }] })
    ).json();
    const line = cart.cart[0].image_item_with_prices[0].size_and_price.print_prices[0];
    expect(line).toMatchObject({ size_id: 2, is_discount_buy: true, discount_in_tax: 100 });
    expect(cart.cart[0].totals).toMatchObject({
      print_subtotal_in_tax: 400,
      discount_in_tax: 100,
      total_in_tax: 600,
    });
    await t.deps.db
      .update(categories)
      .set({ discountEndTime: null, expiredTime: new Date(Date.now() - DAY), expiredAppendCostInTax: 80 })
      .where(eq(categories.id, subCategoryId));
    cart = (await send('GET', guest)).json();
    expect(cart.cart[0].image_item_with_prices[0].size_and_price.print_prices[0]).toMatchObject({
      is_expired_extend_buy: true,
      extra_cost_in_tax: 160,
    });
    expect(cart.cart[0].totals).toMatchObject({ extra_cost_in_tax: 160, total_in_tax: 400 + 160 + 300 });
  });

  it('charges the large shipping fee for a wide four-cut print and none for bulk delivery', async () => {
    let cart = (
      await post(guest, {
        event_id: eventId,
        image_info_id: photos[2],
        sizes: [{ size_id: 11, quantity: 1 }],
      })
    ).json();
    expect(cart.cart[0].totals.shipping_fee_in_tax).toBe(500);
    await t.deps.db.update(events).set({ shippingTypeId: 2 }).where(eq(events.id, eventId));
    cart = (await send('GET', guest)).json();
    expect(cart.cart[0].totals.shipping_fee_in_tax).toBe(0);
    await t.deps.db.update(events).set({ shippingTypeId: 1 }).where(eq(events.id, eventId));
  });

  it('shows an item whose photo left sale as unavailable and counts it nowhere (spec §4 expiration_of_info_t)', async () => {
    const before = (await send('GET', guest)).json();
    await post(guest, {
      event_id: eventId,
      image_info_id: expiringPhoto,
      sizes: [{ size_id: 1, quantity: 1 }],
    });
    await t.deps.db
      .update(imageItems)
      .set({ expirationOfInfo: new Date(Date.now() - 1000) })
      .where(eq(imageItems.id, expiringPhoto));
    const cart = (await send('GET', guest)).json();
    expect(item(cart, expiringPhoto)).toMatchObject({ is_available: false });
    expect(cart.quantity).toBe(before.quantity);
    expect(cart.cart[0].totals).toEqual(before.cart[0].totals);
    const res = await post(guest, {
      event_id: eventId,
      image_info_id: expiringPhoto,
      sizes: [{ size_id: 1, quantity: 1 }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().display_code).toBe('CART-PHOTO-EXPIRED');
    // Removing it still works.
    const removed = await post(
      guest,
      { event_id: eventId, image_info_id: expiringPhoto, sizes: [{ size_id: 1, quantity: 0 }] },
      'vi',
    );
    expect(removed.statusCode).toBe(200);
    expect(item(removed.json(), expiringPhoto)).toBeUndefined();
  });
});
