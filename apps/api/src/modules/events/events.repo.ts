import { and, asc, desc, eq, gt, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  buyerEvents,
  categories,
  childGuardians,
  children,
  eventPreviews,
  events,
  imageItems,
  memberOrganizations,
  organizations,
  prices,
} from '../../db/schema/index';

/**
 * On sale to buyers at `now`: published by an operator (a draft is seen by nobody, whatever
 * its window) and inside its publication window.
 */
const onSale = (now: Date) =>
  and(isNotNull(events.publishedAt), lte(events.publishedFrom, now), gt(events.publishedUntil, now));

/** The event with these two codes (in any case) whose publication window contains `now`. */
export async function findPublishedEventByCodes(db: Database, code1: string, code2: string, now: Date) {
  const [row] = await db
    .select({ event: events, organizationName: organizations.name })
    .from(events)
    .innerJoin(organizations, eq(organizations.id, events.organizationId))
    .where(
      and(
        // Case-insensitive: phone keyboards start a word in upper case, notices print codes in
        // either, and a buyer reads "sport" and "SPORT" as the same code (issue #17).
        sql`upper(${events.eventCode1}) = upper(${code1})`,
        sql`upper(${events.eventCode2}) = upper(${code2})`,
        onSale(now),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function insertBuyerEvent(db: Database, row: typeof buyerEvents.$inferInsert) {
  await db.insert(buyerEvents).values(row).onConflictDoNothing();
}

const eventColumns = { event: events, organizationName: organizations.name };

/**
 * The members whose events this member sees: themself and, through family sharing, the
 * owners of children shared with them, so a second guardian finds the child's school events
 * and can buy from them. Revoking the share takes that away again.
 */
function eventViewers(memberId: number) {
  return sql`(SELECT ${memberId}::integer UNION SELECT ${children.memberId} FROM ${childGuardians}
    INNER JOIN ${children} ON ${children.id} = ${childGuardians.childId}
    WHERE ${childGuardians.memberId} = ${memberId})`;
}
const viaOrganization = (memberId: number) =>
  sql`EXISTS (SELECT 1 FROM ${memberOrganizations} WHERE ${memberOrganizations.organizationId} = ${events.organizationId}
    AND ${memberOrganizations.memberId} IN ${eventViewers(memberId)})`;
const viaCode = (memberId: number) =>
  and(
    eq(buyerEvents.kind, 'member'),
    sql`${buyerEvents.subjectId} IN (SELECT v::text FROM ${eventViewers(memberId)} AS viewers(v))`,
  );

/** A published event (its window contains `now`), with its organisation's name. */
export async function findPublishedEvent(db: Database, eventId: number, now: Date) {
  const [row] = await db
    .select(eventColumns)
    .from(events)
    .innerJoin(organizations, eq(organizations.id, events.organizationId))
    .where(and(eq(events.id, eventId), onSale(now)))
    .limit(1);
  return row ?? null;
}

/**
 * An event an operator's preview member may see now, published or not (the studio's
 * "preview as a buyer"), with its organisation's name; null otherwise.
 */
export async function findPreviewedEvent(db: Database, memberId: number, eventId: number, now: Date) {
  const [row] = await db
    .select({ ...eventColumns, expiresAt: eventPreviews.expiresAt })
    .from(eventPreviews)
    .innerJoin(events, eq(events.id, eventPreviews.eventId))
    .innerJoin(organizations, eq(organizations.id, events.organizationId))
    .where(
      and(
        eq(eventPreviews.memberId, memberId),
        eq(eventPreviews.eventId, eventId),
        gt(eventPreviews.expiresAt, now),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Events by id whatever their window (a library outlives the sale), with organisation names. */
export function findEventsByIds(db: Database, eventIds: number[]) {
  if (eventIds.length === 0) return Promise.resolve([]);
  return db
    .select(eventColumns)
    .from(events)
    .innerJoin(organizations, eq(organizations.id, events.organizationId))
    .where(inArray(events.id, eventIds));
}

/** Whether a buyer may see an event: through a member's organisation or a code they entered. */
export async function buyerMaySee(
  db: Database,
  buyer: { kind: 'member' | 'guest'; subject: string },
  eventId: number,
) {
  if (buyer.kind === 'member' && /^\d+$/.test(buyer.subject)) {
    const memberId = Number(buyer.subject);
    const rows = await db
      .select({ one: sql<number>`1` })
      .from(events)
      .where(
        and(
          eq(events.id, eventId),
          sql`(${viaOrganization(memberId)} OR EXISTS (SELECT 1 FROM ${buyerEvents} WHERE ${buyerEvents.eventId} = ${events.id} AND ${viaCode(memberId)}))`,
        ),
      )
      .limit(1);
    return rows.length > 0;
  }
  const byCode = await db
    .select({ one: sql<number>`1` })
    .from(buyerEvents)
    .where(
      and(
        eq(buyerEvents.kind, buyer.kind),
        eq(buyerEvents.subjectId, buyer.subject),
        eq(buyerEvents.eventId, eventId),
      ),
    )
    .limit(1);
  return byCode.length > 0;
}

/** Published events of the member's organisations, newest event first. */
export function listOrganizationEvents(db: Database, memberId: number, now: Date) {
  return db
    .select(eventColumns)
    .from(events)
    .innerJoin(organizations, eq(organizations.id, events.organizationId))
    .where(and(viaOrganization(memberId), onSale(now)))
    .orderBy(desc(events.eventDate), desc(events.id));
}

/** Published events a member opened with an event code, newest event first. */
export function listCodeEvents(db: Database, memberId: number, now: Date) {
  return db
    .select(eventColumns)
    .from(events)
    .innerJoin(organizations, eq(organizations.id, events.organizationId))
    .where(
      and(
        sql`EXISTS (SELECT 1 FROM ${buyerEvents} WHERE ${buyerEvents.eventId} = ${events.id} AND ${viaCode(memberId)})`,
        onSale(now),
      ),
    )
    .orderBy(desc(events.eventDate), desc(events.id));
}

export function listMemberOrganizations(db: Database, memberId: number) {
  return db
    .select({ id: organizations.id, name: organizations.name })
    .from(memberOrganizations)
    .innerJoin(organizations, eq(organizations.id, memberOrganizations.organizationId))
    .where(eq(memberOrganizations.memberId, memberId))
    .orderBy(asc(organizations.id));
}

/** The categories buyers see: not the sort-by-programme tray (issue 29), which is the studio's. */
export function listEventCategories(db: Database, eventId: number) {
  return db
    .select()
    .from(categories)
    .where(and(eq(categories.eventId, eventId), eq(categories.isTray, false)))
    .orderBy(asc(categories.sortOrder), asc(categories.id));
}

export function listEventPrices(db: Database, eventId: number) {
  return db
    .select({ price_type_id: prices.priceTypeId, size_id: prices.sizeId, unit_price: prices.unitPrice })
    .from(prices)
    .where(eq(prices.eventId, eventId))
    .orderBy(asc(prices.priceTypeId), asc(prices.sizeId));
}

export async function findImageMediaKey(db: Database, imageItemId: number | null) {
  if (!imageItemId) return null;
  const [row] = await db
    .select({ mediaKey: imageItems.mediaKey })
    .from(imageItems)
    .where(and(eq(imageItems.id, imageItemId), eq(imageItems.status, 'ready')))
    .limit(1);
  return row?.mediaKey ?? null;
}

/**
 * How many ready items each category shows, and how many of them are movies (categories
 * without any are absent): one statement, as the event page and every cart read ask both.
 */
export async function countReadyByCategory(db: Database, eventId: number) {
  const rows = await db
    .select({
      categoryId: imageItems.categoryId,
      n: sql<number>`count(*)::int`,
      movies: sql<number>`(count(*) filter (where ${imageItems.mediaType} = 'movie'))::int`,
    })
    .from(imageItems)
    .where(and(eq(imageItems.eventId, eventId), eq(imageItems.status, 'ready'), eq(imageItems.hidden, false)))
    .groupBy(imageItems.categoryId);
  return {
    items: new Map(rows.map((r) => [r.categoryId, r.n])),
    movies: new Map(rows.filter((r) => r.movies > 0).map((r) => [r.categoryId, r.movies])),
  };
}

/** The organisation that holds an event (the studio's permission check), or null. */
export async function findEventOrganization(db: Database, eventId: number) {
  const [row] = await db
    .select({ organizationId: events.organizationId })
    .from(events)
    .where(eq(events.id, eventId))
    .limit(1);
  return row?.organizationId ?? null;
}

/** The organisation that holds a category's event, or null. */
export async function findCategoryOrganization(db: Database, categoryId: number) {
  const [row] = await db
    .select({ organizationId: events.organizationId })
    .from(categories)
    .innerJoin(events, eq(events.id, categories.eventId))
    .where(eq(categories.id, categoryId))
    .limit(1);
  return row?.organizationId ?? null;
}
