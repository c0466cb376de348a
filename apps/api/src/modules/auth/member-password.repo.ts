import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { authSessions, memberPasswordResets, members } from '../../db/schema/index';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export async function findMemberById(db: Database, id: number) {
  const [row] = await db.select().from(members).where(eq(members.id, id)).limit(1);
  return row ?? null;
}

/** A new reset link for the member; their older unused links end in the same transaction. */
export async function insertPasswordReset(db: Database, row: typeof memberPasswordResets.$inferInsert) {
  await db.transaction(async (tx) => {
    await endOpenResets(tx, row.memberId);
    await tx.insert(memberPasswordResets).values(row);
  });
}

async function endOpenResets(tx: Tx | Database, memberId: number) {
  await tx
    .update(memberPasswordResets)
    .set({ endedAt: sql`now()` })
    .where(and(eq(memberPasswordResets.memberId, memberId), isNull(memberPasswordResets.endedAt)));
}

/**
 * An open link: not used, not replaced, not expired, and its member's address still the one
 * it was mailed to. Null otherwise.
 */
export async function findOpenReset(db: Database, keySha256: string) {
  const r = memberPasswordResets;
  const [row] = await db
    .select({ memberId: r.memberId, email: r.email, expiresAt: r.expiresAt })
    .from(r)
    .innerJoin(members, and(eq(members.id, r.memberId), eq(members.email, r.email)))
    .where(and(eq(r.keySha256, keySha256), isNull(r.endedAt), gt(r.expiresAt, sql`now()`)))
    .limit(1);
  return row ?? null;
}

/**
 * Takes the link (one conditional UPDATE: of two uses at once exactly one wins) and, in the
 * same transaction, sets the password, ends the member's other links and every session but
 * `keepSessionId`. Null when the link was not open.
 */
export async function resetPasswordByLink(
  db: Database,
  input: { keySha256: string; passwordHash: string },
): Promise<{ memberId: number } | null> {
  return db.transaction(async (tx) => {
    const r = memberPasswordResets;
    const [taken] = await tx
      .update(r)
      .set({ endedAt: sql`now()` })
      .where(
        and(
          eq(r.keySha256, input.keySha256),
          isNull(r.endedAt),
          gt(r.expiresAt, sql`now()`),
          sql`EXISTS (SELECT 1 FROM ${members} WHERE ${members.id} = ${r.memberId} AND ${members.email} = ${r.email})`,
        ),
      )
      .returning({ memberId: r.memberId });
    if (!taken) return null;
    await setPassword(tx, taken.memberId, input.passwordHash, null);
    return { memberId: taken.memberId };
  });
}

/**
 * The member's new password hash; every open reset link and every session except
 * `keepSessionId` end with it (the database is shared: every process refuses their tokens at
 * the next request). Answers how many sessions ended.
 */
export async function setPassword(
  tx: Tx | Database,
  memberId: number,
  passwordHash: string,
  keepSessionId: string | null,
): Promise<number> {
  await tx.update(members).set({ passwordHash }).where(eq(members.id, memberId));
  await endOpenResets(tx, memberId);
  const s = authSessions;
  const ended = await tx
    .update(s)
    .set({ revokedAt: sql`now()`, revokedReason: 'password' })
    .where(
      and(
        eq(s.kind, 'member'),
        eq(s.subjectId, String(memberId)),
        isNull(s.revokedAt),
        keepSessionId ? ne(s.id, keepSessionId) : sql`true`,
      ),
    )
    .returning({ id: s.id });
  return ended.length;
}

/** Changes the password when `expectedHash` is still the stored one (no lost update). */
export async function changePassword(
  db: Database,
  input: { memberId: number; expectedHash: string; passwordHash: string; keepSessionId: string },
): Promise<number | null> {
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ hash: members.passwordHash })
      .from(members)
      .where(eq(members.id, input.memberId))
      .for('update');
    if (locked?.hash !== input.expectedHash) return null;
    return setPassword(tx, input.memberId, input.passwordHash, input.keepSessionId);
  });
}
