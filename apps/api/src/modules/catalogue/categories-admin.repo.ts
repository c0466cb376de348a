import { and, asc, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { categories, events, imageItems, orderLines, orders, prices } from '../../db/schema/index';

export type CategoryRow = typeof categories.$inferSelect;

/** The event a studio page names, with its organisation and currency; locked when `tx` asks. */
export async function findEventHead(db: Database, eventId: number, lock = false) {
  const query = db
    .select({
      id: events.id,
      name: events.name,
      nameLang: events.nameLang,
      currencyTypeId: events.currencyTypeId,
      organizationId: events.organizationId,
    })
    .from(events)
    .where(eq(events.id, eventId))
    .limit(1);
  // Period and price changes of one event take its row in turn, so a discount and the
  // prices it is checked against cannot change past each other.
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export function listCategories(db: Database, eventId: number) {
  return db
    .select()
    .from(categories)
    .where(eq(categories.eventId, eventId))
    .orderBy(asc(categories.sortOrder), asc(categories.id));
}

/** Items of every state per category (the studio sees what buyers do not yet). */
export async function countItemsByCategory(db: Database, eventId: number) {
  const rows = await db
    .select({ categoryId: imageItems.categoryId, n: sql<number>`count(*)::int` })
    .from(imageItems)
    .where(eq(imageItems.eventId, eventId))
    .groupBy(imageItems.categoryId);
  return new Map(rows.map((r) => [r.categoryId, r.n]));
}

/** A category with its event's organisation; `lock` holds it (and so its photos' inserts) until commit. */
export async function findCategory(db: Database, categoryId: number, lock = false) {
  const query = db
    .select({ category: categories, organizationId: events.organizationId })
    .from(categories)
    .innerJoin(events, eq(events.id, categories.eventId))
    .where(eq(categories.id, categoryId))
    .limit(1);
  const [row] = lock ? await query.for('update', { of: categories }) : await query;
  return row ?? null;
}

/** The category and its sub-categories, locked: a photo added meanwhile waits, then fails. */
export function lockCategoryTree(tx: Database, categoryId: number) {
  return tx
    .select()
    .from(categories)
    .where(or(eq(categories.id, categoryId), eq(categories.parentId, categoryId)))
    .orderBy(asc(categories.id))
    .for('update');
}

export async function nextSortOrder(tx: Database, eventId: number, parentId: number | null) {
  const [row] = await tx
    .select({ next: sql<number>`coalesce(max(${categories.sortOrder}), -1)::int + 1` })
    .from(categories)
    .where(
      and(
        eq(categories.eventId, eventId),
        parentId === null ? isNull(categories.parentId) : eq(categories.parentId, parentId),
      ),
    );
  return row?.next ?? 0;
}

export async function insertCategory(tx: Database, values: typeof categories.$inferInsert) {
  const [row] = await tx.insert(categories).values(values).returning();
  return row!;
}

/**
 * Changes a category and bumps its listing version, so every process holding its photo list
 * reloads it (photos/photo-list-cache.ts).
 */
export async function updateCategory(
  tx: Database,
  categoryId: number,
  values: Partial<typeof categories.$inferInsert>,
) {
  const [row] = await tx
    .update(categories)
    .set({ ...values, listingVersion: sql`${categories.listingVersion} + 1` })
    .where(eq(categories.id, categoryId))
    .returning();
  return row ?? null;
}

/** The siblings of `parentId` (null: the top level) of an event, in their order, locked. */
export function lockSiblings(tx: Database, eventId: number, parentId: number | null) {
  return tx
    .select()
    .from(categories)
    .where(
      and(
        eq(categories.eventId, eventId),
        parentId === null ? isNull(categories.parentId) : eq(categories.parentId, parentId),
      ),
    )
    .orderBy(asc(categories.sortOrder), asc(categories.id))
    .for('update');
}

/** Items held by these categories, and how many of them are in an order. */
export async function countHeldAndOrdered(tx: Database, categoryIds: number[]) {
  const [held] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(imageItems)
    .where(inArray(imageItems.categoryId, categoryIds));
  const [ordered] = await tx
    .select({ n: sql<number>`count(distinct ${imageItems.id})::int` })
    .from(orderLines)
    .innerJoin(imageItems, eq(imageItems.id, orderLines.imageItemId))
    .where(inArray(imageItems.categoryId, categoryIds));
  return { held: held?.n ?? 0, ordered: ordered?.n ?? 0 };
}

export async function deleteCategory(tx: Database, categoryId: number) {
  await tx.delete(categories).where(eq(categories.id, categoryId));
}

export function listPrices(db: Database, eventId: number) {
  return db
    .select({ price_type_id: prices.priceTypeId, size_id: prices.sizeId, unit_price: prices.unitPrice })
    .from(prices)
    .where(eq(prices.eventId, eventId))
    .orderBy(asc(prices.priceTypeId), asc(prices.sizeId));
}

/** The largest discount among the event's categories that have a discount term. */
export async function largestDiscount(db: Database, eventId: number) {
  const [row] = await db
    .select({ n: sql<number>`coalesce(max(${categories.discountCostInTax}), 0)::int` })
    .from(categories)
    .where(and(eq(categories.eventId, eventId), isNotNull(categories.discountEndTime)));
  return row?.n ?? 0;
}

/** Replaces the event's whole price table (sizes left out are no longer sold). */
export async function replacePrices(
  tx: Database,
  eventId: number,
  rows: { priceTypeId: number; sizeId: number; unitPrice: number }[],
) {
  await tx.delete(prices).where(eq(prices.eventId, eventId));
  if (rows.length === 0) return;
  await tx.insert(prices).values(rows.map((row, i) => ({ ...row, eventId, sortOrder: i })));
}

/** How many of the event's orders were paid (and not given back): their lines hold the prices paid. */
export async function countPaidOrders(db: Database, eventId: number) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(eq(orders.eventId, eventId), inArray(orders.status, ['paid', 'in_production', 'shipped'])));
  return row?.n ?? 0;
}

/** Whether buyers can reach the event (published): its price table may then not be emptied. */
export async function isPublished(db: Database, eventId: number) {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(events)
    .where(and(eq(events.id, eventId), isNotNull(events.publishedAt)))
    .limit(1);
  return Boolean(row);
}
