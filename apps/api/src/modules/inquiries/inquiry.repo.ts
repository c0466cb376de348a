import type { Database } from '../../db/client';
import { inquiries } from '../../db/schema/index';

export async function insertInquiry(db: Database, row: typeof inquiries.$inferInsert) {
  const [created] = await db.insert(inquiries).values(row).returning();
  return created!;
}
