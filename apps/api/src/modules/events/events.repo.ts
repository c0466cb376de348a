import { and, eq, gt, lte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { buyerEvents, events, organizations } from '../../db/schema/index';

/** The event with these two codes whose publication window contains `now`. */
export async function findPublishedEventByCodes(db: Database, code1: string, code2: string, now: Date) {
  const [row] = await db
    .select({ event: events, organizationName: organizations.name })
    .from(events)
    .innerJoin(organizations, eq(organizations.id, events.organizationId))
    .where(
      and(
        eq(events.eventCode1, code1),
        eq(events.eventCode2, code2),
        lte(events.publishedFrom, now),
        gt(events.publishedUntil, now),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function insertBuyerEvent(db: Database, row: typeof buyerEvents.$inferInsert) {
  await db.insert(buyerEvents).values(row).onConflictDoNothing();
}
