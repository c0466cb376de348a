import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { imageItems } from '../../db/schema/catalogue';
import { keeps, keepTallies } from '../../db/schema/keeps';
import type { Buyer } from '../events/event-access';

const ofBuyer = (buyer: Buyer) => and(eq(keeps.buyerKind, buyer.kind), eq(keeps.buyerSubject, buyer.subject));

/** The buyer's kept photos of one event that are still ready, newest keep first. */
export async function listKeptPhotos(db: Database, buyer: Buyer, eventId: number) {
  return db
    .select({
      keptAt: keeps.createdAt,
      photo: {
        id: imageItems.id,
        categoryId: imageItems.categoryId,
        eventId: imageItems.eventId,
        width: imageItems.width,
        height: imageItems.height,
        placeholder: imageItems.placeholder,
        mediaKey: imageItems.mediaKey,
        capturedAt: imageItems.capturedAt,
        expirationOfInfo: imageItems.expirationOfInfo,
        status: imageItems.status,
        mediaType: imageItems.mediaType,
        durationMs: imageItems.durationMs,
      },
    })
    .from(keeps)
    .innerJoin(imageItems, eq(imageItems.id, keeps.imageItemId))
    .where(
      and(
        ofBuyer(buyer),
        eq(keeps.eventId, eventId),
        eq(imageItems.status, 'ready'),
        eq(imageItems.hidden, false),
      ),
    )
    .orderBy(desc(keeps.createdAt), desc(keeps.id));
}
export type KeptRow = Awaited<ReturnType<typeof listKeptPhotos>>[number];

/** A photo of an event with what decides whether it may be kept. */
export async function findEventPhoto(db: Database, eventId: number, imageItemId: number) {
  const [row] = await db
    .select({
      id: imageItems.id,
      status: imageItems.status,
      hidden: imageItems.hidden,
      mediaKey: imageItems.mediaKey,
    })
    .from(imageItems)
    .where(and(eq(imageItems.id, imageItemId), eq(imageItems.eventId, eventId)))
    .limit(1);
  return row ?? null;
}

export async function countKeeps(db: Database, buyer: Buyer) {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(keeps).where(ofBuyer(buyer));
  return row?.n ?? 0;
}

/** Postgres's check_violation: here, the tally's limit. */
const CHECK_VIOLATION = '23514';

function isLimitViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === CHECK_VIOLATION) return true;
  }
  return false;
}

/**
 * Keeps a photo in one transaction: locks the buyer's tally row, adds the keep (a repeat
 * does nothing) and recounts. The tally's CHECK refuses a count past the limit, which rolls
 * the keep back; the answer is then 'full'.
 */
export async function addKeep(
  db: Database,
  input: { buyer: Buyer; eventId: number; imageItemId: number },
): Promise<'kept' | 'full'> {
  const { buyer } = input;
  try {
    await db.transaction(async (tx) => {
      await tx
        .insert(keepTallies)
        .values({ buyerKind: buyer.kind, buyerSubject: buyer.subject, kept: 0 })
        .onConflictDoUpdate({
          target: [keepTallies.buyerKind, keepTallies.buyerSubject],
          set: { kept: sql`${keepTallies.kept}` },
        });
      await tx
        .insert(keeps)
        .values({
          buyerKind: buyer.kind,
          buyerSubject: buyer.subject,
          eventId: input.eventId,
          imageItemId: input.imageItemId,
        })
        .onConflictDoNothing({ target: [keeps.buyerKind, keeps.buyerSubject, keeps.imageItemId] });
      await tx
        .update(keepTallies)
        .set({ kept: sql`(SELECT count(*)::int FROM ${keeps} WHERE ${ofBuyer(buyer)})` })
        .where(and(eq(keepTallies.buyerKind, buyer.kind), eq(keepTallies.buyerSubject, buyer.subject)));
    });
    return 'kept';
  } catch (error) {
    if (isLimitViolation(error)) return 'full';
    throw error;
  }
}

/** Lets go of a kept photo and recounts the tally (photos deleted meanwhile drop out too). */
export async function removeKeep(
  db: Database,
  input: { buyer: Buyer; eventId: number; imageItemId: number },
) {
  const { buyer } = input;
  await db.transaction(async (tx) => {
    await tx
      .delete(keeps)
      .where(and(ofBuyer(buyer), eq(keeps.eventId, input.eventId), eq(keeps.imageItemId, input.imageItemId)));
    await tx
      .update(keepTallies)
      .set({ kept: sql`(SELECT count(*)::int FROM ${keeps} WHERE ${ofBuyer(buyer)})` })
      .where(and(eq(keepTallies.buyerKind, buyer.kind), eq(keepTallies.buyerSubject, buyer.subject)));
  });
}
