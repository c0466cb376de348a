import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { faqCategories, faqs, news } from '../../db/schema/index';

// SQL of the studio's content editor (issue #15). Reads lock the row a change is about, so
// the audit's "before" is the row the change replaced.

export function listAllNews(db: Database) {
  return db.select().from(news).orderBy(desc(news.publishedAt), desc(news.id));
}

export async function lockNews(db: Database, id: number) {
  const [row] = await db.select().from(news).where(eq(news.id, id)).for('update');
  return row ?? null;
}

export async function updateNews(db: Database, id: number, set: Partial<typeof news.$inferInsert>) {
  const [row] = await db.update(news).set(set).where(eq(news.id, id)).returning();
  return row!;
}

export async function deleteNews(db: Database, id: number) {
  await db.delete(news).where(eq(news.id, id));
}

export async function lockFaqCategory(db: Database, id: number) {
  const [row] = await db.select().from(faqCategories).where(eq(faqCategories.id, id)).for('update');
  return row ?? null;
}

export async function findFaqCategoryByName(db: Database, name: string) {
  const [row] = await db.select().from(faqCategories).where(eq(faqCategories.name, name));
  return row ?? null;
}

export async function updateFaqCategory(
  db: Database,
  id: number,
  set: Partial<typeof faqCategories.$inferInsert>,
) {
  const [row] = await db.update(faqCategories).set(set).where(eq(faqCategories.id, id)).returning();
  return row!;
}

export async function deleteFaqCategory(db: Database, id: number) {
  await db.delete(faqCategories).where(eq(faqCategories.id, id));
}

export async function nextFaqCategoryOrder(db: Database) {
  const [row] = await db
    .select({ next: sql<number>`coalesce(max(${faqCategories.sortOrder}), -1) + 1` })
    .from(faqCategories);
  return Number(row!.next);
}

export async function nextFaqOrder(db: Database, categoryId: number) {
  const [row] = await db
    .select({ next: sql<number>`coalesce(max(${faqs.sortOrder}), -1) + 1` })
    .from(faqs)
    .where(eq(faqs.faqCategoryId, categoryId));
  return Number(row!.next);
}

export async function lockFaq(db: Database, id: number) {
  const [row] = await db.select().from(faqs).where(eq(faqs.id, id)).for('update');
  return row ?? null;
}

export function listFaqsOfCategory(db: Database, categoryId: number) {
  return db
    .select()
    .from(faqs)
    .where(eq(faqs.faqCategoryId, categoryId))
    .orderBy(asc(faqs.sortOrder), asc(faqs.id));
}

export async function updateFaq(db: Database, id: number, set: Partial<typeof faqs.$inferInsert>) {
  const [row] = await db.update(faqs).set(set).where(eq(faqs.id, id)).returning();
  return row!;
}

export async function deleteFaq(db: Database, id: number) {
  await db.delete(faqs).where(eq(faqs.id, id));
}

/** Locks the whole FAQ while it is reordered, so two reorders cannot interleave. */
export async function lockFaqTables(db: Database) {
  await db.execute(sql`lock table ${faqCategories}, ${faqs} in share row exclusive mode`);
}

/** Serialises the standard FAQ's studio marks: two edits at once must not each drop the other's mark. */
export async function lockFaqStudioMarks(tx: Database) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('omoide.faq_studio'))`);
}
