import { asc, desc, lte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { faqCategories, faqs, inquiries, news } from '../../db/schema/index';

// The news list shows the latest entries; older ones remain in the database.
const NEWS_LIMIT = 50;

export function listPublishedNews(db: Database, now: Date) {
  return db
    .select()
    .from(news)
    .where(lte(news.publishedAt, now))
    .orderBy(desc(news.publishedAt), desc(news.id))
    .limit(NEWS_LIMIT);
}

export function listFaqCategories(db: Database) {
  return db.select().from(faqCategories).orderBy(asc(faqCategories.sortOrder), asc(faqCategories.id));
}

export function listFaqs(db: Database) {
  return db.select().from(faqs).orderBy(asc(faqs.faqCategoryId), asc(faqs.sortOrder), asc(faqs.id));
}

export async function insertNews(db: Database, row: typeof news.$inferInsert) {
  const [created] = await db.insert(news).values(row).returning();
  return created!;
}

export async function insertFaqCategory(db: Database, row: typeof faqCategories.$inferInsert) {
  const [created] = await db.insert(faqCategories).values(row).returning();
  return created!;
}

export async function insertFaq(db: Database, row: typeof faqs.$inferInsert) {
  const [created] = await db.insert(faqs).values(row).returning();
  return created!;
}

export async function insertInquiry(db: Database, row: typeof inquiries.$inferInsert) {
  const [created] = await db.insert(inquiries).values(row).returning();
  return created!;
}
