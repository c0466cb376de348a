import { verify } from '@node-rs/argon2';
import { MOVIE_DOWNLOAD_SIZE_ID, offeredPaymentTypes } from '@omoide/contract';
import { count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  categories,
  events,
  imageItems,
  memberOrganizations,
  members,
  news,
  orderLines,
  orders,
  prices,
} from '../db/schema/index';
import { MOVIE_DERIVE_QUEUE } from '../modules/photos/movies.service';
import { DEMO_EVENT_CODES, DEMO_MEMBER, seedDemoIfEmpty } from './demo-seed';

let t: TestApp;
let first: Awaited<ReturnType<typeof seedDemoIfEmpty>>;
beforeAll(async () => {
  t = await createTestApp();
  first = await seedDemoIfEmpty(t.deps.db, t.deps.storage);
}, 120_000);
afterAll(() => t.close());

describe('demo seed (foundation issue item 9)', () => {
  it('creates four events with codes, 68 stored photos and news', async () => {
    expect(first).toEqual({ seeded: true, photos: 68, movies: 1 });
    const rows = await t.deps.db.select().from(events);
    expect(rows.map((e) => [e.eventCode1, e.eventCode2]).sort()).toEqual(
      Object.values(DEMO_EVENT_CODES)
        .map((codes) => Object.values(codes))
        .sort(),
    );
    expect(rows.every((e) => e.coverImageItemId !== null)).toBe(true);
    const photos = await t.deps.db.select().from(imageItems).where(eq(imageItems.mediaType, 'photo'));
    expect(photos).toHaveLength(68);
    for (const photo of photos.slice(0, 5)) {
      const bytes = await t.deps.storage.get(photo.storageKey);
      expect(bytes?.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    }
    expect((await t.deps.db.select({ n: count() }).from(news))[0]!.n).toBeGreaterThanOrEqual(3);
  });

  it('gives each event categories, sub-categories with purchase periods, and data + print prices', async () => {
    const tops = await t.deps.db.select().from(categories).where(isNull(categories.parentId));
    expect(tops.length).toBeGreaterThanOrEqual(4);
    const subs = (await t.deps.db.select().from(categories)).filter((c) => c.parentId !== null);
    expect(subs.every((s) => s.expiredTime !== null)).toBe(true);
    expect(subs.some((s) => s.discountEndTime !== null && s.discountCostInTax > 0)).toBe(true);
    expect(subs.some((s) => s.expiredTime! < new Date())).toBe(true);
    const table = await t.deps.db.select().from(prices);
    expect(table.some((p) => p.priceTypeId === 1 && p.sizeId === 1)).toBe(true);
    expect(table.some((p) => p.priceTypeId === 2 && p.sizeId === 11)).toBe(true);
  });

  it('creates the demo member with an argon2id password, in the demo organisation', async () => {
    const [member] = await t.deps.db.select().from(members).where(eq(members.email, DEMO_MEMBER.email));
    expect(member?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verify(member!.passwordHash!, DEMO_MEMBER.password)).toBe(true);
    const links = await t.deps.db
      .select()
      .from(memberOrganizations)
      .where(eq(memberOrganizations.memberId, member!.id));
    expect(links).toHaveLength(1);
  });

  it('gives the sports day a 10 s movie that the movie pipeline processes', async () => {
    const [movie] = await t.deps.db.select().from(imageItems).where(eq(imageItems.mediaType, 'movie'));
    expect(movie).toMatchObject({ status: 'pending', width: 1280, height: 720, durationMs: 10_000 });
    expect((await t.deps.storage.get(movie!.storageKey))!.toString('latin1', 4, 8)).toBe('ftyp');
    const table = await t.deps.db.select().from(prices).where(eq(prices.eventId, movie!.eventId));
    expect(table.some((p) => p.sizeId === MOVIE_DOWNLOAD_SIZE_ID && p.priceTypeId === 1)).toBe(true);
    await t.deps.jobs.enqueue(MOVIE_DERIVE_QUEUE, { imageItemId: movie!.id });
    await t.deps.jobs.drain(MOVIE_DERIVE_QUEUE);
    const [ready] = await t.deps.db.select().from(imageItems).where(eq(imageItems.id, movie!.id));
    expect(ready).toMatchObject({ status: 'ready', deliverySize: expect.any(Number) });
    expect(Math.abs(ready!.durationMs! - 10_000)).toBeLessThan(200);
  }, 120_000);

  it('gives the demo member a paid sports-day order: photo downloads, a print and the movie', async () => {
    const [member] = await t.deps.db.select().from(members).where(eq(members.email, DEMO_MEMBER.email));
    const [order] = await t.deps.db
      .select()
      .from(orders)
      .where(eq(orders.buyerSubject, String(member!.id)));
    expect(order).toMatchObject({
      buyerKind: 'member',
      status: 'paid',
      paymentType: 'seed',
      cardLast4: '1111',
      paidAt: expect.any(Date),
    });
    const [event] = await t.deps.db.select().from(events).where(eq(events.id, order!.eventId));
    expect([event!.eventCode1, event!.eventCode2]).toEqual(Object.values(DEMO_EVENT_CODES.sportsDay));
    const lines = await t.deps.db.select().from(orderLines).where(eq(orderLines.orderId, order!.id));
    expect(lines.map((l) => l.sizeId).sort((a, b) => a - b)).toEqual([1, 1, 1, 2, MOVIE_DOWNLOAD_SIZE_ID]);
    const movieLine = lines.find((l) => l.sizeId === MOVIE_DOWNLOAD_SIZE_ID)!;
    const [movie] = await t.deps.db
      .select()
      .from(imageItems)
      .where(eq(imageItems.id, movieLine.imageItemId!));
    expect(movie!.mediaType).toBe('movie');
    const sum = lines.reduce((n, l) => n + l.unitPrice * l.quantity + l.extraCostInTax - l.discountInTax, 0);
    expect(order!.totalInTax).toBe(sum + order!.totals.shipping_fee_in_tax);
    expect(order!.totals.shipping_fee_in_tax).toBeGreaterThan(0); // a print, shipped to the home
  });

  it.each([
    ['taipei', 3, 'tw_credit_card', '2026 台北分校 運動會'],
    ['hanoi', 4, 'credit_card_dcc_vnd_jp_card', 'Buổi biểu diễn Hà Nội 2026'],
  ] as const)(
    'gives the %s event its currency (%i), local prices, photos and its payment type',
    async (key, currency, paymentType, name) => {
      const codes = DEMO_EVENT_CODES[key];
      const [event] = await t.deps.db.select().from(events).where(eq(events.eventCode1, codes.event_code1));
      expect(event).toMatchObject({ currencyTypeId: currency, eventCode2: codes.event_code2 });
      expect(Object.values(event!.nameLang ?? {})).toContain(name);
      expect(offeredPaymentTypes(currency)).toContain(paymentType);
      const table = await t.deps.db.select().from(prices).where(eq(prices.eventId, event!.id));
      expect(table.map((p) => p.sizeId).sort((a, b) => a - b)).toEqual([1, 2, 3, 11]);
      // Local amounts, not yen: a download is 80 TWD or 50,000 VND.
      expect(table.find((p) => p.sizeId === 1)!.unitPrice).toBe(currency === 3 ? 80 : 50_000);
      const photos = await t.deps.db.select().from(imageItems).where(eq(imageItems.eventId, event!.id));
      expect(photos).toHaveLength(4);
    },
  );

  it('seeds only once', async () => {
    expect(await seedDemoIfEmpty(t.deps.db, t.deps.storage)).toMatchObject({ seeded: false, photos: 0 });
    expect(await t.deps.db.select({ n: count() }).from(events)).toEqual([{ n: 4 }]);
  });
});
