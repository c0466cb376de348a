import { and, asc, count, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import {
  buyerEvents,
  childFaceFeedback,
  childFaceImages,
  childGuardians,
  childPhotoAlerts,
  children,
  events,
  memberOrganizations,
} from '../../db/schema/index';

export async function recordFaceConsent(db: Database, childId: number, at: Date) {
  await db.update(children).set({ faceConsentAt: at }).where(eq(children.id, childId));
}

export function listChildFaceImages(db: Database, childId: number) {
  return db
    .select()
    .from(childFaceImages)
    .where(eq(childFaceImages.childId, childId))
    .orderBy(asc(childFaceImages.id));
}

export async function countChildFaceImages(db: Database, childIds: number[]) {
  if (childIds.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ childId: childFaceImages.childId, n: count() })
    .from(childFaceImages)
    .where(inArray(childFaceImages.childId, childIds))
    .groupBy(childFaceImages.childId);
  return new Map(rows.map((r) => [r.childId, r.n]));
}

export async function insertChildFaceImage(db: Database, row: typeof childFaceImages.$inferInsert) {
  const [created] = await db.insert(childFaceImages).values(row).returning();
  return created!;
}

/**
 * Deletes one face image of the member's child; answers its storage key, or null when not
 * theirs. With the child's last image go every member's "new photos" opt-ins for the child
 * (an alert is a face search, and the guardian consented to it with the face), in the same
 * transaction. Matches are never stored: the next search no longer has the descriptor.
 */
export async function deleteChildFaceImage(db: Database, memberId: number, childId: number, faceId: number) {
  return db.transaction(async (tx) => {
    const key = await deleteOneFaceImage(tx, memberId, childId, faceId);
    if (key && !(await countChildFaceImages(tx, [childId])).get(childId))
      await tx.delete(childPhotoAlerts).where(eq(childPhotoAlerts.childId, childId));
    return key;
  });
}

async function deleteOneFaceImage(db: Database, memberId: number, childId: number, faceId: number) {
  const [row] = await db
    .delete(childFaceImages)
    .where(
      and(
        eq(childFaceImages.id, faceId),
        eq(childFaceImages.childId, childId),
        eq(childFaceImages.memberId, memberId),
      ),
    )
    .returning({ storageKey: childFaceImages.storageKey });
  return row?.storageKey ?? null;
}

export async function listChildFaceStorageKeys(db: Database, childId: number) {
  const rows = await db
    .select({ storageKey: childFaceImages.storageKey })
    .from(childFaceImages)
    .where(eq(childFaceImages.childId, childId));
  return rows.map((r) => r.storageKey);
}

/** Registered descriptors of the children, oldest first. */
export function listRegisteredDescriptors(db: Database, childIds: number[]) {
  return db
    .select({ childId: childFaceImages.childId, descriptor: childFaceImages.descriptor })
    .from(childFaceImages)
    .where(inArray(childFaceImages.childId, childIds))
    .orderBy(asc(childFaceImages.id));
}

/**
 * The children's reference descriptors in one statement (a search's hot path, decision 038):
 * their registered images (`feedback` false, oldest first), then the feedback rows (newest
 * first) that are confirmed faces with a descriptor or, with `eventId`, verdicts on that
 * event's photos (a search's verdicts come with its references).
 */
export async function listReferenceRows(db: Database, childIds: number[], eventId?: number) {
  const feedback = db
    .select({
      feedback: sql<boolean>`true`.as('feedback'),
      id: childFaceFeedback.id,
      childId: childFaceFeedback.childId,
      descriptor: childFaceFeedback.descriptor,
      imageItemId: childFaceFeedback.imageItemId,
      eventId: childFaceFeedback.eventId,
      verdict: childFaceFeedback.verdict,
    })
    .from(childFaceFeedback)
    .where(
      and(
        inArray(childFaceFeedback.childId, childIds),
        or(
          and(eq(childFaceFeedback.verdict, 'confirmed'), isNotNull(childFaceFeedback.descriptor)),
          eventId === undefined ? undefined : eq(childFaceFeedback.eventId, eventId),
        ),
      ),
    );
  const registered = db
    .select({
      feedback: sql<boolean>`false`.as('feedback'),
      id: childFaceImages.id,
      childId: childFaceImages.childId,
      descriptor: childFaceImages.descriptor,
      // Not feedback: no photo, event or verdict (typed as the feedback columns for the union).
      imageItemId: sql<number>`null::int`.as('image_item_id'),
      eventId: sql<number>`null::int`.as('event_id'),
      verdict: sql<'confirmed' | 'rejected'>`null::text`.as('verdict'),
    })
    .from(childFaceImages)
    .where(inArray(childFaceImages.childId, childIds));
  const rows = await unionAll(feedback, registered);
  return rows.sort((a, b) =>
    a.feedback === b.feedback ? (a.feedback ? b.id - a.id : a.id - b.id) : a.feedback ? 1 : -1,
  );
}

/** The parents' verdicts on photos of one event (or of every event). */
export function listFeedback(db: Database, childIds: number[], eventId?: number) {
  return db
    .select({
      childId: childFaceFeedback.childId,
      imageItemId: childFaceFeedback.imageItemId,
      eventId: childFaceFeedback.eventId,
      verdict: childFaceFeedback.verdict,
    })
    .from(childFaceFeedback)
    .where(
      and(
        inArray(childFaceFeedback.childId, childIds),
        eventId === undefined ? undefined : eq(childFaceFeedback.eventId, eventId),
      ),
    );
}

export async function saveFeedback(db: Database, row: typeof childFaceFeedback.$inferInsert) {
  await db
    .insert(childFaceFeedback)
    .values(row)
    .onConflictDoUpdate({
      target: [childFaceFeedback.childId, childFaceFeedback.imageItemId],
      set: {
        verdict: row.verdict,
        descriptor: row.descriptor ?? null,
        ruleVersion: row.ruleVersion ?? null,
        createdAt: new Date(),
      },
    });
}

export async function deleteFeedback(db: Database, childId: number, imageItemId: number) {
  await db
    .delete(childFaceFeedback)
    .where(and(eq(childFaceFeedback.childId, childId), eq(childFaceFeedback.imageItemId, imageItemId)));
}

/**
 * The registered faces of every child an event's search can see (decision 021): children
 * whose owner or a guardian may see the event, through its organisation or an entered
 * event code. Children are not enrolled in events; this is the audience that can run a
 * search there, so the nearest-identity rule compares a face with all of them. The
 * brothers and sisters of `familyOf` (same owner) always belong, whoever sees the event.
 * One row: ids as arrays and the descriptors concatenated in base64 (900 bytea rows
 * arrive as hex text, ~10× slower on the embedded database).
 */
export async function listEventAudienceDescriptors(db: Database, eventId: number, familyOf: number[]) {
  const result = await db.execute(sql`
    ${audienceChildren(eventId, familyOf)}
    SELECT coalesce(array_agg(f.child_id ORDER BY f.id), '{}') AS child_ids,
           coalesce(array_agg(k.member_id ORDER BY f.id), '{}') AS owner_ids,
           coalesce(encode(string_agg(f.descriptor, ''::bytea ORDER BY f.id), 'base64'), '') AS descriptors
    FROM ${childFaceImages} f INNER JOIN kids k ON k.id = f.child_id`);
  type Row = { child_ids: unknown[]; owner_ids: unknown[]; descriptors: string };
  const row = (result as unknown as { rows: Row[] }).rows[0]!;
  const bytes = Buffer.from(row.descriptors, 'base64');
  return row.child_ids.map((childId, i) => ({
    childId: Number(childId),
    ownerId: Number(row.owner_ids[i]),
    descriptor: bytes.subarray(i * 512, (i + 1) * 512),
  }));
}

/**
 * A stamp of the same set of faces, without the faces: their count, the sum and the largest
 * of their ids (ids are never reused, so any face added or removed, or a child joining or
 * leaving the audience, changes it). What a search reads to know its cached rivals still hold.
 */
export async function eventAudienceStamp(db: Database, eventId: number, familyOf: number[]) {
  const result = await db.execute(sql`
    ${audienceChildren(eventId, familyOf)}
    SELECT count(*) || ':' || coalesce(sum(f.id), 0) || ':' || coalesce(max(f.id), 0) AS stamp
    FROM ${childFaceImages} f INNER JOIN kids k ON k.id = f.child_id`);
  return (result as unknown as { rows: { stamp: string }[] }).rows[0]!.stamp;
}

/** The `kids` (id, owner) an event's search can see, as a WITH clause (see above). */
function audienceChildren(eventId: number, familyOf: number[]) {
  const family = familyOf.length
    ? sql`UNION SELECT ${children.memberId} FROM ${children} WHERE ${inArray(children.id, familyOf)}`
    : sql``;
  return sql`
    WITH audience AS (
      SELECT ${memberOrganizations.memberId} AS id FROM ${memberOrganizations}
        INNER JOIN ${events} ON ${events.organizationId} = ${memberOrganizations.organizationId}
        WHERE ${events.id} = ${eventId}
      UNION SELECT m.id FROM members m INNER JOIN ${buyerEvents}
        ON ${buyerEvents.subjectId} = m.id::text AND ${buyerEvents.kind} = 'member'
        WHERE ${buyerEvents.eventId} = ${eventId}
      ${family}
    ), kids AS (
      SELECT c.id, c.member_id FROM children c WHERE c.member_id IN (SELECT id FROM audience)
      UNION SELECT c.id, c.member_id FROM ${childGuardians} g INNER JOIN children c ON c.id = g.child_id
        WHERE g.member_id IN (SELECT id FROM audience)
    )`;
}
