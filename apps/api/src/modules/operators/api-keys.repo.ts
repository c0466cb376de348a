import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { operatorApiKeys, operators } from '../../db/schema/index';

// Personal API keys of operators, stored by their hash.

export async function insertApiKey(db: Database, row: typeof operatorApiKeys.$inferInsert) {
  const [created] = await db.insert(operatorApiKeys).values(row).returning();
  return created!;
}

export async function listApiKeys(db: Database, operatorId: number) {
  return db
    .select()
    .from(operatorApiKeys)
    .where(and(eq(operatorApiKeys.operatorId, operatorId), isNull(operatorApiKeys.revokedAt)))
    .orderBy(desc(operatorApiKeys.createdAt), desc(operatorApiKeys.id));
}

export async function revokeApiKey(db: Database, operatorId: number, id: number) {
  const [row] = await db
    .update(operatorApiKeys)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(operatorApiKeys.id, id),
        eq(operatorApiKeys.operatorId, operatorId),
        isNull(operatorApiKeys.revokedAt),
      ),
    )
    .returning();
  return row ?? null;
}

/** A live key and its active operator; its last use is written at most once a minute. */
export async function useApiKey(db: Database, keySha256: string) {
  const [row] = await db
    .select({
      keyId: operatorApiKeys.id,
      operatorId: operators.id,
      email: operators.email,
      lastUsedAt: operatorApiKeys.lastUsedAt,
    })
    .from(operatorApiKeys)
    .innerJoin(operators, eq(operators.id, operatorApiKeys.operatorId))
    .where(
      and(
        eq(operatorApiKeys.keySha256, keySha256),
        isNull(operatorApiKeys.revokedAt),
        eq(operators.status, 'active'),
      ),
    )
    .limit(1);
  if (!row) return null;
  if (!row.lastUsedAt || Date.now() - row.lastUsedAt.getTime() > 60_000) {
    await db.update(operatorApiKeys).set({ lastUsedAt: sql`now()` }).where(eq(operatorApiKeys.id, row.keyId));
  }
  return row;
}
