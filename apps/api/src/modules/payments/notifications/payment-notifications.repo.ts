import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { paymentNotifications } from '../../../db/schema/orders';

/** Whether a provider's notification of this id was applied before (the replay guard). */
export async function isNotificationSeen(db: Database, id: string): Promise<boolean> {
  const [seen] = await db
    .select({ id: paymentNotifications.id })
    .from(paymentNotifications)
    .where(eq(paymentNotifications.id, id));
  return seen !== undefined;
}

/** Records a notification as applied; a second record of the same id is a no-op. */
export async function recordNotification(db: Database, row: typeof paymentNotifications.$inferInsert) {
  await db.insert(paymentNotifications).values(row).onConflictDoNothing();
}
