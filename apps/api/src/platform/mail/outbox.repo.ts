import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { mailOutbox } from '../../db/schema/index';

export type OutboxMail = typeof mailOutbox.$inferSelect;

export async function insertOutboxMail(db: Database, mail: Omit<typeof mailOutbox.$inferInsert, 'id'>) {
  await db.insert(mailOutbox).values(mail);
}

/** Newest first; `to` filters by exact recipient (as tests read the mail of one address). */
export async function listOutboxMail(db: Database, options: { to?: string; limit?: number } = {}) {
  return db
    .select()
    .from(mailOutbox)
    .where(options.to ? eq(mailOutbox.to, options.to.toLowerCase()) : undefined)
    .orderBy(desc(mailOutbox.id))
    .limit(options.limit ?? 50);
}
