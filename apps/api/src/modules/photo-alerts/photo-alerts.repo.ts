import { and, eq, exists, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  childFaceImages,
  childPhotoAlerts,
  childPhotoAlertsSent,
  children,
  members,
  photoAlertBatches,
} from '../../db/schema/index';

export async function findPhotoAlert(db: Database, childId: number, memberId: number) {
  const [row] = await db
    .select()
    .from(childPhotoAlerts)
    .where(and(eq(childPhotoAlerts.childId, childId), eq(childPhotoAlerts.memberId, memberId)))
    .limit(1);
  return row ?? null;
}

/** Turns the alert on; turned on again from another address, its mails link there. */
export async function insertPhotoAlert(
  db: Database,
  childId: number,
  memberId: number,
  siteOrigin: string | null,
) {
  await db
    .insert(childPhotoAlerts)
    .values({ childId, memberId, siteOrigin })
    .onConflictDoUpdate({
      target: [childPhotoAlerts.childId, childPhotoAlerts.memberId],
      set: { siteOrigin },
    });
}

export async function deletePhotoAlert(db: Database, childId: number, memberId: number) {
  await db
    .delete(childPhotoAlerts)
    .where(and(eq(childPhotoAlerts.childId, childId), eq(childPhotoAlerts.memberId, memberId)));
}

/** Pushes the event's alert run later (or plans it): each indexed photo restarts the wait. */
export async function scheduleAlertBatch(db: Database, eventId: number, dueAt: Date) {
  await db
    .insert(photoAlertBatches)
    .values({ eventId, dueAt })
    .onConflictDoUpdate({ target: photoAlertBatches.eventId, set: { dueAt } });
}

export function listDueBatches(db: Database, now: Date) {
  return db.select().from(photoAlertBatches).where(lte(photoAlertBatches.dueAt, now));
}

/** Ends a batch unless a photo indexed meanwhile moved it: that photo gets its own run. */
export async function deleteBatch(db: Database, eventId: number, dueAt: Date) {
  await db
    .delete(photoAlertBatches)
    .where(and(eq(photoAlertBatches.eventId, eventId), eq(photoAlertBatches.dueAt, dueAt)));
}

/** Every opt-in whose child has face images, with what the mail needs. */
export function listActiveAlerts(db: Database) {
  return db
    .select({
      childId: childPhotoAlerts.childId,
      childName: children.name,
      memberId: childPhotoAlerts.memberId,
      email: members.email,
      displayName: members.displayName,
      locale: members.locale,
      siteOrigin: childPhotoAlerts.siteOrigin,
    })
    .from(childPhotoAlerts)
    .innerJoin(children, eq(children.id, childPhotoAlerts.childId))
    .innerJoin(members, eq(members.id, childPhotoAlerts.memberId))
    .where(
      exists(
        db
          .select({ one: sql`1` })
          .from(childFaceImages)
          .where(eq(childFaceImages.childId, childPhotoAlerts.childId)),
      ),
    );
}

/**
 * Records photos as announced and answers those not announced before: the insert decides,
 * so two runs at once (or a re-run) never announce a photo twice.
 */
export async function claimUnsentPhotos(
  db: Database,
  row: { childId: number; memberId: number; eventId: number; ruleVersion: string },
  imageItemIds: number[],
) {
  if (imageItemIds.length === 0) return [];
  const claimed = await db
    .insert(childPhotoAlertsSent)
    .values(imageItemIds.map((imageItemId) => ({ ...row, imageItemId })))
    .onConflictDoNothing()
    .returning({ imageItemId: childPhotoAlertsSent.imageItemId });
  return claimed.map((c) => c.imageItemId);
}

/** Takes back a claim whose mail could not be sent, so the next run tries again. */
export async function unclaimPhotos(
  db: Database,
  row: { childId: number; memberId: number },
  imageItemIds: number[],
) {
  await db
    .delete(childPhotoAlertsSent)
    .where(
      and(
        eq(childPhotoAlertsSent.childId, row.childId),
        eq(childPhotoAlertsSent.memberId, row.memberId),
        inArray(childPhotoAlertsSent.imageItemId, imageItemIds),
      ),
    );
}
