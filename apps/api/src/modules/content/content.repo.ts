import { and, asc, desc, isNotNull, lte, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { faqCategories, faqs, news } from '../../db/schema/index';

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

/**
 * Writes a category by its unique name: created when missing, its label and place brought
 * up to date otherwise. Concurrent starts of several processes meet in the unique index.
 */
export async function upsertFaqCategory(
  db: Database,
  row: typeof faqCategories.$inferInsert,
  keep: { label: boolean; order: boolean } = { label: false, order: false },
) {
  const [saved] = await db
    .insert(faqCategories)
    .values(row)
    .onConflictDoUpdate({
      target: faqCategories.name,
      // What an operator changed in the studio stays theirs (decision 017); the no-op
      // assignment keeps RETURNING working when nothing else is to be written.
      set: {
        displayText: keep.label ? sql`${faqCategories.displayText}` : row.displayText,
        sortOrder: keep.order ? sql`${faqCategories.sortOrder}` : row.sortOrder,
      },
    })
    .returning();
  return saved!;
}

/**
 * Writes a standard FAQ entry by its key, leaving an unchanged row untouched (no write at
 * every start). Reports whether a row was inserted or changed.
 */
export async function upsertFaqByKey(
  db: Database,
  row: typeof faqs.$inferInsert & { key: string },
  keepOrder = false,
): Promise<'inserted' | 'updated' | 'unchanged'> {
  // Once operators reordered the FAQ, an existing entry keeps its place (decision 017).
  const order = keepOrder ? sql`${faqs.sortOrder}` : sql`excluded.sort_order`;
  const changed = await db
    .insert(faqs)
    .values(row)
    .onConflictDoUpdate({
      target: faqs.key,
      set: {
        faqCategoryId: row.faqCategoryId,
        title: row.title,
        bodyHtml: row.bodyHtml,
        sortOrder: keepOrder ? sql`${faqs.sortOrder}` : row.sortOrder,
      },
      setWhere: sql`(${faqs.faqCategoryId}, ${faqs.title}, ${faqs.bodyHtml}, ${faqs.sortOrder})
        is distinct from (excluded.faq_category_id, excluded.title, excluded.body_html, ${order})`,
    })
    // xmax is 0 only for a row this statement inserted (PostgreSQL's MVCC bookkeeping).
    .returning({ inserted: sql<boolean>`(xmax = 0)` });
  if (changed.length === 0) return 'unchanged';
  return changed[0]!.inserted ? 'inserted' : 'updated';
}

/** Removes the standard entries a release no longer ships; a site's own rows (no key) stay. */
export async function deleteKeyedFaqsExcept(db: Database, keys: string[]) {
  const removed = await db
    .delete(faqs)
    .where(keys.length > 0 ? and(isNotNull(faqs.key), notInArray(faqs.key, keys)) : isNotNull(faqs.key))
    .returning({ id: faqs.id });
  return removed.length;
}
