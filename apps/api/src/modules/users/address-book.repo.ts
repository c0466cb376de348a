import { MAX_SHIPPING_ADDRESSES } from '@omoide/contract';
import { and, asc, desc, eq, gt, sql, TransactionRollbackError } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { memberAddresses, members } from '../../db/schema/index';

export type AddressRow = typeof memberAddresses.$inferSelect;
export type AddressColumns = Omit<
  typeof memberAddresses.$inferInsert,
  'id' | 'memberId' | 'slot' | 'createdAt' | 'updatedAt'
>;

const HOME_SLOT = 0;

/** The home address first, then the default shipping address, then by when they were added. */
export function listAddresses(db: Database, memberId: number) {
  return db
    .select()
    .from(memberAddresses)
    .where(eq(memberAddresses.memberId, memberId))
    .orderBy(
      desc(sql`${memberAddresses.slot} = ${HOME_SLOT}`),
      desc(memberAddresses.isDefault),
      asc(memberAddresses.id),
    );
}

export async function upsertHomeAddress(db: Database, memberId: number, columns: AddressColumns) {
  await db
    .insert(memberAddresses)
    .values({ ...columns, memberId, slot: HOME_SLOT, label: '', isDefault: false })
    .onConflictDoUpdate({
      target: [memberAddresses.memberId, memberAddresses.slot],
      set: { ...columns, label: '', isDefault: false, updatedAt: sql`now()` },
    });
}

export async function deleteHomeAddress(db: Database, memberId: number) {
  await db
    .delete(memberAddresses)
    .where(and(eq(memberAddresses.memberId, memberId), eq(memberAddresses.slot, HOME_SLOT)));
}

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Only one default per member (a partial unique index): the old one is cleared first. */
async function clearDefault(tx: Tx, memberId: number) {
  await tx
    .update(memberAddresses)
    .set({ isDefault: false })
    .where(and(eq(memberAddresses.memberId, memberId), eq(memberAddresses.isDefault, true)));
}

/**
 * Inserts a shipping address in the lowest free slot; null when every slot is taken (the
 * cap). Adds of one member take their turn on the member's row (`FOR UPDATE`), so a dozen at
 * once each see the slots the others took; the cap also holds in the table itself: slots
 * are bounded (a check) and unique per member. The first address becomes the default.
 */
export function insertShippingAddress(db: Database, memberId: number, columns: AddressColumns) {
  return db.transaction(async (tx) => {
    await tx.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for('update');
    const [existing] = await tx
      .select({ id: memberAddresses.id })
      .from(memberAddresses)
      .where(and(eq(memberAddresses.memberId, memberId), gt(memberAddresses.slot, HOME_SLOT)))
      .limit(1);
    if (!existing) columns = { ...columns, isDefault: true };
    const [free] = await tx
      .select({ slot: sql<number | null>`min(s)::int` })
      .from(sql`generate_series(1, ${MAX_SHIPPING_ADDRESSES}) AS s`)
      .where(
        sql`NOT EXISTS (SELECT 1 FROM ${memberAddresses} WHERE ${memberAddresses.memberId} = ${memberId} AND ${memberAddresses.slot} = s)`,
      );
    if (free?.slot == null) return null;
    if (columns.isDefault) await clearDefault(tx, memberId);
    const [row] = await tx
      .insert(memberAddresses)
      .values({ ...columns, memberId, slot: free.slot })
      .returning();
    return row!;
  });
}

/** Updates a shipping address of this member; null when it is not theirs (or not there). */
export function updateShippingAddress(
  db: Database,
  memberId: number,
  id: number,
  columns: Partial<AddressColumns>,
) {
  return db
    .transaction(async (tx) => {
      if (columns.isDefault) await clearDefault(tx, memberId);
      const [row] = await tx
        .update(memberAddresses)
        .set({ ...columns, updatedAt: sql`now()` })
        .where(ownShipping(memberId, id))
        .returning();
      // Not theirs: the cleared default comes back with the rollback.
      if (!row) tx.rollback();
      return row!;
    })
    .catch((error: unknown) => {
      if (error instanceof TransactionRollbackError) return null;
      throw error;
    });
}

export async function deleteShippingAddress(db: Database, memberId: number, id: number) {
  const rows = await db
    .delete(memberAddresses)
    .where(ownShipping(memberId, id))
    .returning({ id: memberAddresses.id });
  return rows.length === 1;
}

const ownShipping = (memberId: number, id: number) =>
  and(
    eq(memberAddresses.id, id),
    eq(memberAddresses.memberId, memberId),
    gt(memberAddresses.slot, HOME_SLOT),
  );
