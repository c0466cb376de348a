import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { authSessions, bridgeHashes, members } from '../../db/schema/index';

export async function findMemberByEmail(db: Database, email: string) {
  const [row] = await db.select().from(members).where(eq(members.email, email.toLowerCase())).limit(1);
  return row ?? null;
}

export async function insertSession(db: Database, row: typeof authSessions.$inferInsert) {
  await db.insert(authSessions).values(row);
}

export async function findSession(db: Database, id: string) {
  const [row] = await db.select().from(authSessions).where(eq(authSessions.id, id)).limit(1);
  return row ?? null;
}

export async function extendSession(db: Database, id: string, refreshExpiresAt: Date) {
  await db.update(authSessions).set({ refreshExpiresAt }).where(eq(authSessions.id, id));
}

export async function revokeSession(db: Database, id: string) {
  await db
    .update(authSessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(authSessions.id, id), isNull(authSessions.revokedAt)));
}

export async function insertBridgeHash(db: Database, row: typeof bridgeHashes.$inferInsert) {
  await db.insert(bridgeHashes).values(row);
}

/** Marks the hash used and returns its member, in one statement: a hash works exactly once. */
export async function consumeBridgeHash(db: Database, hashSha256: string, now: Date) {
  const [row] = await db
    .update(bridgeHashes)
    .set({ usedAt: now })
    .where(
      and(
        eq(bridgeHashes.hashSha256, hashSha256),
        isNull(bridgeHashes.usedAt),
        gt(bridgeHashes.expiresAt, now),
      ),
    )
    .returning({ memberId: bridgeHashes.memberId });
  return row ?? null;
}
