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
