import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { events, imageItems } from '../../db/schema/index';

/**
 * Issue 29: a new event shows a cover from its first photo on, instead of none until someone
 * picks one. The event's first photo to be ready (by `processed_at`) becomes the cover of an
 * event that has none; one the operator chose is never replaced. One conditional update that
 * picks the earliest itself, so photos finishing together on several workers all agree on it,
 * whichever of them gets here first.
 */
export async function coverIfNone(db: Database, eventId: number): Promise<void> {
  const earliest = db
    .select({ id: imageItems.id })
    .from(imageItems)
    .where(
      and(
        eq(imageItems.eventId, eventId),
        eq(imageItems.status, 'ready'),
        eq(imageItems.mediaType, 'photo'),
        eq(imageItems.hidden, false),
      ),
    )
    .orderBy(asc(imageItems.processedAt), asc(imageItems.id))
    .limit(1);
  await db
    .update(events)
    .set({ coverImageItemId: sql`(${earliest})` })
    .where(and(eq(events.id, eventId), isNull(events.coverImageItemId)));
}
