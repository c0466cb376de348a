import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { guestCartSaves, guestEmailChecks, guests } from '../../db/schema/index';

export async function insertEmailCheck(db: Database, row: typeof guestEmailChecks.$inferInsert) {
  await db.insert(guestEmailChecks).values(row);
}

/**
 * Takes one of the check's `maxTries` in one conditional UPDATE: of any number of guesses
 * at once, on any number of processes, at most `maxTries` get a row back and are judged.
 * A check that is confirmed, expired or out of tries answers null. The try a right code
 * takes does not matter: the check is then confirmed, and used once.
 */
export async function takeCheckTry(db: Database, id: string, maxTries: number) {
  const [row] = await db
    .update(guestEmailChecks)
    .set({ failedAttempts: sql`${guestEmailChecks.failedAttempts} + 1` })
    .where(
      and(
        eq(guestEmailChecks.id, id),
        lt(guestEmailChecks.failedAttempts, maxTries),
        isNull(guestEmailChecks.confirmedAt),
        gt(guestEmailChecks.expiresAt, sql`now()`),
      ),
    )
    .returning({ email: guestEmailChecks.email, codeHash: guestEmailChecks.codeHash });
  return row ?? null;
}

/** Marks the check confirmed unless it already was: returns false for a second use. */
export async function confirmEmailCheck(db: Database, id: string) {
  const rows = await db
    .update(guestEmailChecks)
    .set({ confirmedAt: sql`now()` })
    .where(sql`${guestEmailChecks.id} = ${id} AND ${guestEmailChecks.confirmedAt} IS NULL`)
    .returning({ id: guestEmailChecks.id });
  return rows.length === 1;
}

/** The guest identity of an e-mail address, created on its first verification. */
export async function upsertGuest(db: Database, email: string) {
  const [row] = await db
    .insert(guests)
    .values({ email })
    .onConflictDoUpdate({ target: guests.email, set: { email } })
    .returning();
  return row!;
}

export async function findGuestById(db: Database, id: number) {
  const [row] = await db.select().from(guests).where(eq(guests.id, id)).limit(1);
  return row ?? null;
}

export async function insertCartSave(db: Database, row: typeof guestCartSaves.$inferInsert) {
  await db.insert(guestCartSaves).values(row);
}

/** The unexpired save with this key hash, marked used now; null when none. */
export async function useCartSave(db: Database, keySha256: string) {
  const [row] = await db
    .update(guestCartSaves)
    .set({ lastUsedAt: sql`now()` })
    .where(and(eq(guestCartSaves.keySha256, keySha256), gt(guestCartSaves.expiresAt, sql`now()`)))
    .returning({ guestId: guestCartSaves.guestId });
  return row ?? null;
}
