import { randomUUID } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  categories,
  events,
  imageItems,
  memberOrganizations,
  members,
  organizations,
  prices,
} from '../db/schema/index';
import { createNews } from '../modules/content/content.service';
import type { ObjectStorage } from '../platform/storage/object-storage';
import { DEMO_EVENT_CODES, demoForeignEvents, demoPrices, demoEvents as yenEvents } from './demo-catalogue';
import { demoNews } from './demo-content';
import { makeSyntheticMovie } from './demo-movie';
import { type DemoPurchase, demoPurchases, seedDemoPaidOrder } from './demo-order';
import { drawScenePhoto } from './scene-photo';

export { DEMO_EVENT_CODES };
export const DEMO_MEMBER = { email: 'demo@omoide.test', password: 'omoide-demo' } as const;

const DAY = 24 * 60 * 60 * 1000;

/** Every demo event: the yen ones, then one in TWD and one in VND (docs/decisions/013). */
const demoEvents = [...yenEvents, ...demoForeignEvents];

const seconds = (date: Date | null) => (date ? Math.floor(date.getTime() / 1000) : null);
/** A sub-category's purchase terms as the pricing rules read them. */
const termsOf = (c: typeof categories.$inferSelect) => ({
  expired_time_t: seconds(c.expiredTime),
  expired_append_cost_in_tax: c.expiredAppendCostInTax,
  discount_end_time_t: seconds(c.discountEndTime),
  discount_cost_in_tax: c.discountCostInTax,
});

export type SeedResult = { seeded: boolean; photos: number; movies?: number };

/**
 * Seeds the demo organisation, events, photos, news and member on first start (an empty
 * database); the FAQ is the product's own, written by `syncStandardFaq` on every start.
 * Photos (and the sports day's movie) are drawn at seed time, stored as originals and left
 * `pending` for the pipeline to derive thumbnails and previews. The demo member gets a paid order of the sports day (downloads, a print, the movie).
 */
export async function seedDemoIfEmpty(
  db: Database,
  storage: ObjectStorage,
  now = new Date(),
): Promise<SeedResult> {
  const [{ count } = { count: 0 }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(organizations);
  if (count > 0) return { seeded: false, photos: 0 };

  const passwordHash = await hash(DEMO_MEMBER.password);
  let photoSeed = 0;
  const at = (days: number) => new Date(now.getTime() + days * DAY);

  // Draw photos before the transaction: it stays short, and a failed write leaves no rows.
  const drawn: Buffer[] = [];
  for (const event of demoEvents) {
    for (const category of event.categories) {
      for (const sub of category.subs) {
        for (let i = 0; i < sub.photos; i++) {
          drawn.push(
            await drawScenePhoto({ seed: ++photoSeed, caption: `${event.name.ja} ${sub.name.ja} #${i + 1}` }),
          );
        }
      }
    }
  }

  const movieCount = demoEvents
    .flatMap((e) => e.categories.flatMap((c) => c.subs))
    .reduce((n, s) => n + (s.movies ?? 0), 0);
  // One drawn movie serves every movie slot: ~4 s of ffmpeg on first start.
  const movie = movieCount > 0 ? await makeSyntheticMovie({ seconds: 10, width: 1280, height: 720 }) : null;
  let order: Parameters<typeof seedDemoPaidOrder>[1] | null = null;

  await db.transaction(async (tx) => {
    const [org] = await tx
      .insert(organizations)
      .values({ name: 'さくら幼稚園', watermarkText: 'Omoide SAMPLE' })
      .returning();
    const [member] = await tx
      .insert(members)
      .values({ email: DEMO_MEMBER.email, passwordHash, displayName: 'デモ 保護者', locale: 'ja' })
      .returning();
    await tx.insert(memberOrganizations).values({ memberId: member!.id, organizationId: org!.id });
    const bought: {
      photos: { id: number; terms: DemoPurchase['terms'] }[];
      movie?: { id: number; terms: DemoPurchase['terms'] };
    } = { photos: [] };

    let photoIndex = 0;
    for (const event of demoEvents) {
      const [row] = await tx
        .insert(events)
        .values({
          organizationId: org!.id,
          name: event.name.ja,
          nameLang: event.name,
          ...{ eventCode1: event.codes.event_code1, eventCode2: event.codes.event_code2 },
          eventDate: event.eventDate,
          publishedFrom: at(-10),
          publishedUntil: at(60),
          shippingTypeId: event.shippingTypeId,
          currencyTypeId: event.currency?.currencyTypeId ?? 1,
        })
        .returning();
      const eventPrices = event.currency?.prices ?? demoPrices;
      await tx.insert(prices).values(eventPrices.map((p, i) => ({ ...p, eventId: row!.id, sortOrder: i })));
      const fees = {
        extra: event.currency?.extraCostInTax ?? 100,
        discount: event.currency?.discountInTax ?? 50,
      };
      let firstItemId: number | undefined;
      for (const [ci, category] of event.categories.entries()) {
        const [parent] = await tx
          .insert(categories)
          .values({ eventId: row!.id, name: category.name.ja, nameLang: category.name, sortOrder: ci })
          .returning();
        for (const [si, sub] of category.subs.entries()) {
          const [leaf] = await tx
            .insert(categories)
            .values({
              eventId: row!.id,
              parentId: parent!.id,
              name: sub.name.ja,
              nameLang: sub.name,
              sortOrder: si,
              expiredTime: at(sub.expiresInDays),
              expiredAppendCostInTax: fees.extra,
              discountEndTime: sub.discountEndsInDays === null ? null : at(sub.discountEndsInDays),
              discountCostInTax: sub.discountEndsInDays === null ? 0 : fees.discount,
            })
            .returning();
          for (let i = 0; i < sub.photos; i++) {
            const body = drawn[photoIndex++]!;
            const storageKey = `originals/${row!.id}/${randomUUID()}.jpg`;
            await storage.put(storageKey, body, 'image/jpeg');
            const [item] = await tx
              .insert(imageItems)
              .values({
                eventId: row!.id,
                categoryId: leaf!.id,
                storageKey,
                originalName: `demo-${photoIndex}.jpg`,
                width: 1800,
                height: 1200,
                byteSize: body.length,
                capturedAt: new Date(Date.parse(`${event.eventDate}T09:00:00+09:00`) + photoIndex * 60_000),
                sortOrder: i,
                expirationOfInfo: at(sub.expiresInDays + 30),
              })
              .returning({ id: imageItems.id });
            firstItemId ??= item!.id;
            if (photoIndex <= 4) bought.photos.push({ id: item!.id, terms: termsOf(leaf!) });
          }
          for (let i = 0; i < (sub.movies ?? 0); i++) {
            const storageKey = `originals/${row!.id}/${randomUUID()}.mp4`;
            await storage.put(storageKey, movie!, 'video/mp4');
            const [item] = await tx
              .insert(imageItems)
              .values({
                eventId: row!.id,
                categoryId: leaf!.id,
                storageKey,
                originalName: `demo-relay-${i + 1}.mp4`,
                mediaType: 'movie',
                width: 1280,
                height: 720,
                durationMs: 10_000,
                byteSize: movie!.length,
                capturedAt: new Date(Date.parse(`${event.eventDate}T11:00:00+09:00`) + i * 60_000),
                sortOrder: sub.photos + i,
                expirationOfInfo: at(sub.expiresInDays + 30),
              })
              .returning({ id: imageItems.id });
            bought.movie ??= { id: item!.id, terms: termsOf(leaf!) };
          }
        }
      }
      if (event.codes === DEMO_EVENT_CODES.sportsDay && bought.movie) {
        order = {
          memberId: member!.id,
          email: DEMO_MEMBER.email,
          event: {
            id: row!.id,
            name: row!.name,
            currencyTypeId: row!.currencyTypeId,
            shippingTypeId: row!.shippingTypeId,
          },
          purchases: demoPurchases({ photos: bought.photos, movie: bought.movie, prices: demoPrices }),
          paidAt: at(-1),
        };
      }
      await tx.update(events).set({ coverImageItemId: firstItemId }).where(sql`${events.id} = ${row!.id}`);
    }

    for (const entry of demoNews) {
      await createNews(tx, {
        displayText: entry.displayText,
        bodyHtml: entry.bodyHtml,
        publishedAt: at(-entry.daysAgo),
      });
    }
  });
  if (order) await seedDemoPaidOrder(db, order);
  return { seeded: true, photos: drawn.length, movies: movieCount };
}
