import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { photoUploads } from '../../db/schema/index';

export async function insertUpload(db: Database, row: typeof photoUploads.$inferInsert) {
  const [created] = await db.insert(photoUploads).values(row).returning();
  return created!;
}

export async function findUpload(db: Database, id: string) {
  const [row] = await db.select().from(photoUploads).where(eq(photoUploads.id, id)).limit(1);
  return row ?? null;
}

export async function updateUpload(
  db: Database,
  id: string,
  values: Partial<typeof photoUploads.$inferInsert>,
) {
  await db.update(photoUploads).set(values).where(eq(photoUploads.id, id));
}

export async function deleteUpload(db: Database, id: string) {
  await db.delete(photoUploads).where(eq(photoUploads.id, id));
}

export type UploadRow = typeof photoUploads.$inferSelect;

/**
 * Runs `work` holding the upload's row lock (`FOR UPDATE`): chunks of one upload take their
 * turn, on every process, so two copies of a chunk can never both be written or both complete
 * the file. `work` must use only the transaction it is given (PGlite has one connection).
 */
export function withLockedUpload<T>(
  db: Database,
  id: string,
  work: (upload: UploadRow | null, tx: Database) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(photoUploads).where(eq(photoUploads.id, id)).for('update');
    return work(row ?? null, tx);
  });
}
