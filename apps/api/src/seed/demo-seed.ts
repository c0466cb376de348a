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
import { createFaq, createFaqCategory, createNews } from '../modules/content/content.service';
import type { ObjectStorage } from '../platform/storage/object-storage';
import { DEMO_EVENT_CODES, demoEvents, demoPrices } from './demo-catalogue';
import { demoFaqCategories, demoNews } from './demo-content';
import { drawScenePhoto } from './scene-photo';

export { DEMO_EVENT_CODES };
export const DEMO_MEMBER = { email: 'demo@omoide.test', password: 'omoide-demo' } as const;

const DAY = 24 * 60 * 60 * 1000;

export type SeedResult = { seeded: boolean; photos: number };

/**
 * Seeds the demo organisation, events, photos, news, FAQ and member on first start (an
 * empty database). Photos are drawn at seed time, stored as originals and left `pending`
 * for the photo pipeline to derive thumbnails and previews.
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
        })
        .returning();
      await tx.insert(prices).values(demoPrices.map((p, i) => ({ ...p, eventId: row!.id, sortOrder: i })));
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
              expiredAppendCostInTax: 100,
              discountEndTime: sub.discountEndsInDays === null ? null : at(sub.discountEndsInDays),
              discountCostInTax: sub.discountEndsInDays === null ? 0 : 50,
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
          }
        }
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
    for (const [i, category] of demoFaqCategories.entries()) {
      const row = await createFaqCategory(tx, {
        name: category.name,
        displayText: category.displayText,
        sortOrder: i,
      });
      for (const [j, faq] of category.faqs.entries()) {
        await createFaq(tx, {
          faqCategoryId: row.id,
          title: faq.title,
          bodyHtml: faq.bodyHtml,
          sortOrder: j,
        });
      }
    }
  });
  return { seeded: true, photos: drawn.length };
}
