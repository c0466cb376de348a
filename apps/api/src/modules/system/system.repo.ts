import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { systemConstants } from '../../db/schema/index';

/**
 * `legal`: the operator's details on the legal pages; `faq_studio`: what operators changed of
 * the standard FAQ, which the start-up sync leaves alone (decision 017).
 */
export type SystemConstantKey = 'uri' | 'shipping_fee' | 'css' | 'legal' | 'faq_studio';

export async function readConstants(db: Database, keys: readonly SystemConstantKey[]) {
  const rows = await db
    .select({ key: systemConstants.key, value: systemConstants.value })
    .from(systemConstants)
    .where(inArray(systemConstants.key, [...keys]));
  return new Map(rows.map((r) => [r.key as SystemConstantKey, r.value]));
}

export async function writeConstant(db: Database, key: SystemConstantKey, value: unknown) {
  await db
    .insert(systemConstants)
    .values({ key, value })
    .onConflictDoUpdate({ target: systemConstants.key, set: { value, updatedAt: sql`now()` } });
}

export async function deleteConstant(db: Database, key: SystemConstantKey) {
  await db.delete(systemConstants).where(eq(systemConstants.key, key));
}
