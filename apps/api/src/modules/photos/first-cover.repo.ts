import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { events } from '../../db/schema/index';

/**
 * Issue 29: a new event shows a cover from its first photo on, instead of none until someone
 * picks one. The first photo to be ready becomes the cover of an event that has none; one the
 * operator chose (or cleared and chose again) is never replaced. A conditional update, so two
 * photos finishing together cannot both win.
 */
export async function coverIfNone(db: Database, eventId: number, imageItemId: number): Promise<void> {
  await db
    .update(events)
    .set({ coverImageItemId: imageItemId })
    .where(and(eq(events.id, eventId), isNull(events.coverImageItemId)));
}
