import { and, eq, isNotNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { childFaceFeedback, childPhotoAlertsSent, eventFaceRules } from '../../db/schema/index';

/** Records that the event's matches were (re-)decided under `version`. */
export async function recordEventRule(db: Database, eventId: number, version: string) {
  await db
    .insert(eventFaceRules)
    .values({ eventId, ruleVersion: version })
    .onConflictDoUpdate({
      target: eventFaceRules.eventId,
      set: { ruleVersion: version, decidedAt: new Date() },
    });
}

/** Events with anything stored under another rule: their last alert run, verdicts or announced photos. */
export async function listEventsUnderOtherRule(db: Database, version: string): Promise<number[]> {
  const result = await db.execute(sql`
    SELECT event_id FROM ${eventFaceRules} WHERE rule_version <> ${version}
    UNION SELECT event_id FROM ${childFaceFeedback} WHERE rule_version IS DISTINCT FROM ${version}
    UNION SELECT event_id FROM ${childPhotoAlertsSent} WHERE rule_version IS DISTINCT FROM ${version}
    ORDER BY event_id`);
  return (result as unknown as { rows: { event_id: number }[] }).rows.map((r) => Number(r.event_id));
}

/** The event's confirmed faces picked under another rule (their descriptors are re-picked). */
export function listConfirmedUnderOtherRule(db: Database, eventId: number, version: string) {
  return db
    .select({
      id: childFaceFeedback.id,
      childId: childFaceFeedback.childId,
      imageItemId: childFaceFeedback.imageItemId,
    })
    .from(childFaceFeedback)
    .where(
      and(
        eq(childFaceFeedback.eventId, eventId),
        eq(childFaceFeedback.verdict, 'confirmed'),
        sql`${childFaceFeedback.ruleVersion} IS DISTINCT FROM ${version}`,
      ),
    );
}

export async function updateConfirmedFace(db: Database, id: number, descriptor: Buffer, version: string) {
  await db
    .update(childFaceFeedback)
    .set({ descriptor, ruleVersion: version })
    .where(eq(childFaceFeedback.id, id));
}

/**
 * Marks the event's rejections, announced photos and alert run as decided under `version`:
 * the verdicts stay as the parents gave them, announced photos stay announced (never mailed
 * again). Confirmed faces are stamped one by one as their face is picked again.
 */
export async function stampEventRule(db: Database, eventId: number, version: string) {
  const stale = (column: typeof childFaceFeedback.ruleVersion | typeof childPhotoAlertsSent.ruleVersion) =>
    or(sql`${column} IS NULL`, sql`${column} <> ${version}`);
  await db.transaction(async (tx) => {
    await tx
      .update(childFaceFeedback)
      .set({ ruleVersion: version })
      .where(
        and(
          eq(childFaceFeedback.eventId, eventId),
          eq(childFaceFeedback.verdict, 'rejected'),
          stale(childFaceFeedback.ruleVersion),
        ),
      );
    await tx
      .update(childPhotoAlertsSent)
      .set({ ruleVersion: version })
      .where(and(eq(childPhotoAlertsSent.eventId, eventId), stale(childPhotoAlertsSent.ruleVersion)));
    await recordEventRule(tx, eventId, version);
  });
}

/** The rule versions stored for an event's verdicts and announced photos (for tests and reports). */
export async function storedRuleVersions(db: Database, eventId: number) {
  const [feedback, sent, event] = await Promise.all([
    db
      .selectDistinct({ v: childFaceFeedback.ruleVersion })
      .from(childFaceFeedback)
      .where(eq(childFaceFeedback.eventId, eventId)),
    db
      .selectDistinct({ v: childPhotoAlertsSent.ruleVersion })
      .from(childPhotoAlertsSent)
      .where(and(eq(childPhotoAlertsSent.eventId, eventId), isNotNull(childPhotoAlertsSent.eventId))),
    db
      .select({ v: eventFaceRules.ruleVersion })
      .from(eventFaceRules)
      .where(eq(eventFaceRules.eventId, eventId)),
  ]);
  return { feedback: feedback.map((r) => r.v), sent: sent.map((r) => r.v), event: event[0]?.v ?? null };
}
