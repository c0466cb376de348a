import { aliasedTable, and, asc, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { categories, events, imageItems, orderLines, photoFaceIndex } from '../../db/schema/index';

/** Whether any order line (of any order, paid or not) holds the item. */
const orderedSql = sql<boolean>`exists (select 1 from ${orderLines} where ${orderLines.imageItemId} = ${imageItems.id})`;

export async function findStudioEvent(db: Database, eventId: number) {
  const [row] = await db
    .select({
      id: events.id,
      name: events.name,
      nameLang: events.nameLang,
      organizationId: events.organizationId,
      coverImageItemId: events.coverImageItemId,
    })
    .from(events)
    .where(eq(events.id, eventId))
    .limit(1);
  return row ?? null;
}

/** The event's sub-categories (the ones photos go into), in their categories' order. */
export function listSubCategories(db: Database, eventId: number) {
  const parent = aliasedTable(categories, 'parent');
  return db
    .select({
      id: categories.id,
      name: categories.name,
      nameLang: categories.nameLang,
      parentName: parent.name,
      parentNameLang: parent.nameLang,
    })
    .from(categories)
    .innerJoin(parent, eq(parent.id, categories.parentId))
    .where(and(eq(categories.eventId, eventId), isNotNull(categories.parentId)))
    .orderBy(asc(parent.sortOrder), asc(parent.id), asc(categories.sortOrder), asc(categories.id));
}

const itemColumns = {
  id: imageItems.id,
  eventId: imageItems.eventId,
  categoryId: imageItems.categoryId,
  originalName: imageItems.originalName,
  mediaType: imageItems.mediaType,
  status: imageItems.status,
  failureReason: imageItems.failureReason,
  sortOrder: imageItems.sortOrder,
  mediaKey: imageItems.mediaKey,
  storageKey: imageItems.storageKey,
  deliveryKey: imageItems.deliveryKey,
  faceStatus: photoFaceIndex.status,
  faceCount: photoFaceIndex.faceCount,
  ordered: orderedSql,
};
export type StudioItemRow = NonNullable<Awaited<ReturnType<typeof findStudioItem>>>;

/** Every item of an event with its processing and face state, in display order. */
export function listStudioItems(db: Database, eventId: number) {
  return db
    .select(itemColumns)
    .from(imageItems)
    .leftJoin(photoFaceIndex, eq(photoFaceIndex.imageItemId, imageItems.id))
    .where(eq(imageItems.eventId, eventId))
    .orderBy(asc(imageItems.categoryId), asc(imageItems.sortOrder), asc(imageItems.id));
}

export async function findStudioItem(db: Database, itemId: number) {
  const [row] = await db
    .select({ ...itemColumns, organizationId: events.organizationId })
    .from(imageItems)
    .innerJoin(events, eq(events.id, imageItems.eventId))
    .leftJoin(photoFaceIndex, eq(photoFaceIndex.imageItemId, imageItems.id))
    .where(eq(imageItems.id, itemId))
    .limit(1);
  return row ?? null;
}

export async function findItemOrganization(db: Database, itemId: number): Promise<number | null> {
  const [row] = await db
    .select({ organizationId: events.organizationId })
    .from(imageItems)
    .innerJoin(events, eq(events.id, imageItems.eventId))
    .where(eq(imageItems.id, itemId))
    .limit(1);
  return row?.organizationId ?? null;
}

/** Deletes the item unless an order holds it (checked in the same statement, so no order slips in between). */
export async function deleteUnorderedItem(tx: Database, itemId: number): Promise<boolean> {
  const deleted = await tx
    .delete(imageItems)
    .where(and(eq(imageItems.id, itemId), sql`not ${orderedSql}`))
    .returning({ id: imageItems.id });
  return deleted.length > 0;
}

/** failed → pending; false when the item is not failed (any more). */
export async function markFailedItemPending(tx: Database, itemId: number): Promise<boolean> {
  const updated = await tx
    .update(imageItems)
    .set({ status: 'pending', failureReason: null })
    .where(and(eq(imageItems.id, itemId), eq(imageItems.status, 'failed')))
    .returning({ id: imageItems.id });
  return updated.length > 0;
}

/**
 * Puts the item at `position` (0 = first, past the end = last) of `categoryId` and numbers
 * that category's items 0, 1, 2 … in one statement, so positions never collide.
 */
export async function placeItem(tx: Database, itemId: number, categoryId: number, position: number) {
  const others = await tx
    .select({ id: imageItems.id })
    .from(imageItems)
    .where(and(eq(imageItems.categoryId, categoryId), ne(imageItems.id, itemId)))
    .orderBy(asc(imageItems.sortOrder), asc(imageItems.id))
    // Two reorders of one category at once: the second numbers the rows after the first.
    .for('update');
  const ids = others.map((row) => row.id);
  ids.splice(Math.min(position, ids.length), 0, itemId);
  await tx
    .update(imageItems)
    .set({ categoryId, sortOrder: sql`placed.ord::int - 1` })
    .from(
      sql`unnest(array[${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )}]::int[]) with ordinality as placed(id, ord)`,
    )
    .where(eq(imageItems.id, sql`placed.id`));
  return ids.indexOf(itemId);
}

/** Buyers' cached photo lists of these categories are stale (see `categories.listing_version`). */
export async function bumpListingVersions(tx: Database, categoryIds: number[]) {
  await tx
    .update(categories)
    .set({ listingVersion: sql`${categories.listingVersion} + 1` })
    .where(inArray(categories.id, categoryIds));
}

/** The event's faces changed (a photo with faces went): every face gallery reloads. */
export async function bumpFaceIndexVersion(tx: Database, eventId: number) {
  await tx
    .update(events)
    .set({ faceIndexVersion: sql`${events.faceIndexVersion} + 1` })
    .where(eq(events.id, eventId));
}

export async function setEventCover(tx: Database, eventId: number, itemId: number | null) {
  await tx
    .update(events)
    .set({ coverImageItemId: itemId, updatedAt: new Date() })
    .where(eq(events.id, eventId));
}

export async function findReadyPhotoOfEvent(db: Database, eventId: number, itemId: number) {
  const [row] = await db
    .select({ id: imageItems.id })
    .from(imageItems)
    .where(and(eq(imageItems.id, itemId), eq(imageItems.eventId, eventId), eq(imageItems.status, 'ready')))
    .limit(1);
  return row ?? null;
}
