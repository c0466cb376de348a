import { randomUUID } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import type { LangText } from '@omoide/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  categories,
  events,
  faqCategories,
  faqs,
  imageItems,
  memberOrganizations,
  members,
  news,
  organizations,
  prices,
} from '../db/schema/index';
import type { ObjectStorage } from '../platform/storage/object-storage';
import { demoFaqCategories, demoNews } from './demo-content';
import { drawScenePhoto } from './scene-photo';

export const DEMO_MEMBER = { email: 'demo@omoide.test', password: 'omoide-demo' } as const;
export const DEMO_EVENT_CODES = {
  sportsDay: { event_code1: 'SPORT', event_code2: '12345' },
  graduation: { event_code1: 'GRADU', event_code2: '54321' },
} as const;

const DAY = 24 * 60 * 60 * 1000;

type SubCategorySeed = {
  name: LangText;
  photos: number;
  /** Days from now to the purchase deadline (negative: already past, extra cost applies). */
  expiresInDays: number;
  discountEndsInDays: number | null;
};
type CategorySeed = { name: LangText; subs: SubCategorySeed[] };
type EventSeed = {
  name: LangText;
  codes: { event_code1: string; event_code2: string };
  eventDate: string;
  shippingTypeId: number;
  categories: CategorySeed[];
};

const lt = (ja: string, hant: string, vi: string, en: string): LangText => ({ ja, hant, vi, 'en-US': en });

const demoEvents: EventSeed[] = [
  {
    name: lt(
      '2026 秋の運動会',
      '2026 秋季運動會',
      'Ngày hội thể thao mùa thu 2026',
      '2026 Autumn Sports Day',
    ),
    codes: DEMO_EVENT_CODES.sportsDay,
    eventDate: '2026-10-10',
    shippingTypeId: 1,
    categories: [
      {
        name: lt('かけっこ', '賽跑', 'Chạy đua', 'Races'),
        subs: [
          {
            name: lt('年少', '小班', 'Lớp mầm', 'Youngest'),
            photos: 8,
            expiresInDays: 30,
            discountEndsInDays: 3,
          },
          {
            name: lt('年中', '中班', 'Lớp chồi', 'Middle'),
            photos: 8,
            expiresInDays: 30,
            discountEndsInDays: 3,
          },
          {
            name: lt('年長', '大班', 'Lớp lá', 'Oldest'),
            photos: 8,
            expiresInDays: 4,
            discountEndsInDays: null,
          },
        ],
      },
      {
        name: lt('ダンス', '舞蹈', 'Múa', 'Dance'),
        subs: [
          {
            name: lt('全体', '全體', 'Toàn trường', 'Everyone'),
            photos: 8,
            expiresInDays: -2,
            discountEndsInDays: null,
          },
        ],
      },
      {
        name: lt('集合写真', '團體照', 'Ảnh tập thể', 'Group photos'),
        subs: [
          {
            name: lt('クラス別', '各班', 'Theo lớp', 'By class'),
            photos: 4,
            expiresInDays: 30,
            discountEndsInDays: null,
          },
        ],
      },
    ],
  },
  {
    name: lt('2027 卒園式', '2027 畢業典禮', 'Lễ tốt nghiệp 2027', '2027 Graduation'),
    codes: DEMO_EVENT_CODES.graduation,
    eventDate: '2027-03-15',
    shippingTypeId: 2,
    categories: [
      {
        name: lt('式典', '典禮', 'Buổi lễ', 'Ceremony'),
        subs: [
          {
            name: lt('入場', '入場', 'Tiến vào', 'Entrance'),
            photos: 8,
            expiresInDays: 45,
            discountEndsInDays: 10,
          },
          {
            name: lt('証書授与', '頒發證書', 'Trao bằng', 'Certificates'),
            photos: 8,
            expiresInDays: 45,
            discountEndsInDays: 10,
          },
        ],
      },
      {
        name: lt('記念撮影', '紀念合照', 'Ảnh kỷ niệm', 'Commemorative photos'),
        subs: [
          {
            name: lt('クラス別', '各班', 'Theo lớp', 'By class'),
            photos: 8,
            expiresInDays: 45,
            discountEndsInDays: null,
          },
        ],
      },
    ],
  },
];

/** Price table of each demo event: type 1 = data download, type 2 = print (spec §3, §9). */
const demoPrices = [
  { priceTypeId: 1, sizeId: 1, unitPrice: 330 },
  { priceTypeId: 2, sizeId: 2, unitPrice: 180 },
  { priceTypeId: 2, sizeId: 3, unitPrice: 400 },
  { priceTypeId: 2, sizeId: 11, unitPrice: 1200 },
];

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
      await tx
        .insert(news)
        .values({
          displayText: entry.displayText,
          bodyHtml: entry.bodyHtml,
          publishedAt: at(-entry.daysAgo),
        });
    }
    for (const [i, category] of demoFaqCategories.entries()) {
      const [row] = await tx
        .insert(faqCategories)
        .values({ name: category.name, displayText: category.displayText, sortOrder: i })
        .returning();
      await tx
        .insert(faqs)
        .values(
          category.faqs.map((f, j) => ({
            faqCategoryId: row!.id,
            title: f.title,
            bodyHtml: f.bodyHtml,
            sortOrder: j,
          })),
        );
    }
  });
  return { seeded: true, photos: drawn.length };
}
