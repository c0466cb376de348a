import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { categories, events, imageItems, organizations } from '../../db/schema/index';

export async function findCategory(db: Database, categoryId: number) {
  const [row] = await db.select().from(categories).where(eq(categories.id, categoryId)).limit(1);
  return row ?? null;
}

/** Inserts a photo; without a `sortOrder` it goes after the category's last one (one statement). */
export async function insertImageItem(db: Database, row: typeof imageItems.$inferInsert) {
  const sortOrder =
    row.sortOrder ??
    sql<number>`(select coalesce(max(${imageItems.sortOrder}), -1) + 1 from ${imageItems} where ${imageItems.categoryId} = ${row.categoryId})`;
  const [created] = await db
    .insert(imageItems)
    .values({ ...row, sortOrder })
    .returning();
  return created!;
}

/** The photo with what its processing needs: its event's organisation's watermark text. */
export async function findItemForProcessing(db: Database, id: number) {
  const [row] = await db
    .select({ item: imageItems, watermarkText: organizations.watermarkText })
    .from(imageItems)
    .innerJoin(events, eq(events.id, imageItems.eventId))
    .innerJoin(organizations, eq(organizations.id, events.organizationId))
    .where(eq(imageItems.id, id))
    .limit(1);
  return row ?? null;
}

export async function markItemReady(
  db: Database,
  id: number,
  values: {
    width: number;
    height: number;
    placeholder: string;
    mediaKey: string;
    watermarkText: string;
    sharpness: number;
    blurred: boolean;
  },
) {
  await db
    .update(imageItems)
    .set({ ...values, status: 'ready', failureReason: null, processedAt: sql`now()` })
    .where(eq(imageItems.id, id));
  await bumpListingVersion(db, id);
}

/**
 * A movie processed: its poster's derivatives, preview clip, duration, the watermark they carry
 * and its delivery copy (left as it is by a watermark re-render, which gives none).
 */
export async function markMovieReady(
  db: Database,
  id: number,
  values: {
    width: number;
    height: number;
    placeholder: string;
    mediaKey: string;
    durationMs: number;
    watermarkText: string;
    deliveryKey?: string;
    deliverySize?: number;
    deliveryCrc32?: number;
  },
) {
  await db
    .update(imageItems)
    .set({ ...values, status: 'ready', failureReason: null, processedAt: sql`now()` })
    .where(eq(imageItems.id, id));
  await bumpListingVersion(db, id);
}

export async function markItemFailed(db: Database, id: number, reason: string) {
  await db.update(imageItems).set({ status: 'failed', failureReason: reason }).where(eq(imageItems.id, id));
  await bumpListingVersion(db, id);
}

/** The photo's category list changed (see `categories.listing_version`). */
async function bumpListingVersion(db: Database, imageItemId: number) {
  await db
    .update(categories)
    .set({ listingVersion: sql`${categories.listingVersion} + 1` })
    .where(
      eq(
        categories.id,
        sql`(select ${imageItems.categoryId} from ${imageItems} where ${imageItems.id} = ${imageItemId})`,
      ),
    );
}

export async function findListingVersion(db: Database, categoryId: number) {
  const [row] = await db
    .select({ version: categories.listingVersion })
    .from(categories)
    .where(eq(categories.id, categoryId))
    .limit(1);
  return row?.version ?? 0;
}

/** Ready photos of a category in display order, less those the operator hid: what buyers may see. */
export function listReadyItems(db: Database, categoryId: number) {
  return db
    .select({
      id: imageItems.id,
      categoryId: imageItems.categoryId,
      eventId: imageItems.eventId,
      width: imageItems.width,
      height: imageItems.height,
      placeholder: imageItems.placeholder,
      mediaKey: imageItems.mediaKey,
      capturedAt: imageItems.capturedAt,
      expirationOfInfo: imageItems.expirationOfInfo,
      mediaType: imageItems.mediaType,
      durationMs: imageItems.durationMs,
    })
    .from(imageItems)
    .where(
      and(
        eq(imageItems.categoryId, categoryId),
        eq(imageItems.status, 'ready'),
        eq(imageItems.hidden, false),
      ),
    )
    .orderBy(asc(imageItems.sortOrder), asc(imageItems.id));
}

export function countReadyItemsByCategory(db: Database, categoryIds: number[]) {
  if (categoryIds.length === 0) return Promise.resolve([]);
  return db
    .select({ categoryId: imageItems.categoryId, n: count() })
    .from(imageItems)
    .where(
      and(
        inArray(imageItems.categoryId, categoryIds),
        eq(imageItems.status, 'ready'),
        eq(imageItems.hidden, false),
      ),
    )
    .groupBy(imageItems.categoryId);
}

/** Processing state of an event's photos, for the operator. */
export function listEventItemStates(db: Database, eventId: number) {
  return db
    .select({
      id: imageItems.id,
      categoryId: imageItems.categoryId,
      originalName: imageItems.originalName,
      status: imageItems.status,
      failureReason: imageItems.failureReason,
    })
    .from(imageItems)
    .where(eq(imageItems.eventId, eventId))
    .orderBy(asc(imageItems.id));
}

export function listPendingItemIds(db: Database) {
  return db
    .select({ id: imageItems.id, mediaType: imageItems.mediaType })
    .from(imageItems)
    .where(eq(imageItems.status, 'pending'));
}

export async function findReadyItemCategory(db: Database, id: number) {
  const [row] = await db
    .select({ categoryId: imageItems.categoryId })
    .from(imageItems)
    .where(and(eq(imageItems.id, id), eq(imageItems.status, 'ready'), eq(imageItems.hidden, false)))
    .limit(1);
  return row?.categoryId ?? null;
}

/**
 * Ready photos and movies of an organisation whose derivatives carry another watermark than
 * its own (issue 29's re-render after a change): their ids and kinds, or only how many.
 */
function carryingOldWatermark(organizationId: number) {
  return and(
    eq(events.organizationId, organizationId),
    eq(imageItems.status, 'ready'),
    sql`${imageItems.watermarkText} is distinct from ${organizations.watermarkText}`,
  );
}

export function listPhotosWithOldWatermark(db: Database, organizationId: number) {
  return db
    .select({ id: imageItems.id, mediaType: imageItems.mediaType })
    .from(imageItems)
    .innerJoin(events, eq(events.id, imageItems.eventId))
    .innerJoin(organizations, eq(organizations.id, events.organizationId))
    .where(carryingOldWatermark(organizationId))
    .orderBy(asc(imageItems.id));
}

export async function countPhotosWithOldWatermark(db: Database, organizationId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(imageItems)
    .innerJoin(events, eq(events.id, imageItems.eventId))
    .innerJoin(organizations, eq(organizations.id, events.organizationId))
    .where(carryingOldWatermark(organizationId));
  return row?.n ?? 0;
}

export async function setWatermarkRerenderTotal(db: Database, organizationId: number, total: number) {
  await db
    .update(organizations)
    .set({ watermarkRerenderTotal: total })
    .where(eq(organizations.id, organizationId));
}

export async function findWatermarkRerenderTotal(db: Database, organizationId: number) {
  const [row] = await db
    .select({ total: organizations.watermarkRerenderTotal })
    .from(organizations)
    .where(eq(organizations.id, organizationId))
    .limit(1);
  return row?.total ?? 0;
}
