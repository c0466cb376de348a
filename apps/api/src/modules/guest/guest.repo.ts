import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { guestCartSaves, guestEmailChecks, guests } from '../../db/schema/index';

/**
 * A new code for an address; its older unconfirmed codes end (only the newest mail works),
 * so codes requested in a row do not add up to more guesses.
 */
export async function insertEmailCheck(db: Database, row: typeof guestEmailChecks.$inferInsert) {
  await db.transaction(async (tx) => {
    await tx
      .update(guestEmailChecks)
      .set({ expiresAt: sql`now()` })
      .where(
        and(
          eq(guestEmailChecks.email, row.email),
          isNull(guestEmailChecks.confirmedAt),
          gt(guestEmailChecks.expiresAt, sql`now()`),
        ),
      );
    await tx.insert(guestEmailChecks).values(row);
  });
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

/** A new save link; the guest's older unused links end (only the newest mail works). */
export async function insertCartSave(db: Database, row: typeof guestCartSaves.$inferInsert) {
  await db.transaction(async (tx) => {
    await tx
      .update(guestCartSaves)
      .set({ expiresAt: sql`now()` })
      .where(and(eq(guestCartSaves.guestId, row.guestId), isNull(guestCartSaves.lastUsedAt)));
    await tx.insert(guestCartSaves).values(row);
  });
}

/**
 * The unexpired, unused save with this key hash, marked used now; null when none. One
 * conditional UPDATE: of links opened at once, exactly one wins (single use).
 */
export async function useCartSave(db: Database, keySha256: string) {
  const [row] = await db
    .update(guestCartSaves)
    .set({ lastUsedAt: sql`now()` })
    .where(
      and(
        eq(guestCartSaves.keySha256, keySha256),
        isNull(guestCartSaves.lastUsedAt),
        gt(guestCartSaves.expiresAt, sql`now()`),
      ),
    )
    .returning({ guestId: guestCartSaves.guestId });
  return row ?? null;
}
