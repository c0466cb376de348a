import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { authSessions, bridgeHashes, memberOrganizations, members } from '../../db/schema/index';

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

/**
 * Whether a token's session is still live: not signed out, not revoked for reuse, its
 * member not deleted (a trigger revokes those sessions), and of the token's own subject.
 * One primary-key lookup per authenticated request, on the shared database: a sign-out on
 * one process is seen by every other at once.
 */
export async function isSessionLive(
  db: Database,
  token: { sessionId: string; kind: string; subject: string },
): Promise<boolean> {
  const s = authSessions;
  const [row] = await db
    .select({ id: s.id })
    .from(s)
    .where(
      and(
        eq(s.id, token.sessionId),
        isNull(s.revokedAt),
        eq(s.kind, token.kind as 'member'),
        eq(s.subjectId, token.subject),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Replaces the session's newest token with the next one when the presented token is the
 * newest, the session not revoked nor past its refresh window. The next token's id is derived
 * from the presented one (TokenService.nextTokenId), so a second refresh of the same token
 * within the grace finds the rotation already done (newest = next, previous = presented) and
 * is answered alike, without rotating again: ten tabs refreshing at once all end with tokens
 * of the session's newest id. The rotating client's device becomes the session's, and the
 * repeat must come from it. False otherwise: a replaced token past the grace, or presented by
 * another client (a copy).
 */
export async function rotateSession(
  db: Database,
  input: {
    id: string;
    presentedSha256: string;
    nextSha256: string;
    refreshExpiresAt: Date;
    graceSeconds: number;
    /** The presenting client's device cookie, hashed; null: none (no grace for it). */
    deviceSha256: string | null;
  },
): Promise<boolean> {
  const s = authSessions;
  const rows = await db
    .update(s)
    .set({
      tokenIdSha256: input.nextSha256,
      previousTokenIdSha256: input.presentedSha256,
      // A repeat in the grace keeps the rotation's time: the grace does not slide.
      rotatedAt: sql`CASE WHEN ${s.tokenIdSha256} = ${input.nextSha256} THEN ${s.rotatedAt} ELSE now() END`,
      refreshExpiresAt: input.refreshExpiresAt,
      deviceSha256: input.deviceSha256,
    })
    .where(
      and(
        eq(s.id, input.id),
        isNull(s.revokedAt),
        gt(s.refreshExpiresAt, sql`now()`),
        sql`(${s.tokenIdSha256} IS NULL OR ${s.tokenIdSha256} = ${input.presentedSha256}
          OR (${s.tokenIdSha256} = ${input.nextSha256}
              AND ${s.previousTokenIdSha256} = ${input.presentedSha256}
              AND ${s.rotatedAt} > now() - make_interval(secs => ${input.graceSeconds})
              AND ${s.deviceSha256} = ${input.deviceSha256}))`,
      ),
    )
    .returning({ id: s.id });
  return rows.length === 1;
}

export async function revokeSession(db: Database, id: string, reason: 'logout' | 'reuse') {
  await db
    .update(authSessions)
    .set({ revokedAt: sql`now()`, revokedReason: reason })
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

/** A new member; null when the e-mail already has an account (the unique index decides). */
export async function insertMember(db: Database, row: typeof members.$inferInsert) {
  const [created] = await db.insert(members).values(row).onConflictDoNothing().returning();
  return created ?? null;
}

/** One of `organizationIds` the member belongs to (the lowest), or null. */
export async function sharedOrganizationOf(
  db: Database,
  memberId: number,
  organizationIds: number[],
): Promise<number | null> {
  if (organizationIds.length === 0) return null;
  const [row] = await db
    .select({ id: memberOrganizations.organizationId })
    .from(memberOrganizations)
    .where(
      and(
        eq(memberOrganizations.memberId, memberId),
        inArray(memberOrganizations.organizationId, organizationIds),
      ),
    )
    .orderBy(asc(memberOrganizations.organizationId))
    .limit(1);
  return row?.id ?? null;
}
