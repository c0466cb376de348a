import { verify } from '@node-rs/argon2';
import { count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  categories,
  events,
  faqs,
  imageItems,
  memberOrganizations,
  members,
  news,
  prices,
} from '../db/schema/index';
import { DEMO_EVENT_CODES, DEMO_MEMBER, seedDemoIfEmpty } from './demo-seed';

let t: TestApp;
let first: Awaited<ReturnType<typeof seedDemoIfEmpty>>;
beforeAll(async () => {
  t = await createTestApp();
  first = await seedDemoIfEmpty(t.deps.db, t.deps.storage);
}, 120_000);
afterAll(() => t.close());

describe('demo seed (foundation issue item 9)', () => {
  it('creates two events with codes, 60 stored photos, news and FAQ', async () => {
    expect(first).toEqual({ seeded: true, photos: 60 });
    const rows = await t.deps.db.select().from(events);
    expect(rows.map((e) => [e.eventCode1, e.eventCode2]).sort()).toEqual(
      [Object.values(DEMO_EVENT_CODES.graduation), Object.values(DEMO_EVENT_CODES.sportsDay)].sort(),
    );
    expect(rows.every((e) => e.coverImageItemId !== null)).toBe(true);
    const photos = await t.deps.db.select().from(imageItems);
    expect(photos).toHaveLength(60);
    for (const photo of photos.slice(0, 5)) {
      const bytes = await t.deps.storage.get(photo.storageKey);
      expect(bytes?.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    }
    expect((await t.deps.db.select({ n: count() }).from(news))[0]!.n).toBeGreaterThanOrEqual(3);
    expect((await t.deps.db.select({ n: count() }).from(faqs))[0]!.n).toBeGreaterThanOrEqual(4);
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

  it('seeds only once', async () => {
    expect(await seedDemoIfEmpty(t.deps.db, t.deps.storage)).toEqual({ seeded: false, photos: 0 });
    expect(await t.deps.db.select({ n: count() }).from(events)).toEqual([{ n: 2 }]);
  });
});
