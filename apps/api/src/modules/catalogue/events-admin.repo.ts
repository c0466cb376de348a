import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { eventPreviews, events, members, organizations } from '../../db/schema/index';

export type EventRow = typeof events.$inferSelect;

// Spelt out with table names: columns inside a selected expression are rendered unqualified,
// which inside a sub-query would name the sub-query's own table.
const photoCount = sql<number>`(SELECT count(*)::int FROM "image_items" WHERE "image_items"."event_id" = "events"."id")`;

/** An organisation's events with their photo counts, newest event first. */
export function listEventsOf(db: Database, organizationId: number) {
  return db
    .select({ event: events, photoCount })
    .from(events)
    .where(eq(events.organizationId, organizationId))
    .orderBy(desc(events.eventDate), desc(events.id));
}

/** One event with what the edit page needs to know beside it. */
export async function findEventDetail(db: Database, eventId: number) {
  const [row] = await db
    .select({
      event: events,
      photoCount,
      hasOrders: sql<boolean>`EXISTS (SELECT 1 FROM "orders" WHERE "orders"."event_id" = "events"."id")`,
      hasPrices: sql<boolean>`EXISTS (SELECT 1 FROM "prices" WHERE "prices"."event_id" = "events"."id")`,
    })
    .from(events)
    .where(eq(events.id, eventId))
    .limit(1);
  return row ?? null;
}

/** The event, locked for the change about to be made (two edits never interleave). */
export async function lockEvent(tx: Database, eventId: number) {
  const [row] = await tx.select().from(events).where(eq(events.id, eventId)).for('update').limit(1);
  return row ?? null;
}

export async function insertEvent(tx: Database, row: typeof events.$inferInsert) {
  const [created] = await tx.insert(events).values(row).returning();
  return created!;
}

export async function updateEvent(tx: Database, eventId: number, set: Partial<typeof events.$inferInsert>) {
  const [updated] = await tx
    .update(events)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(events.id, eventId))
    .returning();
  return updated!;
}

/** Whether any event has these codes, in any case (buyers type them in any case). */
export async function codesTaken(db: Database, code1: string, code2: string) {
  const rows = await db
    .select({ one: sql<number>`1` })
    .from(events)
    .where(
      and(
        sql`upper(${events.eventCode1}) = upper(${code1})`,
        sql`upper(${events.eventCode2}) = upper(${code2})`,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function findOrganizationRow(db: Database, id: number) {
  const [row] = await db.select().from(organizations).where(eq(organizations.id, id)).limit(1);
  return row ?? null;
}

export async function lockOrganization(tx: Database, id: number) {
  const [row] = await tx.select().from(organizations).where(eq(organizations.id, id)).for('update').limit(1);
  return row ?? null;
}

export async function updateOrganization(
  tx: Database,
  id: number,
  set: Partial<typeof organizations.$inferInsert>,
) {
  const [row] = await tx.update(organizations).set(set).where(eq(organizations.id, id)).returning();
  return row!;
}

export async function insertOrganization(tx: Database, row: typeof organizations.$inferInsert) {
  const [created] = await tx.insert(organizations).values(row).returning();
  return created!;
}

/**
 * The buyer account an operator previews through: one per operator, without a password (it
 * can only be entered through the preview's one-time link) and in no organisation.
 */
export async function previewMemberOf(db: Database, operatorId: number, displayName: string) {
  const email = `studio-preview-${operatorId}@preview.omoide.invalid`;
  await db.insert(members).values({ email, displayName }).onConflictDoNothing();
  const [row] = await db.select().from(members).where(eq(members.email, email)).limit(1);
  return row!;
}

/** Lets the preview member see the event (even unpublished) until `expiresAt`. */
export async function grantPreview(db: Database, memberId: number, eventId: number, expiresAt: Date) {
  await db
    .insert(eventPreviews)
    .values({ memberId, eventId, expiresAt })
    .onConflictDoUpdate({ target: [eventPreviews.memberId, eventPreviews.eventId], set: { expiresAt } });
}
