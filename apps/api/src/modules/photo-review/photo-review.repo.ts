import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { imageItems } from '../../db/schema/index';

/**
 * Every ready photo of an event in capture order (then upload order), with its flags: the
 * review view's flagged photos and their neighbours come from this one list. A photo row is
 * small (no pixels), so 10,000 photos are a few hundred kilobytes.
 */
export function listEventPhotosInCaptureOrder(db: Database, eventId: number) {
  return db
    .select({
      id: imageItems.id,
      categoryId: imageItems.categoryId,
      originalName: imageItems.originalName,
      mediaKey: imageItems.mediaKey,
      capturedAt: imageItems.capturedAt,
      sharpness: imageItems.sharpness,
      blurred: imageItems.blurred,
      eyesClosed: imageItems.eyesClosed,
      flagsKeptAt: imageItems.flagsKeptAt,
      hidden: imageItems.hidden,
    })
    .from(imageItems)
    .where(
      and(eq(imageItems.eventId, eventId), eq(imageItems.status, 'ready'), eq(imageItems.mediaType, 'photo')),
    )
    .orderBy(sql`${imageItems.capturedAt} asc nulls last`, asc(imageItems.id));
}
export type ReviewRow = Awaited<ReturnType<typeof listEventPhotosInCaptureOrder>>[number];

/** Hides or shows photos of the event; answers the changed rows' ids and categories. */
export function setHidden(tx: Database, eventId: number, ids: number[], hidden: boolean) {
  return tx
    .update(imageItems)
    .set({ hidden })
    .where(and(eq(imageItems.eventId, eventId), inArray(imageItems.id, ids), eq(imageItems.hidden, !hidden)))
    .returning({ id: imageItems.id, categoryId: imageItems.categoryId });
}

/** The operator kept flagged photos: they leave the review (their flags stay as measured). */
export function keepFlagged(tx: Database, eventId: number, ids: number[]) {
  return tx
    .update(imageItems)
    .set({ flagsKeptAt: sql`now()`, hidden: false })
    .where(and(eq(imageItems.eventId, eventId), inArray(imageItems.id, ids), isNull(imageItems.flagsKeptAt)))
    .returning({ id: imageItems.id, categoryId: imageItems.categoryId });
}
