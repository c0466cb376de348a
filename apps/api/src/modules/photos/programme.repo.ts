import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  cameraClockOffsets,
  categories,
  events,
  imageItems,
  organizations,
  programmeSlots,
} from '../../db/schema/index';

/** The event with its organisation's time zone (slots are that zone's times of day). */
export async function findEventZone(db: Database, eventId: number) {
  const [row] = await db
    .select({ eventId: events.id, organizationId: events.organizationId, timeZone: organizations.timeZone })
    .from(events)
    .innerJoin(organizations, eq(organizations.id, events.organizationId))
    .where(eq(events.id, eventId))
    .limit(1);
  return row ?? null;
}

export function listSlots(db: Database, eventId: number) {
  return db
    .select({
      startMinute: programmeSlots.startMinute,
      endMinute: programmeSlots.endMinute,
      categoryId: programmeSlots.categoryId,
      name: categories.name,
      nameLang: categories.nameLang,
    })
    .from(programmeSlots)
    .innerJoin(categories, eq(categories.id, programmeSlots.categoryId))
    .where(eq(programmeSlots.eventId, eventId))
    .orderBy(asc(programmeSlots.sortOrder), asc(programmeSlots.id));
}

export async function replaceSlots(
  tx: Database,
  eventId: number,
  slots: { startMinute: number; endMinute: number; categoryId: number }[],
) {
  await tx.delete(programmeSlots).where(eq(programmeSlots.eventId, eventId));
  if (slots.length)
    await tx.insert(programmeSlots).values(slots.map((s, i) => ({ ...s, eventId, sortOrder: i })));
}

/** The event's categories (with the tray), to match programme names against. */
export function listCategoriesOf(db: Database, eventId: number) {
  return db
    .select()
    .from(categories)
    .where(eq(categories.eventId, eventId))
    .orderBy(asc(categories.sortOrder), asc(categories.id));
}

export async function insertCategoryRow(tx: Database, values: typeof categories.$inferInsert) {
  const [row] = await tx.insert(categories).values(values).returning();
  return row!;
}

export async function findTray(db: Database, eventId: number) {
  const [row] = await db
    .select()
    .from(categories)
    .where(and(eq(categories.eventId, eventId), eq(categories.isTray, true), isNotNull(categories.parentId)))
    .limit(1);
  return row ?? null;
}

/** Whether a category is a tray (an upload into it is sorted by the programme). */
export async function isTrayCategory(db: Database, categoryId: number) {
  const [row] = await db
    .select({ eventId: categories.eventId })
    .from(categories)
    .where(and(eq(categories.id, categoryId), eq(categories.isTray, true)))
    .limit(1);
  return row ?? null;
}

export async function listOffsets(db: Database, eventId: number) {
  return db
    .select({ camera: cameraClockOffsets.camera, offsetSeconds: cameraClockOffsets.offsetSeconds })
    .from(cameraClockOffsets)
    .where(eq(cameraClockOffsets.eventId, eventId));
}

export async function setOffset(
  tx: Database,
  row: { eventId: number; camera: string; offsetSeconds: number; referenceItemId: number },
) {
  await tx
    .insert(cameraClockOffsets)
    .values(row)
    .onConflictDoUpdate({
      target: [cameraClockOffsets.eventId, cameraClockOffsets.camera],
      set: { offsetSeconds: row.offsetSeconds, referenceItemId: row.referenceItemId },
    });
}

/** Cameras seen in the event's photos, with how many photos each took. */
export function countCameras(db: Database, eventId: number) {
  return db
    .select({ camera: imageItems.camera, n: sql<number>`count(*)::int` })
    .from(imageItems)
    .where(and(eq(imageItems.eventId, eventId), isNotNull(imageItems.camera)))
    .groupBy(imageItems.camera)
    .orderBy(imageItems.camera);
}

/** Photos the programme places (not moved by hand since), of one camera or all. */
export function listAutoSorted(db: Database, eventId: number, camera?: string) {
  return db
    .select({
      id: imageItems.id,
      categoryId: imageItems.categoryId,
      capturedAt: imageItems.capturedAt,
      camera: imageItems.camera,
    })
    .from(imageItems)
    .where(
      and(
        eq(imageItems.eventId, eventId),
        eq(imageItems.autoSorted, true),
        camera === undefined ? undefined : eq(imageItems.camera, camera),
      ),
    );
}

export async function moveItems(tx: Database, ids: number[], categoryId: number) {
  if (ids.length === 0) return;
  await tx.update(imageItems).set({ categoryId }).where(inArray(imageItems.id, ids));
}

/** What an upload learnt at ingest: camera, and that the programme placed it. */
export async function recordPlacement(
  db: Database,
  itemId: number,
  camera: string | null,
  autoSorted: boolean,
) {
  await db.update(imageItems).set({ camera, autoSorted }).where(eq(imageItems.id, itemId));
}

export async function findItemCapture(db: Database, itemId: number) {
  const [row] = await db
    .select({
      id: imageItems.id,
      eventId: imageItems.eventId,
      capturedAt: imageItems.capturedAt,
      camera: imageItems.camera,
    })
    .from(imageItems)
    .where(eq(imageItems.id, itemId))
    .limit(1);
  return row ?? null;
}

/** Moved by hand: the programme no longer places this photo. */
export async function leaveProgramme(tx: Database, itemId: number) {
  await tx.update(imageItems).set({ autoSorted: false }).where(eq(imageItems.id, itemId));
}

/** The sub-category a photo is in now (a repeated last chunk answers it again). */
export async function categoryOfItem(db: Database, itemId: number): Promise<number | null> {
  const [row] = await db
    .select({ categoryId: imageItems.categoryId })
    .from(imageItems)
    .where(eq(imageItems.id, itemId))
    .limit(1);
  return row?.categoryId ?? null;
}

/** Locks the event's row for the rest of the transaction (one tray per event). */
export async function lockEventRow(tx: Database, eventId: number) {
  await tx.execute(sql`SELECT 1 FROM events WHERE id = ${eventId} FOR UPDATE`);
}
